import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A label key and its value; an empty value shows as a dash. */
export type LinhaDeDado = [rotulo: string, valor: string | null | undefined];

/** Labelled values of the status page as a description list, three to a row from md up, one per row on a phone. */
export function ListaDeDados({ linhas }: { linhas: LinhaDeDado[] }) {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 1, mt: 0, mb: 0 }}>
      {linhas.map(([rotulo, valor]) => (
        <Box key={rotulo}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(rotulo)}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {valor || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

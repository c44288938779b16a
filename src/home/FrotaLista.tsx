import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { FilialFrota } from '../../common/api/frota';
import { FrotaLinha } from './FrotaLinha';

/** The page of the fleet the list holds, trouble first as the server ordered it. */
export function FrotaLista() {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<FilialFrota>();
  if (isPending) return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ mt: 2 }} />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data?.length) return <Typography sx={{ my: 2 }}>{translate('ra.navigation.no_results')}</Typography>;
  return (
    <Box component="ul" aria-label={translate('app.home.frota.lista')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
      {data.map((filial) => (
        <Box component="li" key={filial.id} sx={{ minWidth: 0 }}>
          <FrotaLinha filial={filial} />
        </Box>
      ))}
    </Box>
  );
}

import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A page's configuration is on its way. */
export function Carregando() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>{translate('app.gerenciador.carregando_configuracao')}</Typography>
    </Box>
  );
}

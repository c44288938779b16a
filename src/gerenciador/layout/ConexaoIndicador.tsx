import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useGerenciador } from '../GerenciadorContext';

/** docs/produto.md §4 "Conexão do gerenciador": a green or red indicator with the server's sentence, refreshed every 2 s. */
export function ConexaoIndicador() {
  const translate = useTranslate();
  const { status } = useGerenciador();
  const conectado = Boolean(status?.conectado);
  const cor = !status ? 'text.secondary' : conectado ? 'success.dark' : 'error.dark';
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        component="span"
        sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: !status ? 'grey.500' : conectado ? 'success.main' : 'error.main' }}
      />
      <Typography component="span" sx={{ color: cor, fontWeight: 500 }}>
        {status?.msg ?? translate('app.gerenciador.situacao.verificando')}
      </Typography>
    </Box>
  );
}

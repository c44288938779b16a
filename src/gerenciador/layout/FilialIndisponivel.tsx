import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';

/** While the branch loads nothing of the manager shows (docs/produto.md §2). */
export function GerenciadorCarregando() {
  const translate = useTranslate();
  return (
    <Box component="main" aria-busy="true" sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography role="status">{translate('app.gerenciador.carregando')}</Typography>
    </Box>
  );
}

/** A branch that does not exist, or that the user's contratante may not open (the server said no). */
export function FilialIndisponivel() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box component="main" sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center', justifyContent: 'center', minHeight: '100vh', p: 2 }}>
      <Typography component="h1" variant="h6" role="alert">
        {translate('app.gerenciador.filial_indisponivel')}
      </Typography>
      <Button component={Link} to={`${basename}/home`} variant="contained">
        {translate('app.gerenciador.voltar_home')}
      </Button>
    </Box>
  );
}

import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { MSG } from '../../common/messages';
import { CartoesStatus } from './CartoesStatus';
import { FrotaHome } from './FrotaHome';
import { lerContadoresFrota } from './frotaApi';
import { useCarga } from './useCarga';

/**
 * /admin/home: with one branch (or none), its manager status card (docs/produto.md §2 Home); with more, the
 * fleet: counters, charts and the branches trouble first (docs/frota.md).
 */
export function HomePage() {
  const translate = useTranslate();
  const contadores = useCarga(() => lerContadoresFrota(null), 'todas', MSG.erroCarregarStatus);
  return (
    <Box component="section" aria-labelledby="home-gerenciadores" sx={{ mt: 2 }}>
      <Title title="app.page.home" />
      <Typography id="home-gerenciadores" component="h1" variant="h6">
        {translate('app.home.gerenciadores')}
      </Typography>
      {contadores.state === 'loading' && <CircularProgress aria-label={translate('ra.page.loading')} sx={{ mt: 2 }} />}
      {contadores.state === 'error' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {contadores.message}
        </Alert>
      )}
      {contadores.state === 'done' && (contadores.value.filiais > 1 ? <FrotaHome /> : <CartoesStatus />)}
    </Box>
  );
}

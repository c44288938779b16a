import { Alert, Box, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { PROBLEMAS_FROTA, type ContadoresFrota, type FiltroProblema } from '../../common/api/frota';
import { MSG } from '../../common/messages';
import { lerContadoresFrota } from './frotaApi';
import { useCarga } from './useCarga';

/** The counters in order: the agents connected now, then each problem, the most severe first. */
const CONTADORES: { filtro: FiltroProblema; valor: (c: ContadoresFrota) => number; problema: boolean }[] = [
  { filtro: 'conectado', valor: (c) => c.conectados, problema: false },
  ...PROBLEMAS_FROTA.map((p) => ({ filtro: p, valor: (c: ContadoresFrota) => c[p], problema: true })),
];

/**
 * The counters above the fleet list (of the contratante filtered, when one is): branches connected
 * and branches with each problem. They are one group of toggle buttons over the list's problem
 * filter: pressing one shows only its branches, pressing it again shows all.
 */
export function FrotaContadores({ contratanteId }: { contratanteId: number | null }) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const contadores = useCarga(() => lerContadoresFrota(contratanteId), String(contratanteId), MSG.erroCarregarStatus);
  const escolher = (valor: FiltroProblema | null) => {
    const { problema: _atual, ...resto } = filterValues;
    setFilters(valor ? { ...resto, problema: valor } : resto, displayedFilters);
  };
  return (
    <Box component="section" aria-labelledby="frota-situacao">
      <Typography id="frota-situacao" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('app.home.frota.situacao')}
        {contadores.state === 'done' && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            ({translate('app.home.frota.filiais', { smart_count: contadores.value.filiais })})
          </Typography>
        )}
      </Typography>
      {contadores.state === 'error' && <Alert severity="error">{contadores.message}</Alert>}
      <ToggleButtonGroup
        exclusive
        value={filterValues.problema ?? null}
        onChange={(_, valor: FiltroProblema | null) => escolher(valor)}
        aria-labelledby="frota-situacao"
        sx={{
          mt: 1,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          // One card each, not one joined bar: every button keeps its own border and corners.
          '& .MuiToggleButtonGroup-grouped.MuiToggleButton-root': { m: 0, border: 1, borderColor: 'divider', borderRadius: 1 },
        }}
      >
        {CONTADORES.map(({ filtro, valor, problema }) => {
          const rotulo = translate(`app.home.frota.contadores.${filtro}`);
          const n = contadores.state === 'done' ? valor(contadores.value) : null;
          return (
            <ToggleButton
              key={filtro}
              value={filtro}
              data-contador={filtro}
              title={translate('app.home.frota.mostrar', { rotulo })}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'flex-start',
                textAlign: 'left',
                textTransform: 'none',
                py: 1.5,
                color: 'text.primary',
              }}
            >
              {n === null ? (
                <Skeleton width={40} height={32} />
              ) : (
                <Typography component="span" variant="h5" sx={{ fontWeight: 700, color: problema && n > 0 ? 'error.main' : 'text.primary' }}>
                  {n}
                </Typography>
              )}
              <Typography component="span" variant="body2">
                {rotulo}
              </Typography>
              {filtro === 'registrosErro' && contadores.state === 'done' && contadores.value.registrosErroTotal > 0 && (
                <Typography component="span" variant="caption">
                  {translate('app.home.frota.registros', { smart_count: contadores.value.registrosErroTotal })}
                </Typography>
              )}
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
    </Box>
  );
}

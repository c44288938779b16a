import { lazy, Suspense } from 'react';
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DiaFrota } from '../../common/api/frota';
import { lerGraficosFrota } from './frotaApi';
import { useCarga } from './useCarga';

/**
 * The bars alone come with @mui/x-charts, in a chunk of their own that needs nothing else of the
 * back-office (so the chunks /login preloads stay as they were).
 */
const BarrasPorDia = lazy(() => import('./BarrasPorDia'));

/** DD/MM of a YYYY-MM-DD day. */
export const diaMes = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}`;
const soma = (dias: DiaFrota[], campo: keyof Omit<DiaFrota, 'dia'>) => dias.reduce((s, d) => s + d[campo], 0);

/**
 * The fleet's charts over 30 days (docs/frota.md): orders received and integrated per day, and failed
 * sync runs per day, for the contratante filtered when one is. Each chart says its totals in a
 * sentence and keeps its numbers in a table one click away (for whoever cannot see the bars).
 */
export function FrotaGraficos({ contratanteId }: { contratanteId: number | null }) {
  const translate = useTranslate();
  const graficos = useCarga(() => lerGraficosFrota(contratanteId), String(contratanteId), translate('app.home.frota.graficos.erro'));
  const t = (chave: string, opcoes?: object) => translate(`app.home.frota.graficos.${chave}`, opcoes);
  return (
    <Box component="section" aria-labelledby="frota-graficos">
      <Typography id="frota-graficos" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('titulo')}
      </Typography>
      {graficos.state === 'loading' && <Skeleton variant="rounded" height={260} />}
      {graficos.state === 'error' && <Alert severity="error">{graficos.message}</Alert>}
      {graficos.state === 'done' && (
        <Box sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
          <Grafico
            id="pedidos"
            titulo={t('pedidos')}
            resumo={t('resumo_pedidos', { recebidos: soma(graficos.value, 'pedidosRecebidos'), integrados: soma(graficos.value, 'pedidosIntegrados') })}
            dias={graficos.value}
            series={[
              { campo: 'pedidosRecebidos', rotulo: t('recebidos'), cor: '#0b57d0' },
              { campo: 'pedidosIntegrados', rotulo: t('integrados'), cor: '#1b5e20' },
            ]}
          />
          <Grafico
            id="falhas"
            titulo={t('falhas')}
            resumo={t('resumo_falhas', { falhas: soma(graficos.value, 'execucoesFalha') })}
            dias={graficos.value}
            series={[{ campo: 'execucoesFalha', rotulo: t('com_falha'), cor: '#c62828' }]}
          />
        </Box>
      )}
    </Box>
  );
}

export interface Serie {
  campo: keyof Omit<DiaFrota, 'dia'>;
  rotulo: string;
  cor: string;
}

function Grafico({ id, titulo, resumo, dias, series }: { id: string; titulo: string; resumo: string; dias: DiaFrota[]; series: Serie[] }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="figure" aria-labelledby={`grafico-${id}-titulo`} sx={{ m: 0, minWidth: 0 }}>
      <CardContent>
        <Typography id={`grafico-${id}-titulo`} component="h3" variant="body1" sx={{ fontWeight: 600 }}>
          {titulo}
        </Typography>
        <Box sx={{ minWidth: 0 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
            <BarrasPorDia dias={dias.map((d) => ({ ...d, rotulo: diaMes(d.dia) }))} series={series} altura={220} />
          </Suspense>
        </Box>
        <Typography component="figcaption" variant="body2" color="text.secondary">
          {resumo}
        </Typography>
        <Box component="details" sx={{ mt: 1, typography: 'body2' }}>
          <summary>{translate('app.home.frota.graficos.ver_numeros')}</summary>
          <Box
            component="table"
            sx={{
              mt: 1,
              borderCollapse: 'collapse',
              '& th, & td': { px: 1, py: 0.25, textAlign: 'right' },
              '& th:first-of-type, & td:first-of-type': { textAlign: 'left' },
            }}
          >
            <caption style={{ textAlign: 'left' }}>{titulo}</caption>
            <thead>
              <tr>
                <th scope="col">{translate('app.home.frota.graficos.dia')}</th>
                {series.map((s) => (
                  <th key={s.campo} scope="col">
                    {s.rotulo}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dias.map((d) => (
                <tr key={d.dia}>
                  <th scope="row" style={{ fontWeight: 'normal' }}>
                    {diaMes(d.dia)}
                  </th>
                  {series.map((s) => (
                    <td key={s.campo}>{d[s.campo]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

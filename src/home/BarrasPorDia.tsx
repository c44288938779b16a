import { BarChart } from '@mui/x-charts/BarChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import type { DiaFrota } from '../../common/api/frota';

interface Props {
  dias: (DiaFrota & { rotulo: string })[];
  series: { campo: keyof Omit<DiaFrota, 'dia'>; rotulo: string; cor: string }[];
  altura: number;
}

/** Bars per day of the fleet's charts; the labels come ready, a tick every fifth day. */
export default function BarrasPorDia({ dias, series, altura }: Props) {
  return (
    <BarChart
      height={altura}
      localeText={ptBRLocaleText}
      dataset={dias as unknown as Record<string, number | string>[]}
      xAxis={[{ scaleType: 'band', dataKey: 'rotulo', tickLabelInterval: (_: unknown, i: number) => i % 5 === 4 }]}
      yAxis={[{ tickMinStep: 1, width: 48, valueFormatter: (v: number) => Math.round(v).toLocaleString('pt-BR') }]}
      series={series.map((s) => ({ dataKey: s.campo, label: s.rotulo, color: s.cor }))}
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      skipAnimation
    />
  );
}

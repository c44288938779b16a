const UNIDADES: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const formato = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

/** "há 3 dias", "há 2 horas", "agora": how long ago, in the largest whole unit; blank when absent or invalid. */
export function tempoRelativo(value: string | null | undefined, agora = Date.now()): string {
  if (!value) return '';
  const instante = new Date(value).getTime();
  if (Number.isNaN(instante)) return '';
  const diferenca = instante - agora;
  for (const [unidade, ms] of UNIDADES) {
    if (Math.abs(diferenca) >= ms) return formato.format(Math.trunc(diferenca / ms), unidade);
  }
  return formato.format(0, 'second');
}

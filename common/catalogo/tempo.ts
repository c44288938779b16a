/** docs/produto.md §5 "Formulários em geral": normalised to hours:minutes, never below zero. */

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * '1:5' → '01:05', '0:90' → '01:30', '45' (minutes) → '00:45', '' or negative → '00:00'.
 * Hours are not capped at 24: a sync interval may be longer than a day.
 */
export function normalizarTempo(texto: string): string {
  const m = /^\s*(-?\d*)\s*(?::\s*(-?\d*))?\s*$/.exec(texto ?? '');
  if (!m) return '00:00';
  const temHoras = m[2] !== undefined;
  const horas = temHoras ? Math.max(0, Number(m[1] || 0)) : 0;
  const minutos = Math.max(0, Number((temHoras ? m[2] : m[1]) || 0));
  const total = horas * 60 + minutos;
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

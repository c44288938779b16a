/** A run's length in whole seconds, or null while it runs or when the dates are unreadable. */
export function segundosEntre(inicio: string, fim: string | null): number | null {
  if (!fim) return null;
  const ms = new Date(fim).getTime() - new Date(inicio).getTime();
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 1000) : null;
}

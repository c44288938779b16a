/** Each part of a version x.y.z counts up to 999 in the sortable number (larger parts are taken as 999). */
const PARTE_MAXIMA = 999;

/**
 * A version x.y.z (a suffix such as -beta ignored) as one sortable integer, x·10⁶ + y·10³ + z, so a
 * database compares versions with `<` (the fleet's "outdated agent"); null when nothing is given.
 */
export function ordemVersao(versao: string | null | undefined): number | null {
  if (!versao?.trim()) return null;
  const [x = 0, y = 0, z = 0] = versao
    .trim()
    .split(/[.-]/)
    .slice(0, 3)
    .map((n) => Math.min(PARTE_MAXIMA, Math.max(0, Number.parseInt(n, 10) || 0)));
  return x * 1_000_000 + y * 1_000 + z;
}

/** Whether version `a` is older than `b`; an agent newer than the server is not outdated. */
export function versaoAnterior(a: string, b: string): boolean {
  return (ordemVersao(a) ?? 0) < (ordemVersao(b) ?? 0);
}

/**
 * docs/produto.md §2 branch routes: under a contratante (/contratante/{id}/filial/…) for the provider, or on
 * their own (/filial/…) for a user who belongs to a contratante.
 */
export const FILIAIS_LIST_PATH = 'filiais';

export function filialPath(contratanteId: number | string | undefined, filialId?: number | string): string {
  const base = contratanteId ? `contratante/${contratanteId}/filial` : 'filial';
  return filialId === undefined ? base : `${base}/${filialId}`;
}

export function dispositivoPath(contratanteId: number | string | undefined, filialId: number | string, id: number | string): string {
  return `${filialPath(contratanteId, filialId)}/dispositivo/${id}`;
}

/** Where a branch form returns: the contratante's Filiais tab, or /filiais. */
export function filiaisListPath(contratanteId: number | string | undefined): string {
  return contratanteId ? `contratante/${contratanteId}?aba=filiais` : FILIAIS_LIST_PATH;
}

/** The manager area of a branch, opened in a new tab (docs/produto.md §2 /gerenciador/{id}). */
export const gerenciadorHref = (basename: string, filialId: number | string) => `${basename}/gerenciador/${filialId}`;

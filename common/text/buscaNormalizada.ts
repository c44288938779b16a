/**
 * The normalised text the lists search and sort by (docs/operacao.md, PostgreSQL): accents of Portuguese letters taken
 * off, then lower case ("São Paulo" → "sao paulo"). The database keeps it in generated columns
 * (migration 0030) built from these same two strings, so the server normalises a search term with
 * `normalizarBusca` and compares it to the column as it is.
 */
export const ACENTUADAS = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
export const SEM_ACENTO = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn';

/** Between the fields of a search column: no one types it, so a word never matches across two fields. */
export const SEPARADOR_BUSCA = '\u0001';

const MAPA = new Map([...ACENTUADAS].map((c, i) => [c, SEM_ACENTO[i]!]));

/** The normalised form of a term, exactly as the generated columns hold their fields. */
export function normalizarBusca(texto: string): string {
  let saida = '';
  for (const c of texto) saida += MAPA.get(c) ?? c;
  return saida.toLowerCase();
}

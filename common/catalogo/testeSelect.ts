/** Helpers of the select test (docs/produto.md §4 "Botões de teste"); what a select may be is common/catalogo/instrucoesSql. */

/** The mapped columns a row returned by the test lacks (compared case-insensitively, as engines differ). */
export function colunasAusentesNaLinha(linha: Record<string, unknown>, colunas: string[]): string[] {
  const presentes = new Set(Object.keys(linha).map((k) => k.toLowerCase()));
  return colunas.filter((c) => c.trim() && !presentes.has(c.trim().toLowerCase()));
}

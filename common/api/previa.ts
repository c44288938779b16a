/**
 * One row of a data page's preview: the identifier and the record exactly as the phones would
 * receive it, or why the row cannot be mapped (the run would report it as failed).
 */
export interface LinhaPrevia {
  identificador: string | null;
  dados: Record<string, unknown> | null;
  erro: string | null;
}

/** The answer of "Pré-visualizar" (filialGerenciadorPrevisualizar's dados). */
export interface ResultadoPrevia {
  /** The columns the select returned, in order (they feed the mapping's suggestions). */
  colunas: string[];
  linhas: LinhaPrevia[];
}

/**
 * The answer of filialGerenciadorSugerirConfiguracao: a draft configuration of one catalogue type,
 * computed by the agent from the ERP's catalogue and a sample of its rows (reads only). The page shows
 * it as a review; nothing is saved until the integrator saves. docs/guia-integrador.md explains it.
 */
export interface SugestaoConfiguracao {
  /** The catalogue type (configuracaoDadosProduto, configuracaoDadosInsertPedido…), as the data pages name it. */
  tipo: string;
  /** JSON text: the type's `dados` as the page stores them (the same shape the save mutation takes). */
  dados: string;
  /** JSON text: the type's `mapeamento` (field → column) as the page stores it. */
  mapeamento: string;
  /** One per field (read types) or placeholder (insert types): the column chosen and why, in Portuguese. */
  justificativas: JustificativaCampo[];
  /** The other tables that could hold the type, best first. */
  alternativas: AlternativaTabela[];
  /** 0..1: how sure the proposal is of its table and mandatory fields. */
  confianca: number;
  /** Notes for the integrator in Portuguese: constants to confirm, the exactly-once choice to make, what is missing. */
  avisos: string[];
}

export interface JustificativaCampo {
  /** The catalogue field (read types) or the insert placeholder (insert types: `insert.clienteIdentificador`, `insertItens.quantidade`). */
  campo: string;
  /** The ERP column it comes from or goes to; null when none was found. */
  coluna: string | null;
  motivo: string;
}

export interface AlternativaTabela {
  tabela: string;
  motivo: string;
  confianca: number;
}

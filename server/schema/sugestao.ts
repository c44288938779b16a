import type { Resolvers } from './resolverTypes';

/**
 * "Sugerir configuração" (docs/guia-integrador.md): a draft of a data page's configuration, computed
 * by the branch's agent from the ERP's catalogue and a sample of its rows. The page shows it for
 * review; nothing is saved until the integrator saves.
 */
export const sugestaoTypeDefs = /* GraphQL */ `
  "Why a field (or insert placeholder) got its column, in Portuguese."
  type JustificativaCampo {
    campo: String!
    coluna: String
    motivo: String!
  }
  "Another table that could hold the type, with why and how sure."
  type AlternativaTabela {
    tabela: String!
    motivo: String!
    confianca: Float!
  }
  type SugestaoConfiguracao {
    "The catalogue type, as the data pages name it (configuracaoDadosProduto, configuracaoDadosInsertPedido…)."
    tipo: String!
    "JSON text: the type's dados as the page stores them."
    dados: String!
    "JSON text: the field → column mapping as the page stores it."
    mapeamento: String!
    justificativas: [JustificativaCampo!]!
    "Other candidate tables, best first."
    alternativas: [AlternativaTabela!]!
    "0..1"
    confianca: Float!
    "Notes for the integrator in Portuguese: constants to confirm, the exactly-once choice, what is missing."
    avisos: [String!]!
  }
  extend type Query {
    "tabela: one of a proposal's alternatives (as it names them), to propose on that table instead of the best one."
    filialGerenciadorSugerirConfiguracao(identificadorApp: String!, tipo: String!, tabela: String): SugestaoConfiguracao!
  }
`;

export const sugestaoResolvers: Resolvers = {
  Query: {
    filialGerenciadorSugerirConfiguracao: (_, a, ctx) =>
      ctx.services.workbench.sugerirConfiguracao(ctx.ability, a.identificadorApp, a.tipo, a.tabela ?? undefined),
  },
};

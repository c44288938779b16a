import { TIPOS_DADOS_POR_TIPO } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../errors';
import type { Resolvers } from './resolverTypes';

/** The run history of a branch (docs/guia-integrador.md §7): every run of every type for 30 days, and each run's failed rows as CSV. */
export const historicoTypeDefs = /* GraphQL */ `
  "alterados: only new and changed records; todos: everything (reenviarTodos)."
  enum ModoExecucao {
    alterados
    todos
  }
  "How a sync run ended (executando while it runs)."
  enum ResultadoExecucao {
    executando
    sucesso
    falha
    cancelada
    interrompida
    remocoesRetidas
  }
  "One sync run."
  type ExecucaoSincronizacao {
    id: Int!
    tipo: String!
    dtInicio: String!
    dtFim: String
    modo: ModoExecucao!
    lidos: Int!
    enviados: Int!
    removidos: Int!
    resultado: ResultadoExecucao!
    retomada: Boolean!
    msg: String
    erro: String
    falhas: Int!
  }
  type ExecucoesSincronizacao {
    total: Int!
    execucoes: [ExecucaoSincronizacao!]!
  }
  "A file for the browser to save: its name and its text (CSV: UTF-8 with BOM, ; between cells)."
  type ArquivoTexto {
    nome: String!
    conteudo: String!
  }
  extend type Query {
    "The branch's runs, newest first, of one data type (tipo) or of all."
    filialGerenciadorExecucoes(identificadorApp: String!, tipo: String, limit: Int, offset: Int): ExecucoesSincronizacao!
    "The failed rows of one run (identifier and reason) as CSV."
    filialGerenciadorExecucaoFalhasCsv(identificadorApp: String!, id: Int!): ArquivoTexto!
  }
`;

export const historicoResolvers: Resolvers = {
  Query: {
    filialGerenciadorExecucoes: async (
      _: unknown,
      a: { identificadorApp: string; tipo?: string | null; limit?: number | null; offset?: number | null },
      ctx: AppContext,
    ) => {
      if (a.tipo && !TIPOS_DADOS_POR_TIPO[a.tipo]) throw badRequest(MSG.tipoConfiguracaoInvalido);
      const filialId = await ctx.services.filiais.idDoGerenciador(ctx.ability, a.identificadorApp);
      return ctx.services.historicoSincronizacao.listar(filialId, { tipo: a.tipo, limite: a.limit ?? undefined, offset: a.offset ?? undefined });
    },
    filialGerenciadorExecucaoFalhasCsv: async (_, a, ctx) => {
      const filialId = await ctx.services.filiais.idDoGerenciador(ctx.ability, a.identificadorApp);
      const arquivo = await ctx.services.historicoSincronizacao.falhasCsv(filialId, a.id);
      if (!arquivo) throw notFound();
      return { nome: arquivo.nome, conteudo: arquivo.csv };
    },
  },
};

import type { Resolvers } from './resolverTypes';

type R = { status: boolean; msg?: string | null; erro?: string | null; dados?: unknown };
const comJson = (r: R) => ({ ...r, dados: r.dados === undefined || r.dados === null ? null : JSON.stringify(r.dados) });

/**
 * The integrator's workbench (docs/guia-integrador.md §4.1, §5.4, §6.5): discovery, preview and insert test, in the style of the
 * filialGerenciador* operations (GerenciadorResultado, dados as JSON text).
 */
export const workbenchTypeDefs = /* GraphQL */ `
  extend type Query {
    "The ERP's tables and views with their columns and types, read by the agent from the engine's catalogue (dados: {tabelas, truncado})."
    filialGerenciadorDescobrirTabelas(identificadorApp: String!): GerenciadorResultado!
    "A data page's select and mapping ({dados, mapeamento} as JSON, saved or not) on the first 20 rows, mapped as the phones would receive them."
    filialGerenciadorPrevisualizar(identificadorApp: String!, tipo: String!, configuracao: String!): GerenciadorResultado!
    "An insert page's statements ({dados, mapeamento} as JSON, saved or not) run for a sample record in a transaction that is rolled back."
    filialGerenciadorTestarInsert(identificadorApp: String!, tipo: String!, configuracao: String!): GerenciadorResultado!
  }
`;

export const workbenchResolvers: Resolvers = {
  Query: {
    filialGerenciadorDescobrirTabelas: async (_, a, ctx) => comJson(await ctx.services.workbench.descobrirTabelas(ctx.ability, a.identificadorApp)),
    filialGerenciadorPrevisualizar: async (_, a, ctx) =>
      comJson(await ctx.services.workbench.previsualizar(ctx.ability, a.identificadorApp, a.tipo, a.configuracao)),
    filialGerenciadorTestarInsert: async (_, a, ctx) =>
      comJson(await ctx.services.workbench.testarInsert(ctx.ability, a.identificadorApp, a.tipo, a.configuracao)),
  },
};

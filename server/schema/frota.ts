import type { Resolvers } from './resolverTypes';

/**
 * The fleet home (docs/frota.md): the branches the user may list, trouble first, with counters and
 * charts. The list takes docs/produto.md §7's queryOptions (the SPA's list sends them): `busca ilike`,
 * `contratanteId =`, `problema =` (offline, estrutura, execucoesFalha, registrosErro, desatualizado,
 * algum, nenhum, conectado).
 */
export const frotaTypeDefs = /* GraphQL */ `
  "The last update attempt of a branch's agent (filled by the agents' self-update)."
  type AtualizacaoGerenciador {
    quando: String!
    resultado: String!
    versao: String
    motivo: String
  }
  "A branch of the fleet: its home card (docs/produto.md §2 Home) and its problems, most severe first."
  type FilialFrota {
    id: Int!
    filialId: Int!
    nome: String!
    ativo: Boolean!
    contratanteId: Int!
    contratanteNome: String!
    pedidosSincronizados: Int!
    pedidosDia: Int!
    pedidosSemSincronizar: Int!
    qtdeErros: Int!
    gerenciadorConectado: Boolean!
    versaoGerenciador: String
    ultimoContatoGerenciador: String
    problemas: [String!]!
    registrosErro: Int!
    execucoesFalha: Int!
    "The data pages (titles) whose configuration no longer matches the ERP's structure."
    estruturaAlterada: [String!]!
    desatualizado: Boolean!
    versaoAlvo: String
    ultimaAtualizacao: AtualizacaoGerenciador
  }
  "Branches in each state (registrosErroTotal: the records in erro themselves)."
  type ContadoresFrota {
    filiais: Int!
    conectados: Int!
    offline: Int!
    estrutura: Int!
    execucoesFalha: Int!
    registrosErro: Int!
    registrosErroTotal: Int!
    desatualizado: Int!
  }
  "One Brasília day (YYYY-MM-DD) of the fleet's charts."
  type DiaFrota {
    dia: String!
    pedidosRecebidos: Int!
    pedidosIntegrados: Int!
    execucoesFalha: Int!
  }
  extend type Query {
    "A page of the fleet, trouble first, then by name."
    gerenciadoresFrota(queryOptions: QueryOptions): [FilialFrota!]!
    gerenciadoresFrotaCount(queryOptions: QueryOptions): Int!
    gerenciadoresFrotaContadores(contratanteId: Int): ContadoresFrota!
    "The last 30 days, oldest first."
    gerenciadoresFrotaGraficos(contratanteId: Int): [DiaFrota!]!
  }
`;

export const frotaResolvers: Resolvers = {
  Query: {
    gerenciadoresFrota: (_, a, ctx) => ctx.services.frota.pagina(ctx.ability, a.queryOptions),
    gerenciadoresFrotaCount: (_, a, ctx) => ctx.services.frota.total(ctx.ability, a.queryOptions),
    gerenciadoresFrotaContadores: (_, a, ctx) => ctx.services.frota.contadores(ctx.ability, a.contratanteId),
    gerenciadoresFrotaGraficos: (_, a, ctx) => ctx.services.frota.graficos(ctx.ability, a.contratanteId),
  },
};

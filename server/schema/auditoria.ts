import type { Resolvers } from './resolverTypes';

export const auditoriaTypeDefs = /* GraphQL */ `
  "One change made through the back-office or the manager area (docs/produto.md §2)."
  type Auditoria {
    id: Int!
    "When (ISO 8601)."
    quando: String!
    usuarioId: Int
    "The author's name and e-mail as they were at the time."
    usuarioNome: String
    usuarioEmail: String
    "The client address the request came from."
    endereco: String
    "criar, alterar, remover, inativar, ativar, bloquear, configuracaoSalva, sincronizacaoIniciada, … (common/auditoria)."
    acao: String!
    "contratante, usuario, filial, dispositivo, database."
    entidade: String!
    entidadeId: String
    entidadeNome: String
    contratanteId: Int
    "JSON text of the changed fields before and after; never a password or token."
    antes: String
    depois: String
  }
  extend type Query {
    "Newest first; a partner reads only its own contratante's entries."
    auditorias(queryOptions: QueryOptions): [Auditoria!]!
    auditoriasCount(queryOptions: QueryOptions): Int!
  }
`;

export const auditoriaResolvers: Resolvers = {
  Query: {
    auditorias: (_, a, ctx) => ctx.services.auditoria.list(ctx.ability, a.queryOptions),
    auditoriasCount: (_, a, ctx) => ctx.services.auditoria.count(ctx.ability, a.queryOptions),
  },
};

import type { Resolvers } from './resolverTypes';

export const dispositivoTypeDefs = /* GraphQL */ `
  type MobileDispositivo {
    id: Int!
    uuid: String!
    dispositivo: String
    plataforma: String
    versaoApp: String
    dataAtivacao: String
    dataUltimoAcesso: String
    ativo: Boolean!
    bloqueado: Boolean!
    whitelisted: Boolean!
    filialId: Int!
    apelido: String
    email: String
    telefone: String
  }
  input MobileDispositivoInput {
    id: Int!
    apelido: String
    email: String
    telefone: String
  }
  extend type Query {
    mobileDispositivos(queryOptions: QueryOptions): [MobileDispositivo!]!
    mobileDispositivosCount(queryOptions: QueryOptions): Int!
    mobileDispositivo(id: Int!): MobileDispositivo
  }
  extend type Mutation {
    bloqueiaMobileDispositivo(id: Int!): MobileDispositivo!
    updateMobileDispositivo(input: MobileDispositivoInput!): MobileDispositivo!
  }
`;

export const dispositivoResolvers: Resolvers = {
  Query: {
    mobileDispositivos: (_, a, ctx) => ctx.services.dispositivos.crud.list(ctx.ability, a.queryOptions),
    mobileDispositivosCount: (_, a, ctx) => ctx.services.dispositivos.crud.count(ctx.ability, a.queryOptions),
    mobileDispositivo: (_, a, ctx) => ctx.services.dispositivos.crud.find(ctx.ability, a.id),
  },
  Mutation: {
    bloqueiaMobileDispositivo: (_, a, ctx) => ctx.services.dispositivos.block(ctx.ability, a.id),
    updateMobileDispositivo: (_, a, ctx) => ctx.services.dispositivos.update(ctx.ability, a.input),
  },
};

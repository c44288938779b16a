import { DatabasesService } from '../services/databases';
import type { Resolvers } from './resolverTypes';

export const databaseTypeDefs = /* GraphQL */ `
  type MobileFilialDatabase {
    id: Int!
    "JSON text {database, host, porta, usuario, senha}; senha always comes back blank."
    configuracao: String!
    "The database name, for the list."
    database: String
    ativa: Boolean!
    filialId: Int!
  }
  input MobileFilialDatabaseInput {
    id: Int
    configuracao: String!
    ativa: Boolean = true
    filialId: Int
  }
  extend type Query {
    mobileFilialDatabases(queryOptions: QueryOptions): [MobileFilialDatabase!]!
    mobileFilialDatabasesCount(queryOptions: QueryOptions): Int!
    mobileFilialDatabase(id: Int!): MobileFilialDatabase
  }
  extend type Mutation {
    createUpdateMobileFilialDatabase(input: MobileFilialDatabaseInput!): MobileFilialDatabase!
    deleteMobileFilialDatabase(id: Int!): Boolean!
  }
`;

export const databaseResolvers: Resolvers = {
  MobileFilialDatabase: {
    configuracao: (parent) => DatabasesService.publicConfig(parent.configuracao ?? ''),
    database: (parent) => (JSON.parse(parent.configuracao || '{}') as { database?: string }).database ?? null,
  },
  Query: {
    mobileFilialDatabases: (_, a, ctx) => ctx.services.databases.crud.list(ctx.ability, a.queryOptions),
    mobileFilialDatabasesCount: (_, a, ctx) => ctx.services.databases.crud.count(ctx.ability, a.queryOptions),
    mobileFilialDatabase: (_, a, ctx) => ctx.services.databases.crud.find(ctx.ability, a.id),
  },
  Mutation: {
    createUpdateMobileFilialDatabase: (_, a, ctx) => ctx.services.databases.save(ctx.ability, a.input),
    deleteMobileFilialDatabase: (_, a, ctx) => ctx.services.databases.remove(ctx.ability, a.id),
  },
};

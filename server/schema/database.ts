import type { AppContext } from '../context';
import { DatabasesService, type DatabaseInput } from '../services/databases';
import type { QueryOptions } from '../services/queryOptions';

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

type Row = { configuracao: string };

export const databaseResolvers = {
  MobileFilialDatabase: {
    configuracao: (parent: Row) => DatabasesService.publicConfig(parent.configuracao),
    database: (parent: Row) => (JSON.parse(parent.configuracao || '{}') as { database?: string }).database ?? null,
  },
  Query: {
    mobileFilialDatabases: (_: unknown, a: { queryOptions?: QueryOptions }, ctx: AppContext) => ctx.services.databases.crud.list(ctx.ability, a.queryOptions),
    mobileFilialDatabasesCount: (_: unknown, a: { queryOptions?: QueryOptions }, ctx: AppContext) =>
      ctx.services.databases.crud.count(ctx.ability, a.queryOptions),
    mobileFilialDatabase: (_: unknown, a: { id: number }, ctx: AppContext) => ctx.services.databases.crud.find(ctx.ability, a.id),
  },
  Mutation: {
    createUpdateMobileFilialDatabase: (_: unknown, a: { input: DatabaseInput }, ctx: AppContext) => ctx.services.databases.save(ctx.ability, a.input),
    deleteMobileFilialDatabase: (_: unknown, a: { id: number }, ctx: AppContext) => ctx.services.databases.remove(ctx.ability, a.id),
  },
};

import type { Resolvers } from './resolverTypes';

export const configuracaoTypeDefs = /* GraphQL */ `
  "A manager configuration of one branch; dados and mapeamento are JSON text."
  type MobileFilialConfiguracao {
    id: Int
    tipo: String!
    dados: String!
    mapeamento: String!
    ativa: Boolean!
    filialId: Int!
    "Saved, with something to know: an insert page not checked against the ERP (agent offline), or whose test failed."
    aviso: String
  }
  input MobileFilialConfiguracaoInput {
    tipo: String!
    dados: String!
    mapeamento: String
    ativa: Boolean
    filialId: Int!
  }
  extend type Query {
    mobileFilialConfiguracao(filialId: Int!, tipo: String!): MobileFilialConfiguracao!
  }
  extend type Mutation {
    createUpdateMobileFilialConfiguracao(input: MobileFilialConfiguracaoInput!): MobileFilialConfiguracao!
    "Clear Configuration: the type goes back to the catalogue's defaults."
    limparMobileFilialConfiguracao(filialId: Int!, tipo: String!): MobileFilialConfiguracao!
  }
`;

export const configuracaoResolvers: Resolvers = {
  Query: {
    mobileFilialConfiguracao: (_, a, ctx) => ctx.services.configuracoes.get(ctx.ability, a.filialId, a.tipo),
  },
  Mutation: {
    createUpdateMobileFilialConfiguracao: async (_, a, ctx) => {
      const saved = await ctx.services.configuracoes.save(ctx.ability, a.input);
      await ctx.services.gerenciador.configuracaoAlterada(saved.filialId, saved.tipo);
      return saved;
    },
    limparMobileFilialConfiguracao: async (_, a, ctx) => {
      const cleared = await ctx.services.configuracoes.clear(ctx.ability, a.filialId, a.tipo);
      await ctx.services.gerenciador.configuracaoAlterada(cleared.filialId, cleared.tipo);
      return cleared;
    },
  },
};

import { actor, type AppContext } from '../context';
import type { FilialInput } from '../services/filiais';
import type { QueryOptions } from '../services/queryOptions';
import type { Resolvers } from './resolverTypes';

export const filialTypeDefs = /* GraphQL */ `
  type MobileFilial {
    id: Int!
    contratanteId: Int!
    filialUuid: String!
    identificadorApp: String!
    numeroDispositivos: Int!
    nome: String!
    tipoDocFederal: String!
    fantasia: String
    docFederal: String
    docEstadual: String
    telefone: String
    email: String
    cep: String
    cidadeId: Int
    endereco: String
    numero: String
    bairro: String
    complemento: String
    ativo: Boolean!
    cidade: Cidade
  }
  input MobileFilialInput {
    id: Int
    contratanteId: Int
    numeroDispositivos: Int = 1
    nome: String
    tipoDocFederal: String = "J"
    fantasia: String
    docFederal: String
    docEstadual: String
    telefone: String
    email: String
    cep: String
    cidadeId: Int
    endereco: String
    numero: String
    bairro: String
    complemento: String
    ativo: Boolean = true
  }
  extend type Query {
    mobileFiliais(queryOptions: QueryOptions): [MobileFilial!]!
    mobileFiliaisCount(queryOptions: QueryOptions): Int!
    mobileFilial(id: Int!): MobileFilial
    contratanteMobileFiliais(contratanteId: Int!): [MobileFilial!]!
    "What a branch holds (asked by the removal dialog)."
    mobileFilialDependentes(id: Int!): MobileFilialDependentes!
  }
  type MobileFilialDependentes {
    dispositivos: Int!
    dadosSincronizados: Int!
    registrosCelular: Int!
  }
  extend type Mutation {
    "Spelled as in the specification."
    createUpdatMobileFilial(input: MobileFilialInput!): MobileFilial!
    "Refused while it holds devices or synced data, unless the provider admin types its name in confirmacaoNome."
    deleteMobileFilial(id: Int!, confirmacaoNome: String): Boolean!
  }
`;

/** createUpdatMobileFilial (and the bulk 'Ativar/Inativar'): an inactive branch's agent is cut off. */
export async function salvarFilial(ctx: AppContext, input: FilialInput) {
  const saved = await ctx.services.filiais.save(ctx.ability, actor(ctx).contratanteId, input);
  if (!saved.ativo) await ctx.services.gerenciador.desligarInativas([Number(saved.id)]);
  return saved;
}

const byContratante = (contratanteId: number): QueryOptions => ({
  where: { andWhere: [{ campo: 'contratanteId', operador: '=', valor: String(contratanteId) }] },
});

export const filialResolvers: Resolvers = {
  MobileFilial: {
    cidade: (parent, _, ctx) => (parent.cidadeId ? ctx.cidades(parent.cidadeId) : null),
  },
  Query: {
    mobileFiliais: (_, a, ctx) => ctx.services.filiais.crud.list(ctx.ability, a.queryOptions),
    mobileFiliaisCount: (_, a, ctx) => ctx.services.filiais.crud.count(ctx.ability, a.queryOptions),
    mobileFilial: (_, a, ctx) => ctx.services.filiais.crud.find(ctx.ability, a.id),
    mobileFilialDependentes: (_, a, ctx) => ctx.services.filiais.dependentes(ctx.ability, a.id),
    contratanteMobileFiliais: (_, a, ctx) => ctx.services.filiais.crud.list(ctx.ability, byContratante(a.contratanteId)),
  },
  Mutation: {
    createUpdatMobileFilial: (_, a, ctx) => salvarFilial(ctx, a.input),
    deleteMobileFilial: async (_, a, ctx) => {
      const removida = await ctx.services.filiais.remove(ctx.ability, actor(ctx), a.id, a.confirmacaoNome);
      await ctx.services.gerenciador.desligarInativas([a.id]);
      return removida;
    },
  },
};

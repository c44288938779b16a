import { actor, type AppContext } from '../context';
import type { ContratanteInput } from '../services/contratantes';
import type { Resolvers } from './resolverTypes';

export const contratanteTypeDefs = /* GraphQL */ `
  type Contratante {
    id: Int!
    tipoEmpresa: String!
    email: String
    nome: String!
    fantasia: String
    docFederal: String!
    docEstadual: String
    telefone: String
    ativo: Boolean!
    endereco: String
    numero: String
    complemento: String
    cep: String
    bairro: String
    cidadeId: Int
    maxDipositivos: Int!
    maxFiliais: Int!
    cidade: Cidade
  }
  input ContratanteInput {
    id: Int
    tipoEmpresa: String
    email: String
    nome: String
    fantasia: String
    docFederal: String
    docEstadual: String
    telefone: String
    ativo: Boolean
    endereco: String
    numero: String
    complemento: String
    cep: String
    bairro: String
    cidadeId: Int
    maxDipositivos: Int
    maxFiliais: Int
  }
  extend type Query {
    contratantes(queryOptions: QueryOptions): [Contratante!]!
    contratantesCount(queryOptions: QueryOptions): Int!
    contratante(id: Int!): Contratante
    contratanteExiste(docFederal: String!): Boolean!
    "What a contratante holds (asked by the removal dialog)."
    contratanteDependentes(id: Int!): ContratanteDependentes!
  }
  type ContratanteDependentes {
    usuarios: Int!
    filiais: Int!
    dispositivos: Int!
  }
  extend type Mutation {
    createUpdateContratante(input: ContratanteInput!): Contratante!
    "Refused while it holds users, branches or devices, unless the provider admin types its name in confirmacaoNome."
    deleteContratante(id: Int!, confirmacaoNome: String): Boolean!
  }
`;

/** createUpdateContratante (and the bulk 'Ativar/Inativar'): an inactive contratante's agents are cut off. */
export async function salvarContratante(ctx: AppContext, input: ContratanteInput) {
  const saved = await ctx.services.contratantes.save(ctx.ability, input);
  if (!saved.ativo) await ctx.services.gerenciador.desligarInativas(await ctx.services.filiais.idsDoContratante(Number(saved.id)));
  return saved;
}

export const contratanteResolvers: Resolvers = {
  Contratante: {
    cidade: (parent, _, ctx) => (parent.cidadeId ? ctx.cidades(parent.cidadeId) : null),
  },
  Query: {
    contratantes: (_, a, ctx) => ctx.services.contratantes.crud.list(ctx.ability, a.queryOptions),
    contratantesCount: (_, a, ctx) => ctx.services.contratantes.crud.count(ctx.ability, a.queryOptions),
    contratante: (_, a, ctx) => ctx.services.contratantes.crud.find(ctx.ability, a.id),
    contratanteDependentes: (_, a, ctx) => ctx.services.contratantes.dependentes(ctx.ability, a.id),
    contratanteExiste: (_, a, ctx) => ctx.services.contratantes.docFederalExiste(ctx.ability, a.docFederal),
  },
  Mutation: {
    createUpdateContratante: (_, a, ctx) => salvarContratante(ctx, a.input),
    deleteContratante: async (_, a, ctx) => {
      const filiais = await ctx.services.filiais.idsDoContratante(a.id);
      const removido = await ctx.services.contratantes.remove(ctx.ability, actor(ctx), a.id, a.confirmacaoNome);
      await ctx.services.gerenciador.desligarInativas(filiais);
      return removido;
    },
  },
};

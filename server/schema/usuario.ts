import { actor } from '../context';

import type { Resolvers } from './resolverTypes';

export const usuarioTypeDefs = /* GraphQL */ `
  type Usuario {
    id: Int!
    nome: String!
    email: String!
    telefone: String
    ativo: Boolean!
    ultimaAtividade: String
    contratanteId: Int
  }
  input UsuarioInput {
    nome: String
    email: String
    telefone: String
    ativo: Boolean
    password: String
    passwordConfirmacao: String
    contratanteId: Int
  }
  "updateUsuario takes the input without id, password and contratanteId; the e-mail is read-only."
  input UsuarioUpdateInput {
    nome: String
    telefone: String
    ativo: Boolean
  }
  extend type Query {
    usuarios(queryOptions: QueryOptions): [Usuario!]!
    usuariosCount(queryOptions: QueryOptions): Int!
    usuario(id: Int!): Usuario
    contratanteUsuarios(contratanteId: Int!): [Usuario!]!
    "Step 1 of the password change: a token valid for a few minutes when the current password is right."
    usuarioValidaSenhaAtual(senhaAtual: String!): String!
  }
  extend type Mutation {
    createUsuario(input: UsuarioInput!): Usuario!
    updateUsuario(id: Int!, input: UsuarioUpdateInput!): Usuario!
    deleteUsuario(id: Int!): Boolean!
    "Step 2: the new password with the step token; returns a fresh session (older ones end)."
    usuarioAtualizarSenha(novaSenha: String!, token: String!): AuthPayload!
  }
`;

export const usuarioResolvers: Resolvers = {
  Query: {
    usuarios: (_, a, ctx) => ctx.services.usuarios.crud.list(ctx.ability, a.queryOptions),
    usuariosCount: (_, a, ctx) => ctx.services.usuarios.crud.count(ctx.ability, a.queryOptions),
    usuario: (_, a, ctx) => ctx.services.usuarios.crud.find(ctx.ability, a.id),
    contratanteUsuarios: (_, a, ctx) =>
      ctx.services.usuarios.crud.list(ctx.ability, { where: { andWhere: [{ campo: 'contratanteId', operador: '=', valor: String(a.contratanteId) }] } }),
    usuarioValidaSenhaAtual: (_, a, ctx) => ctx.services.senhas.validarSenhaAtual(actor(ctx), a.senhaAtual, ctx.clientAddress),
  },
  Mutation: {
    createUsuario: (_, a, ctx) => ctx.services.usuarios.create(ctx.ability, actor(ctx), a.input),
    updateUsuario: (_, a, ctx) => ctx.services.usuarios.update(ctx.ability, actor(ctx), a.id, a.input),
    deleteUsuario: (_, a, ctx) => ctx.services.usuarios.remove(ctx.ability, actor(ctx), a.id),
    usuarioAtualizarSenha: (_, a, ctx) => ctx.services.senhas.atualizarSenha(actor(ctx), a.novaSenha, a.token),
  },
};

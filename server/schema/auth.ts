import { actor } from '../context';
import type { Resolvers } from './resolverTypes';

export const authTypeDefs = /* GraphQL */ `
  type UsuarioLogado {
    id: Int!
    nome: String!
    email: String!
    telefone: String
    contratanteId: Int
    "JSON text of the CASL rules."
    permissoes: String!
    caslRules: String!
  }
  type AuthPayload {
    token: String!
    acao: String
    usuario: UsuarioLogado!
  }
  extend type Query {
    usuarioEmailExiste(email: String!): Boolean!
    "Mails a single-use recovery link (valid 1 hour) when the e-mail is an active user's; the answer is the same either way."
    usuarioRecuperarSenha(email: String!): Boolean!
  }
  extend type Mutation {
    createToken(email: String!, password: String!, permaneceLogado: Boolean): AuthPayload!
    "Trades a recovery link's token (once) for a session; acao RECUPERAR_SENHA limits it to the new password."
    createTokenAutoLogin(tempToken: String!): AuthPayload!
    "The new password of a recovery session; ends every other session and returns a fresh ordinary one."
    usuarioAtualizarSenhaRecuperacao(novaSenha: String!): AuthPayload!
    "Sair: ends the caller's session on the server; every token of this user issued before it is refused from now on."
    usuarioEncerrarSessao: Boolean!
  }
`;

export const authResolvers: Resolvers = {
  Query: {
    usuarioEmailExiste: (_, args, ctx) => ctx.services.auth.emailExiste(args.email, ctx.clientAddress),
    usuarioRecuperarSenha: (_, args, ctx) => ctx.services.recuperacao.recuperarSenha(args.email, ctx.clientAddress),
  },
  Mutation: {
    createToken: (_, args, ctx) => ctx.services.auth.login(args.email, args.password, Boolean(args.permaneceLogado), ctx.clientAddress),
    createTokenAutoLogin: (_, args, ctx) => ctx.services.recuperacao.autoLogin(args.tempToken),
    usuarioAtualizarSenhaRecuperacao: (_, args, ctx) => ctx.services.recuperacao.atualizarSenha(actor(ctx), args.novaSenha),
    usuarioEncerrarSessao: (_, _args, ctx) => ctx.services.auth.encerrarSessao(actor(ctx).id),
  },
};

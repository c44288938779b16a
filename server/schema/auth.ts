import { actor, type AppContext } from '../context';

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

export const authResolvers = {
  Query: {
    usuarioEmailExiste: (_: unknown, args: { email: string }, ctx: AppContext) => ctx.services.auth.emailExiste(args.email, ctx.clientAddress),
    usuarioRecuperarSenha: (_: unknown, args: { email: string }, ctx: AppContext) => ctx.services.recuperacao.recuperarSenha(args.email, ctx.clientAddress),
  },
  Mutation: {
    createToken: (_: unknown, args: { email: string; password: string; permaneceLogado?: boolean }, ctx: AppContext) =>
      ctx.services.auth.login(args.email, args.password, Boolean(args.permaneceLogado), ctx.clientAddress),
    createTokenAutoLogin: (_: unknown, args: { tempToken: string }, ctx: AppContext) => ctx.services.recuperacao.autoLogin(args.tempToken),
    usuarioAtualizarSenhaRecuperacao: (_: unknown, args: { novaSenha: string }, ctx: AppContext) =>
      ctx.services.recuperacao.atualizarSenha(actor(ctx), args.novaSenha),
    usuarioEncerrarSessao: (_: unknown, _args: unknown, ctx: AppContext) => ctx.services.auth.encerrarSessao(actor(ctx).id),
  },
};

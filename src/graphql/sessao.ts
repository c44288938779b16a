// Gerado por `npm run codegen` a partir do schema (codegen.ts): não edite.
/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type UsuarioRecuperarSenhaQueryVariables = Exact<{
  email: string;
}>;


export type UsuarioRecuperarSenhaQuery = { usuarioRecuperarSenha: boolean };

export type CreateTokenAutoLoginMutationVariables = Exact<{
  tempToken: string;
}>;


export type CreateTokenAutoLoginMutation = { createTokenAutoLogin: { token: string, acao: string | null, usuario: { id: number, nome: string, email: string, telefone: string | null, contratanteId: number | null, permissoes: string } } };

export type UsuarioAtualizarSenhaRecuperacaoMutationVariables = Exact<{
  novaSenha: string;
}>;


export type UsuarioAtualizarSenhaRecuperacaoMutation = { usuarioAtualizarSenhaRecuperacao: { token: string, acao: string | null, usuario: { id: number, nome: string, email: string, telefone: string | null, contratanteId: number | null, permissoes: string } } };

export type CamposSessaoFragment = { token: string, acao: string | null, usuario: { id: number, nome: string, email: string, telefone: string | null, contratanteId: number | null, permissoes: string } };

export type UsuarioEmailExisteQueryVariables = Exact<{
  email: string;
}>;


export type UsuarioEmailExisteQuery = { usuarioEmailExiste: boolean };

export type CreateTokenMutationVariables = Exact<{
  email: string;
  password: string;
  permaneceLogado?: boolean | null | undefined;
}>;


export type CreateTokenMutation = { createToken: { token: string, acao: string | null, usuario: { id: number, nome: string, email: string, telefone: string | null, contratanteId: number | null, permissoes: string } } };

export type UsuarioEncerrarSessaoMutationVariables = Exact<{ [key: string]: never; }>;


export type UsuarioEncerrarSessaoMutation = { usuarioEncerrarSessao: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CamposSessaoFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment CamposSessao on AuthPayload {
  token
  acao
  usuario {
    id
    nome
    email
    telefone
    contratanteId
    permissoes
  }
}
    `, {"fragmentName":"CamposSessao"}) as unknown as TypedDocumentString<CamposSessaoFragment, unknown>;
export const UsuarioRecuperarSenhaDocument = /*#__PURE__*/ new TypedDocumentString(`
    query usuarioRecuperarSenha($email: String!) {
  usuarioRecuperarSenha(email: $email)
}
    `) as unknown as TypedDocumentString<UsuarioRecuperarSenhaQuery, UsuarioRecuperarSenhaQueryVariables>;
export const CreateTokenAutoLoginDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation createTokenAutoLogin($tempToken: String!) {
  createTokenAutoLogin(tempToken: $tempToken) {
    ...CamposSessao
  }
}
    fragment CamposSessao on AuthPayload {
  token
  acao
  usuario {
    id
    nome
    email
    telefone
    contratanteId
    permissoes
  }
}`) as unknown as TypedDocumentString<CreateTokenAutoLoginMutation, CreateTokenAutoLoginMutationVariables>;
export const UsuarioAtualizarSenhaRecuperacaoDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation usuarioAtualizarSenhaRecuperacao($novaSenha: String!) {
  usuarioAtualizarSenhaRecuperacao(novaSenha: $novaSenha) {
    ...CamposSessao
  }
}
    fragment CamposSessao on AuthPayload {
  token
  acao
  usuario {
    id
    nome
    email
    telefone
    contratanteId
    permissoes
  }
}`) as unknown as TypedDocumentString<UsuarioAtualizarSenhaRecuperacaoMutation, UsuarioAtualizarSenhaRecuperacaoMutationVariables>;
export const UsuarioEmailExisteDocument = /*#__PURE__*/ new TypedDocumentString(`
    query usuarioEmailExiste($email: String!) {
  usuarioEmailExiste(email: $email)
}
    `) as unknown as TypedDocumentString<UsuarioEmailExisteQuery, UsuarioEmailExisteQueryVariables>;
export const CreateTokenDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation createToken($email: String!, $password: String!, $permaneceLogado: Boolean) {
  createToken(
    email: $email
    password: $password
    permaneceLogado: $permaneceLogado
  ) {
    ...CamposSessao
  }
}
    fragment CamposSessao on AuthPayload {
  token
  acao
  usuario {
    id
    nome
    email
    telefone
    contratanteId
    permissoes
  }
}`) as unknown as TypedDocumentString<CreateTokenMutation, CreateTokenMutationVariables>;
export const UsuarioEncerrarSessaoDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation usuarioEncerrarSessao {
  usuarioEncerrarSessao
}
    `) as unknown as TypedDocumentString<UsuarioEncerrarSessaoMutation, UsuarioEncerrarSessaoMutationVariables>;
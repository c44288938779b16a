import { CreateTokenAutoLoginDocument, UsuarioAtualizarSenhaRecuperacaoDocument, UsuarioRecuperarSenhaDocument } from '../graphql/sessao';
import { graphqlFetch } from '../session/graphqlFetch';
import type { AuthPayload } from '../session/types';

/** usuarioRecuperarSenha: the server mails the link when the e-mail is an active user's. */
export async function requestRecoveryLink(email: string): Promise<void> {
  await graphqlFetch(UsuarioRecuperarSenhaDocument, { email: email.trim() });
}

/** createTokenAutoLogin: the link's token (usable once) for a session and its acao. */
export async function exchangeLinkToken(tempToken: string): Promise<AuthPayload> {
  return (await graphqlFetch(CreateTokenAutoLoginDocument, { tempToken })).createTokenAutoLogin;
}

/** usuarioAtualizarSenhaRecuperacao with the recovery session: a fresh ordinary session. */
export async function saveRecoveredPassword(novaSenha: string, token: string): Promise<AuthPayload> {
  return (await graphqlFetch(UsuarioAtualizarSenhaRecuperacaoDocument, { novaSenha }, { token })).usuarioAtualizarSenhaRecuperacao;
}

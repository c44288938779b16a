import { graphqlFetch } from '../session/graphqlFetch';
import type { AuthPayload } from '../session/types';

const AUTH_PAYLOAD = 'token acao usuario { id nome email telefone contratanteId permissoes }';

const RECUPERAR_SENHA = /* GraphQL */ `
  query usuarioRecuperarSenha($email: String!) {
    usuarioRecuperarSenha(email: $email)
  }
`;

const AUTO_LOGIN = /* GraphQL */ `
  mutation createTokenAutoLogin($tempToken: String!) {
    createTokenAutoLogin(tempToken: $tempToken) { ${AUTH_PAYLOAD} }
  }
`;

const ATUALIZAR_SENHA = /* GraphQL */ `
  mutation usuarioAtualizarSenhaRecuperacao($novaSenha: String!) {
    usuarioAtualizarSenhaRecuperacao(novaSenha: $novaSenha) { ${AUTH_PAYLOAD} }
  }
`;

/** usuarioRecuperarSenha: the server mails the link when the e-mail is an active user's. */
export async function requestRecoveryLink(email: string): Promise<void> {
  await graphqlFetch<{ usuarioRecuperarSenha: boolean }>(RECUPERAR_SENHA, { email: email.trim() });
}

/** createTokenAutoLogin: the link's token (usable once) for a session and its acao. */
export async function exchangeLinkToken(tempToken: string): Promise<AuthPayload> {
  return (await graphqlFetch<{ createTokenAutoLogin: AuthPayload }>(AUTO_LOGIN, { tempToken })).createTokenAutoLogin;
}

/** usuarioAtualizarSenhaRecuperacao with the recovery session: a fresh ordinary session. */
export async function saveRecoveredPassword(novaSenha: string, token: string): Promise<AuthPayload> {
  return (await graphqlFetch<{ usuarioAtualizarSenhaRecuperacao: AuthPayload }>(ATUALIZAR_SENHA, { novaSenha }, { token })).usuarioAtualizarSenhaRecuperacao;
}

import { UsuarioAtualizarSenhaDocument, UsuarioValidaSenhaAtualDocument } from '../graphql/operacoes';
import { authorizedGraphql } from '../providers/restClient';
import type { AuthPayload } from '../session/types';

/** Step 1 (docs/produto.md §7): the current password buys a short-lived token. */
export async function validarSenhaAtual(senhaAtual: string): Promise<string> {
  const data = await authorizedGraphql(UsuarioValidaSenhaAtualDocument, { senhaAtual });
  return data.usuarioValidaSenhaAtual;
}

/** Step 2: the new password with that token; the answer is a fresh session (older ones end). */
export async function atualizarSenha(novaSenha: string, token: string): Promise<AuthPayload> {
  const data = await authorizedGraphql(UsuarioAtualizarSenhaDocument, { novaSenha, token });
  return data.usuarioAtualizarSenha;
}

import { authorizedGraphql } from '../providers/restClient';
import type { AuthPayload } from '../session/types';

/** Step 1 (docs/produto.md §7): the current password buys a short-lived token. */
export async function validarSenhaAtual(senhaAtual: string): Promise<string> {
  const data = await authorizedGraphql<{ usuarioValidaSenhaAtual: string }>(
    'query usuarioValidaSenhaAtual($senhaAtual: String!) { usuarioValidaSenhaAtual(senhaAtual: $senhaAtual) }',
    { senhaAtual },
  );
  return data.usuarioValidaSenhaAtual;
}

/** Step 2: the new password with that token; the answer is a fresh session (older ones end). */
export async function atualizarSenha(novaSenha: string, token: string): Promise<AuthPayload> {
  const data = await authorizedGraphql<{ usuarioAtualizarSenha: AuthPayload }>(
    `mutation usuarioAtualizarSenha($novaSenha: String!, $token: String!) {
      usuarioAtualizarSenha(novaSenha: $novaSenha, token: $token) { token acao usuario { id nome email telefone contratanteId permissoes } }
    }`,
    { novaSenha, token },
  );
  return data.usuarioAtualizarSenha;
}

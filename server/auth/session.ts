import { buildAbility, type AppAbility, type PermissionRule } from '../../common/permissions';
import type { AuthService } from '../services/auth';
import { PURPOSES, verifyUserToken, verifyUserTokenLembrado, type UserPurpose } from './token';

export interface LoggedUser {
  id: number;
  nome: string;
  email: string;
  telefone: string | null;
  contratanteId: number | null;
  rules: PermissionRule[];
  acao?: string;
}

export interface Session {
  usuario: LoggedUser | null;
  ability: AppAbility;
  /** A bearer token was sent but is missing its user, expired or forged. */
  tokenRejected: boolean;
}

const NOBODY = buildAbility([]);

function bearer(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match ? match[1].trim() : null;
}

/**
 * Resolves the user of a request once: a valid, unexpired token of an active user of the same session
 * version. `purpose` other than a session accepts only tokens minted for it (e.g. a download link).
 */
export async function resolveSession(
  auth: AuthService,
  secret: string,
  authorization: string | null | undefined,
  purpose: UserPurpose = PURPOSES.session,
): Promise<Session> {
  const token = bearer(authorization);
  if (!token) return { usuario: null, ability: NOBODY, tokenRejected: false };
  const lembradas = verifyUserTokenLembrado(secret, token, purpose);
  const claims = lembradas !== undefined ? lembradas : await verifyUserToken(secret, token, purpose);
  const row = claims ? await auth.usuarioDaSessao(claims.usuarioId) : undefined;
  if (!claims || !row || !Number(row.ativo) || row.sessaoVersao !== claims.versao) {
    return { usuario: null, ability: NOBODY, tokenRejected: true };
  }
  return {
    usuario: { id: row.id, nome: row.nome, email: row.email, telefone: row.telefone, contratanteId: row.contratanteId, rules: row.rules, acao: claims.acao },
    ability: row.ability,
    tokenRejected: false,
  };
}

/**
 * A session that carries an action (a recovery link's RECUPERAR_SENHA) is good only for that action's
 * GraphQL operation (server/auth/guardPlugin.ts); REST answers it 403, as GraphQL does.
 */
export const sessaoRestrita = (session: Session): boolean => Boolean(session.usuario?.acao);

import { MSG } from '../../common/messages';
import { erroSenha } from '../../common/validation/senha';
import type { LoggedUser } from '../auth/session';
import type { AttemptThrottle } from '../auth/attemptThrottle';
import { hashPassword, verifyPassword } from '../auth/passwordHash';
import { PURPOSES, signUserToken, verifyUserToken } from '../auth/token';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { AppError, validationError } from '../errors';
import { beginAttempt, type AuthPayload, type AuthService } from './auth';

const STEP_TTL = 5 * 60;

/** The profile's two-step password change: the current password buys a short-lived step token. */
export class SenhasService {
  /** `loginThrottle` is createToken's: guessing through the profile counts the same as through /login. */
  constructor(
    private db: Db,
    private config: Config,
    private auth: AuthService,
    private loginThrottle: AttemptThrottle,
  ) {}

  private user(id: number) {
    return this.db.kysely.selectFrom('usuario').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** usuarioValidaSenhaAtual: a token valid for five minutes when the current password is right. */
  async validarSenhaAtual(actor: LoggedUser, senhaAtual: string, address: string): Promise<string> {
    if (!senhaAtual) throw validationError({ senhaAtual: MSG.senhaAtualRequerida });
    // The session is the owner's: strangers' guesses that locked the account do not lock its owner
    // out of the profile (the pair's limit still holds at this address).
    const attempt = await beginAttempt(this.loginThrottle, actor.email, address, MSG.muitasTentativas, { conhecido: true });
    const usuario = await this.user(actor.id);
    if (!(await verifyPassword(usuario.passwordHash, senhaAtual))) {
      await attempt.failed();
      throw new AppError('VALIDATION', MSG.senhaInvalida, { fields: { senhaAtual: MSG.senhaInvalida } });
    }
    await attempt.succeeded();
    return signUserToken(this.config.appSecret, { usuarioId: actor.id, versao: usuario.sessaoVersao }, STEP_TTL, PURPOSES.passwordChange);
  }

  /**
   * usuarioAtualizarSenha: needs a fresh step token of the same user. Other sessions end (the
   * session version moves on); the caller gets a new session token to keep working.
   */
  async atualizarSenha(actor: LoggedUser, novaSenha: string, token: string): Promise<AuthPayload> {
    if (!novaSenha) throw validationError({ novaSenha: MSG.novaSenhaRequerida });
    const claims = await verifyUserToken(this.config.appSecret, token, PURPOSES.passwordChange);
    const usuario = await this.user(actor.id);
    if (!claims || claims.usuarioId !== actor.id || claims.versao !== usuario.sessaoVersao) {
      throw new AppError('VALIDATION', MSG.sessaoSenhaExpirada, { fields: { token: MSG.sessaoSenhaExpirada } });
    }
    return this.definirSenha(usuario.id, novaSenha, null);
  }

  /** Stores a new hash, ends every older session and returns a fresh one. */
  async definirSenha(usuarioId: number, novaSenha: string, acao: string | null): Promise<AuthPayload> {
    const usuario = await this.user(usuarioId);
    const regra = erroSenha(novaSenha, usuario.email);
    if (regra) throw validationError({ novaSenha: regra });
    const versao = usuario.sessaoVersao + 1;
    await this.db.kysely
      .updateTable('usuario')
      .set({ passwordHash: await hashPassword(novaSenha), sessaoVersao: versao, updatedAt: new Date().toISOString() })
      .where('id', '=', usuarioId)
      .execute();
    const session = await signUserToken(this.config.appSecret, { usuarioId, versao }, this.config.tokenTtl);
    return this.auth.payload(usuario, session, acao);
  }
}

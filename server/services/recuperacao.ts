import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MSG } from '../../common/messages';
import { isValidEmail } from '../../common/validation/contact';
import type { LoggedUser } from '../auth/session';
import { signUserToken } from '../auth/token';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { Database } from '../db/types';
import { unavailable } from '../db/unavailable';
import { AppError, forbidden, serviceUnavailable, validationError } from '../errors';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { recoveryMail } from '../mail/recoveryMail';
import type { AttemptThrottle } from '../auth/attemptThrottle';
import { beginAttempt, type AuthPayload, type AuthService } from './auth';
import type { SenhasService } from './senhas';

/** The action of a recovery link's session: it may only set a new password (server/auth/guardPlugin.ts). */
export const ACAO_RECUPERAR_SENHA = 'RECUPERAR_SENHA';
export const LINK_VALIDADE_MS = 60 * 60 * 1000;
/** The session a recovery link opens lasts long enough to type a new password, not longer. */
export const SESSAO_RECUPERACAO_TTL_S = 30 * 60;

const tokenInvalido = () => new AppError('BAD_REQUEST', MSG.tokenInvalido);

/**
 * Password recovery (docs/produto.md §2, §7): usuarioRecuperarSenha mails a single-use link that expires,
 * createTokenAutoLogin trades it for a session, usuarioAtualizarSenhaRecuperacao sets the password.
 */
export class RecuperacaoService {
  constructor(
    private db: Db,
    private config: Config,
    private auth: AuthService,
    private senhas: SenhasService,
    private mailer: Mailer,
    private throttle: AttemptThrottle,
  ) {}

  /** Only a keyed hash is stored: the database alone never yields a working link. */
  private hash(token: string): string {
    return createHmac('sha256', this.config.appSecret).update(token).digest('hex');
  }

  /** Marks the user's pending recovery links as used. */
  private retirePending(executor: Kysely<Database>, usuarioId: number, now: string) {
    return executor
      .updateTable('usuario_token')
      .set({ usadoEm: now })
      .where('usuarioId', '=', usuarioId)
      .where('acao', '=', ACAO_RECUPERAR_SENHA)
      .where('usadoEm', 'is', null)
      .execute();
  }

  /**
   * usuarioRecuperarSenha: the same answer whether or not the e-mail belongs to an active user (only
   * then is a link created and mailed). A newer link replaces the older ones.
   */
  async recuperarSenha(email: string, address: string): Promise<boolean> {
    const key = (email ?? '').trim().toLowerCase();
    if (!key) throw validationError({ email: MSG.emailRequerido });
    if (!isValidEmail(key)) throw validationError({ email: MSG.emailInvalido });
    // Every request counts, for an e-mail that exists or not, so a refusal tells nothing about the account.
    await beginAttempt(this.throttle, key, address, MSG.muitosPedidosRecuperacao);

    const usuario = await this.db.kysely.selectFrom('usuario').select(['id', 'nome', 'email', 'ativo']).where('email', '=', key).executeTakeFirst();
    if (!usuario || !Number(usuario.ativo)) return true;

    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.db.kysely.transaction().execute(async (trx) => {
      await this.retirePending(trx, usuario.id, now.toISOString());
      await trx
        .insertInto('usuario_token')
        .values({
          usuarioId: usuario.id,
          tokenHash: this.hash(token),
          acao: ACAO_RECUPERAR_SENHA,
          expiraEm: new Date(now.getTime() + LINK_VALIDADE_MS).toISOString(),
          usadoEm: null,
          createdAt: now.toISOString(),
        })
        .execute();
    });
    try {
      await this.mailer.send(recoveryMail(usuario, `${this.config.publicUrl}/autologin/${token}`, '1 hora'));
    } catch (error) {
      // The outbox's disk full: a 503 that says so, so the user tries later instead of waiting for a mail.
      // (An SMTP server that refuses is not the database: that stays the generic message below.)
      const indisponivel = unavailable(error);
      if (indisponivel?.kind === 'diskFull') throw serviceUnavailable(indisponivel);
      logger.error({ err: error, usuarioId: usuario.id }, 'falha ao enviar o e-mail de recuperação de senha');
      throw new AppError('BAD_REQUEST', MSG.erroInesperado);
    }
    return true;
  }

  /**
   * createTokenAutoLogin: claims the link in one statement (unused and unexpired), so it works once
   * even under concurrent clicks, and returns a session carrying the link's action.
   */
  async autoLogin(tempToken: string): Promise<AuthPayload> {
    if (!tempToken) throw tokenInvalido();
    const now = new Date().toISOString();
    const claimed = await this.db.kysely
      .updateTable('usuario_token')
      .set({ usadoEm: now })
      .where('tokenHash', '=', this.hash(tempToken))
      .where('usadoEm', 'is', null)
      .where('expiraEm', '>', now)
      .returning(['usuarioId', 'acao'])
      .executeTakeFirst();
    if (!claimed) throw tokenInvalido();
    const usuario = await this.db.kysely.selectFrom('usuario').selectAll().where('id', '=', claimed.usuarioId).executeTakeFirst();
    if (!usuario || !Number(usuario.ativo)) throw tokenInvalido();
    const recovery = claimed.acao === ACAO_RECUPERAR_SENHA;
    const token = await signUserToken(
      this.config.appSecret,
      { usuarioId: usuario.id, versao: usuario.sessaoVersao, acao: claimed.acao },
      recovery ? SESSAO_RECUPERACAO_TTL_S : this.config.tokenTtl,
    );
    return this.auth.payload(usuario, token, claimed.acao);
  }

  /**
   * usuarioAtualizarSenhaRecuperacao: only for a recovery session. Every other session and pending
   * link ends; the answer is a fresh ordinary session.
   */
  async atualizarSenha(actor: LoggedUser, novaSenha: string): Promise<AuthPayload> {
    if (actor.acao !== ACAO_RECUPERAR_SENHA) throw forbidden();
    if (!novaSenha) throw validationError({ novaSenha: MSG.novaSenhaRequerida });
    const payload = await this.senhas.definirSenha(actor.id, novaSenha, null);
    await this.retirePending(this.db.kysely, actor.id, new Date().toISOString());
    return payload;
  }
}

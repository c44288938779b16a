import { createHmac, randomBytes } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { formatarEspera } from '../../common/text/espera';
import { LIMITS, type AttemptThrottle } from '../auth/attemptThrottle';
import { PURPOSES, signToken, verifyToken } from '../auth/token';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { logger } from '../logger';
import { desbloqueioMail } from '../mail/desbloqueioMail';
import type { Mailer } from '../mail/mailer';
import type { EnderecosConhecidosService } from './enderecosConhecidos';

/** The usuario_token action of an unlock link. */
export const ACAO_DESBLOQUEAR_ACESSO = 'DESBLOQUEAR_ACESSO';
/** A day: the owner may read the e-mail the next morning. */
export const DESBLOQUEIO_VALIDADE_S = 24 * 60 * 60;
/** How long an account stays locked once its budget is spent (the unlock e-mail says it). */
export const BLOQUEIO_CONTA_S = LIMITS.login.budgets.find((b) => b.per === 'account')!.block;
/** The path of the link: a page that asks for a click before anything happens (mail scanners open links). */
export const ROTA_DESBLOQUEIO = '/api/v1/acesso/desbloquear';

export interface UsuarioBloqueado {
  id: number;
  nome: string;
  email: string;
}

/**
 * When guesses from many addresses lock a back-office account, its owner gets one e-mail per lock
 * with a single-use link; using it lifts the account's limit and makes the address it was used from
 * a known one. The link is a token of server/auth/token.ts (purpose `desbloqueio-acesso`, opening no
 * session) whose nonce is kept hashed in usuario_token, so it works once, also under concurrent clicks.
 */
export class DesbloqueioAcessoService {
  constructor(
    private db: Db,
    private config: Config,
    private mailer: Mailer,
    private throttle: AttemptThrottle,
    /** One unlock e-mail per account and lock: the first refusal of a lock sends it, the others find it spent. */
    private avisos: RateLimiterAbstract,
    private enderecos: EnderecosConhecidosService,
  ) {}

  private hash(nonce: string): string {
    return createHmac('sha256', this.config.appSecret).update(nonce).digest('hex');
  }

  /**
   * The account of `usuario` was just refused by its own budget: the unlock e-mail, unless one went
   * out for this lock already. Never throws and never holds the refused request: the mail is sent
   * apart, and a failure is logged.
   */
  avisar(usuario: UsuarioBloqueado): void {
    void this.enviar(usuario).catch((error: Error) => logger.error({ err: error, usuarioId: usuario.id }, 'falha ao enviar o e-mail de desbloqueio de acesso'));
  }

  private async enviar(usuario: UsuarioBloqueado): Promise<void> {
    try {
      await this.avisos.consume(String(usuario.id));
    } catch (recusa) {
      if (recusa instanceof Error) throw recusa;
      return;
    }
    const nonce = randomBytes(18).toString('base64url');
    const agora = new Date();
    await this.db.kysely
      .insertInto('usuario_token')
      .values({
        usuarioId: usuario.id,
        tokenHash: this.hash(nonce),
        acao: ACAO_DESBLOQUEAR_ACESSO,
        expiraEm: new Date(agora.getTime() + DESBLOQUEIO_VALIDADE_S * 1000).toISOString(),
        usadoEm: null,
        createdAt: agora.toISOString(),
      })
      .execute();
    const token = await signToken(this.config.appSecret, PURPOSES.unlock, usuario.id, { n: nonce }, DESBLOQUEIO_VALIDADE_S);
    const link = `${this.config.publicUrl}${ROTA_DESBLOQUEIO}?token=${encodeURIComponent(token)}`;
    await this.mailer.send(desbloqueioMail(usuario, link, formatarEspera(DESBLOQUEIO_VALIDADE_S * 1000), formatarEspera(BLOQUEIO_CONTA_S * 1000)));
  }

  /**
   * Uses an unlock link, once: its row is claimed in one statement (unused, unexpired), then the
   * account's limit is lifted and `endereco` becomes known. False for a link that is forged, expired,
   * already used or of a user no longer active.
   */
  async desbloquear(token: string, endereco: string): Promise<boolean> {
    const valido = await verifyToken(this.config.appSecret, token, [PURPOSES.unlock]);
    const nonce = valido?.claims.n;
    if (!valido || typeof nonce !== 'string') return false;
    const agora = new Date().toISOString();
    const usado = await this.db.kysely
      .updateTable('usuario_token')
      .set({ usadoEm: agora })
      .where('tokenHash', '=', this.hash(nonce))
      .where('usuarioId', '=', valido.subject)
      .where('acao', '=', ACAO_DESBLOQUEAR_ACESSO)
      .where('usadoEm', 'is', null)
      .where('expiraEm', '>', agora)
      .returning('usuarioId')
      .executeTakeFirst();
    if (!usado) return false;
    const usuario = await this.db.kysely.selectFrom('usuario').select(['id', 'email', 'ativo']).where('id', '=', usado.usuarioId).executeTakeFirst();
    if (!usuario || !Number(usuario.ativo)) return false;
    await this.throttle.liberarConta(usuario.email.trim().toLowerCase());
    await this.avisos.delete(String(usuario.id));
    await this.enderecos.registrar(usuario.id, endereco);
    return true;
  }
}

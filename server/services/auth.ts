import { MSG } from '../../common/messages';
import { buildAbility, parseRules, type AppAbility, type PermissionRule } from '../../common/permissions';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { Flag } from '../db/types';
import { formatarEspera } from '../../common/text/espera';
import { AppError, tooManyRequests } from '../errors';
import { TooManyAttempts, type Attempt, type AttemptThrottle } from '../auth/attemptThrottle';
import type { Throttles } from '../auth/throttles';
import { burnPasswordCheck, verifyPassword } from '../auth/passwordHash';
import { signUserToken } from '../auth/token';
import type { DesbloqueioAcessoService } from './desbloqueioAcesso';
import { semDiscoCheio } from '../db/unavailable';
import { MemoriaInvalidada } from '../db/memoriaInvalidada';
import type { EnderecosConhecidosService } from './enderecosConhecidos';

export interface AuthPayload {
  token: string;
  acao: string | null;
  usuario: { id: number; nome: string; email: string; telefone: string | null; contratanteId: number | null; permissoes: string; caslRules: string };
}

/**
 * Charges one attempt, or refuses with the wait in words (HTTP 429). `aoBloquearConta` runs when the
 * account's own budget was among the refusals (the account is locked whatever the address).
 */
export async function beginAttempt(
  throttle: AttemptThrottle,
  account: string,
  address: string,
  message: (espera: string) => string,
  opcoes: { conhecido?: boolean; aoBloquearConta?: () => void } = {},
): Promise<Attempt> {
  try {
    return await throttle.begin(account, address, { conhecido: opcoes.conhecido });
  } catch (error) {
    if (!(error instanceof TooManyAttempts)) throw error;
    if (error.conta) opcoes.aoBloquearConta?.();
    throw tooManyRequests(message(formatarEspera(error.waitMs)), error.waitMs);
  }
}

/** A session's user as the database has it, its permissions parsed once (shared by the requests of its sessions: read only). */
export interface UsuarioDaSessao {
  id: number;
  nome: string;
  email: string;
  telefone: string | null;
  contratanteId: number | null;
  caslRules: string;
  ativo: Flag;
  sessaoVersao: number;
  rules: PermissionRule[];
  ability: AppAbility;
}

const SESSOES_MAX = 10_000;

export class AuthService {
  /** The sessions' users, emptied whenever any user's session columns may have changed (server/db/memoriaInvalidada.ts). */
  private readonly sessoes: MemoriaInvalidada<UsuarioDaSessao>;

  constructor(
    private db: Db,
    private config: Config,
    private throttles: Throttles,
    private enderecos: EnderecosConhecidosService,
    private desbloqueio: DesbloqueioAcessoService,
  ) {
    this.sessoes = new MemoriaInvalidada(db.mudancasUsuario, SESSOES_MAX);
  }

  private findByEmail(email: string) {
    return this.db.kysely.selectFrom('usuario').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  }

  /**
   * The user a token names, with the columns a request's session needs and its permissions parsed
   * (the caller checks ativo and sessaoVersao). Served from memory while the database says no user's
   * session columns changed (server/db/mudancasUsuario.ts): a deactivation, a password change, a
   * logout or a permission change empties the memory for the next request of every instance.
   */
  async usuarioDaSessao(usuarioId: number): Promise<UsuarioDaSessao | undefined> {
    await this.sessoes.sincronizar();
    const usuario = await this.sessoes.ler(String(usuarioId), async () => {
      const row = await this.db.kysely
        .selectFrom('usuario')
        .select(['id', 'nome', 'email', 'telefone', 'contratanteId', 'caslRules', 'ativo', 'sessaoVersao'])
        .where('id', '=', usuarioId)
        .executeTakeFirst();
      if (!row) return undefined;
      const rules = parseRules(row.caslRules);
      return { ...row, rules, ability: buildAbility(rules) };
    });
    return usuario ?? undefined;
  }

  /** usuarioEmailExiste: throttled per address, so it cannot serve to list the customers' e-mails. */
  async emailExiste(email: string, address: string): Promise<boolean> {
    await beginAttempt(this.throttles.emailCheck, '', address, MSG.muitasConsultasEmail);
    const row = await this.findByEmail(email);
    return Boolean(row && Number(row.ativo));
  }

  /**
   * createToken: charges the attempt first (server/auth/attemptThrottle.ts), then checks the
   * password (argon2id). Past the limits the password is not even checked. From an address the user
   * logged in from before, the account's own limit does not apply; when strangers' guesses spend it,
   * the owner is mailed an unlock link (server/services/desbloqueioAcesso.ts).
   */
  async login(email: string, password: string, permaneceLogado: boolean, address: string): Promise<AuthPayload> {
    const key = email.trim().toLowerCase();
    const row = await this.findByEmail(key);
    const ativo = row && Number(row.ativo) ? row : null;
    const conhecido = ativo ? await this.enderecos.conhecido(ativo.id, address) : false;
    const attempt = await beginAttempt(this.throttles.login, key, address, MSG.muitasTentativas, {
      conhecido,
      aoBloquearConta: () => ativo && this.desbloqueio.avisar(ativo),
    });
    const ok = ativo ? await verifyPassword(ativo.passwordHash, password) : (await burnPasswordCheck(password), false);
    if (!row || !ok) {
      await attempt.failed();
      throw new AppError('INVALID_CREDENTIALS', MSG.emailOuSenhaInvalidos);
    }
    await attempt.succeeded();
    // Bookkeeping only: a full disk does not keep anyone out.
    await semDiscoCheio(this.enderecos.registrar(row.id, address), 'o endereço do login');
    await semDiscoCheio(
      this.db.kysely.updateTable('usuario').set({ ultimaAtividade: new Date().toISOString() }).where('id', '=', row.id).execute(),
      'a última atividade do usuário',
    );
    const ttl = permaneceLogado ? this.config.tokenTtlLong : this.config.tokenTtl;
    return this.payload(row, await signUserToken(this.config.appSecret, { usuarioId: row.id, versao: row.sessaoVersao }, ttl), null);
  }

  /**
   * Sair: moves the user's session version on, so this token (and any other of the same user, in
   * other browsers, download tickets and password-change steps included) is refused from now on.
   */
  async encerrarSessao(usuarioId: number): Promise<boolean> {
    await this.db.kysely
      .updateTable('usuario')
      .set((eb) => ({ sessaoVersao: eb('sessaoVersao', '+', 1) }))
      .where('id', '=', usuarioId)
      .execute();
    return true;
  }

  payload(
    row: { id: number; nome: string; email: string; telefone: string | null; contratanteId: number | null; caslRules: string },
    token: string,
    acao: string | null,
  ): AuthPayload {
    return {
      token,
      acao,
      usuario: {
        id: row.id,
        nome: row.nome,
        email: row.email,
        telefone: row.telefone,
        contratanteId: row.contratanteId,
        permissoes: row.caslRules,
        caslRules: row.caslRules,
      },
    };
  }
}

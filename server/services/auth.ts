import { MSG } from '../../common/messages';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { AppError } from '../errors';
import { LoginThrottle } from '../auth/loginThrottle';
import { burnPasswordCheck, verifyPassword } from '../auth/passwordHash';
import { signUserToken } from '../auth/token';

export interface AuthPayload {
  token: string;
  acao: string | null;
  usuario: { id: number; nome: string; email: string; telefone: string | null; contratanteId: number | null; permissoes: string; caslRules: string };
}

export class AuthService {
  private throttle = new LoginThrottle();

  constructor(private db: Db, private config: Config) {}

  private findByEmail(email: string) {
    return this.db.kysely.selectFrom('usuario').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  }

  /** The columns a request's session needs of the user a token names (the caller checks ativo and sessaoVersao). */
  usuarioDaSessao(usuarioId: number) {
    return this.db.kysely
      .selectFrom('usuario')
      .select(['id', 'nome', 'email', 'telefone', 'contratanteId', 'caslRules', 'ativo', 'sessaoVersao'])
      .where('id', '=', usuarioId)
      .executeTakeFirst();
  }

  async emailExiste(email: string): Promise<boolean> {
    const row = await this.findByEmail(email);
    return Boolean(row && Number(row.ativo));
  }

  /** createToken: checks the password (argon2id), refusing for a while after repeated failures. */
  async login(email: string, password: string, permaneceLogado: boolean, address: string): Promise<AuthPayload> {
    const key = email.trim().toLowerCase();
    if (await this.throttle.isBlocked(key, address)) throw new AppError('TOO_MANY_REQUESTS', MSG.muitasTentativas);
    const row = await this.findByEmail(key);
    const ok = row && Number(row.ativo) ? await verifyPassword(row.passwordHash, password) : (await burnPasswordCheck(password), false);
    if (!row || !ok) {
      await this.throttle.recordFailure(key, address);
      throw new AppError('UNAUTHENTICATED', MSG.emailOuSenhaInvalidos);
    }
    await this.throttle.recordSuccess(key);
    await this.db.kysely.updateTable('usuario').set({ ultimaAtividade: new Date().toISOString() }).where('id', '=', row.id).execute();
    const ttl = permaneceLogado ? this.config.tokenTtlLong : this.config.tokenTtl;
    return this.payload(row, await signUserToken(this.config.appSecret, { usuarioId: row.id, versao: row.sessaoVersao }, ttl), null);
  }

  payload(
    row: { id: number; nome: string; email: string; telefone: string | null; contratanteId: number | null; caslRules: string },
    token: string,
    acao: string | null,
  ): AuthPayload {
    return {
      token,
      acao,
      usuario: { id: row.id, nome: row.nome, email: row.email, telefone: row.telefone, contratanteId: row.contratanteId, permissoes: row.caslRules, caslRules: row.caslRules },
    };
  }
}

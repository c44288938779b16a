import type { Db } from '../db/connection';

/** How long an address stays known without a login from it: a quarter covers holidays and leave. */
export const ENDERECO_CONHECIDO_DIAS = 90;
const DIA_MS = 24 * 60 * 60 * 1000;

/**
 * The addresses a back-office user has logged in from. Guesses spread over many addresses lock the
 * account (server/auth/attemptThrottle.ts); from an address it already logged in from, its owner
 * still gets in (the pair's own limit still applies there).
 */
export class EnderecosConhecidosService {
  constructor(
    private db: Db,
    private agora: () => Date = () => new Date(),
  ) {}

  async conhecido(usuarioId: number, endereco: string): Promise<boolean> {
    const desde = new Date(this.agora().getTime() - ENDERECO_CONHECIDO_DIAS * DIA_MS).toISOString();
    const linha = await this.db.kysely
      .selectFrom('usuario_endereco_conhecido')
      .select('usuarioId')
      .where('usuarioId', '=', usuarioId)
      .where('endereco', '=', endereco)
      .where('ultimoLogin', '>=', desde)
      .executeTakeFirst();
    return Boolean(linha);
  }

  /** A successful login (or an unlock link used) from `endereco`. */
  async registrar(usuarioId: number, endereco: string): Promise<void> {
    const ultimoLogin = this.agora().toISOString();
    await this.db.kysely
      .insertInto('usuario_endereco_conhecido')
      .values({ usuarioId, endereco: endereco.slice(0, 100), ultimoLogin })
      .onConflict((oc) => oc.columns(['usuarioId', 'endereco']).doUpdateSet({ ultimoLogin }))
      .execute();
  }

  /** Forgets the addresses not used for ENDERECO_CONHECIDO_DIAS (the periodic tasks call it). */
  async purgar(): Promise<void> {
    const antes = new Date(this.agora().getTime() - ENDERECO_CONHECIDO_DIAS * DIA_MS).toISOString();
    await this.db.kysely.deleteFrom('usuario_endereco_conhecido').where('ultimoLogin', '<', antes).execute();
  }
}

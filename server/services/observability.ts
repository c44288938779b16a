import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { migrator } from '../db/migrate';
import { unavailable } from '../db/unavailable';

const MOTIVO_SEM_BANCO = 'O banco de dados não responde.';

export interface Prontidao {
  pronto: boolean;
  /** Why not, in Portuguese, for the operator reading the load balancer's check. */
  motivo?: string;
}

export interface ContagemRegistros {
  tipo: string;
  situacao: string;
  total: number;
}

export interface FilaGravacao {
  /** Phone records waiting for their agent to write them into the ERP. */
  pendentes: number;
  /** When the oldest of them arrived (null when none waits). */
  maisAntigo: string | null;
}

/** What the operator's checks read from the database: readiness, phone records by situação, the write-back queue. */
export class ObservabilityService {
  constructor(private db: Db) {}

  /** Ready when the database answers and every migration of this version has run. */
  async prontidao(): Promise<Prontidao> {
    try {
      await sql`select 1`.execute(this.db.kysely);
    } catch {
      return { pronto: false, motivo: MOTIVO_SEM_BANCO };
    }
    try {
      const pendentes = (await migrator(this.db).getMigrations()).filter((m) => !m.executedAt);
      if (pendentes.length > 0) return { pronto: false, motivo: `Há ${pendentes.length} migração(ões) do banco por aplicar.` };
    } catch (error) {
      // The database may have gone away between the two looks.
      return { pronto: false, motivo: unavailable(error) ? MOTIVO_SEM_BANCO : 'Não foi possível ler as migrações do banco.' };
    }
    return { pronto: true };
  }

  async registrosPorSituacao(): Promise<ContagemRegistros[]> {
    const linhas = await this.db.kysely
      .selectFrom('mobile_registro')
      .select(['tipo', 'situacao', (eb) => eb.fn.countAll<number | string>().as('total')])
      .groupBy(['tipo', 'situacao'])
      .execute();
    return linhas.map((l) => ({ tipo: l.tipo, situacao: l.situacao, total: Number(l.total) }));
  }

  async filaGravacao(): Promise<FilaGravacao> {
    const linha = await this.db.kysely
      .selectFrom('mobile_registro')
      .select([(eb) => eb.fn.countAll<number | string>().as('pendentes'), (eb) => eb.fn.min('createdAt').as('maisAntigo')])
      .where('situacao', '=', 'pendente')
      .executeTakeFirst();
    return { pendentes: Number(linha?.pendentes ?? 0), maisAntigo: (linha?.maisAntigo as string | null | undefined) ?? null };
  }
}

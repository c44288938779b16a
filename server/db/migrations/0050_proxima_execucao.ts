import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * When each data type's next automatic run starts, as the branch's agent reports it after reading
 * the type's interval and schedule (common/catalogo/agenda): the data page shows it.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('sync_execucao').addColumn('proximaExecucao', 'varchar(30)').execute();
}

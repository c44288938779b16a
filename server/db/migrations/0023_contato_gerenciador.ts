import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * When the branch's agent last spoke to the server (the home cards, docs/frota.md): kept on the branch,
 * so the card still says when after the agent has gone (its presence row leaves with it).
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('mobile_filial').addColumn('ultimoContatoGerenciador', 'varchar(30)').execute();
}

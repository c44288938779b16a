import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * Branches by their agent token's hash: every agent that connects (and every download of an update)
 * finds its branch by it (GerenciadorConexoesService.filialDoToken). Without this index each look-up
 * read every branch, and an instance restarted under thousands of agents read them all thousands
 * of times at once.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.createIndex('mobile_filial_agent_token').on('mobile_filial').column('agentTokenHash').execute();
}

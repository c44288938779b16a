import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * The sync panel says more than docs/produto.md §2 lists (docs/guia-integrador.md §7, §8): the run's Portuguese message beside
 * its error detail, whether it was resumed after an interruption, and how many removals the safety
 * valve holds until someone confirms them on the data page.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('sync_execucao').addColumn('msg', 'text').execute();
  await db.schema
    .alterTable('sync_execucao')
    .addColumn('retomada', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sync_execucao')
    .addColumn('remocoesRetidas', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

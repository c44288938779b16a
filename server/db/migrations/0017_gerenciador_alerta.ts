import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * The state of each e-mail alert condition of a branch (docs/guia-integrador.md §9): the agent offline, a type failing
 * run after run, phone records in erro. One row per branch and condition: whether it holds now and
 * since when, whether its alert went out for this episode, and when the last mail of it was sent, so
 * that at most one alert per condition goes out an hour, across server instances.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const tabela = db.schema.createTable('gerenciador_alerta');
  await (
    engine === 'postgres' ? tabela.addColumn('id', 'serial', (c) => c.primaryKey()) : tabela.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('filialId', 'integer', (c) => c.notNull().references('mobile_filial.id').onDelete('cascade'))
    .addColumn('condicao', 'varchar(80)', (c) => c.notNull())
    .addColumn('ativo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('desde', 'varchar(30)')
    .addColumn('notificado', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ultimoEnvio', 'varchar(30)')
    .addUniqueConstraint('gerenciador_alerta_condicao', ['filialId', 'condicao'])
    .execute();
}

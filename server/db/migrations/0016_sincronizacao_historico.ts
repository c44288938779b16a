import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * Every sync run of every type is kept for 30 days (docs/guia-integrador.md §7, Histórico de execuções): when and how it ran,
 * what it read, sent and removed, how it ended (sucesso, falha, cancelada, interrompida,
 * remocoesRetidas, or executando while it runs), whether it was a resumption, and the rows that
 * failed with their identifier and reason (sync_historico_falha, downloadable as CSV).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const serial = (name: string) => {
    const table = db.schema.createTable(name);
    return engine === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  await serial('sync_historico')
    .addColumn('filialId', 'integer', (c) => c.notNull().references('mobile_filial.id').onDelete('cascade'))
    .addColumn('tipo', 'varchar(60)', (c) => c.notNull())
    .addColumn('dtInicio', 'varchar(30)', (c) => c.notNull())
    .addColumn('dtFim', 'varchar(30)')
    // alterados (changes only) or todos (reenviarTodos)
    .addColumn('modo', 'varchar(12)', (c) => c.notNull())
    .addColumn('lidos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enviados', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('removidos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('resultado', 'varchar(20)', (c) => c.notNull())
    .addColumn('retomada', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('msg', 'text')
    .addColumn('erro', 'text')
    .addColumn('falhas', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('sync_historico_tipo').on('sync_historico').columns(['filialId', 'tipo', 'id']).execute();
  await db.schema.createIndex('sync_historico_inicio').on('sync_historico').columns(['dtInicio']).execute();

  await serial('sync_historico_falha')
    .addColumn('execucaoId', 'integer', (c) => c.notNull().references('sync_historico.id').onDelete('cascade'))
    .addColumn('identificador', 'varchar(200)')
    .addColumn('motivo', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sync_historico_falha_execucao').on('sync_historico_falha').columns(['execucaoId', 'id']).execute();
}

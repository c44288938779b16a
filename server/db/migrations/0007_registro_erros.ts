import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * Phone records that fail in the ERP are never lost (docs/guia-integrador.md §8):
 * - mobile_registro: the kind of the error (an ERP error kind of common/erpErrors, or revisao,
 *   configuracao, valor, clienteApp), the engine's own text beside the Portuguese message, how
 *   many transient failures it met, and when an operator last re-sent it; situacao also takes
 *   'descartado' (an operator gave it up; the record stays);
 * - mobile_registro_historico: every change of state of a record, with who or what caused it.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('mobile_registro').addColumn('erroTipo', 'varchar(40)').execute();
  await db.schema.alterTable('mobile_registro').addColumn('erroDetalhe', 'text').execute();
  await db.schema
    .alterTable('mobile_registro')
    .addColumn('tentativas', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mobile_registro').addColumn('reenviadoEm', 'varchar(30)').execute();

  const tabela = db.schema.createTable('mobile_registro_historico');
  await (
    engine === 'postgres' ? tabela.addColumn('id', 'serial', (c) => c.primaryKey()) : tabela.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('registroId', 'integer', (c) => c.notNull().references('mobile_registro.id').onDelete('cascade'))
    .addColumn('situacao', 'varchar(20)', (c) => c.notNull())
    .addColumn('mensagem', 'text')
    .addColumn('detalhe', 'text')
    // agente, aplicativo, operador, configuracao
    .addColumn('origem', 'varchar(20)', (c) => c.notNull())
    .addColumn('usuarioId', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mobile_registro_historico_registro').on('mobile_registro_historico').columns(['registroId', 'id']).execute();
}

import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * Changes of the ERP's structure under a branch's configurations, as its agent reports them (a table
 * or column gone or retyped): one row per branch and data type while a change holds, so the data page,
 * the home card and the alerts read it (docs/guia-integrador.md, "Quando a estrutura do ERP muda").
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('gerenciador_divergencia')
    .addColumn('filialId', 'integer', (c) => c.notNull().references('mobile_filial.id').onDelete('cascade'))
    .addColumn('tipo', 'varchar(80)', (c) => c.notNull())
    .addColumn('divergencias', 'text', (c) => c.notNull())
    .addColumn('desde', 'varchar(30)', (c) => c.notNull())
    .addColumn('atualizadoEm', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('gerenciador_divergencia_pk', ['filialId', 'tipo'])
    .execute();
}

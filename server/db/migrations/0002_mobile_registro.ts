import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/** Records posted by phones (clientes, pedidos, ordens de serviço) waiting for, or done with, the ERP write-back. */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const table = db.schema.createTable('mobile_registro');
  await (
    engine === 'postgres' ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('filialId', 'integer', (c) => c.notNull().references('mobile_filial.id').onDelete('cascade'))
    .addColumn('dispositivoId', 'integer', (c) => c.references('mobile_dispositivo.id').onDelete('set null'))
    .addColumn('tipo', 'varchar(20)', (c) => c.notNull())
    .addColumn('uuid', 'varchar(100)', (c) => c.notNull())
    .addColumn('dados', 'text', (c) => c.notNull())
    .addColumn('situacao', 'varchar(20)', (c) => c.notNull())
    .addColumn('chaveErp', 'varchar(200)')
    .addColumn('erro', 'text')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('mobile_registro_uuid', ['filialId', 'tipo', 'uuid'])
    .execute();
  await db.schema.createIndex('mobile_registro_situacao').on('mobile_registro').columns(['filialId', 'tipo', 'situacao']).execute();
}

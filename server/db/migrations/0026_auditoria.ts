import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * The audit trail (docs/produto.md §2): one row per change made through the back-office or the manager area,
 * with who (id, name and e-mail at the time), when, from which address, what (entity, id, a display
 * name) and, for updates, only the changed fields before and after (JSON text, never a secret).
 * contratanteId is the contratante the changed record belongs to: a partner reads only its own rows.
 * No foreign keys: the history of a removed record, user or contratante stays.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const tabela = db.schema.createTable('auditoria');
  await (
    engine === 'postgres' ? tabela.addColumn('id', 'serial', (c) => c.primaryKey()) : tabela.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('quando', 'varchar(30)', (c) => c.notNull())
    .addColumn('usuarioId', 'integer')
    .addColumn('usuarioNome', 'varchar(255)')
    .addColumn('usuarioEmail', 'varchar(255)')
    .addColumn('endereco', 'varchar(100)')
    .addColumn('acao', 'varchar(40)', (c) => c.notNull())
    .addColumn('entidade', 'varchar(40)', (c) => c.notNull())
    .addColumn('entidadeId', 'varchar(80)')
    .addColumn('entidadeNome', 'varchar(255)')
    .addColumn('contratanteId', 'integer')
    .addColumn('antes', 'text')
    .addColumn('depois', 'text')
    .execute();
  await db.schema.createIndex('auditoria_contratante_id').on('auditoria').columns(['contratanteId', 'id']).execute();
  await db.schema.createIndex('auditoria_entidade_id').on('auditoria').columns(['entidade', 'entidadeId', 'id']).execute();
  await db.schema.createIndex('auditoria_usuario_id').on('auditoria').columns(['usuarioId', 'id']).execute();
}

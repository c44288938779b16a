import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * The addresses each back-office user has logged in from (server/services/enderecosConhecidos.ts):
 * when guesses from many addresses lock an account, its owner still gets in from one of them.
 * Removed with the user; rows not used for a while are purged by the periodic tasks.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('usuario_endereco_conhecido')
    .addColumn('usuarioId', 'integer', (c) => c.notNull().references('usuario.id').onDelete('cascade'))
    .addColumn('endereco', 'varchar(100)', (c) => c.notNull())
    .addColumn('ultimoLogin', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('usuario_endereco_conhecido_pk', ['usuarioId', 'endereco'])
    .execute();
  await db.schema.createIndex('usuario_endereco_conhecido_ultimo').on('usuario_endereco_conhecido').column('ultimoLogin').execute();
}

import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * Which server instance holds each branch agent's WebSocket, and its last heartbeat: lets any
 * instance answer "connected?" and relay a command to the one that holds the socket.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('gerenciador_presenca')
    .addColumn('filialId', 'integer', (c) => c.primaryKey().references('mobile_filial.id').onDelete('cascade'))
    .addColumn('instancia', 'varchar(40)', (c) => c.notNull())
    .addColumn('versao', 'varchar(40)')
    .addColumn('hostname', 'varchar(200)')
    .addColumn('ultimoContato', 'varchar(30)', (c) => c.notNull())
    .execute();
}

import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * Password recovery. usuario_token (0001) already holds the single-use links, stored as a keyed hash
 * with their expiry; a new link, and a password change, retire the user's other pending links, so
 * they are looked up by user and action.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.createIndex('usuario_token_usuario_acao').on('usuario_token').columns(['usuarioId', 'acao']).execute();
}

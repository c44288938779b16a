import { sql, type Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * Tells the server instances that a user's session may have changed, so that sessions can be served
 * from memory (server/db/mudancasUsuario.ts; docs/operacao.md, "Sessões em memória"): any update or removal of a user. Every
 * column counts, the login's `ultimaAtividade` too: a column a session reads tomorrow cannot be
 * forgotten here, and a login empties the memory of one query per active user, no more.
 * - SQLite: a counter in `usuario_versao`, moved in the writer's own transaction; each request reads
 *   it in-process (microseconds), so a change is seen by the next request of every instance.
 * - PostgreSQL: a NOTIFY on `usuario_versao`, sent at commit to every listening instance.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine === 'sqlite') {
    await db.schema
      .createTable('usuario_versao')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('versao', 'integer', (c) => c.notNull())
      .execute();
    await sql`insert into usuario_versao (id, versao) values (1, 0)`.execute(db);
    await sql
      .raw('create trigger usuario_versao_update after update on usuario begin update usuario_versao set versao = versao + 1 where id = 1; end')
      .execute(db);
    await sql
      .raw('create trigger usuario_versao_delete after delete on usuario begin update usuario_versao set versao = versao + 1 where id = 1; end')
      .execute(db);
    return;
  }
  // clock_timestamp() makes every statement's payload distinct: PostgreSQL folds equal payloads of one transaction.
  await sql
    .raw(
      `create or replace function usuario_versao_avisar() returns trigger language plpgsql as $$
    begin perform pg_notify('usuario_versao', clock_timestamp()::text); return null; end $$`,
    )
    .execute(db);
  await sql.raw('create trigger usuario_versao_update after update on usuario for each statement execute function usuario_versao_avisar()').execute(db);
  await sql.raw('create trigger usuario_versao_delete after delete on usuario for each statement execute function usuario_versao_avisar()').execute(db);
}

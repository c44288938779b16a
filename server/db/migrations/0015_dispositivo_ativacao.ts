import { sql, type Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * Device activation that the QR code alone cannot abuse (server/mobile/README.md):
 * - a known uuid activated without its device's token is another device, with a row (and a seat)
 *   of its own, so (filialId, uuid) stops being unique; it stays indexed for the lookups;
 * - vendedorLogadoEm: when a seller of the branch first logged in on the device's current
 *   activation. No branch data goes to the device before it.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine === 'postgres') {
    await sql`ALTER TABLE mobile_dispositivo DROP CONSTRAINT mobile_dispositivo_filial_uuid`.execute(db);
  } else {
    await dropUniqueOnSqlite(db);
  }
  await db.schema.createIndex('mobile_dispositivo_filial_uuid_idx').on('mobile_dispositivo').columns(['filialId', 'uuid']).execute();
  // Null for the devices activated before: whoever activated them, a seller logs in before more data goes.
  await db.schema.alterTable('mobile_dispositivo').addColumn('vendedorLogadoEm', 'varchar(30)').execute();
}

/**
 * SQLite cannot drop a table constraint: the table is rebuilt from its own stored definition
 * (so columns added by any other migration come along) without the constraint, the procedure of
 * SQLite's ALTER TABLE documentation. Kysely runs SQLite migrations outside a transaction, so
 * foreign keys can be switched off around it: dropping the old table must not cascade to the phone
 * records that point at devices.
 */
async function dropUniqueOnSqlite(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'mobile_dispositivo'`.execute(db);
  const definition = rows[0].sql;
  const rebuilt = definition
    .replace(/,\s*constraint\s+"mobile_dispositivo_filial_uuid"\s+unique\s*\([^)]*\)/i, '')
    .replace(/^create table\s+"?mobile_dispositivo"?/i, 'CREATE TABLE "mobile_dispositivo_novo"');
  if (rebuilt === definition || /mobile_dispositivo_filial_uuid/.test(rebuilt))
    throw new Error('mobile_dispositivo: restrição única (filialId, uuid) não encontrada');
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await sql`BEGIN`.execute(db);
    await sql.raw(rebuilt).execute(db);
    await sql`INSERT INTO mobile_dispositivo_novo SELECT * FROM mobile_dispositivo`.execute(db);
    await sql`DROP TABLE mobile_dispositivo`.execute(db);
    await sql`ALTER TABLE mobile_dispositivo_novo RENAME TO mobile_dispositivo`.execute(db);
    const { rows: broken } = await sql`PRAGMA foreign_key_check`.execute(db);
    if (broken.length) throw new Error(`mobile_dispositivo: ${broken.length} referência(s) inválida(s) depois da reconstrução`);
    await sql`COMMIT`.execute(db);
  } catch (error) {
    await sql`ROLLBACK`.execute(db).catch(() => undefined);
    throw error;
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * The attempt counters of server/auth/limiterStore.ts on PostgreSQL, in the layout
 * rate-limiter-flexible's RateLimiterPostgres reads and writes (key with the limiter's prefix,
 * points, expiry in epoch milliseconds). Every server instance on the same database shares them.
 * SQLite runs one instance and keeps its counters in memory, so it needs no table.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.createIndex('rate_limit_expire').on('rate_limit').column('expire').execute();
}

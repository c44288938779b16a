import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { falta } from './requisitos';

export interface TestDatabase {
  url: string;
  dataDir: string;
  drop: () => Promise<void>;
}

/** Which engine this test project runs on: TEST_DB=sqlite (default) or postgres. */
export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/**
 * Whether this file's server tests must be skipped: on the PostgreSQL project without
 * TEST_POSTGRES_URL (the rule of tests/support/requisitos.ts: a failure under CI).
 */
export function postgresUnavailable(): boolean {
  return testEngine === 'postgres' && falta('postgres', 'testes do servidor em PostgreSQL');
}

/**
 * A fresh, empty database for one test file: a temporary SQLite file or a new PostgreSQL database
 * (the project's engine, or the one a benchmark names to measure both in one run).
 */
export async function createTestDatabase(engine: 'sqlite' | 'postgres' = testEngine): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fv-test-'));
  if (engine === 'sqlite') {
    return { url: `sqlite://${join(dataDir, 'test.sqlite')}`, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_POSTGRES_URL!;
  const name = `fv_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperar } from '../support/agenteFixtures';
import { matar } from '../support/processoAgente';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { ADMIN, TEST_SECRET } from '../support/testApp';

/**
 * PostgreSQL may close the server's idle pooled connections (a restart, a failover, an administrator).
 * The pool reports that as an 'error' event; unheard, it ends the process. The server runs here as
 * its own process (`server/main.ts`), so a crash shows as an exit, and must go on answering.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('conexões ociosas encerradas pelo PostgreSQL', () => {
  let banco: TestDatabase;
  let servidor: ChildProcess;
  let url: string;

  const portaLivre = () => new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
  const emailExiste = async (): Promise<boolean | null> => {
    try {
      const r = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ usuarioEmailExiste(email: "${ADMIN.email}") }` }) });
      return ((await r.json()) as { data?: { usuarioEmailExiste: boolean } }).data?.usuarioEmailExiste ?? null;
    } catch {
      return null;
    }
  };

  beforeAll(async () => {
    banco = await createTestDatabase();
    const porta = await portaLivre();
    url = `http://127.0.0.1:${porta}`;
    servidor = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(porta), DATABASE_URL: banco.url, DATA_DIR: banco.dataDir, APP_SECRET: TEST_SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    await esperar(emailExiste, (v) => v === true, 60_000);
  }, 90_000);
  afterAll(async () => {
    if (servidor) await matar(servidor);
    await banco?.drop();
  });

  it('keeps running and answering after the idle connections of its pool are terminated', async () => {
    await Promise.all(Array.from({ length: 8 }, emailExiste));
    const admin = new pg.Client({ connectionString: banco.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ok: boolean }>("SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle'");
      expect(rows.filter((r) => r.ok).length).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.end();
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(servidor.exitCode).toBeNull();
    expect(await Promise.all(Array.from({ length: 5 }, emailExiste))).toEqual([true, true, true, true, true]);
  });
});

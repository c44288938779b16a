import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { logger } from '../../server/logger';
import { outboxDir } from '../../server/mail/mailer';
import { autologinLink, readOutbox } from '../support/mailbox';
import { ADMIN, TEST_SECRET, startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

const modo = (caminho: string) => statSync(caminho).mode & 0o777;
const RECUPERAR = 'query($e: String!) { usuarioRecuperarSenha(email: $e) }';

/**
 * A fresh server in a DATA_DIR that does not exist yet (created by the server itself, as on a first
 * start with the default ./data), with its generated secret and, without DATABASE_URL, its SQLite file.
 */
describe.runIf(testEngine === 'sqlite')('data files of a SQLite install: 0600 in a 0700 folder', () => {
  let raiz: string;
  let app: App;
  let dataDir: string;
  beforeAll(async () => {
    raiz = mkdtempSync(join(tmpdir(), 'fv-perm-'));
    dataDir = join(raiz, 'data');
    const config = loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, STATIC_DIR: 'dist' });
    app = await createApp(config);
    // A write, so the -wal and -shm exist.
    await app.db.kysely.updateTable('usuario').set({ ultimaAtividade: new Date().toISOString() }).execute();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(raiz, { recursive: true, force: true });
  });

  it('DATA_DIR is 0700', () => {
    expect(modo(dataDir).toString(8)).toBe('700');
  });

  it('the database, its -wal and -shm and the generated secret are 0600', () => {
    const arquivos = readdirSync(dataDir).filter((f) => f.startsWith('forcavendas.sqlite') || f === 'app-secret');
    expect(arquivos).toEqual(expect.arrayContaining(['app-secret', 'forcavendas.sqlite', 'forcavendas.sqlite-wal', 'forcavendas.sqlite-shm']));
    expect(Object.fromEntries(arquivos.map((f) => [f, modo(join(dataDir, f)).toString(8)]))).toEqual(Object.fromEntries(arquivos.map((f) => [f, '600'])));
  });

  it('an older install’s looser files and folder are narrowed on start', async () => {
    const { chmodSync } = await import('node:fs');
    const antigo = join(raiz, 'antigo');
    const primeiro = await createApp(loadConfig({ DATA_DIR: antigo, APP_SECRET: TEST_SECRET, STATIC_DIR: 'dist' }));
    await primeiro.close();
    chmodSync(antigo, 0o755);
    chmodSync(join(antigo, 'forcavendas.sqlite'), 0o644);
    const segundo = await createApp(loadConfig({ DATA_DIR: antigo, APP_SECRET: TEST_SECRET, STATIC_DIR: 'dist' }));
    try {
      expect(modo(antigo).toString(8)).toBe('700');
      expect(modo(join(antigo, 'forcavendas.sqlite')).toString(8)).toBe('600');
    } finally {
      await segundo.close();
    }
  });
});

describe.skipIf(postgresUnavailable())(`recovery without SMTP_URL: the link only in the outbox file, never in the log (${testEngine})`, () => {
  let t: TestApp;
  const espioes: MockInstance[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    for (const nivel of ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const) espioes.push(vi.spyOn(logger, nivel));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  it('the .eml holds the link; no log line carries it or its token', async () => {
    const r = await t.gql(RECUPERAR, { e: ADMIN.email });
    expect(r.errors).toBeUndefined();
    const mails = readOutbox(outboxDir(t.config));
    expect(mails).toHaveLength(1);
    const link = autologinLink(mails[0]);
    const token = link.split('/autologin/')[1];
    const registrado = JSON.stringify(espioes.flatMap((e) => e.mock.calls));
    expect(registrado).toContain('caixa de saída');
    expect(registrado).not.toContain(token);
    expect(registrado).not.toContain('/autologin/');
  });

  it('the outbox folder is 0700 and its files 0600', () => {
    const dir = outboxDir(t.config);
    expect(modo(dir).toString(8)).toBe('700');
    for (const f of readdirSync(dir)) expect(modo(join(dir, f)).toString(8)).toBe('600');
  });
});

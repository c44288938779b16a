import Firebird from 'node-firebird';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { engineDisponivel } from '../../../tests/support/erps';
import { abrirDialeto } from '..';

/**
 * node-firebird as published misreads the SRP key when the server's salt has 63 hex digits and
 * refuses the login (scripts/patch-node-firebird.mjs fixes it at install). This resets one user's
 * password until the server hands out such a salt, and proves the agent logs in every time.
 */
describe.runIf(engineDisponivel('firebird'))('Firebird SRP login with any salt', () => {
  const url = new URL(process.env.TEST_FIREBIRD_URL ?? 'firebird://SYSDBA:masterkey@127.0.0.1:3050/var/lib/firebird/3.0/data');
  const database = `${decodeURIComponent(url.pathname).replace(/\/$/, '')}/srp_${Date.now()}.fdb`;
  const base = { host: url.hostname, port: Number(url.port || 3050), database };
  const usuario = `SRP_${Date.now().toString(36).toUpperCase()}`;
  let admin: Firebird.Database;

  const sql = (db: Firebird.Database, texto: string) =>
    new Promise((resolve, reject) => db.query(texto, [], (e: unknown, r: unknown) => (e ? reject(e) : resolve(r))));

  afterAll(async () => {
    if (!admin) return;
    await sql(admin, `DROP USER ${usuario} USING PLUGIN Srp`).catch(() => undefined);
    await new Promise((resolve) => admin.drop(() => resolve(undefined)));
  });

  it('logs in after password resets, including a 63-digit salt that the unpatched offset misreads', async () => {
    admin = await new Promise((resolve, reject) =>
      Firebird.create({ ...base, user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) } as Firebird.Options, (e, d) =>
        e ? reject(e) : resolve(d),
      ),
    );
    const salts: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      if (args[0] === 'salt:') salts.push(String(args[1]));
    });
    process.env.FIREBIRD_DEBUG = '1';
    try {
      for (let i = 0; i < 300 && !salts.some((s) => s.length % 2 === 1); i++) {
        await sql(admin, `CREATE OR ALTER USER ${usuario} PASSWORD 'Senha#123' USING PLUGIN Srp`);
        await abrirDialeto({
          tipoIntegracao: 'firebird',
          hostname: base.host,
          porta: base.port,
          portaMssql: 0,
          database,
          username: usuario,
          password: 'Senha#123',
          sqliteArquivo: '',
        }).testar();
      }
    } finally {
      delete process.env.FIREBIRD_DEBUG;
      log.mockRestore();
    }
    const curto = salts.find((s) => s.length % 2 === 1);
    expect(curto, 'nenhum salt de 63 dígitos apareceu em 300 trocas de senha').toBeDefined();
    // Where the published driver would read the key from, and where it really starts.
    expect((curto!.length + 2 + 3) & ~3).not.toBe(curto!.length + 4);
  }, 120_000);
});

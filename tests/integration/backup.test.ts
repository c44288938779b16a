import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTOS } from '../../common/protocolo';
import { montarPedido, TelefoneSimulado } from '../../scripts/device';
import { createApp, listen, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { conectarAgente } from '../support/agenteFalso';
import { conexaoComoDados, esperar, gerarToken, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { falta, pastaBinariosPostgres } from '../support/requisitos';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { testEngine } from '../support/testDatabase';
import { cliente, criarCenario, produto, usuario, type CenarioMobile } from './mobileCenario';

const executar = promisify(execFile);

/** The ERP password the branch's connection keeps sealed with the server's secret. */
const SENHA_ERP = 'Senha#DoErp-2026';
/** Tables the orders posted during the backup do not touch: the copy must hold them row for row. */
const TABELAS_ESTAVEIS = [
  'contratante',
  'usuario',
  'mobile_filial',
  'mobile_filial_configuracao',
  'mobile_dado',
  'mobile_vendedor_senha',
  'estado',
  'cidade',
] as const;

/**
 * docs/operacao.md, "Backups": the documented backup of a server that is serving (SQLite: the sqlite3
 * tool's `.backup` and the app-secret file; PostgreSQL: pg_dump and pg_restore, the app-secret kept
 * apart), taken while a phone keeps posting orders, restored into a new server: every record there,
 * the administrator logs in, the sealed ERP password still opens (the agent gets it), the phone's
 * token still works. On each engine.
 */
describe(`backup e restauração (${testEngine})`, { timeout: 120_000 }, () => {
  const pular =
    testEngine === 'sqlite'
      ? falta('sqlite3', 'backup do SQLite com a ferramenta sqlite3')
      : falta('postgres', 'backup do PostgreSQL') || falta('postgresLocal', 'backup do PostgreSQL (pg_dump, pg_restore)');
  let t: TestApp;
  let c: CenarioMobile;
  let filial: FilialComGerenciador;
  let fone: TelefoneSimulado;
  const pasta = mkdtempSync(join(tmpdir(), 'fv-backup-'));
  let restaurado: { app: App; server: Server; url: string } | null = null;
  let bancoRestaurado: string | null = null;

  beforeAll(async () => {
    if (pular) return;
    // The secret in DATA_DIR/app-secret, as a server started without APP_SECRET keeps it.
    t = await startTestApp({ APP_SECRET: '' });
    c = await criarCenario(t, 'Backup');
    await c.sincronizar('configuracaoDadosUsuario', [usuario('V01', 'ana', 'senha123')]);
    await c.sincronizar(
      'configuracaoDadosProduto',
      Array.from({ length: 50 }, (_, i) => produto(`P${i + 1}`)),
    );
    await c.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
    filial = await gerarToken(t, c.partner.token, c.filialId);
    await salvarConfiguracao(
      t,
      c.partner.token,
      c.filialId,
      'configuracaoIntegracao',
      conexaoComoDados({
        tipoIntegracao: 'postgres',
        hostname: 'erp.filial.local',
        porta: 5432,
        portaMssql: 0,
        database: 'erp',
        username: 'integracao',
        password: SENHA_ERP,
        sqliteArquivo: '',
      }),
    );
    fone = await c.vendedorLogado('ana', 'senha123');
  });

  afterAll(async () => {
    if (restaurado) {
      restaurado.server.closeAllConnections();
      await new Promise((r) => restaurado!.server.close(r));
      await restaurado.app.close();
    }
    await t?.close();
    if (bancoRestaurado) {
      const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${bancoRestaurado} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(pasta, { recursive: true, force: true });
  });

  const postar = async () => {
    const pedido = montarPedido('C1', [{ produtoIdentificador: 'P1', quantidade: 1, valorUnitarioVenda: 10 }]);
    const r = await fone.postar('pedidos', pedido);
    if (r.status !== 200) throw new Error(JSON.stringify(r));
    return pedido.uuid;
  };

  /** The documented backup of the serving database into `pasta`; returns how to open the copy. */
  async function fazerBackup(): Promise<{ dataDir: string; databaseUrl?: string }> {
    const dataDir = join(pasta, 'restaurado');
    if (testEngine === 'sqlite') {
      const arquivo = t.config.databaseUrl.replace(/^sqlite:\/\//, '');
      const copia = join(pasta, 'forcavendas-copia.sqlite');
      await executar('sqlite3', [arquivo, `.backup '${copia}'`]);
      const { stdout } = await executar('sqlite3', [copia, 'PRAGMA integrity_check']);
      expect(stdout.trim()).toBe('ok');
      // Restore: the copy and the secret back in an empty DATA_DIR, under the default name.
      await executar('mkdir', ['-p', dataDir]);
      copyFileSync(copia, join(dataDir, 'forcavendas.sqlite'));
      copyFileSync(join(t.config.dataDir, 'app-secret'), join(dataDir, 'app-secret'));
      return { dataDir };
    }
    const bin = pastaBinariosPostgres()!;
    const dump = join(pasta, 'forcavendas.dump');
    await executar(join(bin, 'pg_dump'), ['-Fc', '-d', t.config.databaseUrl, '-f', dump]);
    bancoRestaurado = `fv_restaurado_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${bancoRestaurado}`);
    await admin.end();
    const url = new URL(process.env.TEST_POSTGRES_URL!);
    url.pathname = `/${bancoRestaurado}`;
    await executar(join(bin, 'pg_restore'), ['--no-owner', '-d', url.toString(), dump]);
    await executar('mkdir', ['-p', dataDir]);
    copyFileSync(join(t.config.dataDir, 'app-secret'), join(dataDir, 'app-secret'));
    return { dataDir, databaseUrl: url.toString() };
  }

  it.skipIf(pular)('a copy taken while orders arrive restores into a new server with every record, the admin login and the sealed secrets', async () => {
    const antes = [await postar(), await postar(), await postar()];
    const adminToken = await t.login(ADMIN.email, ADMIN.password);
    const estaveis = Object.fromEntries(
      await Promise.all(
        TABELAS_ESTAVEIS.map(async (tabela) => [
          tabela,
          await t.app.db.kysely
            .selectFrom(tabela)
            .selectAll()
            .orderBy('id' as never)
            .execute(),
        ]),
      ),
    );
    // A phone keeps posting while the copy is taken.
    let ativo = true;
    const durante: string[] = [];
    const carga = (async () => {
      while (ativo) durante.push(await postar());
    })();
    await esperar(
      async () => durante.length,
      (n) => n >= 3,
    );
    const copia = await fazerBackup();
    ativo = false;
    await carga;

    const config = loadConfig({
      DATA_DIR: copia.dataDir,
      ...(copia.databaseUrl ? { DATABASE_URL: copia.databaseUrl } : {}),
      STATIC_DIR: 'dist',
      CEP_LOOKUP_URL: 'off',
      CNPJ_LOOKUP_URL: 'off',
      PERIODIC_TASKS_MS: '0',
    });
    expect(config.appSecret).toBe(t.config.appSecret);
    const app = await createApp(config);
    const server = await listen(app, 0);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    restaurado = { app, server, url };

    for (const tabela of TABELAS_ESTAVEIS) {
      expect(
        await app.db.kysely
          .selectFrom(tabela)
          .selectAll()
          .orderBy('id' as never)
          .execute(),
        tabela,
      ).toEqual(estaveis[tabela]);
    }
    const registros = await app.db.kysely.selectFrom('mobile_registro').select(['uuid', 'situacao', 'dados']).execute();
    const uuids = new Set(registros.map((r) => r.uuid));
    for (const uuid of antes) expect(uuids.has(uuid), uuid).toBe(true);
    // Orders acknowledged during the copy are in it or not, whole: no half-written record.
    expect(registros.every((r) => r.situacao === 'pendente' && JSON.parse(r.dados).itens.length === 1)).toBe(true);
    expect(registros.length).toBeGreaterThanOrEqual(antes.length);
    expect(registros.length).toBeLessThanOrEqual(antes.length + durante.length);

    // The administrator logs in with the old password; an old session token still holds.
    const login = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($e: String!, $p: String!) { createToken(email: $e, password: $p) { token } }',
        variables: { e: ADMIN.email, p: ADMIN.password },
      }),
    });
    expect(((await login.json()) as { data?: { createToken?: { token?: string } } }).data?.createToken?.token).toBeTruthy();
    const cards = await fetch(`${url}/api/v1/contratante/gerenciador-status`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(cards.status).toBe(200);

    // The branch's agent connects with its token and gets the ERP password the copy kept sealed.
    const agente = await conectarAgente(url, filial.token, () => undefined);
    try {
      agente.socket.send(JSON.stringify({ id: 'cfg', type: EVENTOS.configuracao, payload: {} }));
      const resposta = await esperar(async () => agente.recebidas.find((m) => m.id === 'cfg'), Boolean);
      expect((resposta!.payload as { conexao: { password: string } }).conexao.password).toBe(SENHA_ERP);
    } finally {
      agente.socket.terminate();
    }

    // The phone's tokens still work, and it goes on posting.
    const mesmoFone = new TelefoneSimulado(url, fone.token, fone.uuid);
    expect((await mesmoFone.configuracao()).status).toBe(200);
    const depois = await mesmoFone.postar('pedidos', montarPedido('C1', [{ produtoIdentificador: 'P2', quantidade: 1, valorUnitarioVenda: 10 }]));
    expect(depois).toMatchObject({ status: 200, corpo: { situacao: 'pendente' } });
  });
});

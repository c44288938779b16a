import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { createApp, listen, type App } from '../../server/app';
import { APLICACAO_ESCUTA } from '../../server/hub/relay';
import { criarErp, type ErpDeTeste } from '../support/erps';
import { conexaoComoDados, esperar, gerarToken, iniciarAgente, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

const STATUS = 'query($a: String!) { filialGerenciadorStatus(identificadorApp: $a) { conectado msg versao } }';
const TESTAR = 'query($a: String!, $d: String!) { filialGerenciadorTestarConexao(identificadorApp: $a, dadosConexao: $d) { status msg erro } }';

/** Two server instances over one PostgreSQL database: the agent on A, the user on B (LISTEN/NOTIFY). */
describe.runIf(process.env.TEST_DB === 'postgres')('duas instâncias do servidor', () => {
  let a: TestApp;
  let b: { app: App; server: Server; url: string };
  let erp: ErpDeTeste;
  let parceiro: Partner;
  let filial: FilialComGerenciador;
  let agente: ReturnType<typeof iniciarAgente>;

  const gqlB = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const r = await fetch(`${b.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${parceiro.token}` },
      body: JSON.stringify({ query, variables }),
    });
    const corpo = (await r.json()) as { data?: T; errors?: unknown };
    if (!corpo.data) throw new Error(JSON.stringify(corpo.errors));
    return corpo.data;
  };

  beforeAll(async () => {
    a = await startTestApp();
    const app = await createApp(a.config);
    const server = await listen(app, 0);
    b = { app, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    parceiro = await createPartner(a, await a.login(ADMIN.email, ADMIN.password), 'Instancias');
    erp = await criarErp('sqlite');
    filial = await gerarToken(a, parceiro.token, await createFilial(a, parceiro.token, 'Loja Instâncias'));
    await salvarConfiguracao(a, parceiro.token, filial.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    agente = iniciarAgente(a.url, filial.token);
  }, 60_000);
  afterAll(async () => {
    await agente?.parar();
    await b?.app.close();
    b?.server.closeAllConnections();
    await new Promise((r) => b?.server.close(r));
    await a?.close();
    await erp?.remover();
  });

  it('B sees the agent held by A as connected, with its version', async () => {
    const status = await esperar(
      () => gqlB<{ filialGerenciadorStatus: { conectado: boolean; msg: string; versao: string } }>(STATUS, { a: filial.identificadorApp }),
      (d) => d.filialGerenciadorStatus.conectado && Boolean(d.filialGerenciadorStatus.versao),
    );
    expect(status.filialGerenciadorStatus).toMatchObject({ msg: MSG.gerenciadorConectado, versao: '0.1.0' });
  });

  it('a command sent to B reaches the agent connected to A and comes back', async () => {
    const r = await gqlB<{ filialGerenciadorTestarConexao: { status: boolean; msg: string } }>(TESTAR, {
      a: filial.identificadorApp,
      d: JSON.stringify({ ...erp.conexao, password: '' }),
    });
    expect(r.filialGerenciadorTestarConexao).toMatchObject({ status: true, msg: MSG.conexaoRealizada });
  });

  it('a relay whose LISTEN connection PostgreSQL dropped reconnects and still carries commands', async () => {
    const db = a.app.db.kysely;
    const ouvintes = async () =>
      (
        await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity WHERE application_name = ${APLICACAO_ESCUTA} AND datname = current_database()`.execute(db)
      ).rows.map((r) => r.pid);
    const antes = await ouvintes();
    expect(antes).toHaveLength(2);
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid IN (${sql.join(antes)})`.execute(db);
    const depois = await esperar(ouvintes, (pids) => pids.length === 2 && pids.every((pid) => !antes.includes(pid)));
    expect(depois).toHaveLength(2);
    const r = await gqlB<{ filialGerenciadorTestarConexao: { status: boolean; msg: string } }>(TESTAR, {
      a: filial.identificadorApp,
      d: JSON.stringify({ ...erp.conexao, password: '' }),
    });
    expect(r.filialGerenciadorTestarConexao).toMatchObject({ status: true, msg: MSG.conexaoRealizada });
  });

  it('rotating the token on B disconnects the agent held by A', async () => {
    await gqlB('mutation($f: Int!) { gerarTokenGerenciador(filialId: $f) }', { f: filial.filialId });
    await esperar(
      async () => a.app.hub.isConnected(filial.filialId),
      (c) => !c,
    );
    const r = await gqlB<{ filialGerenciadorTestarConexao: { status: boolean; erro: string } }>(TESTAR, {
      a: filial.identificadorApp,
      d: JSON.stringify(erp.conexao),
    });
    expect(r.filialGerenciadorTestarConexao).toMatchObject({ status: false, erro: MSG.gerenciadorDesconectado });
  });
});

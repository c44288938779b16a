import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { montarPedido } from '../../scripts/device';
import { conexaoComoDados, esperar, gerarToken, salvarConfiguracao } from '../support/agenteFixtures';
import { criarErp, inserirProdutos, type ErpDeTeste } from '../support/erps';
import { createFilial } from '../support/fixtures';
import { lancarAgente, matar } from '../support/processoAgente';
import { postgresUnavailable } from '../support/testDatabase';
import { startTestApp, type TestApp } from '../support/testApp';
import { cliente, criarCenario, produto, usuario, type CenarioMobile } from './mobileCenario';

const TOKEN = 'token-das-metricas-de-teste';
const PRODUTO = 'configuracaoDadosProduto';

/** One sample of the Prometheus text: `nome{a="x",b="y"} valor`, found by name and labels (absent: 0). */
function amostra(texto: string, nome: string, rotulos: Record<string, string> = {}): number {
  for (const linha of texto.split('\n')) {
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(linha);
    if (!m || m[1] !== nome) continue;
    const tem = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((r) => [r[1], r[2]]));
    if (Object.entries(rotulos).every(([k, v]) => tem[k] === v)) return Number(m[3]);
  }
  return 0;
}

/**
 * What an operator running several instances needs: /healthz and /readyz for the load
 * balancer, Prometheus metrics at /metrics behind METRICS_TOKEN, moving when requests, phone records
 * and sync runs do. On each test project's database (SQLite and PostgreSQL).
 */
describe.skipIf(postgresUnavailable())('rotas do operador: saúde, prontidão e métricas', { timeout: 60_000 }, () => {
  let t: TestApp;
  let c: CenarioMobile;
  const metricas = async () => {
    const r = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.status).toBe(200);
    return r.text();
  };

  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN });
    c = await criarCenario(t, 'Metricas', { numeroDispositivos: 5 });
  });
  afterAll(() => t?.close());

  it('answers /healthz and /readyz without a login, never cached', async () => {
    const saude = await fetch(`${t.url}/healthz`);
    expect([saude.status, await saude.json(), saude.headers.get('cache-control')]).toEqual([200, { status: 'ok' }, 'no-store']);
    const pronto = await fetch(`${t.url}/readyz`);
    expect([pronto.status, await pronto.json()]).toEqual([200, { status: 'pronto' }]);
  });

  it('opens /metrics only to the Bearer token of METRICS_TOKEN', async () => {
    expect((await fetch(`${t.url}/metrics`)).status).toBe(401);
    const errado = await fetch(`${t.url}/metrics`, { headers: { authorization: 'Bearer outro-token-qualquer-de-mesmo-taman' } });
    expect([errado.status, (await errado.json()).erro]).toEqual([401, 'Informe o token das métricas (METRICS_TOKEN) no cabeçalho Authorization.']);
    const certo = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(certo.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await certo.text()).toContain('# TYPE forcavendas_requisicoes_segundos histogram');
  });

  it('is off, and names nothing, without METRICS_TOKEN', async () => {
    const semToken = await startTestApp();
    try {
      expect((await fetch(`${semToken.url}/metrics`, { headers: { authorization: 'Bearer x' } })).status).toBe(404);
      expect((await fetch(`${semToken.url}/healthz`)).status).toBe(200);
    } finally {
      await semToken.close();
    }
  });

  it('counts GraphQL requests by the root fields they ran, not by the aliases a client chose', async () => {
    const rotulos = { interface: 'graphql', operacao: 'usuarioEmailExiste', status: '200' };
    const antes = amostra(await metricas(), 'forcavendas_requisicoes_segundos_count', rotulos);
    await t.gql('{ a: usuarioEmailExiste(email: "x@y.com") b: usuarioEmailExiste(email: "z@y.com") }');
    await t.gql('query Qualquer { usuarioEmailExiste(email: "x@y.com") }');
    expect(amostra(await metricas(), 'forcavendas_requisicoes_segundos_count', rotulos)).toBe(antes + 2);
  });

  it('shows phone records by situação and the write-back queue as they arrive', async () => {
    await c.sincronizar('configuracaoDadosUsuario', [usuario('10', 'ana', 'senha123')]);
    await c.sincronizar('configuracaoDadosProduto', [produto('P1')]);
    await c.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
    const fone = await c.vendedorLogado('ana', 'senha123');
    const antes = await metricas();
    expect(amostra(antes, 'forcavendas_fila_gravacao_pendentes')).toBe(0);
    expect(amostra(antes, 'forcavendas_fila_gravacao_idade_segundos')).toBe(0);
    for (let i = 0; i < 2; i += 1) {
      expect((await fone.postar('pedidos', montarPedido('C1', [{ produtoIdentificador: 'P1', quantidade: 1, valorUnitarioVenda: 10 }]))).status).toBe(200);
    }
    const depois = await metricas();
    expect(amostra(depois, 'forcavendas_registros_aplicativo', { tipo: 'pedido', situacao: 'pendente' })).toBe(2);
    expect(amostra(depois, 'forcavendas_fila_gravacao_pendentes')).toBe(2);
    expect(amostra(depois, 'forcavendas_fila_gravacao_idade_segundos')).toBeGreaterThanOrEqual(0);
    expect(amostra(depois, 'forcavendas_requisicoes_segundos_count', { interface: 'rest', operacao: 'POST mobile/pedidos', status: '200' })).toBe(2);
  });

  describe('with a real agent', () => {
    let erp: ErpDeTeste;
    let agente: ChildProcess | null = null;
    afterAll(async () => {
      if (agente) await matar(agente);
      await erp?.remover();
    });

    it('counts connected agents and finished sync runs by type and result', async () => {
      erp = await criarErp('sqlite');
      await inserirProdutos(erp, 30);
      await t.app.db.kysely.updateTable('contratante').set({ maxDipositivos: 10 }).where('id', '=', c.partner.contratanteId).execute();
      const filial = await gerarToken(t, c.partner.token, await createFilial(t, c.partner.token, 'Loja Métricas', { numeroDispositivos: 1 }));
      await salvarConfiguracao(t, c.partner.token, filial.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
      await salvarConfiguracao(
        t,
        c.partner.token,
        filial.filialId,
        PRODUTO,
        {
          tempoSincronizacao: '24:00',
          quantidadeRegistrosPaginar: 10,
          select: 'SELECT codigo, descricao, preco, estoque, ativo FROM produtos ORDER BY codigo',
        },
        {
          campos: { produtoIdentificador: 'codigo', descricao: 'descricao', valorUnitario: 'preco', estoqueAtual: 'estoque', ativo: 'ativo' },
          selectItens: {},
          selectFormaPagamentoCliente: {},
          camposPersonalizados: [],
        },
      );
      const sucesso = { tipo: PRODUTO, resultado: 'sucesso' };
      const antes = amostra(await metricas(), 'forcavendas_sincronizacoes_total', sucesso);
      expect(amostra(await metricas(), 'forcavendas_gerenciadores_conectados')).toBe(0);
      agente = lancarAgente(t.url, filial.token, join(mkdtempSync(join(tmpdir(), 'agente-metricas-')), 'estado.db'));
      await esperar(metricas, (m) => amostra(m, 'forcavendas_gerenciadores_conectados') === 1, 30_000);
      const r = await t.gql<{ r: { status: boolean } }>(
        'query($a: String!, $d: SincronizarInput!) { r: filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status } }',
        { a: filial.identificadorApp, d: { tipo: PRODUTO, reenviarTodos: false } },
        c.partner.token,
      );
      expect(r.data?.r.status).toBe(true);
      await esperar(metricas, (m) => amostra(m, 'forcavendas_sincronizacoes_total', sucesso) === antes + 1, 30_000);
      await matar(agente);
      agente = null;
      await esperar(metricas, (m) => amostra(m, 'forcavendas_gerenciadores_conectados') === 0, 30_000);
    });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres' && !postgresUnavailable())('/readyz enquanto o PostgreSQL recusa conexões', { timeout: 60_000 }, () => {
  let t: TestApp;
  let admin: pg.Client;
  let banco: string;
  beforeAll(async () => {
    t = await startTestApp();
    banco = new URL(t.config.databaseUrl).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE "${banco}" ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin?.end();
    await t?.close();
  });

  it('fails with a Portuguese reason while the database is unreachable, and is ready again after', async () => {
    await admin.query(`ALTER DATABASE "${banco}" ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [banco]);
    const fora = await esperar(
      async () => fetch(`${t.url}/readyz`).then(async (r) => ({ status: r.status, corpo: await r.json() })),
      (r) => r.status === 503,
    );
    expect(fora.corpo).toEqual({ status: 'indisponivel', motivo: 'O banco de dados não responde.' });
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    await admin.query(`ALTER DATABASE "${banco}" ALLOW_CONNECTIONS true`);
    await esperar(
      async () => (await fetch(`${t.url}/readyz`)).status,
      (s) => s === 200,
    );
  });
});

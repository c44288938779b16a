import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { WS_PATH } from '../../common/protocolo';
import { montarPedido, type TelefoneSimulado } from '../../scripts/device';
import { conectarAgente } from '../support/agenteFalso';
import { conexaoComoDados, esperar, gerarToken, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { criarClusterPostgres, type ClusterPostgres } from '../support/clusterPostgres';
import { criarErp, type ErpDeTeste } from '../support/erps';
import { lancarAgente, matar } from '../support/processoAgente';
import { createFilial } from '../support/fixtures';
import { falta } from '../support/requisitos';
import { lancarServidor, type ServidorProcesso } from '../support/servidorProcesso';
import { ADMIN } from '../support/testApp';
import { cliente, criarCenario, produto, usuario, type CenarioMobile } from './mobileCenario';

const INSERT = {
  transacaoInsert: true,
  tempoSincronizacao: '00:30',
  quantidadeRegistrosPaginar: 50,
  insert: [
    {
      id: 'INS_1',
      sql: 'INSERT INTO pedidos (uuid_app, cliente, vendedor, total, observacao) VALUES (:uuid, :clienteIdentificador, :usuarioIdentificador, :valorTotal, :observacao)',
      selectChave: 'SELECT id FROM pedidos WHERE uuid_app = :uuid',
    },
  ],
  insertItens: [
    {
      id: 'INS_ITENS_1',
      sql: 'INSERT INTO pedido_itens (pedido_id, produto, quantidade, valor_unitario, total) VALUES (:pedidoIdentificador, :produtoIdentificador, :quantidade, :valorUnitarioVenda, :valorTotal)',
      selectChave: '',
    },
  ],
};

/** One answer seen by a client during the test: where, its status, and what a 503 carried. */
interface Resposta {
  borda: 'celular' | 'graphql' | 'rest' | 'readyz';
  status: number;
  tenteEm: string | null;
  mensagem: string | null;
}

/**
 * PostgreSQL restarting, failing over or terminated by an administrator under the server
 * (docs/operacao.md, "Quedas do banco de dados"). The server runs as its own process over a
 * PostgreSQL of the test's own (a restart here disturbs no other test file), with phones posting
 * orders, the SPA's GraphQL and REST calls, /readyz and a real agent writing the orders into an ERP.
 * The process must stay up, every answer meanwhile be a 200 or a 503 with Retry-After and a
 * Portuguese message (never a 500), it must serve again by itself, and every order acknowledged to
 * a phone must reach the ERP exactly once.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('o servidor quando o PostgreSQL cai', { timeout: 120_000 }, () => {
  const pular = falta('postgresLocal', 'quedas do PostgreSQL (um PostgreSQL próprio do teste)');
  let cluster: ClusterPostgres;
  let servidor: ServidorProcesso;
  let c: CenarioMobile;
  let fone: TelefoneSimulado;
  let erp: ErpDeTeste;
  let filial: FilialComGerenciador;
  let agente: ChildProcess;
  /** A stand-in agent of another branch, to see the hub's answers to an agent's requests. */
  let outroAgente: Awaited<ReturnType<typeof conectarAgente>>;
  let outraFilial: FilialComGerenciador;
  let adminToken: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'fv-queda-'));
  /** Every order a phone got a 200 for: each must end in the ERP exactly once. */
  const aceitos = new Set<string>();

  beforeAll(async () => {
    if (pular) return;
    cluster = await criarClusterPostgres();
    servidor = await lancarServidor({ databaseUrl: cluster.url, dataDir });
    const t = servidor.comoTestApp();
    adminToken = await t.login(ADMIN.email, ADMIN.password);
    c = await criarCenario(t, 'Queda');
    await c.sincronizar('configuracaoDadosUsuario', [usuario('V01', 'ana', 'senha123')]);
    await c.sincronizar('configuracaoDadosProduto', [produto('P1')]);
    await c.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
    fone = await c.vendedorLogado('ana', 'senha123');
    erp = await criarErp('sqlite');
    filial = await gerarToken(t, c.partner.token, c.filialId);
    await salvarConfiguracao(t, c.partner.token, c.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    await salvarConfiguracao(t, c.partner.token, c.filialId, 'configuracaoDadosInsertPedido', INSERT);
    agente = lancarAgente(servidor.url, filial.token, join(dataDir, 'agente.db'));
    await esperar(
      () => servidor.db.kysely.selectFrom('gerenciador_presenca').select('filialId').where('filialId', '=', c.filialId).execute(),
      (l) => l.length > 0,
      30_000,
    );
    await servidor.db.kysely.updateTable('contratante').set({ maxDipositivos: 21 }).where('id', '=', c.partner.contratanteId).execute();
    outraFilial = await gerarToken(t, c.partner.token, await createFilial(t, c.partner.token, 'Filial do agente falso', { numeroDispositivos: 1 }));
    outroAgente = await conectarAgente(servidor.url, outraFilial.token, () => undefined);
  }, 120_000);

  afterAll(async () => {
    outroAgente?.socket.terminate();
    if (agente) await matar(agente);
    await servidor?.parar();
    await erp?.remover();
    await cluster?.remover();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** One call of each edge, as the phones, the SPA and the load balancer make them. */
  async function chamar(borda: Resposta['borda']): Promise<Resposta> {
    const ler = async (r: Response, mensagem: (corpo: Record<string, unknown>) => unknown): Promise<Resposta> => {
      const corpo = (await r.json().catch(() => ({}))) as Record<string, unknown>;
      return { borda, status: r.status, tenteEm: r.headers.get('retry-after'), mensagem: r.status === 200 ? null : String(mensagem(corpo) ?? '') };
    };
    if (borda === 'celular') {
      const pedido = montarPedido('C1', [{ produtoIdentificador: 'P1', quantidade: 1, valorUnitarioVenda: 10 }]);
      const r = await fetch(`${servidor.url}/api/v1/mobile/pedidos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${fone.token}` },
        body: JSON.stringify(pedido),
      });
      const resposta = await ler(r, (corpo) => corpo.erro);
      if (r.status === 200) aceitos.add(pedido.uuid);
      return resposta;
    }
    if (borda === 'graphql') {
      const r = await fetch(`${servidor.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${c.partner.token}` },
        body: JSON.stringify({ query: '{ mobileFiliais(queryOptions: { limit: 5 }) { id nome } }' }),
      });
      return ler(r, (corpo) => (corpo.errors as { message: string }[] | undefined)?.[0]?.message);
    }
    if (borda === 'rest')
      return ler(
        await fetch(`${servidor.url}/api/v1/contratante/gerenciador-status`, { headers: { authorization: `Bearer ${adminToken}` } }),
        (corpo) => corpo.erro,
      );
    return ler(await fetch(`${servidor.url}/readyz`), (corpo) => corpo.motivo);
  }

  /** Calls every edge in a loop until stopped; returns every answer. */
  function carga(): { respostas: Resposta[]; parar: () => Promise<Resposta[]> } {
    const respostas: Resposta[] = [];
    let ativa = true;
    // A call that gets no HTTP answer at all (the process gone) is kept as status 0.
    const laco = async (borda: Resposta['borda']) => {
      while (ativa) respostas.push(await chamar(borda).catch((e: Error) => ({ borda, status: 0, tenteEm: null, mensagem: e.message })));
    };
    const lacos = (['celular', 'celular', 'graphql', 'rest', 'readyz'] as const).map(laco);
    return { respostas, parar: async () => ((ativa = false), await Promise.all(lacos), respostas) };
  }

  /** Every edge answers 200 again (polled, not slept for). */
  const tudoServe = () =>
    esperar(
      () => Promise.all((['celular', 'graphql', 'rest', 'readyz'] as const).map(chamar)),
      (rs) => rs.every((r) => r.status === 200),
      60_000,
    );

  /** What every answer of an outage must look like: 200, or 503 with Retry-After and the Portuguese message. */
  function semErroInterno(respostas: Resposta[]): void {
    const estranhas = respostas.filter((r) => r.status !== 200 && r.status !== 503);
    expect(estranhas).toEqual([]);
    for (const r of respostas.filter((x) => x.status === 503)) {
      if (r.borda === 'readyz') expect(r.mensagem).toBe('O banco de dados não responde.');
      else expect(r).toMatchObject({ tenteEm: expect.stringMatching(/^\d+$/), mensagem: MSG.servicoIndisponivel });
    }
  }

  /** How the hub refuses a WebSocket upgrade: status, Retry-After and the JSON body. */
  function recusaDoHub(token: string): Promise<{ status: number; tenteEm: string | null; corpo: unknown }> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(servidor.url.replace(/^http/, 'ws') + WS_PATH, { headers: { authorization: `Bearer ${token}` } });
      ws.on('open', () => reject(new Error('o hub aceitou a conexão')));
      ws.on('error', () => undefined);
      ws.on('unexpected-response', (_req, res) => {
        let texto = '';
        res
          .setEncoding('utf8')
          .on('data', (p: string) => (texto += p))
          .on('end', () => {
            resolve({ status: res.statusCode ?? 0, tenteEm: (res.headers['retry-after'] as string | undefined) ?? null, corpo: JSON.parse(texto) });
            ws.terminate();
          });
      });
    });
  }

  const processoVivo = () => {
    expect(servidor.saidaErro()).not.toMatch(/Unhandled 'error' event|uncaught/i);
    expect(servidor.processo.exitCode).toBeNull();
    expect(servidor.processo.signalCode).toBeNull();
  };

  it.skipIf(pular)('terminating every server connection, one inside a transaction waiting on a lock, leaves it up and serving', async () => {
    const emCarga = carga();
    await esperar(
      async () => (await chamar('celular')).status,
      (s) => s === 200,
    );
    const admin = new pg.Client({ connectionString: cluster.url, application_name: 'teste-admin' });
    admin.on('error', () => undefined);
    await admin.connect();
    // A phone's new customer runs in a transaction that first locks its branch row: the test holds
    // that row, so the server's transaction waits with its client checked out of the pool.
    await admin.query('BEGIN');
    await admin.query('SELECT id FROM mobile_filial WHERE id = $1 FOR UPDATE', [c.filialId]);
    const novoCliente = fetch(`${servidor.url}/api/v1/mobile/clientes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fone.token}` },
      body: JSON.stringify({ uuid: crypto.randomUUID(), nome: 'Cliente na transação', tipoPessoa: 'F', docFederal: '52998224725' }),
    });
    // (pg_stat_activity is a snapshot taken once per transaction: cleared before each look.)
    const esperandoTrava = () =>
      admin
        .query(
          "SELECT pg_stat_clear_snapshot(); SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%for no key update%'",
        )
        .then((r) => (r as unknown as pg.QueryResult[])[1].rows[0].n as number);
    await esperar(esperandoTrava, (n) => n >= 1);

    const { rows } = await admin.query<{ ok: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
    );
    await admin.query('ROLLBACK');
    await admin.end();
    // The waiting transaction, the relay's LISTEN, the idle pooled connections and the test's own set-up pool.
    expect(rows.filter((r) => r.ok).length).toBeGreaterThanOrEqual(3);

    const r = await novoCliente;
    expect({ status: r.status, tenteEm: r.headers.get('retry-after'), corpo: await r.json() }).toEqual({
      status: 503,
      tenteEm: '5',
      corpo: { erro: MSG.servicoIndisponivel, codigo: 'SERVICO_INDISPONIVEL' },
    });
    await tudoServe();
    const respostas = await emCarga.parar();
    semErroInterno(respostas);
    processoVivo();
  });

  it.skipIf(pular)('PostgreSQL stopped and started again: 503 with Retry-After meanwhile, never a 500, and it serves again by itself', async () => {
    const emCarga = carga();
    await esperar(
      async () => (await chamar('celular')).status,
      (s) => s === 200,
    );
    const inicio = Date.now();
    await cluster.parar();
    // The outage lasts until every edge has answered 503 a few times.
    const vistas = async () => ['celular', 'graphql', 'rest', 'readyz'].map((b) => emCarga.respostas.filter((x) => x.borda === b && x.status === 503).length);
    await esperar(vistas, (n) => n.every((x) => x >= 5), 60_000);
    // An agent's request gets a retryable answer; an agent connecting now, a 503 with Retry-After.
    outroAgente.socket.send(JSON.stringify({ id: 'pendentes-na-queda', type: 'pendentes', payload: { limite: 5 } }));
    const resposta = await esperar(async () => outroAgente.recebidas.find((m) => m.id === 'pendentes-na-queda'), Boolean);
    expect(resposta).toMatchObject({ type: 'resposta', payload: null, erro: MSG.servicoIndisponivel });
    expect(await recusaDoHub(outraFilial.token)).toEqual({ status: 503, tenteEm: '5', corpo: { erro: MSG.servicoIndisponivel } });
    expect(outroAgente.socket.readyState).toBe(outroAgente.socket.OPEN);
    await cluster.iniciar();
    const voltou = Date.now();
    await tudoServe();
    const recuperacao = Date.now() - voltou;
    const respostas = await emCarga.parar();
    semErroInterno(respostas);
    processoVivo();
    const indisponiveis = respostas.filter((x) => x.status === 503);
    for (const borda of ['celular', 'graphql', 'rest', 'readyz'] as const) expect(indisponiveis.filter((x) => x.borda === borda).length).toBeGreaterThan(0);
    console.log(
      `[medida] PostgreSQL parado ${((voltou - inicio) / 1000).toFixed(1)} s: ${indisponiveis.length} respostas 503 de ${respostas.length} (${['celular', 'graphql', 'rest', 'readyz'].map((b) => `${b} ${indisponiveis.filter((x) => x.borda === b).length}`).join(', ')}); servindo de novo ${recuperacao} ms depois de o PostgreSQL voltar`,
    );
  });

  it.skipIf(pular)('a real restart (pg_ctl restart -m fast) under load: the process stays up and serves again', async () => {
    const emCarga = carga();
    await esperar(
      async () => (await chamar('celular')).status,
      (s) => s === 200,
    );
    const inicio = Date.now();
    await cluster.reiniciar();
    const voltou = Date.now();
    await tudoServe();
    const recuperacao = Date.now() - voltou;
    const respostas = await emCarga.parar();
    semErroInterno(respostas);
    processoVivo();
    console.log(
      `[medida] reinício do PostgreSQL (${voltou - inicio} ms): ${respostas.filter((x) => x.status === 503).length} respostas 503 de ${respostas.length}; servindo de novo ${recuperacao} ms depois`,
    );
  });

  it.skipIf(pular)('every order acknowledged to a phone meanwhile reaches the ERP exactly once, written by the agent that stayed connected', async () => {
    expect(aceitos.size).toBeGreaterThan(0);
    const situacoes = () =>
      servidor.db.kysely
        .selectFrom('mobile_registro')
        .select(['uuid', 'situacao', 'chaveErp'])
        .where('filialId', '=', c.filialId)
        .where('tipo', '=', 'pedido')
        .execute();
    const finais = await esperar(
      situacoes,
      (l) => l.filter((x) => aceitos.has(x.uuid)).every((x) => x.situacao === 'integrado') && l.length >= aceitos.size,
      120_000,
    );
    expect(finais.filter((x) => aceitos.has(x.uuid))).toHaveLength(aceitos.size);
    const noErp = await erp.sql('SELECT uuid_app, count(*) AS n FROM pedidos GROUP BY uuid_app');
    const porUuid = new Map(noErp.map((l) => [String(l.uuid_app), Number(l.n)]));
    for (const uuid of aceitos) expect(porUuid.get(uuid), uuid).toBe(1);
    expect(agente.exitCode).toBeNull();
    processoVivo();
  });
});

import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, listen, type App } from '../../server/app';
import { EVENTOS } from '../../common/protocolo';
import type { GerenciadorEventHandler } from '../../server/hub/gerenciadorHub';
import { criarErp, engineDisponivel, inserirProdutos, type ErpDeTeste } from '../support/erps';
import { conexaoComoDados, esperar, gerarToken, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { lancarAgente, matar } from '../support/processoAgente';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

const LINHAS = 50_000;
const TIPO = 'configuracaoDadosProduto';
const PRODUTO = {
  dados: {
    tempoSincronizacao: '00:30',
    quantidadeRegistrosPaginar: 100,
    select: 'SELECT codigo, descricao, preco, estoque, ativo FROM produtos ORDER BY codigo',
  },
  mapeamento: {
    campos: { produtoIdentificador: 'codigo', descricao: 'descricao', valorUnitario: 'preco', estoqueAtual: 'estoque', ativo: 'ativo' },
    selectItens: {},
    selectFormaPagamentoCliente: {},
    camposPersonalizados: [],
  },
};
const INSERT_PEDIDO = {
  transacaoInsert: true,
  tempoSincronizacao: '00:30',
  quantidadeRegistrosPaginar: 50,
  insert: [
    {
      id: 'INS_1',
      sql: 'INSERT INTO pedidos (uuid_app, cliente, total) VALUES (:uuid, :clienteIdentificador, :valorTotal)',
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
const SINCRONIZAR = 'query($a: String!, $d: SincronizarInput!) { filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status msg erro } }';
const STATUS = 'query($a: String!) { filialGerenciadorStatus(identificadorApp: $a) { conectado } }';
const SYNC_STATUS =
  'query($a: String!, $t: String!) { filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { executando sucesso itemsCount dtFim erro } }';

const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Crash tests of the agent process (the agent survives a crash at any point). They start real processes and move tens
 * of thousands of rows, so they run once, on the SQLite server database.
 */
describe.runIf(process.env.TEST_DB !== 'postgres')('gerenciador: falhas e retomada', () => {
  let t: TestApp;
  let erp: ErpDeTeste;
  let parceiro: Partner;
  let filial: FilialComGerenciador;
  let agente: ChildProcess | null = null;
  const estado = join(mkdtempSync(join(tmpdir(), 'agente-falhas-')), 'estado.db');

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, 'Falhas');
    erp = await criarErp('sqlite');
    await erp.sql(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${LINHAS})
      INSERT INTO produtos (codigo, descricao, preco, estoque, ativo) SELECT printf('P%06d', i), 'Produto ' || i || ' – ação', i * 0.5, i % 13, 1 FROM n`);
    filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Loja Falhas'));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, TIPO, PRODUTO.dados, PRODUTO.mapeamento);
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoDadosInsertPedido', INSERT_PEDIDO);
  }, 120_000);
  afterAll(async () => {
    if (agente) await matar(agente);
    await t?.close();
    await erp?.remover();
  });

  const conectado = async (url = t.url) => {
    const r = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${parceiro.token}` },
      body: JSON.stringify({ query: STATUS, variables: { a: filial.identificadorApp } }),
    });
    return ((await r.json()) as { data?: { filialGerenciadorStatus: { conectado: boolean } } }).data?.filialGerenciadorStatus.conectado ?? false;
  };
  const iniciar = async () => {
    agente = lancarAgente(t.url, filial.token, estado);
    await esperar(() => conectado(), Boolean, 30_000);
  };
  const sincronizar = () => t.gql(SINCRONIZAR, { a: filial.identificadorApp, d: { tipo: TIPO, reenviarTodos: false } }, parceiro.token);
  const statusSync = async () =>
    (
      await t.gql<{
        filialGerenciadorSincronizarStatus: { executando: boolean; sucesso: boolean; itemsCount: number; dtFim: string | null; erro: string | null };
      }>(SYNC_STATUS, { a: filial.identificadorApp, t: TIPO }, parceiro.token)
    ).data!.filialGerenciadorSincronizarStatus;
  const nuvem = () =>
    t.app.db.kysely
      .selectFrom('mobile_dado')
      .select(['identificador', 'dados', 'removido'])
      .where('filialId', '=', filial.filialId)
      .where('tipo', '=', TIPO)
      .execute();

  it('killed ten times at random points of a 50,000-row sync, ends with the cloud equal to the ERP', async () => {
    for (let i = 0; i < 10; i++) {
      await iniciar();
      await sincronizar();
      await pausa(150 + Math.floor(Math.random() * 1200));
      await matar(agente!);
      // Meanwhile the ERP changes: prices go up, some products go away.
      await erp.sql('UPDATE produtos SET preco = preco + 1 WHERE codigo = ?', [`P${String(1 + i * 4000).padStart(6, '0')}`]);
      await erp.sql('DELETE FROM produtos WHERE codigo = ?', [`P${String(2 + i * 4000).padStart(6, '0')}`]);
    }
    await iniciar();
    await esperar(
      async () => (await statusSync()).executando,
      (e) => !e,
      60_000,
    );
    await sincronizar();
    const fim = await esperar(statusSync, (s) => !s.executando && s.dtFim !== null && s.sucesso, 180_000);
    expect(fim.erro).toBeNull();

    const erpLinhas = await erp.sql('SELECT codigo, preco FROM produtos ORDER BY codigo');
    const naNuvem = (await nuvem()).filter((r) => !r.removido);
    expect(naNuvem).toHaveLength(LINHAS - 10);
    expect(erpLinhas).toHaveLength(LINHAS - 10);
    const porId = new Map(naNuvem.map((r) => [r.identificador, JSON.parse(r.dados) as { valorUnitario: number }]));
    for (const linha of erpLinhas) expect(porId.get(String(linha.codigo))?.valorUnitario, String(linha.codigo)).toBe(Number(linha.preco));
    // What was deleted in the ERP is never live in the cloud: removed if phones had it, absent otherwise.
    const apagados = new Set(Array.from({ length: 10 }, (_, i) => `P${String(2 + i * 4000).padStart(6, '0')}`));
    const removidos = (await nuvem()).filter((r) => r.removido).map((r) => r.identificador);
    expect(removidos.every((id) => apagados.has(id))).toBe(true);
    expect(naNuvem.some((r) => apagados.has(r.identificador))).toBe(false);
  }, 600_000);

  it('killed during write-back, never inserts an order twice in the ERP', async () => {
    const uuids = Array.from({ length: 40 }, (_, i) => `falha-pedido-${i}`);
    for (const uuid of uuids) {
      await t.app.services.registrosApp.registrar({
        filialId: filial.filialId,
        dispositivoId: null,
        tipo: 'pedido',
        uuid,
        usuarioIdentificador: null,
        dados: { clienteIdentificador: 'C1', valorTotal: 2, itens: [{ produtoIdentificador: 'P000001', quantidade: 1, valorUnitarioVenda: 2, valorTotal: 2 }] },
      });
    }
    if (agente) await matar(agente);
    // Each agent is killed at a random point of its write-back: once connected (it starts writing at once),
    // not at a fixed time after its start, which on a busy machine falls before it even connected.
    for (let i = 0; i < 8; i++) {
      let conectou!: () => void;
      const conectado = new Promise<void>((resolve) => (conectou = resolve));
      agente = lancarAgente(t.url, filial.token, estado, (texto) => {
        if (texto.includes('conectado ao servidor')) conectou();
      });
      await Promise.race([conectado, pausa(30_000)]);
      await pausa(Math.floor(Math.random() * 600));
      await matar(agente);
    }
    await iniciar();
    const pendentes = () =>
      t.app.db.kysely.selectFrom('mobile_registro').select('situacao').where('filialId', '=', filial.filialId).where('situacao', '=', 'pendente').execute();
    await esperar(pendentes, (p) => p.length === 0, 120_000);
    const porUuid = await erp.sql("SELECT uuid_app, COUNT(*) AS n FROM pedidos WHERE uuid_app LIKE 'falha-pedido-%' GROUP BY uuid_app");
    // An order missing from the ERP is named with its situation and error at the server (seen once: 39 of 40).
    const noErp = new Set(porUuid.map((r) => r.uuid_app));
    const faltando = (
      await t.app.db.kysely
        .selectFrom('mobile_registro')
        .select(['uuid', 'situacao', 'erro', 'erroTipo', 'chaveErp'])
        .where('filialId', '=', filial.filialId)
        .where('tipo', '=', 'pedido')
        .execute()
    ).filter((r) => !noErp.has(r.uuid));
    expect(porUuid, `fora do ERP: ${JSON.stringify(faltando)}`).toHaveLength(40);
    expect(porUuid.every((r) => r.n === 1)).toBe(true);
    const itens = await erp.sql(
      "SELECT p.uuid_app, COUNT(i.id) AS n FROM pedidos p JOIN pedido_itens i ON i.pedido_id = p.id WHERE p.uuid_app LIKE 'falha-pedido-%' GROUP BY p.uuid_app",
    );
    expect(itens.every((r) => r.n === 1)).toBe(true);
    const situacoes = await t.app.db.kysely
      .selectFrom('mobile_registro')
      .select(['situacao', 'chaveErp'])
      .where('filialId', '=', filial.filialId)
      .where('tipo', '=', 'pedido')
      .execute();
    expect(situacoes.every((r) => r.situacao === 'integrado' && r.chaveErp)).toBe(true);
  }, 300_000);

  it('resumes a sync cut by a server stop when the server comes back', async () => {
    // A second server over the same database, on a fixed port, that can be stopped and started again.
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    let app: App = await createApp(t.config);
    let server: Server = await listen(app, port);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (agente) await matar(agente);
    agente = lancarAgente(url, filial.token, estado);
    await esperar(() => conectado(url), Boolean, 30_000);
    await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${parceiro.token}` },
      body: JSON.stringify({ query: SINCRONIZAR, variables: { a: filial.identificadorApp, d: { tipo: TIPO, reenviarTodos: true } } }),
    });
    await pausa(800);
    await app.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await pausa(1500);
    app = await createApp(t.config);
    server = await listen(app, port);
    try {
      await esperar(() => conectado(url), Boolean, 60_000);
      const [{ n: total }] = await erp.sql('SELECT COUNT(*) AS n FROM produtos');
      const fim = await esperar(statusSync, (s) => !s.executando && s.sucesso && s.itemsCount === total, 180_000);
      expect(fim.erro).toBeNull();
    } finally {
      await matar(agente);
      agente = null;
      await app.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  }, 300_000);
});

const ENGINES = (['sqlite', 'mariadb', 'postgres', 'firebird'] as const)
  .filter(engineDisponivel)
  .filter((e) => !process.env.ENGINE_ERP || process.env.ENGINE_ERP === e);
const LINHAS_POR_ENGINE = 3000;
const MATAR_VEZES = 3;

/**
 * The resume (docs/guia-integrador.md §8), tested by killing the agent mid-run on each engine. The agent
 * dies right after the server takes a random one of the run's first batches (it is then somewhere
 * in reading ahead, mapping or sending), the ERP changes while it is down, and it comes back by
 * itself to a run that ends with the cloud equal to the ERP; nobody asks for a sync after the first.
 */
describe.runIf(process.env.TEST_DB !== 'postgres').each(ENGINES)('gerenciador morto no meio da sincronização: %s', (engine) => {
  let t: TestApp;
  let erp: ErpDeTeste;
  let parceiro: Partner;
  let filial: FilialComGerenciador;
  let agente: ChildProcess | null = null;
  const estado = join(mkdtempSync(join(tmpdir(), `agente-morto-${engine}-`)), 'estado.db');

  beforeAll(async () => {
    erp = await criarErp(engine);
    // SQLite and Firebird would write each row to disk on its own: one transaction for the whole fill.
    if (engine === 'firebird') {
      await erp.sql(`EXECUTE BLOCK AS DECLARE i INTEGER = 1; BEGIN
        WHILE (i <= ${LINHAS_POR_ENGINE}) DO BEGIN
          INSERT INTO produtos (codigo, descricao, preco, estoque, ativo, grupo) VALUES ('P' || LPAD(:i, 4, '0'), 'Pão de açúcar nº ' || :i || ' — café & maçã', :i * 1.25, MOD(:i, 7), 1, 'Padaria');
          i = i + 1;
        END
      END`);
    } else {
      if (engine === 'sqlite') await erp.sql('BEGIN');
      await inserirProdutos(erp, LINHAS_POR_ENGINE);
      if (engine === 'sqlite') await erp.sql('COMMIT');
    }
    t = await startTestApp();
    const admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, `Morto${engine}`);
    filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, `Loja ${engine}`));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, TIPO, { ...PRODUTO.dados, tempoSincronizacao: '24:00' }, PRODUTO.mapeamento);
  }, 180_000);
  afterAll(async () => {
    if (agente) await matar(agente);
    await t?.close();
    await erp?.remover();
  });

  const statusSync = async () =>
    (
      await t.gql<{
        filialGerenciadorSincronizarStatus: {
          executando: boolean;
          sucesso: boolean;
          itemsCount: number;
          dtInicio: string | null;
          dtFim: string | null;
          erro: string | null;
          retomada: boolean;
        };
      }>(
        'query($a: String!, $t: String!) { filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { executando sucesso itemsCount dtInicio dtFim erro retomada } }',
        { a: filial.identificadorApp, t: TIPO },
        parceiro.token,
      )
    ).data!.filialGerenciadorSincronizarStatus;
  const conectado = async () =>
    (await t.gql<{ filialGerenciadorStatus: { conectado: boolean } }>(STATUS, { a: filial.identificadorApp }, parceiro.token)).data?.filialGerenciadorStatus
      .conectado ?? false;

  const nuvem = () =>
    t.app.db.kysely
      .selectFrom('mobile_dado')
      .select(['identificador', 'dados', 'removido'])
      .where('filialId', '=', filial.filialId)
      .where('tipo', '=', TIPO)
      .execute();

  /**
   * Resolves once the agent's n-th batch of products reached the server, which holds it unanswered
   * until `desfazer` (the agent is killed waiting for it: in the middle of its run, however fast the
   * rest of the run would go); for write-back, once the server has taken its n-th record result.
   */
  function aposLote(n: number, evento: string = EVENTOS.lote): { chegou: Promise<void>; desfazer: () => void } {
    const original = t.app.hub.handlers.event;
    let lotes = 0;
    let avisar!: () => void;
    let soltar!: () => void;
    const chegou = new Promise<void>((r) => (avisar = r));
    const solto = new Promise<void>((r) => (soltar = r));
    const contador: GerenciadorEventHandler = async (filialId, mensagem, responder) => {
      const tipo = ((mensagem.payload ?? {}) as { tipo?: string }).tipo;
      const doEvento = mensagem.type === evento && (evento !== EVENTOS.lote || tipo === TIPO);
      if (doEvento && evento === EVENTOS.lote && lotes + 1 === n) {
        lotes++;
        avisar();
        await solto;
        return original(filialId, mensagem, responder);
      }
      const resposta = await original(filialId, mensagem, responder);
      if (doEvento && ++lotes === n) avisar();
      return resposta;
    };
    t.app.hub.handlers.event = contador;
    return {
      chegou,
      desfazer: () => {
        t.app.hub.handlers.event = original;
        soltar();
      },
    };
  }

  it(`killed ${MATAR_VEZES} times at random points of a ${LINHAS_POR_ENGINE}-row run, resumes by itself and ends with the cloud equal to the ERP`, async () => {
    for (let i = 0; i < MATAR_VEZES; i++) {
      // The agent sends five pages of 100 rows to a batch: a run of these rows sends six batches, a
      // resumed one at least four, so it dies holding the first or the second of whichever run it is in.
      const { chegou, desfazer } = aposLote(1 + Math.floor(Math.random() * 2));
      try {
        agente = lancarAgente(t.url, filial.token, estado);
        await esperar(conectado, Boolean, 30_000);
        // The first run is asked for; after each kill the agent starts the interrupted one again by itself.
        if (i === 0)
          await esperar(
            async () =>
              (
                await t.gql<{ filialGerenciadorSincronizar: { status: boolean } }>(
                  SINCRONIZAR,
                  { a: filial.identificadorApp, d: { tipo: TIPO, reenviarTodos: false } },
                  parceiro.token,
                )
              ).data?.filialGerenciadorSincronizar.status,
            Boolean,
            20_000,
          );
        await chegou;
        await matar(agente);
      } finally {
        desfazer();
      }
      // Meanwhile the ERP changes: a price goes up, a product goes away, another arrives.
      await erp.sql('UPDATE produtos SET preco = preco + 1 WHERE codigo = ?', [`P${String(7 + i * 900).padStart(4, '0')}`]);
      await erp.sql('DELETE FROM produtos WHERE codigo = ?', [`P${String(8 + i * 900).padStart(4, '0')}`]);
      await inserirProdutos(erp, 1, LINHAS_POR_ENGINE + 1 + i);
    }
    const volta = Date.now();
    agente = lancarAgente(t.url, filial.token, estado);
    const fim = await esperar(statusSync, (s) => s.retomada && !s.executando && s.dtFim !== null && Date.parse(s.dtInicio ?? '') >= volta, 120_000);
    expect(fim).toMatchObject({ sucesso: true, itemsCount: LINHAS_POR_ENGINE, erro: null });

    const noErp = (await erp.sql('SELECT codigo, preco FROM produtos')).map((l) => Object.values(l)).map(([codigo, preco]) => [String(codigo), Number(preco)]);
    const naNuvem = (await nuvem()).filter((r) => !r.removido).map((r) => [r.identificador, (JSON.parse(r.dados) as { valorUnitario: number }).valorUnitario]);
    const ordem = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(naNuvem.sort(ordem)).toEqual(noErp.sort(ordem));
  }, 300_000);

  it(`killed ${MATAR_VEZES} times in the middle of writing orders back, writes each one to the ERP exactly once`, async () => {
    if (agente) await matar(agente);
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoDadosInsertPedido', INSERT_PEDIDO);
    const uuids = Array.from({ length: 30 }, (_, i) => `morto-${engine}-${i}`);
    for (const uuid of uuids) {
      await t.app.services.registrosApp.registrar({
        filialId: filial.filialId,
        dispositivoId: null,
        tipo: 'pedido',
        uuid,
        usuarioIdentificador: null,
        dados: { clienteIdentificador: 'C1', valorTotal: 2, itens: [{ produtoIdentificador: 'P0001', quantidade: 1, valorUnitarioVenda: 2, valorTotal: 2 }] },
      });
    }
    for (let i = 0; i < MATAR_VEZES; i++) {
      // Killed right after the server took a random one of its next results: in the middle of the next order.
      const { chegou, desfazer } = aposLote(1 + Math.floor(Math.random() * 5), EVENTOS.confirmacao);
      try {
        agente = lancarAgente(t.url, filial.token, estado);
        await chegou;
        await matar(agente);
      } finally {
        desfazer();
      }
    }
    agente = lancarAgente(t.url, filial.token, estado);
    const registros = () =>
      t.app.db.kysely
        .selectFrom('mobile_registro')
        .select(['uuid', 'situacao', 'chaveErp'])
        .where('filialId', '=', filial.filialId)
        .where('tipo', '=', 'pedido')
        .execute();
    const finais = await esperar(registros, (r) => r.length === uuids.length && r.every((x) => x.situacao === 'integrado'), 120_000);
    for (const { uuid, chaveErp } of finais) {
      const noErp = (await erp.sql('SELECT id FROM pedidos WHERE uuid_app = ?', [uuid])).map((l) => String(Object.values(l)[0]));
      expect(noErp, uuid).toEqual([chaveErp]);
      const itens = await erp.sql('SELECT COUNT(*) AS n FROM pedido_itens WHERE pedido_id = ?', [Number(chaveErp)]);
      expect(Number(Object.values(itens[0]!)[0]), uuid).toBe(1);
    }
  }, 300_000);
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensagemErroErp, type TipoErroErp } from '../../common/erpErrors';
import { MSG } from '../../common/messages';
import { montarPedido, type TelefoneSimulado } from '../../scripts/device';
import { Comporta, conexaoComoDados, esperar, gerarToken, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { criarErp, engineDisponivel, inserirProdutos, type ErpDeTeste } from '../support/erps';
import { lancarAgente, matar } from '../support/processoAgente';
import { startTestApp, type TestApp } from '../support/testApp';
import { criarCenario, usuario, type CenarioMobile } from './mobileCenario';

const ENGINES = (['sqlite', 'mariadb', 'postgres', 'firebird'] as const)
  .filter(engineDisponivel)
  .filter((e) => !process.env.ENGINE_ERP || process.env.ENGINE_ERP === e);
const PRODUTO = 'configuracaoDadosProduto';
const CLIENTE = 'configuracaoDadosCliente';
const INSERT = 'configuracaoDadosInsertPedido';
const PRODUTOS = 300;

const SELECT_PRODUTOS = 'SELECT codigo, descricao, preco, estoque, ativo FROM produtos ORDER BY codigo';
const MAPA_PRODUTOS = {
  campos: { produtoIdentificador: 'codigo', descricao: 'descricao', valorUnitario: 'preco', estoqueAtual: 'estoque', ativo: 'ativo' },
  selectItens: {},
  selectFormaPagamentoCliente: {},
  camposPersonalizados: [],
};
const produtos = (select = SELECT_PRODUTOS) => ({ tempoSincronizacao: '24:00', quantidadeRegistrosPaginar: 10, select });
const CLIENTES = {
  dados: { tempoSincronizacao: '24:00', quantidadeRegistrosPaginar: 10, select: 'SELECT codigo, nome, tipo, documento, ativo FROM clientes ORDER BY codigo' },
  mapeamento: {
    campos: { clienteIdentificador: 'codigo', nome: 'nome', tipoPessoa: 'tipo', docFederal: 'documento', ativo: 'ativo' },
    selectItens: {},
    selectFormaPagamentoCliente: {},
    camposPersonalizados: [],
  },
};
const insert = (colunaObservacao = 'observacao') => ({
  transacaoInsert: true,
  tempoSincronizacao: '00:30',
  quantidadeRegistrosPaginar: 50,
  insert: [
    {
      id: 'INS_1',
      sql: `INSERT INTO pedidos (uuid_app, cliente, vendedor, total, ${colunaObservacao}) VALUES (:uuid, :clienteIdentificador, :usuarioIdentificador, :valorTotal, :observacao)`,
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
});

const SINCRONIZAR = 'query($a: String!, $d: SincronizarInput!) { filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status msg erro } }';
const SYNC_STATUS =
  'query($a: String!, $t: String!) { filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { executando sucesso cancelada erro msg itemsCount itensSincronizadosCount envioCompleto dtInicio dtFim retomada remocoesRetidas } }';
const STATUS = 'query($a: String!) { filialGerenciadorStatus(identificadorApp: $a) { conectado } }';
const TESTAR_CONEXAO = 'query($a: String!, $d: String!) { filialGerenciadorTestarConexao(identificadorApp: $a, dadosConexao: $d) { status msg erro } }';
const TESTAR_SQL = 'query($a: String!, $d: String!) { filialGerenciadorTestarSQL(identificadorApp: $a, dadosSQL: $d) { status msg erro } }';
const CONFIRMAR_REMOCOES = 'mutation($a: String!, $t: String!) { filialGerenciadorConfirmarRemocoes(identificadorApp: $a, tipo: $t) { status msg erro } }';

interface StatusSync {
  executando: boolean;
  sucesso: boolean;
  cancelada: boolean;
  erro: string | null;
  msg: string | null;
  itemsCount: number;
  envioCompleto: boolean;
  dtInicio: string | null;
  dtFim: string | null;
  retomada: boolean;
  remocoesRetidas: number;
}

/**
 * Nothing lost on a bad day (docs/guia-integrador.md §8): per engine, with the server and the agent as separate processes, each fault
 * an integrator meets on a bad day gives a Portuguese message, the agent stays connected, the next
 * run works, the phones keep their data, and every order posted meanwhile reaches the ERP once.
 * One ERP, one branch and one agent process per engine serve all its cases, in order. The server's
 * own database does not matter here (the record states run on both in registrosGerenciador.test.ts):
 * this file runs once, on SQLite.
 */
describe.runIf(process.env.TEST_DB !== 'postgres').each(ENGINES)('gerenciador num dia ruim: %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let erp: ErpDeTeste;
  let c: CenarioMobile;
  let filial: FilialComGerenciador;
  let fone: TelefoneSimulado;
  let agente: ChildProcess;
  const estado = join(mkdtempSync(join(tmpdir(), `agente-${engine}-`)), 'estado.db');
  /** Every order the phone posted in this engine's cases: each must end in the ERP exactly once. */
  const postados: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    erp = await criarErp(engine, { chavesEstrangeiras: true });
    await inserirProdutos(erp, PRODUTOS);
    for (const [codigo, nome, documento] of [
      ['C001', 'Padaria Central', '11222333000181'],
      ['AB12 ', 'Mercado Espaço Verde', '11444777000161'],
      ['C003', 'Açougue São João', '45723174000110'],
    ]) {
      await erp.sql('INSERT INTO clientes (codigo, nome, tipo, documento, ativo) VALUES (?, ?, ?, ?, ?)', [codigo, nome, 'J', documento, 1]);
    }
    c = await criarCenario(t, `Resiliencia${engine}`);
    await c.sincronizar('configuracaoDadosUsuario', [usuario('V01', 'ana', 'senha123')]);
    filial = await gerarToken(t, c.partner.token, c.filialId);
    await salvarConfiguracao(t, c.partner.token, c.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    await salvarConfiguracao(t, c.partner.token, c.filialId, PRODUTO, produtos(), MAPA_PRODUTOS);
    await salvarConfiguracao(t, c.partner.token, c.filialId, CLIENTE, CLIENTES.dados, CLIENTES.mapeamento);
    await salvarConfiguracao(t, c.partner.token, c.filialId, INSERT, insert());
    agente = lancarAgente(t.url, filial.token, estado);
    await esperar(conectado, Boolean, 30_000);
    expect(await rodar(CLIENTE)).toMatchObject({ sucesso: true, itemsCount: 3 });
    expect(await rodar(PRODUTO)).toMatchObject({ sucesso: true, itemsCount: PRODUTOS });
    fone = await c.vendedorLogado('ana', 'senha123');
  }, 120_000);

  afterAll(async () => {
    if (agente) await matar(agente);
    await t?.close();
    await erp?.remover();
  });

  async function conectado(): Promise<boolean> {
    return (
      (await t.gql<{ filialGerenciadorStatus: { conectado: boolean } }>(STATUS, { a: filial.identificadorApp }, c.partner.token)).data?.filialGerenciadorStatus
        .conectado ?? false
    );
  }
  const status = async (tipo = PRODUTO) =>
    (await t.gql<{ filialGerenciadorSincronizarStatus: StatusSync }>(SYNC_STATUS, { a: filial.identificadorApp, t: tipo }, c.partner.token)).data!
      .filialGerenciadorSincronizarStatus;
  /** Starts a run (retrying while the agent is still loading a saved configuration) and waits for its end. */
  async function rodar(tipo = PRODUTO, reenviarTodos = false): Promise<StatusSync> {
    const inicio = await iniciar(tipo, reenviarTodos);
    return esperar(
      () => status(tipo),
      (s) => !s.executando && s.dtFim !== null && Date.parse(s.dtInicio ?? '') >= inicio,
      60_000,
    );
  }
  async function iniciar(tipo: string, reenviarTodos: boolean): Promise<number> {
    const inicio = Date.now();
    await esperar(
      async () =>
        (
          await t.gql<{ filialGerenciadorSincronizar: { status: boolean } }>(
            SINCRONIZAR,
            { a: filial.identificadorApp, d: { tipo, reenviarTodos } },
            c.partner.token,
          )
        ).data?.filialGerenciadorSincronizar.status,
      Boolean,
      20_000,
    );
    return inicio;
  }
  /** The agent is the same process it was, alive and connected: no restart was needed. */
  async function agenteVivo(): Promise<void> {
    expect(agente.exitCode).toBeNull();
    expect(agente.signalCode).toBeNull();
    expect(await conectado()).toBe(true);
  }
  /** What the phones hold for a type (the server's live synced records). */
  async function contarNuvem(tipo: string): Promise<number> {
    const linhas = await t.app.db.kysely
      .selectFrom('mobile_dado')
      .select('identificador')
      .where('filialId', '=', c.filialId)
      .where('tipo', '=', tipo)
      .where('removido', '=', 0)
      .execute();
    return linhas.length;
  }
  const contar = async (texto: string, valores: unknown[]) => Number(Object.values((await erp.sql(texto, valores))[0]!)[0]);
  async function postar(cliente = 'C001') {
    const pedido = montarPedido(cliente, [{ produtoIdentificador: 'P0002', quantidade: 2, valorUnitarioVenda: 2.5 }], { observacao: `pedido de ${engine}` });
    const r = await fone.postar('pedidos', pedido);
    expect(r).toMatchObject({ status: 200, corpo: { situacao: 'pendente' } });
    postados.push(pedido.uuid);
    return pedido;
  }
  const registro = (uuid: string) => c.registros.buscarPorUuid(c.filialId, 'pedido', uuid).then((r) => r!);
  const situacaoFinal = (uuid: string) =>
    esperar(
      () => registro(uuid),
      (r) => r.situacao !== 'pendente',
      60_000,
    );
  async function integradoUmaVez(uuid: string): Promise<void> {
    const final = await esperar(
      () => registro(uuid),
      (r) => r.situacao === 'integrado',
      60_000,
    );
    const [linha] = await erp.sql('SELECT id FROM pedidos WHERE uuid_app = ?', [uuid]);
    expect(await contar('SELECT COUNT(*) FROM pedidos WHERE uuid_app = ?', [uuid])).toBe(1);
    expect(final.chaveErp).toBe(String(Object.values(linha!)[0]));
    expect(await contar('SELECT COUNT(*) FROM pedido_itens WHERE pedido_id = ?', [Number(final.chaveErp)])).toBe(1);
    expect((await fone.situacao('pedidos', uuid)).corpo).toMatchObject({ situacao: 'integrado', chaveErp: final.chaveErp, erro: null });
  }
  /** Every live product on the phones is an ERP row with its price, stock and description, and every ERP row is on the phones. */
  async function nuvemIgualAoErp(): Promise<void> {
    const noErp = (await erp.sql('SELECT codigo, descricao, preco, estoque FROM produtos'))
      .map((l) => Object.values(l))
      .map(([codigo, descricao, preco, estoque]) => [String(codigo), String(descricao), Number(preco), Number(estoque)]);
    const naNuvem = (
      await t.app.db.kysely
        .selectFrom('mobile_dado')
        .select(['identificador', 'dados'])
        .where('filialId', '=', c.filialId)
        .where('tipo', '=', PRODUTO)
        .where('removido', '=', 0)
        .execute()
    )
      .map((r) => ({ id: r.identificador, ...(JSON.parse(r.dados) as { descricao: string; valorUnitario: number; estoqueAtual: number }) }))
      .map((d) => [d.id, d.descricao, d.valorUnitario, d.estoqueAtual]);
    const ordem = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(naNuvem.sort(ordem)).toEqual(noErp.sort(ordem));
  }
  async function dadosMantidos(produtosEsperados = PRODUTOS): Promise<void> {
    expect(await contarNuvem(PRODUTO)).toBe(produtosEsperados);
    expect(await contarNuvem(CLIENTE)).toBe(3);
  }

  it('a wrong password (SQLite: a missing file): Portuguese messages, orders held in erro and written once after the fix', async () => {
    const errada =
      engine === 'sqlite'
        ? { sqliteArquivo: '/nao/existe/erp.db' }
        : engine === 'postgres'
          ? { username: 'usuario_do_erp_inexistente' }
          : { password: 'senha-errada' };
    const tipo: TipoErroErp = engine === 'sqlite' ? 'bancoNaoEncontrado' : 'autenticacao';
    const teste = await t.gql<{ filialGerenciadorTestarConexao: { status: boolean; msg: string; erro: string } }>(
      TESTAR_CONEXAO,
      { a: filial.identificadorApp, d: JSON.stringify({ ...erp.conexao, ...errada }) },
      c.partner.token,
    );
    expect(teste.data?.filialGerenciadorTestarConexao).toMatchObject({ status: false, msg: mensagemErroErp(tipo, 'conectar') });
    expect(teste.data?.filialGerenciadorTestarConexao.erro).not.toBe(teste.data?.filialGerenciadorTestarConexao.msg);

    await salvarConfiguracao(t, c.partner.token, c.filialId, 'configuracaoIntegracao', conexaoComoDados({ ...erp.conexao, ...errada }));
    expect(await rodar()).toMatchObject({ sucesso: false, msg: mensagemErroErp(tipo, 'sincronizar') });
    const pedido = await postar();
    const emErro = await situacaoFinal(pedido.uuid);
    expect(emErro).toMatchObject({ situacao: 'erro', erro: mensagemErroErp(tipo, 'gravar'), erroTipo: tipo });
    expect(emErro.erroDetalhe).toBeTruthy();
    expect((await fone.situacao('pedidos', pedido.uuid)).corpo).toMatchObject({ situacao: 'erro', erro: mensagemErroErp(tipo, 'gravar') });
    await agenteVivo();
    await dadosMantidos();

    await salvarConfiguracao(t, c.partner.token, c.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    await integradoUmaVez(pedido.uuid);
    expect(await rodar()).toMatchObject({ sucesso: true, itemsCount: PRODUTOS, erro: null });
    await dadosMantidos();
  });

  it('a select typo: the test and the run say which table, the phones keep their data, orders go on', async () => {
    const typo = 'SELECT codigo, descricao, preco, estoque, ativo FROM prodcts ORDER BY codigo';
    const teste = await t.gql<{ filialGerenciadorTestarSQL: { status: boolean; msg: string; erro: string } }>(
      TESTAR_SQL,
      { a: filial.identificadorApp, d: JSON.stringify({ instrucao: typo, tipo: 'SELECT' }) },
      c.partner.token,
    );
    expect(teste.data?.filialGerenciadorTestarSQL).toMatchObject({ status: false, msg: mensagemErroErp('tabelaNaoEncontrada', 'testarSelect') });
    expect(teste.data?.filialGerenciadorTestarSQL.erro?.toLowerCase()).toContain('prodcts');
    await salvarConfiguracao(t, c.partner.token, c.filialId, PRODUTO, produtos(typo), MAPA_PRODUTOS);
    const pedido = await postar();
    const falha = await rodar();
    expect(falha).toMatchObject({ sucesso: false, msg: mensagemErroErp('tabelaNaoEncontrada', 'sincronizar') });
    expect(falha.erro?.toLowerCase()).toContain('prodcts');
    await integradoUmaVez(pedido.uuid);
    await agenteVivo();
    await dadosMantidos();
    await salvarConfiguracao(t, c.partner.token, c.filialId, PRODUTO, produtos(), MAPA_PRODUTOS);
    expect(await rodar()).toMatchObject({ sucesso: true, itemsCount: PRODUTOS });
  });

  it('a mapped column the select does not return (only in its ORDER BY): a failed run naming it, nothing removed, orders go on', async () => {
    await salvarConfiguracao(
      t,
      c.partner.token,
      c.filialId,
      PRODUTO,
      produtos('SELECT codigo, preco, estoque, ativo FROM produtos ORDER BY descricao, codigo'),
      MAPA_PRODUTOS,
    );
    const pedido = await postar();
    expect(await rodar()).toMatchObject({ sucesso: false, envioCompleto: false, msg: MSG.colunaNaoRetornada('descricao', 'Descrição') });
    await integradoUmaVez(pedido.uuid);
    await agenteVivo();
    await dadosMantidos();
    await salvarConfiguracao(t, c.partner.token, c.filialId, PRODUTO, produtos(), MAPA_PRODUTOS);
    expect(await rodar()).toMatchObject({ sucesso: true, itemsCount: PRODUTOS });
    await dadosMantidos();
  });

  it('an insert with a wrong column saved while the agent was away: orders in erro with the column named, written once when the insert is saved again; the next run works', async () => {
    // With the agent connected the save runs the insert against the ERP and refuses the column.
    await expect(salvarConfiguracao(t, c.partner.token, c.filialId, INSERT, insert('obs'))).rejects.toThrow('Insert do pedido 1: a coluna');
    // Saved while the agent is away, it is kept with a warning; the agent takes it when it is back.
    await matar(agente);
    await esperar(conectado, (sim) => !sim, 30_000);
    const salvo = await t.gql<{ r: { aviso: string | null } }>(
      'mutation($i: MobileFilialConfiguracaoInput!) { r: createUpdateMobileFilialConfiguracao(input: $i) { aviso } }',
      { i: { filialId: c.filialId, tipo: INSERT, dados: JSON.stringify(insert('obs')), ativa: true } },
      c.partner.token,
    );
    expect(salvo.data?.r.aviso).toBe(MSG.insertNaoConferido(MSG.gerenciadorDesconectado));
    agente = lancarAgente(t.url, filial.token, estado);
    await esperar(conectado, Boolean, 30_000);
    const [a, b] = [await postar(), await postar()];
    for (const p of [a, b]) {
      const r = await situacaoFinal(p.uuid);
      expect(r).toMatchObject({ situacao: 'erro', erroTipo: 'colunaNaoEncontrada', erro: mensagemErroErp('colunaNaoEncontrada', 'gravar') });
      expect(r.erroDetalhe?.toLowerCase()).toContain('obs');
    }
    expect(await contar('SELECT COUNT(*) FROM pedidos WHERE uuid_app IN (?, ?)', [a.uuid, b.uuid])).toBe(0);
    await agenteVivo();
    await salvarConfiguracao(t, c.partner.token, c.filialId, INSERT, insert());
    await integradoUmaVez(a.uuid);
    await integradoUmaVez(b.uuid);
    expect(await rodar()).toMatchObject({ sucesso: true, itemsCount: PRODUTOS, erro: null });
    await dadosMantidos();
  });

  it.skipIf(engine === 'sqlite')(
    'the ERP connection cut from the database side in the middle of a sync: a failed run, an order posted meanwhile written once, the next run works',
    async () => {
      // A result far larger than the sockets' buffers, so the read cannot be all in the client when the
      // connection goes: each product 20 times (a page holds ten copies of one), 3 KB a row, 18 MB in
      // all. Held at its first batch, the agent reads on while a second batch is in flight and stops at
      // the third, some 170 rows in; MariaDB sends a result as fast as the sockets take it, and they
      // grow to hold a few MB once the client reads fast.
      const largo = `SELECT p.codigo, p.descricao, p.preco, p.estoque, p.ativo, RPAD(p.descricao, 3000, '.') AS observacao
      FROM produtos p CROSS JOIN produtos copias WHERE copias.codigo <= 'P0020' ORDER BY p.codigo`;
      await salvarConfiguracao(t, c.partner.token, c.filialId, PRODUTO, produtos(largo), {
        ...MAPA_PRODUTOS,
        campos: { ...MAPA_PRODUTOS.campos, observacao: 'observacao' },
      });
      const comporta = new Comporta(PRODUTO, 1);
      const original = t.app.hub.handlers.event;
      t.app.hub.handlers.event = comporta.envolver(original);
      let pedido: Awaited<ReturnType<typeof postar>> | undefined;
      try {
        const inicio = await iniciar(PRODUTO, true);
        await comporta.retida();
        expect(await erp.cortarConexoes()).toBeGreaterThan(0);
        // An order posted while the run is cut: the write-back meets the same dead connections.
        pedido = await postar();
        comporta.liberar();
        const falha = await esperar(status, (s) => !s.executando && s.dtFim !== null && Date.parse(s.dtInicio ?? '') >= inicio, 60_000);
        expect(falha).toMatchObject({ sucesso: false, msg: mensagemErroErp('conexaoPerdida', 'sincronizar') });
      } finally {
        comporta.liberar();
        t.app.hub.handlers.event = original;
      }
      await integradoUmaVez(pedido!.uuid);
      await agenteVivo();
      await dadosMantidos();
      // The next run, with the wide select, reads every copy; then the plain select again.
      expect(await rodar(PRODUTO, true)).toMatchObject({ sucesso: true, itemsCount: 20 * PRODUTOS, erro: null });
      await dadosMantidos();
      await salvarConfiguracao(t, c.partner.token, c.filialId, PRODUTO, produtos(), MAPA_PRODUTOS);
    },
  );

  it('the connection cut in the middle of a write-back (SQLite: the file locked): retried by itself, written once', async () => {
    const pedido = montarPedido('C001', [{ produtoIdentificador: 'P0002', quantidade: 2, valorUnitarioVenda: 2.5 }]);
    // Another session writes the same uuid and keeps it uncommitted: the agent's insert waits on it.
    const trava = await erp.segurar("INSERT INTO pedidos (uuid_app, cliente, total) VALUES (?, 'C001', 0)", [pedido.uuid]);
    try {
      expect((await fone.postar('pedidos', pedido)).status).toBe(200);
      postados.push(pedido.uuid);
      if (engine === 'sqlite') {
        await esperar(
          () => registro(pedido.uuid),
          (r) => r.tentativas > 0,
          30_000,
        );
      } else {
        await esperar(
          () => erp.sessoesDoAgente('INSERT'),
          (n) => n > 0,
          30_000,
        );
        expect(await erp.cortarConexoes('INSERT')).toBeGreaterThan(0);
        await esperar(
          () => registro(pedido.uuid),
          (r) => r.tentativas > 0,
          30_000,
        );
      }
    } finally {
      await trava.liberar();
    }
    const falhaTransitoria = (await c.registros.historicoDe(c.filialId, (await registro(pedido.uuid)).id)).find(
      (h) => h.situacao === 'pendente' && h.origem === 'agente',
    );
    expect(falhaTransitoria?.mensagem).toBe(mensagemErroErp(engine === 'sqlite' ? 'bloqueio' : 'conexaoPerdida', 'gravar'));
    await integradoUmaVez(pedido.uuid);
    await agenteVivo();
  });

  it('a key with a trailing blank reaches the ERP foreign key as it is', async () => {
    const { copia } = await fone.puxarTudo('cliente');
    expect([...copia.keys()].sort()).toEqual(['AB12 ', 'C001', 'C003']);
    const pedido = await postar('AB12 ');
    await integradoUmaVez(pedido.uuid);
    const [linha] = await erp.sql('SELECT cliente FROM pedidos WHERE uuid_app = ?', [pedido.uuid]);
    expect(Object.values(linha!)[0]).toBe('AB12 ');
  });

  it('a save during a running sync does not cut it: another type reloads alone, a new connection waits for the run', async () => {
    const comporta = new Comporta(PRODUTO, 2);
    const original = t.app.hub.handlers.event;
    t.app.hub.handlers.event = comporta.envolver(original);
    // The same database under another address: a new connection for the agent.
    const outraConexao = engine === 'sqlite' ? { sqliteArquivo: erp.conexao.sqliteArquivo.replace(/\/([^/]+)$/, '/./$1') } : { hostname: 'localhost' };
    try {
      const inicio = await iniciar(PRODUTO, true);
      await comporta.retida();
      await salvarConfiguracao(t, c.partner.token, c.filialId, INSERT, insert());
      await salvarConfiguracao(t, c.partner.token, c.filialId, 'configuracaoIntegracao', conexaoComoDados({ ...erp.conexao, ...outraConexao }));
      comporta.liberar();
      const fim = await esperar(status, (s) => !s.executando && s.dtFim !== null && Date.parse(s.dtInicio ?? '') >= inicio, 60_000);
      expect(fim).toMatchObject({ sucesso: true, itemsCount: PRODUTOS, erro: null });
    } finally {
      comporta.liberar();
      t.app.hub.handlers.event = original;
    }
    const pedido = await postar();
    await integradoUmaVez(pedido.uuid);
    await salvarConfiguracao(t, c.partner.token, c.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    await agenteVivo();
  });

  it('the agent killed in the middle of a run: it starts again by itself, the panel says so and the cloud ends equal to the ERP', async () => {
    await erp.sql('UPDATE produtos SET preco = preco + 1');
    const comporta = new Comporta(PRODUTO, 2);
    const original = t.app.hub.handlers.event;
    t.app.hub.handlers.event = comporta.envolver(original);
    try {
      await iniciar(PRODUTO, true);
      await comporta.retida();
      await matar(agente);
    } finally {
      comporta.liberar();
      t.app.hub.handlers.event = original;
    }
    const interrompida = await esperar(status, (s) => !s.executando, 20_000);
    expect(interrompida.msg).toBe(MSG.sincronizacaoInterrompida);
    // While the agent is down the ERP goes on: a price changes, a product goes away, another arrives.
    await erp.sql("UPDATE produtos SET preco = preco + 10, estoque = 42 WHERE codigo = 'P0007'");
    await erp.sql("DELETE FROM produtos WHERE codigo = 'P0150'");
    await inserirProdutos(erp, 1, PRODUTOS + 1);
    const antes = Date.now();
    agente = lancarAgente(t.url, filial.token, estado);
    // No one asks for it: the agent resumes the run it had open.
    const retomada = await esperar(status, (s) => s.retomada && !s.executando && s.dtFim !== null && Date.parse(s.dtInicio ?? '') >= antes, 60_000);
    expect(retomada).toMatchObject({ sucesso: true, itemsCount: PRODUTOS, erro: null });
    expect((await erp.sql('SELECT preco FROM produtos WHERE codigo = ?', ['P0300'])).map((l) => Number(Object.values(l)[0]))).toEqual([
      Number((300 * 1.25 + 1).toFixed(2)),
    ]);
    await nuvemIgualAoErp();
    expect(
      (
        await t.app.db.kysely
          .selectFrom('mobile_dado')
          .select('removido')
          .where('filialId', '=', c.filialId)
          .where('tipo', '=', PRODUTO)
          .where('identificador', '=', 'P0150')
          .executeTakeFirst()
      )?.removido,
    ).toBe(1);
    await dadosMantidos();
  });

  it.runIf(engine === 'sqlite')('a run with a failed row removes nothing; the safety valve holds a mass removal until confirmed', async () => {
    await erp.sql("UPDATE produtos SET preco = 'caro' WHERE codigo = 'P0010'");
    await erp.sql("DELETE FROM produtos WHERE codigo = 'P0020'");
    const falha = await rodar();
    expect(falha).toMatchObject({ sucesso: false, envioCompleto: false, msg: MSG.registrosNaoLidos(1) });
    expect(falha.erro).toContain('Registro P0010: o campo valorUnitario (caro) não é um número decimal');
    await dadosMantidos();
    await erp.sql("UPDATE produtos SET preco = '9.99' WHERE codigo = 'P0010'");
    expect(await rodar()).toMatchObject({ sucesso: true, envioCompleto: true });
    await dadosMantidos(PRODUTOS - 1);

    await erp.sql("DELETE FROM produtos WHERE codigo > 'P0099'");
    const retida = await rodar();
    const removidos = PRODUTOS - 1 - 98;
    expect(retida).toMatchObject({ sucesso: true, envioCompleto: false, remocoesRetidas: removidos, msg: MSG.remocoesRetidas(removidos, PRODUTOS - 1) });
    await dadosMantidos(PRODUTOS - 1);
    const confirmacao = await t.gql<{ filialGerenciadorConfirmarRemocoes: unknown }>(
      CONFIRMAR_REMOCOES,
      { a: filial.identificadorApp, t: PRODUTO },
      c.partner.token,
    );
    expect(confirmacao.data?.filialGerenciadorConfirmarRemocoes).toEqual({ status: true, msg: MSG.remocoesConfirmadas(removidos), erro: null });
    await dadosMantidos(98);
    expect(await status()).toMatchObject({ remocoesRetidas: 0, envioCompleto: true });
    const { copia } = await fone.puxarTudo('produto');
    expect(copia.size).toBe(98);
  });

  it('every order posted through these faults is in the ERP exactly once', async () => {
    expect(postados.length).toBeGreaterThanOrEqual(6);
    for (const uuid of postados) {
      expect((await registro(uuid)).situacao, uuid).toBe('integrado');
      expect(await contar('SELECT COUNT(*) FROM pedidos WHERE uuid_app = ?', [uuid]), uuid).toBe(1);
    }
    await agenteVivo();
  });
});

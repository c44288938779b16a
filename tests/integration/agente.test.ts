import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIGURACAO_BASICA_PADRAO } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { criarErp, inserirProdutos, type ErpDeTeste } from '../support/erps';
import { conexaoComoDados, esperar, gerarToken, iniciarAgente, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

const STATUS = 'query($a: String!) { filialGerenciadorStatus(identificadorApp: $a) { status msg conectado versao desatualizado } }';
const SYNC_STATUS =
  'query($a: String!, $t: String!) { filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { executando sucesso cancelada erro itemsCount itensSincronizadosCount envioCompleto dtInicio dtFim } }';
const RESULTADO = 'status msg erro dados';

const PRODUTO = {
  dados: {
    tempoSincronizacao: '00:30',
    quantidadeRegistrosPaginar: 25,
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
      sql: 'INSERT INTO pedidos (uuid_app, cliente, vendedor, emissao, total, observacao) VALUES (:uuid, :clienteIdentificador, :usuarioIdentificador, :dataPedido, :valorTotal, :observacao)',
      selectChave: 'SELECT id FROM pedidos WHERE uuid_app = :uuid',
    },
  ],
  insertItens: [
    {
      id: 'INS_ITENS_1',
      sql: 'INSERT INTO pedido_itens (pedido_id, produto, quantidade, valor_unitario, total, observacao) VALUES (:pedidoIdentificador, :produtoIdentificador, :quantidade, :valorUnitarioVenda, :valorTotal, :observacao)',
      selectChave: '',
    },
  ],
};

const INSERT_CLIENTE = {
  transacaoInsert: true,
  tempoSincronizacao: '00:30',
  quantidadeRegistrosPaginar: 50,
  insert: [
    {
      id: 'INS_1',
      sql: "INSERT INTO clientes (codigo, nome, tipo, documento, ativo) VALUES ('APP' || :docFederal, :nome, :tipoPessoa, :docFederal, 1)",
      selectChave: 'SELECT codigo FROM clientes WHERE documento = :docFederal',
    },
  ],
  insertItens: [],
};

/** The hub and the agent together: GraphQL manager calls reach a real agent on a real ERP database. */
describe('gerenciador conectado ao servidor', () => {
  let t: TestApp;
  let erp: ErpDeTeste;
  let admin: string;
  let parceiro: Partner;
  let filial: FilialComGerenciador;
  let agente: ReturnType<typeof iniciarAgente>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, 'Agente');
    erp = await criarErp('sqlite');
    await inserirProdutos(erp, 60);
    filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Loja Agente'));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoDadosProduto', PRODUTO.dados, PRODUTO.mapeamento);
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoDadosInsertPedido', INSERT_PEDIDO);
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoBasica', { ...CONFIGURACAO_BASICA_PADRAO, permiteInclusaoNovosClientes: true });
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoDadosInsertCliente', INSERT_CLIENTE);
    agente = iniciarAgente(t.url, filial.token);
  }, 60_000);
  afterAll(async () => {
    await agente?.parar();
    await t?.close();
    await erp?.remover();
  });

  const status = async () =>
    (await t.gql<{ filialGerenciadorStatus: { conectado: boolean; msg: string; versao: string } }>(STATUS, { a: filial.identificadorApp }, parceiro.token))
      .data!.filialGerenciadorStatus;

  it('shows the agent connected with its version, and disconnected when it stops', async () => {
    const conectado = await esperar(status, (s) => s.conectado && Boolean(s.versao));
    expect(conectado).toMatchObject({ msg: MSG.gerenciadorConectado, versao: '0.1.0', desatualizado: false });
  });

  it('tests the connection (saved password) and a select through the agent', async () => {
    const conexao = await t.gql<{ filialGerenciadorTestarConexao: { status: boolean; msg: string } }>(
      `query($a: String!, $d: String!) { filialGerenciadorTestarConexao(identificadorApp: $a, dadosConexao: $d) { ${RESULTADO} } }`,
      { a: filial.identificadorApp, d: JSON.stringify({ ...erp.conexao, password: '' }) },
      parceiro.token,
    );
    expect(conexao.data?.filialGerenciadorTestarConexao).toMatchObject({ status: true, msg: MSG.conexaoRealizada });
    const ruim = await t.gql<{ filialGerenciadorTestarConexao: { status: boolean; erro: string } }>(
      `query($a: String!, $d: String!) { filialGerenciadorTestarConexao(identificadorApp: $a, dadosConexao: $d) { ${RESULTADO} } }`,
      { a: filial.identificadorApp, d: JSON.stringify({ ...erp.conexao, sqliteArquivo: '/nao/existe/erp.db' }) },
      parceiro.token,
    );
    expect(ruim.data?.filialGerenciadorTestarConexao.status).toBe(false);
    expect(ruim.data?.filialGerenciadorTestarConexao.erro).toBeTruthy();

    const select = await t.gql<{ filialGerenciadorTestarSQL: { status: boolean; msg: string; dados: string } }>(
      `query($a: String!, $d: String!) { filialGerenciadorTestarSQL(identificadorApp: $a, dadosSQL: $d) { ${RESULTADO} } }`,
      { a: filial.identificadorApp, d: JSON.stringify({ instrucao: PRODUTO.dados.select, tipo: 'SELECT' }) },
      parceiro.token,
    );
    expect(select.data?.filialGerenciadorTestarSQL).toMatchObject({ status: true, msg: MSG.selectExecutado(1) });
    const naoSelect = await t.gql<{ filialGerenciadorTestarSQL: { status: boolean; erro: string } }>(
      `query($a: String!, $d: String!) { filialGerenciadorTestarSQL(identificadorApp: $a, dadosSQL: $d) { ${RESULTADO} } }`,
      { a: filial.identificadorApp, d: JSON.stringify({ instrucao: 'DELETE FROM produtos', tipo: 'SELECT' }) },
      parceiro.token,
    );
    expect(naoSelect.data?.filialGerenciadorTestarSQL).toMatchObject({ status: false });
    expect(await erp.sql('SELECT COUNT(*) AS n FROM produtos')).toEqual([{ n: 60 }]);
  });

  it('runs a sync on demand and stores the run status and the records for the phones', async () => {
    const r = await t.gql<{ filialGerenciadorSincronizar: { status: boolean; msg: string } }>(
      `query($a: String!, $d: SincronizarInput!) { filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { ${RESULTADO} } }`,
      { a: filial.identificadorApp, d: { tipo: 'configuracaoDadosProduto', reenviarTodos: false } },
      parceiro.token,
    );
    expect(r.data?.filialGerenciadorSincronizar ?? r.errors).toMatchObject({ status: true, msg: MSG.inicioSincronizacao });
    const ler = async () =>
      (
        await t.gql<{ filialGerenciadorSincronizarStatus: Record<string, unknown> }>(
          SYNC_STATUS,
          { a: filial.identificadorApp, t: 'configuracaoDadosProduto' },
          parceiro.token,
        )
      ).data!.filialGerenciadorSincronizarStatus;
    const fim = await esperar(ler, (s) => s.executando === false && s.dtFim !== null);
    expect(fim).toMatchObject({ sucesso: true, cancelada: false, envioCompleto: true, itemsCount: 60, itensSincronizadosCount: 60, erro: null });
    const salvos = await t.app.db.kysely
      .selectFrom('mobile_dado')
      .select(['identificador', 'dados', 'removido'])
      .where('filialId', '=', filial.filialId)
      .where('tipo', '=', 'configuracaoDadosProduto')
      .execute();
    expect(salvos).toHaveLength(60);
    expect(JSON.parse(salvos.find((s) => s.identificador === 'P0002')!.dados)).toMatchObject({
      descricao: 'Pão de açúcar nº 2 — café & maçã',
      valorUnitario: 2.5,
    });
  });

  it('writes a pending phone order to the ERP once and marks it integrated with the ERP key', async () => {
    const { registro } = await t.app.services.registrosApp.registrar({
      filialId: filial.filialId,
      dispositivoId: null,
      tipo: 'pedido',
      uuid: 'pedido-app-0001',
      usuarioIdentificador: 'V01',
      dados: {
        clienteIdentificador: 'C001',
        usuarioIdentificador: 'V01',
        dataPedido: '2026-11-23 09:15:00',
        valorTotal: 12.5,
        observacao: "Entregar à tarde; 'portão' azul",
        itens: [{ produtoIdentificador: 'P0001', quantidade: 10, valorUnitarioVenda: 1.25, valorTotal: 12.5 }],
      },
    });
    await agente.gerenciador.processarPendentes();
    const final = await esperar(
      () => t.app.services.registrosApp.buscarPorUuid(filial.filialId, 'pedido', registro.uuid),
      (r) => r?.situacao !== 'pendente',
    );
    const pedidos = await erp.sql('SELECT id, observacao FROM pedidos WHERE uuid_app = ?', [registro.uuid]);
    expect(pedidos).toHaveLength(1);
    expect(final).toMatchObject({ situacao: 'integrado', chaveErp: String(pedidos[0].id), erro: null });
    expect(pedidos[0].observacao).toBe("Entregar à tarde; 'portão' azul");
    expect(await erp.sql('SELECT produto, quantidade FROM pedido_itens WHERE pedido_id = ?', [pedidos[0].id])).toEqual([{ produto: 'P0001', quantidade: 10 }]);

    // Asked again (a lost acknowledgement, a reconnect): nothing new in the ERP.
    await t.app.db.kysely.updateTable('mobile_registro').set({ situacao: 'pendente', chaveErp: null }).where('uuid', '=', registro.uuid).execute();
    await agente.gerenciador.processarPendentes();
    await esperar(
      () => t.app.services.registrosApp.buscarPorUuid(filial.filialId, 'pedido', registro.uuid),
      (r) => r?.situacao === 'integrado',
    );
    expect(await erp.sql('SELECT COUNT(*) AS n FROM pedidos WHERE uuid_app = ?', [registro.uuid])).toEqual([{ n: 1 }]);
  });

  it('syncs the order status of the phones orders, binding their ERP keys as a list', async () => {
    await salvarConfiguracao(
      t,
      parceiro.token,
      filial.filialId,
      'configuracaoDadosSituacaoPedido',
      {
        tempoSincronizacao: '00:30',
        quantidadeRegistrosPaginar: 50,
        situacaoInicial: 'aberto',
        situacaoFinal: 'faturado',
        select: 'SELECT id, CASE WHEN total > 10 THEN :situacaoFinal ELSE :situacaoInicial END AS situacao FROM pedidos WHERE id IN (:pedidosIdentificadores)',
      },
      { campos: { pedidoIdentificador: 'id', situacao: 'situacao' }, selectItens: {}, selectFormaPagamentoCliente: {}, camposPersonalizados: [] },
    );
    // An order typed directly in the ERP is not the phones' business.
    await erp.sql("INSERT INTO pedidos (uuid_app, cliente, total) VALUES (NULL, 'C9', 99)");
    // The agent reloads its configuration when told of the change; then the run is accepted.
    const pedir = async () =>
      (
        await t.gql<{ filialGerenciadorSincronizar: { status: boolean } }>(
          'query($a: String!, $d: SincronizarInput!) { filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status msg erro } }',
          { a: filial.identificadorApp, d: { tipo: 'configuracaoDadosSituacaoPedido', reenviarTodos: false } },
          parceiro.token,
        )
      ).data!.filialGerenciadorSincronizar.status;
    await esperar(pedir, Boolean);
    const ler = async () =>
      (
        await t.gql<{ filialGerenciadorSincronizarStatus: Record<string, unknown> }>(
          SYNC_STATUS,
          { a: filial.identificadorApp, t: 'configuracaoDadosSituacaoPedido' },
          parceiro.token,
        )
      ).data!.filialGerenciadorSincronizarStatus;
    expect(await esperar(ler, (r) => r.executando === false && r.dtFim !== null)).toMatchObject({ sucesso: true, erro: null });
    const salvos = await t.app.db.kysely
      .selectFrom('mobile_dado')
      .select(['identificador', 'dados'])
      .where('filialId', '=', filial.filialId)
      .where('tipo', '=', 'configuracaoDadosSituacaoPedido')
      .execute();
    const [pedido] = await erp.sql('SELECT id FROM pedidos WHERE uuid_app = ?', ['pedido-app-0001']);
    expect(salvos.map((r) => [r.identificador, JSON.parse(r.dados).situacao])).toEqual([[String(pedido.id), 'faturado']]);
  });

  it('writes an order for a customer created on the phone with the customer ERP key, after the customer', async () => {
    await t.app.services.registrosApp.registrar({
      filialId: filial.filialId,
      dispositivoId: null,
      tipo: 'cliente',
      uuid: 'cliente-app-0001',
      usuarioIdentificador: 'V01',
      dados: { nome: 'Padaria São João', tipoPessoa: 'J', docFederal: '11222333000181' },
    });
    const pedido = await t.app.services.registrosApp.registrar({
      filialId: filial.filialId,
      dispositivoId: null,
      tipo: 'pedido',
      uuid: 'pedido-cliente-novo',
      usuarioIdentificador: 'V01',
      dados: {
        clienteIdentificador: 'cliente-app-0001',
        valorTotal: 3,
        itens: [{ produtoIdentificador: 'P0003', quantidade: 1, valorUnitarioVenda: 3, valorTotal: 3 }],
      },
    });
    // Both arrive together: the order waits until its customer has an ERP key.
    await agente.gerenciador.processarPendentes();
    const final = await esperar(
      () => t.app.services.registrosApp.buscarPorUuid(filial.filialId, 'pedido', pedido.registro.uuid),
      (r) => r?.situacao !== 'pendente',
    );
    expect(final?.situacao).toBe('integrado');
    expect(await erp.sql('SELECT nome FROM clientes WHERE codigo = ?', ['APP11222333000181'])).toEqual([{ nome: 'Padaria São João' }]);
    expect(await erp.sql('SELECT cliente FROM pedidos WHERE uuid_app = ?', ['pedido-cliente-novo'])).toEqual([{ cliente: 'APP11222333000181' }]);
  });

  it('restarts the agent on request; it comes back by itself, and the home card shows it connected', async () => {
    const r = await t.gql<{ filialGerenciadorReiniciar: { status: boolean; msg: string } }>(
      'mutation($a: String!) { filialGerenciadorReiniciar(identificadorApp: $a) { status msg erro } }',
      { a: filial.identificadorApp },
      parceiro.token,
    );
    expect(r.data?.filialGerenciadorReiniciar).toMatchObject({ status: true, msg: MSG.reinicioGerenciador });
    await esperar(
      async () => t.app.hub.isConnected(filial.filialId),
      (c) => !c,
      5000,
    );
    await esperar(status, (s) => s.conectado && Boolean(s.versao));
    // The card reads the presence row, written a moment after the hello the status query already knows.
    const card = () =>
      fetch(`${t.url}/api/v1/contratante/gerenciador-status`, { headers: { authorization: `Bearer ${parceiro.token}` } })
        .then((x) => x.json() as Promise<{ filialId: number; gerenciadorConectado: boolean; versaoGerenciador: string | null }[]>)
        .then((cards) => cards.find((c) => c.filialId === filial.filialId));
    expect(await esperar(card, (c) => Boolean(c?.versaoGerenciador), 5000)).toMatchObject({
      gerenciadorConectado: true,
      versaoGerenciador: '0.1.0',
      ultimoContatoGerenciador: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('refuses commands after the token is rotated, and shows the agent disconnected', async () => {
    const novo = await t.gql<{ gerarTokenGerenciador: string }>(
      'mutation($f: Int!) { gerarTokenGerenciador(filialId: $f) }',
      { f: filial.filialId },
      parceiro.token,
    );
    expect(novo.data?.gerarTokenGerenciador).toMatch(/^fvg_/);
    const desligado = await esperar(status, (s) => !s.conectado);
    expect(desligado.msg).toBe(MSG.gerenciadorDesconectado);
    const r = await t.gql<{ filialGerenciadorReiniciar: unknown }>(
      'mutation($a: String!) { filialGerenciadorReiniciar(identificadorApp: $a) { status msg erro } }',
      { a: filial.identificadorApp },
      parceiro.token,
    );
    expect(r.data?.filialGerenciadorReiniciar).toMatchObject({ status: false, msg: MSG.erroReinicioGerenciador });
  });

  // After the rotation no agent is connected, so nothing else takes these records meanwhile.
  it('holds the order while its phone customer is pending and fails it with the customer error', async () => {
    const registros = t.app.services.registrosApp;
    const cliente = await registros.registrar({
      filialId: filial.filialId,
      dispositivoId: null,
      tipo: 'cliente',
      uuid: 'cliente-app-0002',
      usuarioIdentificador: null,
      dados: { nome: 'X', tipoPessoa: 'F', docFederal: '1' },
    });
    const pedido = await registros.registrar({
      filialId: filial.filialId,
      dispositivoId: null,
      tipo: 'pedido',
      uuid: 'pedido-cliente-2',
      usuarioIdentificador: null,
      dados: { clienteIdentificador: 'cliente-app-0002', valorTotal: 1, itens: [] },
    });
    expect((await registros.paraGerenciador(filial.filialId, 50)).map((p) => p.uuid)).toEqual(['cliente-app-0002']);
    await registros.marcarErro(filial.filialId, cliente.registro.id, { erro: 'UNIQUE constraint failed' });
    expect(await registros.paraGerenciador(filial.filialId, 50)).toEqual([]);
    expect(await registros.buscarPorUuid(filial.filialId, 'pedido', pedido.registro.uuid)).toMatchObject({
      situacao: 'erro',
      erro: MSG.clienteAppComErro('UNIQUE constraint failed'),
    });
  });
});

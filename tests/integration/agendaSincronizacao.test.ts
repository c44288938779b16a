import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RelogioFalso } from '../../agent/testing/relogioFalso';
import { MSG } from '../../common/messages';
import { conexaoComoDados, esperar, gerarToken, iniciarAgente, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { criarErp, inserirProdutos, type ErpDeTeste } from '../support/erps';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

/** A Brasília wall-clock time (UTC-3) as an instant. 2025-05-14 is a Wednesday. */
const sp = (local: string) => new Date(`${local}-03:00`);
const PRODUTO = 'configuracaoDadosProduto';
const TODOS = [0, 1, 2, 3, 4, 5, 6];
const STATUS =
  'query($a: String!, $t: String!) { r: filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { executando sucesso itemsCount dtInicio dtFim updatedAt proximaExecucao } }';
const PROXIMAS = 'query($a: String!) { r: filialGerenciadorProximasExecucoes(identificadorApp: $a) { tipo proximaExecucao executando } }';
const SINCRONIZAR = 'query($a: String!, $d: SincronizarInput!) { r: filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status msg erro } }';

const dadosProduto = (agenda: unknown) => ({
  tempoSincronizacao: '00:30',
  quantidadeRegistrosPaginar: 25,
  select: 'SELECT codigo, descricao, preco, estoque, ativo FROM produtos ORDER BY codigo',
  agenda,
});
const MAPEAMENTO = {
  campos: { produtoIdentificador: 'codigo', descricao: 'descricao', valorUnitario: 'preco', estoqueAtual: 'estoque', ativo: 'ativo' },
  selectItens: {},
  selectFormaPagamentoCliente: {},
  camposPersonalizados: [],
};
const INSERT_PEDIDO = {
  transacaoInsert: true,
  tempoSincronizacao: '00:30',
  quantidadeRegistrosPaginar: 50,
  insert: [
    {
      id: 'INS_1',
      sql: 'INSERT INTO pedidos (uuid_app, cliente, vendedor, total) VALUES (:uuid, :clienteIdentificador, :usuarioIdentificador, :valorTotal)',
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

/**
 * A schedule saved on the data page reaches a real agent through the server, the agent defers its
 * automatic runs to the windows on a clock the test moves (no sleep: the test polls for what the
 * server shows), and the page's status shows the next run the agent programmed.
 */
describe('agenda das sincronizações', () => {
  let t: TestApp;
  let erp: ErpDeTeste;
  let parceiro: Partner;
  let filial: FilialComGerenciador;
  let relogio: RelogioFalso;
  let agente: ReturnType<typeof iniciarAgente>;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, 'Agenda');
    erp = await criarErp('sqlite');
    await inserirProdutos(erp, 30);
    filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Loja Agenda'));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    await salvarConfiguracao(
      t,
      parceiro.token,
      filial.filialId,
      PRODUTO,
      dadosProduto({ somenteEntre: [{ dias: TODOS, inicio: '03:00', fim: '04:00' }], naoEntre: [] }),
      MAPEAMENTO,
    );
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoDadosInsertPedido', INSERT_PEDIDO);
    relogio = new RelogioFalso(sp('2025-05-14T02:00:00'));
    agente = iniciarAgente(t.url, filial.token, { relogio });
  }, 60_000);
  afterAll(async () => {
    await agente?.parar();
    await t?.close();
    await erp?.remover();
  });

  const status = async (tipo = PRODUTO) =>
    (
      await t.gql<{
        r: {
          executando: boolean;
          sucesso: boolean;
          itemsCount: number;
          dtInicio: string | null;
          dtFim: string | null;
          updatedAt: string | null;
          proximaExecucao: string | null;
        };
      }>(STATUS, { a: filial.identificadorApp, t: tipo }, parceiro.token)
    ).data!.r;

  it('shows the next run the agent programmed from the saved schedule, and the new one once the schedule is saved again', async () => {
    // Connected at 02:00 and never run: due at 02:30, outside 03:00–04:00.
    // Nothing ran yet: the panel's "Atualizado em" stays empty.
    expect(await esperar(status, (s) => s.proximaExecucao !== null)).toMatchObject({
      proximaExecucao: sp('2025-05-14T03:00:00').toISOString(),
      dtInicio: null,
      updatedAt: null,
    });
    // A type without a select has no automatic run.
    expect((await status('configuracaoDadosCliente')).proximaExecucao).toBeNull();
    // The status page lists the types with a run programmed; another contratante's user gets nothing of it.
    expect((await t.gql<{ r: unknown[] }>(PROXIMAS, { a: filial.identificadorApp }, parceiro.token)).data?.r).toEqual([
      { tipo: PRODUTO, proximaExecucao: sp('2025-05-14T03:00:00').toISOString(), executando: false },
    ]);
    const outro = await createPartner(t, await t.login(ADMIN.email, ADMIN.password), 'AgendaOutro');
    const alheio = await t.gql<{ r: unknown[] }>(PROXIMAS, { a: filial.identificadorApp }, outro.token);
    expect(alheio.data?.r).toBeUndefined();
    expect(alheio.errors?.length).toBe(1);

    await salvarConfiguracao(
      t,
      parceiro.token,
      filial.filialId,
      PRODUTO,
      dadosProduto({ somenteEntre: [{ dias: TODOS, inicio: '05:00', fim: '06:00' }], naoEntre: [] }),
      MAPEAMENTO,
    );
    expect(await esperar(status, (s) => s.proximaExecucao !== sp('2025-05-14T03:00:00').toISOString())).toMatchObject({
      proximaExecucao: sp('2025-05-14T05:00:00').toISOString(),
    });
  });

  it('refuses a window without days, in Portuguese, and keeps the schedule saved before', async () => {
    const r = await t.gql(
      'mutation($i: MobileFilialConfiguracaoInput!) { createUpdateMobileFilialConfiguracao(input: $i) { id } }',
      {
        i: {
          filialId: filial.filialId,
          tipo: PRODUTO,
          dados: JSON.stringify(dadosProduto({ somenteEntre: [{ dias: [], inicio: '05:00', fim: '06:00' }], naoEntre: [] })),
          mapeamento: JSON.stringify(MAPEAMENTO),
          ativa: true,
        },
      },
      parceiro.token,
    );
    expect(JSON.stringify(r.errors)).toContain(MSG.janelaSemDias);
    expect((await status()).proximaExecucao).toBe(sp('2025-05-14T05:00:00').toISOString());
  });

  it('defers the run to the window and starts it when the clock enters it; the next counts from its end', async () => {
    const sincronizar = vi.spyOn(agente.gerenciador, 'sincronizar');
    relogio.avancarAte(sp('2025-05-14T04:59:59'));
    expect(sincronizar).not.toHaveBeenCalled();
    expect((await status()).dtInicio).toBeNull();

    relogio.avancar(1000);
    expect(sincronizar).toHaveBeenCalledWith(PRODUTO, false, false);
    const fim = await esperar(status, (s) => s.dtFim !== null && !s.executando && s.proximaExecucao !== null);
    expect(fim).toMatchObject({ sucesso: true, itemsCount: 30, proximaExecucao: sp('2025-05-14T05:30:00').toISOString() });

    // 05:30 is still inside the window: the interval goes on; 06:00 is its end, so the next is tomorrow's.
    relogio.avancarAte(sp('2025-05-14T05:30:00'));
    expect(sincronizar).toHaveBeenCalledTimes(2);
    expect(await esperar(status, (s) => s.dtFim !== fim.dtFim && !s.executando && s.proximaExecucao !== null)).toMatchObject({
      sucesso: true,
      proximaExecucao: sp('2025-05-15T05:00:00').toISOString(),
    });
    relogio.avancarAte(sp('2025-05-14T12:00:00'));
    expect(sincronizar).toHaveBeenCalledTimes(2);
    sincronizar.mockRestore();
  });

  it('runs "Sincronizar" from the page at once, outside the windows', async () => {
    const antes = await status();
    const r = await t.gql<{ r: { status: boolean; msg: string } }>(
      SINCRONIZAR,
      { a: filial.identificadorApp, d: { tipo: PRODUTO, reenviarTodos: false } },
      parceiro.token,
    );
    expect(r.data?.r).toMatchObject({ status: true, msg: MSG.inicioSincronizacao });
    const depois = await esperar(status, (s) => s.dtFim !== antes.dtFim && !s.executando && s.proximaExecucao !== null);
    // The next automatic one still waits for tomorrow's window.
    expect(depois).toMatchObject({ sucesso: true, proximaExecucao: sp('2025-05-15T05:00:00').toISOString() });
  });

  it('writes the phones’ orders to the ERP outside the windows: orders are not scheduled', async () => {
    const { registro } = await t.app.services.registrosApp.registrar({
      filialId: filial.filialId,
      dispositivoId: null,
      tipo: 'pedido',
      uuid: 'pedido-agenda-0001',
      usuarioIdentificador: 'V01',
      dados: {
        clienteIdentificador: 'C001',
        usuarioIdentificador: 'V01',
        valorTotal: 2.5,
        itens: [{ produtoIdentificador: 'P0001', quantidade: 2, valorUnitarioVenda: 1.25, valorTotal: 2.5 }],
      },
    });
    await agente.gerenciador.processarPendentes();
    const final = await esperar(
      () => t.app.services.registrosApp.buscarPorUuid(filial.filialId, 'pedido', registro.uuid),
      (x) => x?.situacao !== 'pendente',
    );
    expect(final?.situacao).toBe('integrado');
    expect(await erp.sql('SELECT COUNT(*) AS n FROM pedidos WHERE uuid_app = ?', [registro.uuid])).toEqual([{ n: 1 }]);
  });

  it('after a restart, counts the interval from the last run it kept, not from the new connection', async () => {
    const { arquivoEstado } = agente;
    await agente.parar();
    // Without the agent there is no next run to show.
    expect((await esperar(status, (s) => s.proximaExecucao === null)).proximaExecucao).toBeNull();
    expect((await t.gql<{ r: unknown[] }>(PROXIMAS, { a: filial.identificadorApp }, parceiro.token)).data?.r).toEqual([]);

    // Back the next day inside the window: the last run ended yesterday at 12:00, so this one is due now.
    relogio = new RelogioFalso(sp('2025-05-15T05:10:00'));
    const antes = await status();
    agente = iniciarAgente(t.url, filial.token, { relogio, arquivoEstado });
    const depois = await esperar(status, (s) => s.dtFim !== antes.dtFim && !s.executando && s.proximaExecucao !== null);
    expect(depois).toMatchObject({ sucesso: true, proximaExecucao: sp('2025-05-15T05:40:00').toISOString() });
  });
});

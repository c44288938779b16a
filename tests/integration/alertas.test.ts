import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTAS_PADRAO, CONFIGURACAO_BASICA_PADRAO } from '../../common/catalogo';
import { COMANDOS } from '../../common/protocolo';
import { conexaoComoDados, esperar, gerarToken, iniciarAgente, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { criarErp, inserirProdutos, type ErpDeTeste } from '../support/erps';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { assuntoDe, startSmtpServer, type SmtpMailbox } from '../support/mailbox';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

const MINUTO = 60 * 1000;
const PRODUTO = 'configuracaoDadosProduto';
const MAPA = {
  campos: { produtoIdentificador: 'codigo', descricao: 'descricao', valorUnitario: 'preco', estoqueAtual: 'estoque', ativo: 'ativo' },
  selectItens: {},
  selectFormaPagamentoCliente: {},
  camposPersonalizados: [],
};
const produtos = (tabela: string) => ({
  tempoSincronizacao: '24:00',
  quantidadeRegistrosPaginar: 50,
  select: `SELECT codigo, descricao, preco, estoque, ativo FROM ${tabela}`,
});
const insertPedido = (coluna: string) => ({
  tempoSincronizacao: '24:00',
  quantidadeRegistrosPaginar: 50,
  transacaoInsert: true,
  insert: [
    {
      id: 'INS_1',
      sql: `INSERT INTO pedidos (uuid_app, cliente, ${coluna}) VALUES (:uuid, :clienteIdentificador, :valorTotal)`,
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

/**
 * E-mail alerts (docs/guia-integrador.md §9), delivered to a real SMTP server: the agent offline longer than the
 * configured time, a type failing runs in a row, phone records in erro, and each one's recovery; at
 * most one alert per condition an hour. The server's clock is the test's, moved by hand (no sleeping);
 * the periodic check is off and called when the test says.
 */
describe('alertas por e-mail', { timeout: 60_000 }, () => {
  let t: TestApp;
  let caixa: SmtpMailbox;
  let erp: ErpDeTeste;
  let parceiro: Partner;
  let filial: FilialComGerenciador;
  let agente: ReturnType<typeof iniciarAgente> | null = null;
  let agora = Date.now();

  beforeAll(async () => {
    caixa = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: caixa.url, PERIODIC_TASKS_MS: '0', PUBLIC_URL: 'https://fv.exemplo.com.br' }, { agora: () => new Date(agora) });
    const admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, 'Alertas');
    erp = await criarErp('sqlite');
    await inserirProdutos(erp, 5);
    await erp.sql("INSERT INTO clientes (codigo, nome, tipo, documento, ativo) VALUES ('C001', 'Cliente', 'J', '11222333000181', 1)");
    filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Loja Alerta'));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    await basica({});
  }, 60_000);
  afterAll(async () => {
    await agente?.parar();
    await t?.close();
    await caixa?.close();
    await erp?.remover();
  });

  const basica = (alertas: Partial<typeof ALERTAS_PADRAO>) =>
    salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoBasica', {
      ...CONFIGURACAO_BASICA_PADRAO,
      ...ALERTAS_PADRAO,
      alertasEmail: true,
      alertaOfflineMinutos: 30,
      alertaFalhasSeguidas: 2,
      ...alertas,
    });
  const avancar = (minutos: number) => {
    agora += minutos * MINUTO;
  };
  /** Runs the minute's check and the alerts started by the agent's reports to their end: mails are then in the box. */
  const verificar = async () => {
    await t.app.services.avisos.ociosos();
    await t.app.services.alertas.verificar();
  };
  const recebidos = () => caixa.messages.length;
  const ultimo = () => caixa.messages.at(-1)!;
  const assunto = () => assuntoDe(ultimo());
  const ligar = async () => {
    agente = iniciarAgente(t.url, filial.token);
    await esperar(async () => t.app.hub.isConnected(filial.filialId), Boolean);
  };
  const desligar = async () => {
    await agente?.parar();
    agente = null;
    await esperar(
      async () => t.app.hub.isConnected(filial.filialId),
      (c) => !c,
    );
  };
  /** One run of the products, to its end (a new row in the history, closed). */
  const rodar = async (): Promise<void> => {
    const antes = (await t.app.services.historicoSincronizacao.listar(filial.filialId, { tipo: PRODUTO, limite: 1 })).total;
    const r = await t.gql<{ r: { status: boolean } }>(
      'query($a: String!, $d: SincronizarInput!) { r: filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status } }',
      { a: filial.identificadorApp, d: { tipo: PRODUTO, reenviarTodos: false } },
      parceiro.token,
    );
    expect(r.data?.r.status).toBe(true);
    await esperar(
      () => t.app.services.historicoSincronizacao.listar(filial.filialId, { tipo: PRODUTO, limite: 1 }),
      (h) => h.total > antes && h.execucoes[0]!.resultado !== 'executando',
    );
  };

  it('alerts the company’s administrators once the agent has been offline longer than the limit, once an hour, and when it is back', async () => {
    await verificar();
    avancar(29);
    await verificar();
    expect(recebidos()).toBe(0);
    avancar(2);
    await verificar();
    expect(recebidos()).toBe(1);
    expect(ultimo().to).toEqual([parceiro.email]);
    expect(assunto()).toContain('Loja Alerta: gerenciador desconectado');
    expect(ultimo().text).toContain('há cerca de 31 minuto(s)');
    expect(ultimo().text).toContain(`https://fv.exemplo.com.br/admin/gerenciador/${filial.filialId}/situacao_gerenciador`);
    avancar(10);
    await verificar();
    expect(recebidos()).toBe(1);

    await ligar();
    await verificar();
    expect(recebidos()).toBe(2);
    expect(assunto()).toContain('gerenciador conectado novamente');
    expect(ultimo().text).toContain('depois de ficar desconectado por cerca de 41 minuto(s)');
    await verificar();
    expect(recebidos()).toBe(2);

    // Offline again 40 minutes after the first alert: past the limit, but within its hour.
    await desligar();
    await verificar();
    avancar(35);
    await verificar();
    expect(recebidos()).toBe(2);
    avancar(20);
    await verificar();
    expect(recebidos()).toBe(3);
    expect(assunto()).toContain('gerenciador desconectado');
    await ligar();
    await verificar();
    expect(assunto()).toContain('gerenciador conectado novamente');
  });

  it('alerts after the configured number of failed runs in a row, not again while they go on, and when a run succeeds', async () => {
    await salvarConfiguracao(t, parceiro.token, filial.filialId, PRODUTO, produtos('produtoss'), MAPA);
    const antes = recebidos();
    await rodar();
    await verificar();
    expect(recebidos()).toBe(antes);
    await rodar();
    await verificar();
    expect(recebidos()).toBe(antes + 1);
    expect(assunto()).toContain('Produtos: 2 sincronizações seguidas com falha');
    expect(ultimo().text).toContain('uma tabela usada no SQL não existe');
    expect(ultimo().text).toContain(`/admin/gerenciador/${filial.filialId}/configuracao_dados_produto`);
    avancar(90);
    await rodar();
    await verificar();
    expect(recebidos()).toBe(antes + 1);

    await salvarConfiguracao(t, parceiro.token, filial.filialId, PRODUTO, produtos('produtos'), MAPA);
    await esperar(
      async () => {
        await rodar();
        return (await t.app.services.historicoSincronizacao.listar(filial.filialId, { tipo: PRODUTO, limite: 1 })).execucoes[0]!.resultado;
      },
      (r) => r === 'sucesso',
    );
    await verificar();
    expect(recebidos()).toBe(antes + 2);
    expect(assunto()).toContain('Produtos voltou a sincronizar');
  });

  it('alerts the configured recipients when a phone record goes to erro, at most once an hour, and when none is left in erro', async () => {
    await basica({ alertasDestinatarios: 'ti@loja.com.br; Dono@Loja.com.br' });
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoDadosInsertPedido', insertPedido('coluna_errada'));
    const antes = recebidos();
    const postar = async (uuid: string) => {
      await t.app.services.registrosApp.registrar({
        filialId: filial.filialId,
        dispositivoId: null,
        tipo: 'pedido',
        uuid,
        usuarioIdentificador: null,
        dados: {
          clienteIdentificador: 'C001',
          valorTotal: 10,
          dataPedido: '2026-01-02 10:00:00',
          itens: [{ produtoIdentificador: 'P0001', quantidade: 1, valorUnitarioVenda: 10, valorTotal: 10 }],
        },
      });
      t.app.hub.notify(filial.filialId, COMANDOS.registrosPendentes);
      await esperar(
        () => t.app.services.registrosApp.buscarPorUuid(filial.filialId, 'pedido', uuid),
        (r) => r?.situacao === 'erro',
      );
    };
    await postar('pedido-alerta-1');
    await verificar();
    expect(recebidos()).toBe(antes + 1);
    expect(ultimo().to.sort()).toEqual(['dono@loja.com.br', 'ti@loja.com.br']);
    expect(assunto()).toContain('pedidos com erro na gravação no ERP');
    expect(ultimo().text).toContain('O mais recente (pedido-alerta-1): Falha ao gravar o registro no ERP: uma coluna usada no SQL não existe');
    expect(ultimo().text).toContain(`/admin/gerenciador/${filial.filialId}/registros_aplicativo`);

    avancar(30);
    await postar('pedido-alerta-2');
    await verificar();
    expect(recebidos()).toBe(antes + 1);
    avancar(31);
    await postar('pedido-alerta-3');
    await verificar();
    expect(recebidos()).toBe(antes + 2);
    expect(ultimo().text).toContain('3 registro(s) de pedidos');

    // The fixed insert puts the records in erro back in the queue; once written, the recovery goes out.
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoDadosInsertPedido', insertPedido('total'));
    await esperar(
      () => t.app.services.registrosApp.contarPorSituacao(filial.filialId, 'pedido'),
      (c) => c.integrado === 3,
    );
    await verificar();
    expect(recebidos()).toBe(antes + 3);
    expect(assunto()).toContain('nenhum registro de pedidos com erro');
    await verificar();
    expect(recebidos()).toBe(antes + 3);
  });

  it('sends nothing when the branch’s alerts are off', async () => {
    await basica({ alertasEmail: false });
    await desligar();
    const antes = recebidos();
    await verificar();
    avancar(120);
    await verificar();
    expect(recebidos()).toBe(antes);
  });
});

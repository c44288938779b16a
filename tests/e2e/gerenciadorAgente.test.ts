import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { montarPedido, TelefoneSimulado } from '../../scripts/device';
import { Comporta, esperar, salvarConfiguracao } from '../support/agenteFixtures';
import { criarErp, inserirProdutos, type ErpDeTeste } from '../support/erps';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { lancarAgente, matar } from '../support/processoAgente';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { loginAs } from './support/adminSession';
import { accessibilityViolations, launchBrowser } from './support/browser';
import { escolherOpcao } from './support/selecao';
import { mapear } from './support/mapeamento';

/** Enough rows, at the smallest page (10), for the run to last several of the panel's 500 ms polls. */
const PRODUTOS = 1500;
const SELECT_PRODUTOS = 'SELECT codigo, descricao, preco, estoque, ativo, grupo FROM produtos ORDER BY codigo';
const MAPA_PRODUTO = {
  'Identificador do produto': 'codigo',
  Descrição: 'descricao',
  'Valor unitário': 'preco',
  'Estoque atual': 'estoque',
  Grupo: 'grupo',
  Ativo: 'ativo',
};

/** What the phone needs besides products (a seller to log in, a customer to sell to) and where its orders go: set up through the API. */
const VENDEDOR = { codigo: 'V01', nome: 'Joana Conceição', login: 'joana', senha: 'Senha#Joana1' };
const USUARIO = {
  dados: { tempoSincronizacao: '00:30', quantidadeRegistrosPaginar: 50, select: 'SELECT codigo, nome, login, senha FROM vendedores' },
  mapeamento: {
    campos: { usuarioIdentificador: 'codigo', nome: 'nome', login: 'login', password: 'senha' },
    selectItens: {},
    selectFormaPagamentoCliente: {},
    camposPersonalizados: [],
  },
};
const CLIENTE = {
  dados: { tempoSincronizacao: '00:30', quantidadeRegistrosPaginar: 50, select: 'SELECT codigo, nome, tipo, documento, ativo FROM clientes' },
  mapeamento: {
    campos: { clienteIdentificador: 'codigo', nome: 'nome', tipoPessoa: 'tipo', docFederal: 'documento', ativo: 'ativo' },
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
      sql: 'INSERT INTO pedido_itens (pedido_id, produto, quantidade, valor_unitario, total) VALUES (:pedidoIdentificador, :produtoIdentificador, :quantidade, :valorUnitarioVenda, :valorTotal)',
      selectChave: '',
    },
  ],
};

const SINCRONIZAR = 'query($a: String!, $d: SincronizarInput!) { filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status msg erro } }';
const SYNC_STATUS =
  'query($a: String!, $t: String!) { filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { executando sucesso itemsCount erro dtFim } }';

/** How long a step may take to show on screen (the server, the agent process and a loaded machine in between). */
const ESPERA = { timeout: 20_000 };

interface Instantaneo {
  executando: string;
  itemsCount: string;
}

/**
 * From a blank branch to the first order (docs/guia-integrador.md §1), in real Chromium: a company admin configures a branch from the
 * manager pages, starts the agent process with the token the page shows, tests the connection to a
 * SQLite ERP, runs the product sync and watches it move; a simulated phone then pulls the products
 * and posts an order that lands in the ERP's table, its key shown back to the phone. The steps share
 * one branch and run in order.
 */
describe('gerenciador de ponta a ponta: página, agente, ERP e aparelho', () => {
  let app: TestApp;
  let erp: ErpDeTeste;
  let browser: Browser;
  let page: Page;
  let parceiro: Partner;
  let filialId: number;
  let identificadorApp: string;
  let agente: ChildProcess | null = null;
  const pastaAgente = mkdtempSync(join(tmpdir(), 'agente-e2e-'));

  beforeAll(async () => {
    app = await startTestApp();
    const admin = await app.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(app, admin, 'Lambda');
    await app.app.db.kysely.updateTable('contratante').set({ maxDipositivos: 5 }).where('id', '=', parceiro.contratanteId).execute();
    filialId = await createFilial(app, parceiro.token, 'Filial Lambda Matriz', { numeroDispositivos: 2 });

    erp = await criarErp('sqlite');
    await erp.sql('BEGIN');
    await inserirProdutos(erp, PRODUTOS);
    await erp.sql('COMMIT');
    await erp.sql(
      'CREATE TABLE vendedores (codigo VARCHAR(20) NOT NULL PRIMARY KEY, nome VARCHAR(100) NOT NULL, login VARCHAR(40) NOT NULL, senha VARCHAR(40) NOT NULL)',
    );
    await erp.sql('INSERT INTO vendedores VALUES (?, ?, ?, ?)', [
      VENDEDOR.codigo,
      VENDEDOR.nome,
      VENDEDOR.login,
      createHash('md5').update(VENDEDOR.senha).digest('hex'),
    ]);
    await erp.sql('INSERT INTO clientes VALUES (?, ?, ?, ?, ?)', ['C001', 'Mercearia São João', 'J', '11222333000181', 1]);

    await salvarConfiguracao(app, parceiro.token, filialId, 'configuracaoDadosUsuario', USUARIO.dados, USUARIO.mapeamento);
    await salvarConfiguracao(app, parceiro.token, filialId, 'configuracaoDadosCliente', CLIENTE.dados, CLIENTE.mapeamento);
    await salvarConfiguracao(app, parceiro.token, filialId, 'configuracaoDadosInsertPedido', INSERT_PEDIDO);

    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    if (agente) await matar(agente);
    await browser?.close();
    await app?.close();
    await erp?.remover();
    rmSync(pastaAgente, { recursive: true, force: true });
  });

  const url = (rota: string) => `${app.url}/admin/gerenciador/${filialId}/${rota}`;
  const entrada = (nome: string) => page.getByRole('menu', { name: 'Páginas do gerenciador' }).getByRole('menuitem', { name: nome, exact: true });
  const campo = (label: string) => page.getByLabel(label, { exact: false }).and(page.locator('input'));
  const paginaPronta = async (titulo: string) => {
    await expect.poll(() => page.getByRole('heading', { level: 1, name: titulo }).isVisible(), ESPERA).toBe(true);
    await expect.poll(() => page.getByText('Carregando a configuração…').count(), ESPERA).toBe(0);
  };
  const salvar = async () => {
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => page.getByText(MSG.configuracaoSalva, { exact: true }).isVisible(), ESPERA).toBe(true);
  };
  const semViolacoes = async () => expect(await accessibilityViolations(page)).toEqual([]);
  const painel = (campoStatus: string) => page.locator(`[data-campo="${campoStatus}"]`);

  it('logs in, generates the agent token, starts the agent with it and sees it connected', async () => {
    await page.goto(`${app.url}/login`);
    await expect.poll(() => page.getByRole('button', { name: 'Entrar' }).isVisible(), ESPERA).toBe(true);
    await semViolacoes();
    await loginAs(page, app.url, parceiro.email, parceiro.password);
    await page.goto(`${app.url}/admin/gerenciador/${filialId}`);
    await page.waitForURL(url('situacao_gerenciador'));
    await paginaPronta('Situação do Gerenciador');
    const indicador = page.getByRole('status').filter({ hasText: MSG.gerenciadorConectado });
    await expect.poll(() => page.getByRole('status').filter({ hasText: MSG.gerenciadorDesconectado }).first().isVisible(), ESPERA).toBe(true);
    await semViolacoes();

    await page.getByRole('button', { name: 'Gerar Token' }).click();
    const token = await page.getByLabel('Token', { exact: true }).inputValue();
    expect(token).toMatch(/^fvg_/);
    // The agent is started with what the page tells the admin: the installed executable's command
    // line, or a copy of the project's when the server has no downloads built.
    const comando = await page.locator('#token-comando').inputValue();
    const [, servidor, tokenDoComando] = /^(?:fv-gerenciador|npm run agent --) --server (\S+) --token (\S+)$/.exec(comando) ?? [];
    expect(await page.getByLabel('Endereço do servidor').inputValue()).toBe(servidor);
    expect(tokenDoComando).toBe(token);
    const filialTexto = await page
      .locator('dt', { hasText: /^Filial$/ })
      .locator('+ dd')
      .textContent();
    identificadorApp = /\(([^)]+)\)$/.exec(filialTexto ?? '')?.[1] ?? '';
    expect(identificadorApp).not.toBe('');

    agente = lancarAgente(servidor, tokenDoComando, join(pastaAgente, 'estado.db'));
    // Starting the agent compiles its TypeScript first (tsx): allow for a loaded machine.
    await expect.poll(() => indicador.first().isVisible(), { timeout: 40_000 }).toBe(true);
    await expect.poll(() => page.locator('dt', { hasText: 'Versão do gerenciador' }).locator('+ dd').textContent(), ESPERA).toBe('0.1.0');
    await semViolacoes();
  }, 90_000);

  it('points the connection at the SQLite ERP file and the connection test answers in green', async () => {
    await entrada('Conexão de Dados').click();
    await paginaPronta('Conexão de Dados');
    await escolherOpcao(page, page.getByRole('combobox', { name: 'Tipo de Integração' }), 'SQLite');
    await campo('Caminho do arquivo do banco sqlite').fill(erp.conexao.sqliteArquivo);
    expect(await page.getByText(MSG.conexaoNaoTestada).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Testar Conexão' }).click();
    const sucesso = page.getByRole('status').filter({ hasText: MSG.conexaoRealizada }).locator('.MuiAlert-colorSuccess');
    await expect.poll(() => sucesso.isVisible(), ESPERA).toBe(true);
    await semViolacoes();
    await salvar();
  });

  it('writes the product select, maps its columns, saves, and watches the sync run to its final counts', async () => {
    await entrada('Produtos').click();
    await paginaPronta('Produtos');
    await page.getByRole('textbox', { name: 'SQL do Select', exact: true }).fill(SELECT_PRODUTOS);
    await campo('Registros por paginação').fill('10');
    for (const [label, coluna] of Object.entries(MAPA_PRODUTO)) await mapear(page, label, coluna);
    await page.getByRole('switch', { name: 'Sincronização ativa' }).check();
    await page.getByRole('button', { name: 'Testar Select' }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: MSG.selectExecutado(1) })
            .isVisible(),
        ESPERA,
      )
      .toBe(true);
    await salvar();
    await semViolacoes();

    // The run is held at its third batch until the panel has shown it in progress (the agent then
    // waits for that batch's answer): a person watching sees the count move, however fast the run.
    const comporta = new Comporta('configuracaoDadosProduto', 3);
    const original = app.app.hub.handlers.event;
    app.app.hub.handlers.event = comporta.envolver(original);
    // What the panel shows while the run goes on, sampled as a person watching it would see it.
    const vistos: Instantaneo[] = [];
    const amostra = async () => {
      const agora = {
        executando: (await painel('executando').textContent()) ?? '',
        itemsCount: (await painel('itemsCount').textContent()) ?? '',
      };
      vistos.push(agora);
      return agora;
    };
    try {
      await page.getByRole('button', { name: 'Sincronizar', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
      await expect.poll(() => page.getByText(MSG.inicioSincronizacao, { exact: true }).isVisible(), ESPERA).toBe(true);
      await esperar(amostra, (s) => s.executando === 'Sim' && Number(s.itemsCount) > 0 && Number(s.itemsCount) < PRODUTOS, 45_000);
      comporta.liberar();
      await esperar(amostra, (s) => s.executando === 'Não' && s.itemsCount === String(PRODUTOS), 45_000);
    } finally {
      comporta.liberar();
      app.app.hub.handlers.event = original;
    }
    // The count only grows while the run goes on.
    const emAndamento = vistos.filter((s) => s.executando === 'Sim' && Number(s.itemsCount) > 0 && Number(s.itemsCount) < PRODUTOS);
    const contagens = emAndamento.map((s) => Number(s.itemsCount));
    expect(contagens).toEqual([...contagens].sort((a, b) => a - b));

    expect(await painel('sucesso').textContent()).toBe('Sim');
    expect(await painel('envioCompleto').textContent()).toBe('Sim');
    expect(await painel('itensSincronizadosCount').textContent()).toBe(String(PRODUTOS));
    expect(await painel('erro').textContent()).toBe('—');
    await semViolacoes();
  });

  it('a phone pulls the products and posts an order that the agent writes to the ERP, its key shown back to the phone', async () => {
    // The seller and the customer reach the cloud through the same agent (started through the API).
    for (const tipo of ['configuracaoDadosUsuario', 'configuracaoDadosCliente']) {
      const inicio = await app.gql<{ filialGerenciadorSincronizar: { status: boolean } }>(
        SINCRONIZAR,
        { a: identificadorApp, d: { tipo, reenviarTodos: false } },
        parceiro.token,
      );
      expect(inicio.data?.filialGerenciadorSincronizar.status, JSON.stringify(inicio)).toBe(true);
      const ler = async () =>
        (
          await app.gql<{ filialGerenciadorSincronizarStatus: { executando: boolean; sucesso: boolean; itemsCount: number; dtFim: string | null } }>(
            SYNC_STATUS,
            { a: identificadorApp, t: tipo },
            parceiro.token,
          )
        ).data!.filialGerenciadorSincronizarStatus;
      expect(await esperar(ler, (s) => !s.executando && s.dtFim !== null)).toMatchObject({ sucesso: true, itemsCount: 1 });
    }

    const fone = new TelefoneSimulado(app.url);
    expect((await fone.ativar({ identificadorApp })).status).toBe(200);
    const login = await fone.login(VENDEDOR.login, VENDEDOR.senha);
    expect(login.corpo).toMatchObject({ vendedor: { usuarioIdentificador: VENDEDOR.codigo, nome: VENDEDOR.nome } });

    const { copia } = await fone.puxarTudo('produto', new Map(), null, 1000);
    expect(copia.size).toBe(PRODUTOS);
    expect(copia.get('P0002')).toMatchObject({
      produtoIdentificador: 'P0002',
      descricao: 'Pão de açúcar nº 2 — café & maçã',
      valorUnitario: 2.5,
      estoqueAtual: 2,
      grupo: 'Mercearia',
    });

    const observacao = "Entregar à tarde; 'portão' azul -- DROP TABLE pedidos";
    const pedido = montarPedido(
      'C001',
      [
        { produtoIdentificador: 'P0003', quantidade: 2, valorUnitarioVenda: 3.75 },
        { produtoIdentificador: 'P0006', quantidade: 5, valorUnitarioVenda: 7.5 },
      ],
      { observacao },
    );
    const postado = await fone.postar('pedidos', pedido);
    expect(postado.status, JSON.stringify(postado.corpo)).toBe(200);
    expect(postado.corpo).toMatchObject({ uuid: pedido.uuid, situacao: 'pendente', chaveErp: null });

    // The server tells the agent at once; the agent's own look-up every 10 s is the fallback.
    const integrado = await esperar(
      () => fone.situacao('pedidos', pedido.uuid),
      (r) => r.corpo.situacao !== 'pendente',
      20_000,
    );
    const noErp = await erp.sql('SELECT id, cliente, vendedor, total, observacao FROM pedidos WHERE uuid_app = ?', [pedido.uuid]);
    expect(noErp).toHaveLength(1);
    expect(noErp[0]).toMatchObject({ cliente: 'C001', vendedor: VENDEDOR.codigo, total: 45, observacao });
    expect(integrado.corpo).toMatchObject({ uuid: pedido.uuid, situacao: 'integrado', chaveErp: String(noErp[0].id), erro: null });
    expect(await erp.sql('SELECT produto, quantidade, valor_unitario, total FROM pedido_itens WHERE pedido_id = ? ORDER BY id', [noErp[0].id])).toEqual([
      { produto: 'P0003', quantidade: 2, valor_unitario: 3.75, total: 7.5 },
      { produto: 'P0006', quantidade: 5, valor_unitario: 7.5, total: 37.5 },
    ]);
  });

  it('the home card of the branch shows the agent connected and the order synced', async () => {
    await page.goto(`${app.url}/admin/home`);
    const cartao = page.getByRole('article', { name: 'Filial Lambda Matriz' });
    await expect.poll(() => cartao.getByText(MSG.gerenciadorConectado, { exact: false }).isVisible(), ESPERA).toBe(true);
    expect(await cartao.locator('dt', { hasText: 'Pedidos sincronizados' }).locator('+ dd').textContent()).toBe('1');
    expect(await cartao.locator('dt', { hasText: 'Pedidos sem sincronizar' }).locator('+ dd').textContent()).toBe('0');
    await semViolacoes();
  });
});

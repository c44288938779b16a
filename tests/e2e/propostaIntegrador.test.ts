import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABELA_GRAVACAO } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { montarPedido, TelefoneSimulado } from '../../scripts/device';
import { criarErpNomeado, type ErpNomeado } from '../support/erpsNomes';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { lancarAgente, matar } from '../support/processoAgente';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { loginAs } from './support/adminSession';
import { accessibilityViolations, launchBrowser } from './support/browser';
import { larguras } from './support/largura';
import { escolherOpcao } from './support/selecao';

/** The fixture's seller (employees: username and the password as typed) and what the phone orders. */
const VENDEDOR = { login: 'ana', senha: 'c0ffee01' };
const CLIENTE = 'SJOAO';
const ITENS = [
  { produtoIdentificador: '3', quantidade: 2, valorUnitarioVenda: 8.5 },
  { produtoIdentificador: '5', quantidade: 1, valorUnitarioVenda: 9.9 },
];

/** How long a step may take to show on screen (the server, the agent process and a loaded machine in between). */
const ESPERA = { timeout: 60_000 };

/**
 * From a blank branch to the first order in the ERP with the proposals alone, in real Chromium: the
 * company admin starts the agent with the page's token, points the connection at an ERP it has never
 * seen (English snake_case, no uuid column, order keys not generated: tests/support/erpsNomes.ts),
 * and on the products, customers, sellers and order-insert pages asks "Sugerir configuração", reviews
 * (axe and 390 px on the review), accepts everything and saves; the order insert keeps the
 * exactly-once record in the agent's own table, agreed on the page. A simulated phone then logs the
 * seller in and posts an order, which the page shows Integrado, written once with its items and no
 * column added to the ERP's tables. No SQL is typed anywhere. The steps share one branch and run in order.
 */
describe('da filial em branco ao primeiro pedido integrado, só com as sugestões', { timeout: 300_000 }, () => {
  let app: TestApp;
  let erp: ErpNomeado;
  let browser: Browser;
  let page: Page;
  let parceiro: Partner;
  let filialId: number;
  let identificadorApp: string;
  let agente: ChildProcess | null = null;
  let colunasAntes: Record<string, unknown>[];
  const pastaAgente = mkdtempSync(join(tmpdir(), 'agente-proposta-'));

  beforeAll(async () => {
    app = await startTestApp();
    const admin = await app.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(app, admin, 'Proposta');
    await app.app.db.kysely.updateTable('contratante').set({ maxDipositivos: 5 }).where('id', '=', parceiro.contratanteId).execute();
    filialId = await createFilial(app, parceiro.token, 'Filial Proposta', { numeroDispositivos: 2 });
    erp = await criarErpNomeado('sqlite', 'ingles');
    colunasAntes = await erp.sql(
      "SELECT m.name AS tabela, p.name AS coluna FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' ORDER BY 1, 2",
    );
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  }, 120_000);
  afterAll(async () => {
    if (agente) await matar(agente);
    await browser?.close();
    await app?.close();
    await erp?.remover();
    rmSync(pastaAgente, { recursive: true, force: true });
  });

  const url = (rota: string) => `${app.url}/admin/gerenciador/${filialId}/${rota}`;
  const entrada = (nome: string) => page.getByRole('menu', { name: 'Páginas do gerenciador' }).getByRole('menuitem', { name: nome, exact: true });
  const paginaPronta = async (titulo: string) => {
    await expect.poll(() => page.getByRole('heading', { level: 1, name: titulo }).isVisible(), ESPERA).toBe(true);
    await expect.poll(() => page.getByText('Carregando a configuração…').count(), ESPERA).toBe(0);
  };
  const salvar = async () => {
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => page.getByText(MSG.configuracaoSalva, { exact: true }).first().isVisible(), ESPERA).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Alterações não salvas: ir para Salvar' }).count(), ESPERA).toBe(0);
  };
  const semViolacoes = async () => expect(await accessibilityViolations(page)).toEqual([]);
  const painel = (campo: string) => page.locator(`[data-campo="${campo}"]`);

  /** "Sugerir configuração", then waits for the draft on the page. */
  const sugerir = async () => {
    await page.getByRole('button', { name: 'Sugerir configuração' }).click();
    await expect.poll(() => page.getByText(/aplicada como rascunho/).isVisible(), ESPERA).toBe(true);
  };

  /**
   * Sincronizar from the page's panel and the run to its end. The agent reloads a configuration a
   * moment after it is saved; a start before that is refused with the reason, and the person tries
   * again once the notice has gone.
   */
  const sincronizar = async () => {
    const antes = await painel('dtInicio').textContent();
    const recusa = page.getByText(MSG.erroInicioSincronizacao, { exact: false });
    for (let tentativa = 1; ; tentativa++) {
      await page.getByRole('button', { name: 'Sincronizar', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
      await expect.poll(async () => (await painel('dtInicio').textContent()) !== antes || (await recusa.count()) > 0, ESPERA).toBe(true);
      if ((await painel('dtInicio').textContent()) !== antes) break;
      if (tentativa === 5) throw new Error(`A sincronização foi recusada 5 vezes: ${await recusa.first().textContent()}`);
      await expect.poll(() => recusa.count(), ESPERA).toBe(0);
    }
    await expect.poll(async () => `${await painel('executando').textContent()}/${await painel('sucesso').textContent()}`, ESPERA).toBe('Não/Sim');
  };

  it('starts the agent with the token the page gives, says the password type and points the connection at the ERP', async () => {
    await loginAs(page, app.url, parceiro.email, parceiro.password);
    await page.goto(url('situacao_gerenciador'));
    await paginaPronta('Situação do Gerenciador');
    await page.getByRole('button', { name: 'Gerar Token' }).click();
    const token = await page.getByLabel('Token', { exact: true }).inputValue();
    const servidor = await page.getByLabel('Endereço do servidor').inputValue();
    const filialTexto = await page
      .locator('dt', { hasText: /^Filial$/ })
      .locator('+ dd')
      .textContent();
    identificadorApp = /\(([^)]+)\)$/.exec(filialTexto ?? '')?.[1] ?? '';
    agente = lancarAgente(servidor, token, join(pastaAgente, 'estado.db'));
    // Starting the agent compiles its TypeScript first (tsx): allow for a loaded machine.
    await expect.poll(() => page.getByRole('status').filter({ hasText: MSG.gerenciadorConectado }).first().isVisible(), ESPERA).toBe(true);

    // The ERP keeps the sellers' passwords as they type them.
    await entrada('Configuração Básica').click();
    await paginaPronta('Configuração Básica');
    await escolherOpcao(page, page.getByRole('combobox', { name: 'Tipo de validação da senha do usuário' }), 'Texto');
    await salvar();

    await entrada('Conexão de Dados').click();
    await paginaPronta('Conexão de Dados');
    await escolherOpcao(page, page.getByRole('combobox', { name: 'Tipo de Integração' }), 'SQLite');
    await page.getByLabel('Caminho do arquivo do banco sqlite', { exact: false }).and(page.locator('input')).fill(erp.conexao.sqliteArquivo);
    await page.getByRole('button', { name: 'Testar Conexão' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: MSG.conexaoRealizada }).locator('.MuiAlert-colorSuccess').isVisible(), ESPERA)
      .toBe(true);
    await salvar();
  }, 120_000);

  it('products: the proposal is a draft to review (axe, 390 px), accepted whole, saved and synced', async () => {
    await entrada('Produtos').click();
    await paginaPronta('Produtos');
    await sugerir();
    // The draft is on the page, nothing saved: each field says its column and why.
    const descricao = page.getByRole('combobox', { name: /^Descrição[\s*]*$/ });
    expect(await descricao.inputValue()).toBe('product_name');
    expect(await page.locator('#mapa-select-descricao-helper-text [data-sugestao="pendente"]').textContent()).toMatch(/^Sugestão, do ERP: product_name — /);
    expect(await page.getByRole('button', { name: 'Aceitar a sugestão para Identificador do produto' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Alterações não salvas: ir para Salvar' }).isVisible()).toBe(true);
    await semViolacoes();

    // The same review on a 390 px phone (a page opened at that width, as a phone would).
    const telefone = await browser.newPage({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });
    try {
      await loginAs(telefone, app.url, parceiro.email, parceiro.password);
      await telefone.goto(url('configuracao_dados_produto'));
      await expect.poll(() => telefone.getByText('Carregando a configuração…').count(), ESPERA).toBe(0);
      await telefone.getByRole('button', { name: 'Sugerir configuração' }).click();
      await expect.poll(() => telefone.getByRole('button', { name: 'Aceitar tudo' }).isVisible(), ESPERA).toBe(true);
      const medida = await larguras(telefone);
      expect(medida.documento, medida.largos.join(' | ')).toBeLessThanOrEqual(medida.janela);
      expect(await accessibilityViolations(telefone)).toEqual([]);
    } finally {
      await telefone.close();
    }

    await page.getByRole('button', { name: 'Aceitar tudo' }).click();
    await expect.poll(() => page.getByText(/Todos os itens da sugestão foram revisados/).isVisible(), ESPERA).toBe(true);
    await page.getByRole('switch', { name: 'Sincronização ativa' }).check();
    await salvar();
    await sincronizar();
    expect(Number(await painel('itensSincronizadosCount').textContent())).toBeGreaterThan(0);
  });

  for (const [titulo, tipo] of [
    ['Clientes', 'configuracaoDadosCliente'],
    ['Usuários', 'configuracaoDadosUsuario'],
  ] as const) {
    it(`${titulo}: the proposal accepted whole, saved and synced`, async () => {
      await entrada(titulo).click();
      await paginaPronta(titulo);
      await sugerir();
      await page.getByRole('button', { name: 'Aceitar tudo' }).click();
      await page.getByRole('switch', { name: 'Sincronização ativa' }).check();
      await salvar();
      await sincronizar();
      const sincronizados = await app.app.db.kysely
        .selectFrom('mobile_dado')
        .select('identificador')
        .where('filialId', '=', filialId)
        .where('tipo', '=', tipo)
        .execute();
      expect(sincronizados.length).toBeGreaterThan(0);
    });
  }

  it('order insert: the proposal with the exactly-once table agreed on the page, saved and switched on', async () => {
    await entrada('Inserção de Pedidos').click();
    await paginaPronta('Inserção de Pedidos');
    await sugerir();
    expect(await page.getByText(new RegExp(`o gerenciador pode criar a tabela ${TABELA_GRAVACAO}`)).isVisible()).toBe(true);
    await semViolacoes();
    await page.getByRole('button', { name: 'Aceitar tudo' }).click();
    expect(await page.getByRole('radio', { name: new RegExp(`Tabela do gerenciador \\(${TABELA_GRAVACAO}\\)`) }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: `Autorizo o gerenciador a criar a tabela ${TABELA_GRAVACAO} no banco do ERP` }).check();
    // The proposal passes its own insert test, optional fields filled and empty, nothing left in the ERP.
    await page.getByRole('button', { name: 'Testar Insert' }).click();
    await expect.poll(() => page.getByText(/^Insert testado com sucesso duas vezes/).isVisible(), ESPERA).toBe(true);
    expect(await erp.sql('SELECT COUNT(*) AS n FROM orders')).toEqual([{ n: 3 }]);
    await page.getByRole('switch', { name: 'Sincronização ativa' }).check();
    await salvar();
    await semViolacoes();
  });

  it('a phone order reaches the ERP once, with its items, and the page shows it Integrado', async () => {
    const fone = new TelefoneSimulado(app.url);
    expect((await fone.ativar({ identificadorApp })).status).toBe(200);
    const login = await fone.login(VENDEDOR.login, VENDEDOR.senha);
    expect(login.status, JSON.stringify(login.corpo)).toBe(200);
    const pedido = montarPedido(CLIENTE, ITENS, { observacao: 'Primeiro pedido pelo aplicativo' });
    const postado = await fone.postar('pedidos', pedido);
    expect(postado.status, JSON.stringify(postado.corpo)).toBe(200);

    await entrada('Registros do Aplicativo').click();
    await paginaPronta('Registros do Aplicativo');
    const registro = page.locator(`li[data-uuid="${pedido.uuid}"]`);
    await expect.poll(() => registro.getByText('Integrado', { exact: true }).isVisible(), ESPERA).toBe(true);
    const chave = await registro.locator('dt', { hasText: 'Chave no ERP' }).locator('+ dd').textContent();
    await semViolacoes();

    const novos = await erp.sql('SELECT order_id, customer_id, employee_id, discount FROM orders WHERE order_id NOT IN (10248, 10249, 10250)');
    expect(novos).toEqual([{ order_id: Number(chave), customer_id: CLIENTE, employee_id: 1, discount: 0 }]);
    expect(await erp.sql('SELECT product_id, quantity, unit_price FROM order_details WHERE order_id = ? ORDER BY product_id', [Number(chave)])).toEqual([
      { product_id: 3, quantity: 2, unit_price: 8.5 },
      { product_id: 5, quantity: 1, unit_price: 9.9 },
    ]);
    expect(await erp.sql(`SELECT uuid, chave FROM ${TABELA_GRAVACAO}`)).toEqual([{ uuid: pedido.uuid, chave: String(chave) }]);
    // The ERP's own tables are as they were: only the agent's table was added beside them.
    const colunasDepois = await erp.sql(
      `SELECT m.name AS tabela, p.name AS coluna FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND m.name <> '${TABELA_GRAVACAO}' ORDER BY 1, 2`,
    );
    expect(colunasDepois).toEqual(colunasAntes);
  });
});

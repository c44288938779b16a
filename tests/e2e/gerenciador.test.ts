import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { ARTEFATOS, MANIFESTO, type Manifesto } from '../../server/downloads/artefatos';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { accessibilityViolations, launchBrowser } from './support/browser';
import { escolherOpcao } from './support/selecao';
import { mapeado as mapeadoNa, mapear } from './support/mapeamento';

/**
 * docs/produto.md §2 "Área do gerenciador" in real Chromium, as a company admin would use it: flags drive the menu, the
 * §5 rules show by their inputs, what is saved comes back after a reload, and without an agent the
 * area says it is disconnected. The steps share one branch and run in order.
 */
describe('gerenciador de integração', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let parceiro: Partner;
  let outro: Partner;
  let filialId: number;

  beforeAll(async () => {
    app = await startTestApp();
    const admin = await app.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(app, admin, 'Teta');
    outro = await createPartner(app, admin, 'Iota');
    filialId = await createFilial(app, parceiro.token, 'Filial Teta Centro');
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await entrar(page, parceiro);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function entrar(p: Page, quem: { email: string; password: string }) {
    await p.goto(`${app.url}/login`);
    await p.getByLabel('E-mail').fill(quem.email);
    // Also used in beforeAll, where expect.poll is not available.
    await p.waitForFunction(() => !(document.querySelector('input[type=password]') as HTMLInputElement | null)?.disabled);
    await p.getByLabel('Senha').fill(quem.password);
    await p.getByRole('button', { name: 'Entrar' }).click();
    await p.waitForURL('**/admin/home');
  }

  const url = (rota = '') => `${app.url}/admin/gerenciador/${filialId}${rota ? `/${rota}` : ''}`;
  const menu = () => page.getByRole('menu', { name: 'Páginas do gerenciador' });
  const entrada = (nome: string) => menu().getByRole('menuitem', { name: nome, exact: true });
  const campo = (label: string) => page.getByLabel(label, { exact: false }).and(page.locator('input'));
  const editor = (nome: string) => page.getByRole('textbox', { name: nome, exact: true });
  /** A mapping input by its catalogue label (a required one carries an asterisk). */
  const mapeado = (label: string) => mapeadoNa(page, label);
  /** The text an input points to with aria-describedby (its §5 message). */
  const mensagemDe = async (el: Locator) => {
    const id = await el.getAttribute('aria-describedby');
    return id ? page.locator(`[id="${id}"]`).textContent() : null;
  };
  const notificacao = (texto: string) => page.getByText(texto, { exact: true });
  const salvar = async () => {
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  };
  const paginaPronta = async (titulo: string) => {
    await expect.poll(() => page.getByRole('heading', { level: 1, name: titulo }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Carregando a configuração…').count()).toBe(0);
  };

  it('opens on situacao_gerenciador, says the agent is disconnected, and has no WCAG 2.2 AA violations', async () => {
    await page.goto(url());
    await page.waitForURL(url('situacao_gerenciador'));
    await paginaPronta('Situação do Gerenciador');
    await expect.poll(() => page.getByRole('status').filter({ hasText: MSG.gerenciadorDesconectado }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Filial Teta Centro', { exact: false }).first().isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto(url('pagina_que_nao_existe'));
    await page.waitForURL(url('situacao_gerenciador'));
  });

  it("generates the agent token once, with what the installer asks and the installed executable's command", async () => {
    // A server whose downloads were built (npm run build:agent writes this manifest).
    const anterior = process.env.AGENT_DIST_DIR;
    const pasta = mkdtempSync(join(tmpdir(), 'e2e-token-'));
    const sha256 = createHash('sha256').update('x').digest('hex');
    const manifesto: Manifesto = {
      versao: '0.1.0',
      geradoEm: new Date().toISOString(),
      node: { linux: 'v20.20.2', windows: 'v24.21.0' },
      artefatos: [{ tipo: 'instalador', plataforma: 'windows', arquivo: ARTEFATOS.instalador.windows.arquivo, tamanho: 1, sha256 }],
    };
    writeFileSync(join(pasta, MANIFESTO), JSON.stringify(manifesto));
    process.env.AGENT_DIST_DIR = pasta;
    try {
      await page.getByRole('button', { name: 'Gerar Token' }).click();
      const token = await page.getByLabel('Token', { exact: true }).inputValue();
      expect(token).toMatch(/^fvg_/);
      await expect
        .poll(() => page.getByText('baixe o instalador pelo menu lateral (Download Instalador Gerenciador)', { exact: false }).isVisible())
        .toBe(true);
      expect(await page.getByLabel('Endereço do servidor').inputValue()).toBe(app.url);
      expect(await page.getByLabel('Comando do executável instalado').inputValue()).toBe(`fv-gerenciador --server ${app.url} --token ${token}`);
      expect(await accessibilityViolations(page)).toEqual([]);

      // A server without downloads: no executable to run, so the command is the project's own.
      process.env.AGENT_DIST_DIR = join(pasta, 'vazia');
      await page.getByRole('button', { name: 'Gerar Novo Token' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
      await expect.poll(() => page.getByLabel('Token', { exact: true }).inputValue()).not.toBe(token);
      const novo = await page.getByLabel('Token', { exact: true }).inputValue();
      await expect
        .poll(() => page.getByLabel('Comando do gerenciador numa cópia do projeto').inputValue())
        .toBe(`npm run agent -- --server ${app.url} --token ${novo}`);
      expect(await page.getByLabel('Comando do executável instalado').count()).toBe(0);
      expect(await page.getByText('Download Instalador Gerenciador', { exact: false }).count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      if (anterior === undefined) delete process.env.AGENT_DIST_DIR;
      else process.env.AGENT_DIST_DIR = anterior;
      rmSync(pasta, { recursive: true, force: true });
    }
    await page.reload();
    await paginaPronta('Situação do Gerenciador');
    await expect.poll(() => page.getByRole('button', { name: 'Gerar Novo Token' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Token', { exact: true }).count()).toBe(0);
  });

  it('saves the basic configuration and shows or hides menu entries by its flags', async () => {
    await expect.poll(() => entrada('Produtos').isVisible()).toBe(true);
    expect(await entrada('Tabelas de Preço').count()).toBe(0);
    expect(await entrada('Inserção de Clientes').count()).toBe(1);
    await entrada('Configuração Básica').click();
    await paginaPronta('Configuração Básica');
    expect(await campo('Rótulo do prazo de entrega do pedido').inputValue()).toBe('Prazo de Entrega');
    await page.getByRole('switch', { name: 'Utiliza tabela de preço' }).check();
    await page.getByRole('switch', { name: 'Permite inclusão de novos clientes' }).uncheck();
    await page.getByRole('switch', { name: 'Utiliza ordem de serviço' }).check();
    expect(await accessibilityViolations(page)).toEqual([]);
    await salvar();
    await expect.poll(() => notificacao(MSG.configuracaoSalva).isVisible()).toBe(true);
    await expect.poll(() => entrada('Tabelas de Preço').isVisible()).toBe(true);
    expect(await entrada('Serviços').isVisible()).toBe(true);
    expect(await entrada('Inserção de Clientes').count()).toBe(0);
    await page.reload();
    await paginaPronta('Configuração Básica');
    expect(await page.getByRole('switch', { name: 'Utiliza tabela de preço' }).isChecked()).toBe(true);
    expect(await entrada('Inserção de Clientes').count()).toBe(0);
  });

  it('connection: default ports by type, the test fails in red while disconnected, and the password is never shown back', async () => {
    await entrada('Conexão de Dados').click();
    await paginaPronta('Conexão de Dados');
    expect(await campo('Porta').inputValue()).toBe('3306');
    await escolherOpcao(page, page.getByRole('combobox', { name: 'Tipo de Integração' }), 'PostgreSQL');
    expect(await campo('Porta').inputValue()).toBe('5432');
    await campo('Hostname').fill('10.0.0.5');
    await campo('Database').fill('erp');
    await campo('Usuário').fill('integracao');
    await campo('Senha').fill('Segredo#Erp1');
    expect(await page.getByText(MSG.conexaoNaoTestada).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Testar Conexão' }).click();
    const falha = page.getByRole('status').filter({ hasText: MSG.gerenciadorDesconectado }).locator('.MuiAlert-colorError');
    await expect.poll(() => falha.isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await salvar();
    await expect.poll(() => notificacao(MSG.configuracaoSalva).isVisible()).toBe(true);
    await page.reload();
    await paginaPronta('Conexão de Dados');
    expect(await campo('Hostname').inputValue()).toBe('10.0.0.5');
    expect(await campo('Senha').inputValue()).toBe('');
    expect(await mensagemDe(campo('Senha'))).toBe('Há uma senha salva. Deixe em branco para mantê-la.');
  });

  it('product: a select with * shows the §5 message by the editor and keeps the SQL; a valid one persists with its custom fields', async () => {
    await entrada('Produtos').click();
    await paginaPronta('Produtos');
    const select = editor('SQL do Select');
    await select.fill('select * from produto');
    const mapa = { 'Identificador do produto': 'codigo', Descrição: 'nome', 'Valor unitário': 'preco', 'Estoque atual': 'estoque', Ativo: 'ativo' };
    for (const [label, coluna] of Object.entries(mapa)) await mapear(page, label, coluna);
    await salvar();
    await expect.poll(() => mensagemDe(select)).toBe(MSG.selectSemAsterisco);
    expect(await select.textContent()).toBe('select * from produto');
    expect(await select.getAttribute('aria-invalid')).toBe('true');
    expect(await accessibilityViolations(page)).toEqual([]);

    await select.fill('select codigo, nome, preco, estoque, ativo, regiao, marca from produto');
    await page.getByRole('button', { name: 'Adicionar Campo' }).click();
    await page.getByRole('button', { name: 'Adicionar Campo' }).click();
    expect(await mensagemDe(campo('Label').first())).toBe(MSG.labelRequerido);
    await campo('Label').first().fill('Região');
    await campo('Field Relacionado').first().fill('regiao');
    await page.getByRole('button', { name: 'Adicionar Campo' }).click();
    await expect.poll(() => campo('Label').count()).toBe(2);
    await campo('Label').nth(1).fill('Marca');
    await campo('Field Relacionado').nth(1).fill('marca');
    await page.getByRole('switch', { name: 'Sincronização ativa' }).check();
    await salvar();
    await expect.poll(() => notificacao(MSG.configuracaoSalva).isVisible()).toBe(true);

    await page.reload();
    await paginaPronta('Produtos');
    await expect.poll(() => editor('SQL do Select').textContent()).toBe('select codigo, nome, preco, estoque, ativo, regiao, marca from produto');
    for (const [label, coluna] of Object.entries(mapa)) expect(await mapeado(label).inputValue()).toBe(coluna);
    expect(await campo('Label').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(['Região', 'Marca']);
    expect(await page.getByRole('switch', { name: 'Sincronização ativa' }).isChecked()).toBe(true);
  });

  it('product: the sync panel asks first and explains a refused start', async () => {
    await page.getByRole('button', { name: 'Sincronizar', exact: true }).click();
    const dialogo = page.getByRole('dialog');
    await expect.poll(() => dialogo.getByText('Deseja iniciar a sincronização dos registros novos e alterados?').isVisible()).toBe(true);
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => notificacao(`${MSG.erroInicioSincronizacao}: ${MSG.gerenciadorDesconectado}`).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cancelar Sincronização' }).isDisabled()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('insert page: two insert cards reordered by dragging, saved, and found in that order after a reload', async () => {
    await entrada('Inserção de Pedidos').click();
    await paginaPronta('Inserção de Pedidos');
    await editor('Insert do pedido 1').fill('insert into pedido (cliente) values (:clienteIdentificador)');
    await page.getByRole('button', { name: 'Adicionar Insert' }).first().click();
    await editor('Insert do pedido 2').fill('insert into pedido_log (uuid) values (:uuid)');
    await editor('Insert dos itens do pedido 1').fill('insert into item (pedido, produto) values (:pedidoIdentificador, :produtoIdentificador)');
    // A placeholder offered by the catalogue goes in at the cursor.
    await editor('Insert dos itens do pedido 1').press('End');
    await escolherOpcao(page, page.getByRole('combobox', { name: 'Inserir parâmetro no insert' }).nth(2), /^:quantidade —/);
    await expect
      .poll(() => editor('Insert dos itens do pedido 1').textContent())
      .toBe('insert into item (pedido, produto) values (:pedidoIdentificador, :produtoIdentificador):quantidade');

    // Keyboard dragging (@hello-pangea/dnd): pick Insert 2 up, move it above Insert 1, drop it.
    const alca = page.getByRole('button', { name: 'Arrastar Insert do pedido 2 para reordenar' });
    // Each step waits for the library's own announcement to screen readers that it took the key
    // (one live region per insert group).
    const anuncio = () => page.locator('[id^="rfd-announcement-"]').allTextContents();
    await alca.focus();
    await page.keyboard.press('Space');
    await expect.poll(anuncio).toContain('Insert pego na posição 2.');
    await page.keyboard.press('ArrowUp');
    await expect.poll(anuncio).toContain('posição 1');
    await page.keyboard.press('Space');
    await expect.poll(() => editor('Insert do pedido 1').textContent()).toBe('insert into pedido_log (uuid) values (:uuid)');
    expect(await accessibilityViolations(page)).toEqual([]);
    await salvar();
    await expect.poll(() => notificacao(MSG.configuracaoSalva).isVisible()).toBe(true);

    await page.reload();
    await paginaPronta('Inserção de Pedidos');
    await expect.poll(() => editor('Insert do pedido 1').textContent()).toBe('insert into pedido_log (uuid) values (:uuid)');
    expect(await editor('Insert do pedido 2').textContent()).toBe('insert into pedido (cliente) values (:clienteIdentificador)');
    expect(await editor('Insert dos itens do pedido 1').textContent()).toContain(':quantidade');
  });

  it('every data page in the menu has no WCAG 2.2 AA violations', async () => {
    const nomes = await menu().getByRole('menuitem').allTextContents();
    const dados = nomes.filter((n) => !['Situação do Gerenciador', 'Configuração Básica', 'Conexão de Dados', 'Registros do Aplicativo'].includes(n));
    expect(dados).toEqual(
      expect.arrayContaining(['Usuários', 'Tabelas de Preço', 'Clientes', 'Pedidos', 'Ordens de Serviço', 'Inserção de Ordens de Serviço']),
    );
    const falhas: string[] = [];
    for (const nome of dados) {
      await entrada(nome).click();
      await paginaPronta(nome);
      await expect.poll(() => page.locator('.cm-content').count()).toBeGreaterThan(0);
      falhas.push(...(await accessibilityViolations(page)).map((v) => `${nome}: ${v}`));
    }
    expect(falhas).toEqual([]);
    // Eleven pages, each checked by axe: a shared CI machine needs more than the default minute.
  }, 180_000);

  it('closes the menu below 960 px', async () => {
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto(url('configuracao_basica'));
    await paginaPronta('Configuração Básica');
    // Closed, react-admin's sidebar keeps only its 55 px icon column (260 px when open).
    await expect.poll(async () => (await menu().boundingBox())?.width ?? 0).toBeLessThan(100);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await paginaPronta('Configuração Básica');
  });

  it('the login page downloads neither the manager nor its SQL editor; the editor loads only with a data page', async () => {
    const limpo = await browser.newContext({ locale: 'pt-BR' });
    const login = await limpo.newPage();
    const scripts: string[] = [];
    login.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await login.goto(`${app.url}/login`);
    await login.getByLabel('E-mail').fill(parceiro.email);
    await login.waitForFunction(() => !(document.querySelector('input[type=password]') as HTMLInputElement | null)?.disabled);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /GerenciadorApp|SqlEditorCodeMirror/.test(s))).toEqual([]);
    await login.getByLabel('Senha').fill(parceiro.password);
    await login.getByRole('button', { name: 'Entrar' }).click();
    await login.waitForURL('**/admin/home');
    await login.goto(url('situacao_gerenciador'));
    await expect.poll(() => login.getByRole('heading', { level: 1, name: 'Situação do Gerenciador' }).isVisible()).toBe(true);
    expect(scripts.some((s) => s.includes('GerenciadorApp'))).toBe(true);
    expect(scripts.some((s) => s.includes('SqlEditorCodeMirror'))).toBe(false);
    await login.getByRole('menuitem', { name: 'Produtos' }).click();
    await expect.poll(() => scripts.some((s) => s.includes('SqlEditorCodeMirror'))).toBe(true);
    await limpo.close();
  });

  it('another contratante’s user sees nothing of this branch', async () => {
    const outroContexto = await browser.newContext({ locale: 'pt-BR' });
    const outraPagina = await outroContexto.newPage();
    await entrar(outraPagina, outro);
    await outraPagina.goto(url('configuracao_basica'));
    await expect.poll(() => outraPagina.getByRole('alert').filter({ hasText: 'Filial não encontrada ou sem permissão de acesso.' }).isVisible()).toBe(true);
    expect(await outraPagina.getByRole('menu', { name: 'Páginas do gerenciador' }).count()).toBe(0);
    await outroContexto.close();
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { englishOnScreen, loginAs } from './support/adminSession';
import { accessibilityViolations, launchBrowser } from './support/browser';
import { escolherOpcao } from './support/selecao';

/**
 * The audit trail in the browser (docs/produto.md §2): a change made in a form shows on the Auditoria page,
 * reached from the record's 'Histórico', with the field before and after; a partner sees only its
 * own contratante's entries; axe finds nothing and the page fits a phone.
 */
describe('auditoria', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let alfa: Partner;
  let usuarioId: number;

  beforeAll(async () => {
    app = await startTestApp();
    const admin = await app.login(ADMIN.email, ADMIN.password);
    alfa = await createPartner(app, admin, 'Auditalfa');
    await createPartner(app, admin, 'Auditbeta');
    const r = await app.gql<{ createUsuario: { id: number } }>(
      'mutation($i: UsuarioInput!) { createUsuario(input: $i) { id } }',
      { i: { nome: 'Vendedora Original', email: 'vendedora@auditalfa.com.br', password: 'Senha#Vendedora1', passwordConfirmacao: 'Senha#Vendedora1' } },
      alfa.token,
    );
    usuarioId = r.data!.createUsuario.id;
    for (const n of [1, 2, 3]) {
      await app.gql(
        'mutation($i: UsuarioInput!) { createUsuario(input: $i) { id } }',
        {
          i: { nome: `Vendedor Lote ${n}`, email: `lote${n}@auditalfa.com.br`, password: 'Senha#Lote12345', passwordConfirmacao: 'Senha#Lote12345' },
        },
        alfa.token,
      );
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  afterEach(async () => context?.close());

  const abrir = async (largura: number, altura: number): Promise<Page> => {
    context = await browser.newContext({
      locale: 'pt-BR',
      viewport: { width: largura, height: altura },
      ...(largura < 600 ? { isMobile: true, hasTouch: true } : {}),
    });
    const page = await context.newPage();
    await loginAs(page, app.url, alfa.email, alfa.password);
    return page;
  };
  const texto = (page: Page) => page.locator('main').innerText();

  it('a change made in a form shows in its history with before and after; only the own contratante; axe finds nothing', async () => {
    const page = await abrir(1280, 900);
    await expect.poll(() => page.getByRole('menuitem', { name: 'Auditoria' }).isVisible(), { timeout: 15_000 }).toBe(true);

    await page.goto(`${app.url}/admin/cadastro_usuario/${usuarioId}`);
    const nome = page.getByLabel('Nome', { exact: true });
    await expect.poll(() => nome.inputValue(), { timeout: 15_000 }).toBe('Vendedora Original');
    await nome.fill('Vendedora Renomeada');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL('**/admin/lista_usuario');

    await page.goto(`${app.url}/admin/cadastro_usuario/${usuarioId}`);
    await page.getByRole('link', { name: 'Histórico' }).click();
    await page.waitForURL('**/admin/auditoria?**');
    await expect.poll(() => texto(page), { timeout: 15_000 }).toContain('Nome: Vendedora Original → Vendedora Renomeada');
    const conteudo = await texto(page);
    expect(conteudo).toContain('Alteração');
    expect(conteudo).toContain(`Usuário: Vendedora Renomeada (${usuarioId})`);
    expect(conteudo).toContain(alfa.email);
    expect(conteudo).toContain('Inclusão');
    expect(conteudo).not.toContain('Senha#Vendedora1');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await englishOnScreen(page)).toEqual([]);

    // The whole trail, unfiltered: the partner's own entries, never the other contratante's.
    await page.goto(`${app.url}/admin/auditoria?filter=${encodeURIComponent('{}')}`);
    await expect.poll(() => texto(page), { timeout: 15_000 }).toContain('Contratante: Auditalfa Ltda');
    expect(await texto(page)).not.toContain('Auditbeta');
    // Filtered by record kind, as the URL keeps it.
    await escolherOpcao(page, page.getByLabel('Registro', { exact: true }), 'Usuário');
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('entidade');
    await expect.poll(() => texto(page), { timeout: 15_000 }).not.toContain('Contratante: Auditalfa Ltda');
    expect(await texto(page)).toContain('Vendedora Renomeada');
  });

  it('fits a 390 px phone and axe finds nothing there', async () => {
    const page = await abrir(390, 844);
    await page.goto(`${app.url}/admin/auditoria`);
    await expect.poll(() => texto(page), { timeout: 15_000 }).toContain('Nome: Vendedora Original → Vendedora Renomeada');
    const largura = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(largura).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('three rows selected and deactivated at once show as three entries in Auditoria', async () => {
    const page = await abrir(1280, 900);
    await page.goto(`${app.url}/admin/lista_usuario`);
    for (const n of [1, 2, 3]) {
      const linha = page.getByRole('row', { name: new RegExp(`Vendedor Lote ${n}`) });
      await expect.poll(() => linha.isVisible(), { timeout: 15_000 }).toBe(true);
      await linha.getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Inativar' }).click();
    await page.goto(`${app.url}/admin/auditoria?filter=${encodeURIComponent(JSON.stringify({ entidade: 'usuario' }))}`);
    for (const n of [1, 2, 3]) await expect.poll(() => texto(page), { timeout: 15_000 }).toContain(`Usuário: Vendedor Lote ${n}`);
    const inativacoes = await page.getByRole('row').filter({ hasText: 'Inativação' }).allTextContents();
    expect(inativacoes.filter((t) => t.includes('Vendedor Lote') && t.includes('Ativo: Sim → Não'))).toHaveLength(3);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

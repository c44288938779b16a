import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { launchBrowser } from './support/browser';

/**
 * docs/produto.md §2 /gerenciador/{id} "opened in a new tab": the 'Gerenciador' link of a branch opens the
 * manager logged in, on that branch, whether or not the user chose "Permanecer logado" (without it
 * the session lives in the first tab only, and the link has rel=noopener). No token in any URL.
 */
describe('link Gerenciador', () => {
  let app: TestApp;
  let browser: Browser;
  let parceiro: Partner;
  let filialId: number;

  beforeAll(async () => {
    app = await startTestApp();
    const admin = await app.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(app, admin, 'Kapa');
    filialId = await createFilial(app, parceiro.token, 'Filial Kapa Centro');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function entrar(page: Page, permanecer: boolean) {
    await page.getByLabel('E-mail').fill(parceiro.email);
    await expect.poll(() => page.getByLabel('Senha').isEnabled()).toBe(true);
    await page.getByLabel('Senha').fill(parceiro.password);
    if (permanecer) await page.getByLabel('Permanecer logado').check();
    await page.getByRole('button', { name: 'Entrar' }).click();
  }

  const situacao = () => `${app.url}/admin/gerenciador/${filialId}/situacao_gerenciador`;

  async function managerOpensLoggedIn(manager: Page) {
    await manager.waitForURL(situacao());
    await expect.poll(() => manager.getByRole('heading', { level: 1, name: 'Situação do Gerenciador' }).isVisible()).toBe(true);
    await expect.poll(() => manager.getByText('Filial Kapa Centro', { exact: false }).first().isVisible()).toBe(true);
    expect(manager.url()).not.toMatch(/token|sessao|eyJ/i);
  }

  for (const permanecer of [false, true]) {
    it(`opens the manager logged in from the Filiais list ${permanecer ? 'with' : 'without'} "Permanecer logado"`, async () => {
      const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${app.url}/login`);
      await entrar(page, permanecer);
      await page.waitForURL('**/admin/home');
      await page.goto(`${app.url}/admin/filiais`);
      const link = page.getByRole('link', { name: 'Gerenciador' }).first();
      await expect.poll(() => link.isVisible()).toBe(true);
      expect(await link.getAttribute('rel')).toContain('noopener');
      const [manager] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await managerOpensLoggedIn(manager);
      // The handed session is this tab's own from now on: a reload keeps it.
      await manager.reload();
      await managerOpensLoggedIn(manager);
      await context.close();
    });
  }

  it('opens the manager logged in from the home card’s "Abrir gerenciador" without "Permanecer logado"', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${app.url}/login`);
    await entrar(page, false);
    await page.waitForURL('**/admin/home');
    const link = page.getByRole('link', { name: 'Abrir gerenciador' }).first();
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await link.getAttribute('rel')).toContain('noopener');
    const [manager] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await managerOpensLoggedIn(manager);
    await context.close();
  });

  it('after logging in on a login page reached from a manager address, lands on that address', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(situacao());
    await page.waitForURL(`${app.url}/login`);
    await entrar(page, false);
    await managerOpensLoggedIn(page);
    // A second tab the user opens by hand gets no session from the first one.
    const other = await context.newPage();
    await other.goto(situacao());
    await other.waitForURL(`${app.url}/login`);
    await context.close();
  });
});

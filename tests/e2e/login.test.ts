import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { accessibilityViolations, launchBrowser } from './support/browser';

/** docs/produto.md §2 /login and §4 Session, in real Chromium against the built SPA and the real server. */
describe('login', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'pt-BR' });
    page = await context.newPage();
  });
  afterEach(async () => context?.close());

  async function fillLogin(email: string, password: string, options: { permanecer?: boolean } = {}) {
    await page.goto(`${app.url}/login`);
    await page.getByLabel('E-mail').fill(email);
    await expect.poll(() => page.getByLabel('Senha').isEnabled()).toBe(true);
    await page.getByLabel('Senha').fill(password);
    if (options.permanecer) await page.getByLabel('Permanecer logado').check();
    await page.getByRole('button', { name: 'Entrar' }).click();
  }

  it('has no WCAG 2.2 AA violations and keeps the password disabled for an unknown e-mail', async () => {
    await page.goto(`${app.url}/login`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('E-mail').fill('ninguem@teste.com.br');
    await expect.poll(() => page.getByText(MSG.emailNaoCadastrado).isVisible()).toBe(true);
    expect(await page.getByLabel('Senha').isDisabled()).toBe(true);
    expect(await page.getByLabel('Permanecer logado').isDisabled()).toBe(true);
  });

  it("refuses a wrong password with 'Email ou senha inválidos' and keeps the e-mail typed", async () => {
    await fillLogin(ADMIN.email, 'senha-errada');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MSG.emailOuSenhaInvalidos);
    expect(await page.getByLabel('E-mail').inputValue()).toBe(ADMIN.email);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('logs in to /admin/home with the layout, survives a reload when staying logged in, and logs out', async () => {
    await fillLogin(ADMIN.email, ADMIN.password, { permanecer: true });
    await page.waitForURL('**/admin/home');
    await expect.poll(() => page.getByRole('menuitem', { name: 'Contratantes' }).isVisible()).toBe(true);
    expect(await page.getByText(`© ${new Date().getFullYear()}`).count()).toBeGreaterThan(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.reload();
    await page.waitForURL('**/admin/home');
    await expect.poll(() => page.getByRole('menuitem', { name: 'Contratantes' }).isVisible()).toBe(true);

    // A second tab of the same browser shares the stay-logged-in session.
    const other = await context.newPage();
    await other.goto(`${app.url}/login`);
    await other.waitForURL('**/admin/home');
    await other.close();

    await page.getByRole('button', { name: /perfil/i }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    await page.goto(`${app.url}/admin/contratantes`);
    await page.waitForURL('**/login');
  });

  it('without staying logged in, the session lives only in this tab', async () => {
    await fillLogin(ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin/home');
    const other = await context.newPage();
    await other.goto(`${app.url}/admin/home`);
    await other.waitForURL('**/login');
  });

  it('sends an unknown route to / when logged out and to /admin/home when logged in', async () => {
    await page.goto(`${app.url}/nao-existe`);
    await page.waitForURL(`${app.url}/`);
    await page.goto(`${app.url}/recuperarsenha`);
    await page.waitForURL('**/login');
  });
});

describe('sessão expirada', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it("returns to /login with 'Sessão expirada!' when the server answers 401", async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/login`);
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await expect.poll(() => page.getByLabel('Senha').isEnabled()).toBe(true);
    await page.getByLabel('Senha').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/admin/home');
    // The session ends on the server (Sair from another browser moves the user's session version on):
    // the token this page holds is refused from now on, with no clock involved.
    const outroNavegador = await app.login(ADMIN.email, ADMIN.password);
    expect((await app.gql('mutation { usuarioEncerrarSessao }', {}, outroNavegador)).data).toEqual({ usuarioEncerrarSessao: true });
    await page.goto(`${app.url}/admin/contratantes`);
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MSG.sessaoExpirada);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  });
});

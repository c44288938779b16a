import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { autologinLink, startSmtpServer, type SmtpMailbox } from '../support/mailbox';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { accessibilityViolations, launchBrowser } from './support/browser';

const USER = { nome: 'Maria Recupera', email: 'maria@recupera.com.br', password: 'Antiga#Senha1' };
const OTHER = { nome: 'João Desiste', email: 'joao@recupera.com.br', password: 'Mantida#Senha1' };
const NEW_PASSWORD = 'Nova#Senha2';

/**
 * docs/produto.md §2 recovery, in real Chromium: /esqueciminhasenha sends the link through a real SMTP server,
 * /autologin/{token} opens a recovery session, /recuperarsenha sets the password.
 */
describe('recuperação de senha', () => {
  let mailbox: SmtpMailbox;
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    mailbox = await startSmtpServer();
    app = await startTestApp({ SMTP_URL: mailbox.url });
    const adminToken = await app.login(ADMIN.email, ADMIN.password);
    for (const user of [USER, OTHER]) {
      const created = await app.gql(
        'mutation($i: UsuarioInput!) { createUsuario(input: $i) { id } }',
        { i: { nome: user.nome, email: user.email, password: user.password, passwordConfirmacao: user.password } },
        adminToken,
      );
      if (created.errors) throw new Error(JSON.stringify(created.errors));
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await mailbox?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'pt-BR' });
    page = await context.newPage();
  });
  afterEach(async () => context?.close());

  /** The link's path on the test server (PUBLIC_URL is the configured public address). */
  function openLink(link: string) {
    expect(link.startsWith(`${app.config.publicUrl}/autologin/`)).toBe(true);
    return page.goto(`${app.url}${new URL(link).pathname}`);
  }

  async function requestLink(email: string): Promise<string> {
    await page.goto(`${app.url}/esqueciminhasenha`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(MSG.recuperacaoEnviada);
    return autologinLink(await mailbox.waitFor(email));
  }

  async function login(email: string, password: string) {
    await page.goto(`${app.url}/login`);
    await page.getByLabel('E-mail').fill(email);
    await expect.poll(() => page.getByLabel('Senha').isEnabled()).toBe(true);
    await page.getByLabel('Senha').fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
  }

  it('runs the whole recovery: request, mail, link, new password, login; the old password and the used link stop working', async () => {
    // From /login to the request page, which meets WCAG 2.2 AA and checks the e-mail like /login.
    await page.goto(`${app.url}/login`);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL('**/esqueciminhasenha');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => page.getByText(MSG.emailRequerido).isVisible()).toBe(true);
    await page.getByLabel('E-mail').fill('ninguem@recupera.com.br');
    await expect.poll(() => page.getByText(MSG.emailNaoCadastrado).isVisible()).toBe(true);

    await page.getByLabel('E-mail').fill(USER.email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(MSG.recuperacaoEnviada);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('alert').count()).toBe(0); // no generic error after the success (a defect of the original specification, docs/produto.md §8)
    expect(await accessibilityViolations(page)).toEqual([]);

    const mail = await mailbox.waitFor(USER.email);
    expect(mail.text).toContain(`Olá, ${USER.nome}.`);
    const link = autologinLink(mail);

    // The link opens a recovery session that reaches only /recuperarsenha.
    await openLink(link);
    await page.waitForURL('**/recuperarsenha');
    await expect.poll(() => page.getByLabel('Nova senha', { exact: true }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    for (const elsewhere of ['/admin/home', '/login', '/']) {
      await page.goto(`${app.url}${elsewhere}`);
      await page.waitForURL('**/recuperarsenha');
    }

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText(MSG.novaSenhaRequerida).isVisible()).toBe(true);
    await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmação da nova senha').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText(MSG.confirmacaoSenhaDiferente).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel('Confirmação da nova senha').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL('**/admin/home');
    await expect.poll(() => page.getByRole('menuitem', { name: 'Contratantes' }).isVisible()).toBe(true);
    expect(await page.getByText(MSG.erroAtualizarSenha).count()).toBe(0);

    // A fresh browser: the old password fails, the new one logs in.
    await context.close();
    context = await browser.newContext({ locale: 'pt-BR' });
    page = await context.newPage();
    await login(USER.email, USER.password);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MSG.emailOuSenhaInvalidos);
    await login(USER.email, NEW_PASSWORD);
    await page.waitForURL('**/admin/home');

    // The used link: the message on /login, without WCAG violations.
    await context.close();
    context = await browser.newContext({ locale: 'pt-BR' });
    page = await context.newPage();
    await openLink(link);
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MSG.tokenInvalido);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('cancelling on /recuperarsenha logs out to /login, and a logged-out visit there goes to /login too', async () => {
    const link = await requestLink(OTHER.email);
    await openLink(link);
    await page.waitForURL('**/recuperarsenha');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.getItem('fv.session')])).toEqual([0, null]);
    await page.goto(`${app.url}/recuperarsenha`);
    await page.waitForURL('**/login');
    // The password did not change.
    await login(OTHER.email, OTHER.password);
    await page.waitForURL('**/admin/home');
  });
});

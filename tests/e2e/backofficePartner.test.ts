import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { createFilial, createPartner, insertDevice, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { englishOnScreen, loginAs } from './support/adminSession';
import { accessibilityViolations, launchBrowser, transitionsEnded } from './support/browser';

/**
 * docs/produto.md §6 as partners see it, the own-password drawer, and a walk over every back-office page
 * (axe WCAG 2.2 AA and react-admin's English defaults), in real Chromium.
 */
describe('back-office: parceiros, perfil e páginas', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let admin: string;
  let alfa: Partner;
  let beta: Partner;
  let filialAlfa: number;
  let filialBeta: number;
  let deviceAlfa: number;
  let databaseAlfa: number;

  const saveDatabase = async (token: string, filialId: number, database: string) => {
    const r = await app.gql<{ createUpdateMobileFilialDatabase: { id: number } }>(
      'mutation($i: MobileFilialDatabaseInput!) { createUpdateMobileFilialDatabase(input: $i) { id } }',
      { i: { filialId, configuracao: JSON.stringify({ database, host: 'db', porta: 3306, usuario: 'u', senha: 's' }) } },
      token,
    );
    return r.data!.createUpdateMobileFilialDatabase.id;
  };

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.login(ADMIN.email, ADMIN.password);
    alfa = await createPartner(app, admin, 'Alfa');
    beta = await createPartner(app, admin, 'Beta');
    filialAlfa = await createFilial(app, alfa.token, 'Loja Alfa');
    filialBeta = await createFilial(app, beta.token, 'Loja Beta');
    deviceAlfa = await insertDevice(app, filialAlfa, 'aparelho-alfa');
    await insertDevice(app, filialBeta, 'aparelho-beta');
    databaseAlfa = await saveDatabase(alfa.token, filialAlfa, 'erp_alfa');
    await saveDatabase(beta.token, filialBeta, 'erp_beta');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterEach(async () => context?.close());

  const field = (label: string) => page.getByLabel(label, { exact: true });
  const visible = (text: string) => expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);
  /** The page once its data has arrived. */
  const open = async (path: string) => {
    await page.goto(`${app.url}/admin/${path}`);
    await page.waitForLoadState('networkidle');
    await transitionsEnded(page);
  };
  const cells = async () => (await page.getByRole('cell').allTextContents()).join(' | ');

  it("a partner sees only its own contratante's rows and menu", async () => {
    await loginAs(page, app.url, alfa.email, alfa.password);
    await expect.poll(() => page.getByRole('menuitem', { name: 'Filiais' }).isVisible()).toBe(true);
    const menu = await page.getByRole('menuitem').allTextContents();
    expect(menu.slice(0, 5)).toEqual(['Home', 'Contratantes', 'Databases', 'Usuários', 'Filiais']);

    await expect.poll(() => page.getByRole('heading', { name: 'Loja Alfa' }).isVisible()).toBe(true);
    expect(await page.getByText('Loja Beta').count()).toBe(0);
    const gerenciador = page.getByRole('article', { name: 'Loja Alfa' }).getByRole('link', { name: 'Abrir gerenciador' });
    expect(await gerenciador.getAttribute('href')).toBe(`/admin/gerenciador/${filialAlfa}`);

    const lists: [string, string, string][] = [
      ['contratantes', 'Alfa Ltda', 'Beta Ltda'],
      ['lista_usuario', alfa.email, beta.email],
      ['filiais', 'Loja Alfa', 'Loja Beta'],
      ['lista_database', 'erp_alfa', 'erp_beta'],
      [`filial/${filialAlfa}`, 'aparelho-alfa', 'aparelho-beta'],
    ];
    for (const [path, own, other] of lists) {
      await open(path);
      await expect.poll(() => cells(), { message: path }).toContain(own);
      expect(await cells(), path).not.toContain(other);
    }

    // No new contratante and no removal of its own: the server would refuse both.
    await open('contratantes');
    expect(await page.getByRole('link', { name: 'Novo Contratante' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Excluir' }).count()).toBe(0);
    // Its own contratante opens with the provider's fields read-only.
    await open(`contratante/${alfa.contratanteId}`);
    await expect.poll(() => field('Razão Social').inputValue()).toBe('Alfa Ltda');
    expect(await field('Quantidade de Filiais').isDisabled()).toBe(true);
    // Another contratante's branch is not found.
    await open(`filial/${filialBeta}`);
    expect(await page.getByText('Loja Beta').count()).toBe(0);
  });

  it('the provider administrator has no Filiais entry (it belongs to no contratante)', async () => {
    await loginAs(page, app.url, ADMIN.email, ADMIN.password);
    await expect.poll(() => page.getByRole('menuitem', { name: 'Contratantes' }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Filiais' }).count()).toBe(0);
  });

  it('changes the own password through the Trocar Senha drawer', async () => {
    await loginAs(page, app.url, beta.email, beta.password);
    await page.getByRole('button', { name: /perfil/i }).click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await page.waitForURL('**/admin/perfil');
    expect(await field('Email').inputValue()).toBe(beta.email);
    expect(await field('Email').getAttribute('readonly')).not.toBeNull();

    await page.getByRole('button', { name: 'Trocar Senha' }).click();
    const drawer = page.getByRole('region', { name: 'Trocar Senha' });
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(500);
    await drawer.getByLabel('Senha atual', { exact: true }).fill('errada');
    await drawer.getByRole('button', { name: 'Validar senha' }).click();
    await expect.poll(() => drawer.getByText(MSG.senhaInvalida).isVisible()).toBe(true);
    await drawer.getByLabel('Senha atual', { exact: true }).fill(beta.password);
    await drawer.getByRole('button', { name: 'Validar senha' }).click();
    await visible(MSG.senhaConfirmada);
    await drawer.getByLabel('Nova senha', { exact: true }).fill('Nova#Beta2');
    await drawer.getByLabel('Confirmação da nova senha', { exact: true }).fill('Outra#Beta2');
    await drawer.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect.poll(() => drawer.getByText(MSG.confirmacaoSenhaDiferente).isVisible()).toBe(true);
    await drawer.getByLabel('Confirmação da nova senha', { exact: true }).fill('Nova#Beta2');
    expect(await accessibilityViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Salvar nova senha' }).click();
    await visible(MSG.senhaAlterada);

    // The session goes on with the renewed token; the new password logs in, the old one no more.
    await open('lista_usuario');
    await expect.poll(() => cells()).toContain(beta.email);
    expect(await app.login(beta.email, 'Nova#Beta2')).toBeTruthy();
    await expect(app.login(beta.email, beta.password)).rejects.toThrow();
  });

  it('every back-office page and dialog: no WCAG 2.2 AA violation, no English from react-admin', async () => {
    await loginAs(page, app.url, alfa.email, alfa.password);
    /** Axe and the English check, once what was `opened` (a dialog, a drawer) shows; axe waits for its fade-in. */
    const check = async (where: string, opened?: Locator) => {
      if (opened) await expect.poll(() => opened.isVisible()).toBe(true);
      expect(await accessibilityViolations(page), where).toEqual([]);
      expect(await englishOnScreen(page), where).toEqual([]);
    };
    const pages = [
      'home',
      'contratantes',
      `contratante/${alfa.contratanteId}`,
      `contratante/${alfa.contratanteId}?aba=usuarios`,
      `contratante/${alfa.contratanteId}?aba=filiais`,
      `contratante/${alfa.contratanteId}/filial/${filialAlfa}`,
      `contratante/${alfa.contratanteId}/filial/${filialAlfa}/dispositivo/${deviceAlfa}`,
      'lista_database',
      'cadastro_database',
      `cadastro_database/${databaseAlfa}`,
      'lista_usuario',
      'cadastro_usuario',
      `cadastro_usuario/${alfa.usuarioId}`,
      'perfil',
      'filiais',
      'filial',
      `filial/${filialAlfa}`,
      `filial/${filialAlfa}/dispositivo/${deviceAlfa}`,
    ];
    for (const path of pages) {
      await open(path);
      await check(path);
    }

    // Forms with their messages, and the dialogs.
    await open('cadastro_usuario');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await visible(MSG.nomeRequerido);
    await check('cadastro_usuario com erros');
    await open('filial');
    await field('Cidade').pressSequentially('Sao');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    await check('sugestões de cidade');
    await open(`contratante/${alfa.contratanteId}?aba=usuarios`);
    await page.getByRole('button', { name: 'Novo Usuário' }).click();
    await check('Dados do Usuário', page.getByRole('dialog'));
    await open('filiais');
    await page.getByRole('button', { name: 'Gerar QrCode' }).first().click();
    await check('Código QRCode', page.getByRole('dialog', { name: 'Código QRCode' }));
    // Its own user has no 'Excluir' (no one removes themself); the branch, which holds a device, gets
    // the dialog that says so and offers to deactivate it.
    await open('lista_usuario');
    await expect.poll(() => page.getByRole('cell', { name: alfa.email }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Excluir' }).count()).toBe(0);
    await open('filiais');
    await page.getByRole('button', { name: 'Excluir' }).first().click();
    await visible(MSG.filialComDependentes('1 dispositivo'));
    await check('remoção de filial com dispositivo');
    await open(`filial/${filialAlfa}`);
    await page.getByRole('button', { name: 'Bloquear Dispositivo' }).first().click();
    await check('bloqueio', page.getByRole('dialog'));
    await open('perfil');
    await page.getByRole('button', { name: 'Trocar Senha' }).click();
    await check('Trocar Senha', page.getByRole('region', { name: 'Trocar Senha' }));
    // The pages react-admin draws itself: not found, and access denied (a partner creating a contratante).
    await open('nao-existe');
    await visible('Página não encontrada');
    await check('não encontrada');
    await open('contratante');
    await page.waitForURL('**/admin/access-denied');
    await visible('Acesso negado');
    await check('acesso negado');
    // The English check does see react-admin's defaults when they show.
    await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<p>Rows per page:</p>'));
    expect(await englishOnScreen(page)).toContain('Rows per page:');
  }, 420_000);
});

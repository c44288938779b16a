import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGINAS_GERENCIADOR, TIPOS_DADOS } from '../../common/catalogo';
import { createFilial, createPartner, insertDevice, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { loginAs } from './support/adminSession';
import { accessibilityViolations, launchBrowser, transitionsEnded } from './support/browser';

/**
 * Every screen on a phone (390×844): no page, dialog or drawer wider than the viewport, and axe
 * still finds nothing; as the provider admin and as a partner, the back-office and the manager.
 * At 1366 px the Filiais table shows 'NOVA FILIAL' whole, and documents and phones do not wrap.
 */
describe('telas de 390 px', () => {
  let app: TestApp;
  let browser: Browser;
  let parceiro: Partner;
  let filialId: number;
  let dispositivoId: number;
  let databaseId: number;

  beforeAll(async () => {
    app = await startTestApp();
    const admin = await app.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(app, admin, 'Omega');
    filialId = await createFilial(app, parceiro.token, 'Filial Ômega Centro com um nome bem comprido', {
      telefone: '11987654321',
      email: 'filial.omega@exemplo.com.br',
    });
    dispositivoId = await insertDevice(app, filialId, 'aparelho-omega-com-um-uuid-longo-0001');
    const database = await app.gql<{ createUpdateMobileFilialDatabase: { id: number } }>(
      'mutation($i: MobileFilialDatabaseInput!) { createUpdateMobileFilialDatabase(input: $i) { id } }',
      { i: { filialId, configuracao: JSON.stringify({ database: 'erp_omega', host: 'db', porta: 3306, usuario: 'u', senha: 's' }) } },
      parceiro.token,
    );
    databaseId = database.data!.createUpdateMobileFilialDatabase.id;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function phone(email: string, password: string): Promise<Page> {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await loginAs(page, app.url, email, password);
    return page;
  }

  /** How far the page is wider than the viewport, and which elements stick out (for the message). */
  const overflow = (page: Page) =>
    page.evaluate(() => {
      const extra = document.documentElement.scrollWidth - window.innerWidth;
      const wide = [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(-3)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 2).join('.')}`);
      return extra > 0 ? `${extra}px (${wide.join(', ')})` : null;
    });

  async function walk(page: Page, paths: string[]): Promise<string[]> {
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(`${app.url}/admin/${path}`);
      await page.waitForLoadState('networkidle');
      await transitionsEnded(page);
      const wide = await overflow(page);
      if (wide) problems.push(`${path}: ${wide}`);
      for (const violation of await accessibilityViolations(page)) problems.push(`${path}: ${violation}`);
    }
    return problems;
  }

  /** Once `opened` shows and its fade-in has ended, the page fits and axe finds nothing. */
  async function check(page: Page, where: string, opened: Locator, problems: string[]) {
    await expect.poll(() => opened.isVisible()).toBe(true);
    await transitionsEnded(page);
    const wide = await overflow(page);
    if (wide) problems.push(`${where}: ${wide}`);
    for (const violation of await accessibilityViolations(page)) problems.push(`${where}: ${violation}`);
  }

  const gerenciador = () => [
    ...Object.values(PAGINAS_GERENCIADOR).map((rota) => `gerenciador/${filialId}/${rota}`),
    ...TIPOS_DADOS.map((t) => `gerenciador/${filialId}/${t.rota}`),
  ];

  it('as the provider admin: every page and dialog fits', async () => {
    const page = await phone(ADMIN.email, ADMIN.password);
    const c = parceiro.contratanteId;
    const problems = await walk(page, [
      'home',
      'contratantes',
      'contratante',
      `contratante/${c}`,
      `contratante/${c}?aba=usuarios`,
      `contratante/${c}?aba=filiais`,
      `contratante/${c}/filial`,
      `contratante/${c}/filial/${filialId}`,
      `contratante/${c}/filial/${filialId}/dispositivo/${dispositivoId}`,
      'lista_database',
      'cadastro_database',
      `cadastro_database/${databaseId}`,
      'lista_usuario',
      'cadastro_usuario',
      'perfil',
      'auditoria',
      'atualizacao_gerenciadores',
      ...gerenciador(),
    ]);
    if (problems.length) console.log(problems.join('\n'));
    await page.goto(`${app.url}/admin/contratante/${c}?aba=usuarios`);
    await page.getByRole('button', { name: 'Novo Usuário' }).click();
    await check(page, 'Dados do Usuário', page.getByRole('dialog'), problems);
    await page.goto(`${app.url}/admin/home`);
    await page.getByRole('button', { name: /menu/i }).first().click();
    await check(page, 'menu lateral', page.getByRole('menuitem', { name: 'Contratantes' }), problems);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 600_000);

  it('as a partner: every page and dialog fits', async () => {
    const page = await phone(parceiro.email, parceiro.password);
    const problems = await walk(page, [
      'home',
      'contratantes',
      `contratante/${parceiro.contratanteId}`,
      'filiais',
      'filial',
      `filial/${filialId}`,
      `filial/${filialId}/dispositivo/${dispositivoId}`,
      'lista_database',
      'cadastro_database',
      'lista_usuario',
      'cadastro_usuario',
      `cadastro_usuario/${parceiro.usuarioId}`,
      'perfil',
    ]);
    if (problems.length) console.log(problems.join('\n'));
    await page.goto(`${app.url}/admin/filiais`);
    await page.getByRole('button', { name: 'Gerar QrCode' }).first().click();
    await check(page, 'Código QRCode', page.getByRole('dialog', { name: 'Código QRCode' }), problems);
    await page.goto(`${app.url}/admin/perfil`);
    await page.getByRole('button', { name: 'Trocar Senha' }).click();
    await check(page, 'Trocar Senha', page.getByRole('region', { name: 'Trocar Senha' }), problems);
    await page.goto(`${app.url}/admin/filial/${filialId}`);
    await page.getByRole('button', { name: 'Bloquear Dispositivo' }).first().click();
    await check(page, 'bloqueio', page.getByRole('dialog'), problems);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 600_000);

  it('at 1366 px: the Filiais table leaves NOVA FILIAL whole, documents and phones on one line, and a toast leaves Novo Usuário free', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    await loginAs(page, app.url, parceiro.email, parceiro.password);
    await page.goto(`${app.url}/admin/filiais`);
    const nova = page.getByRole('link', { name: 'Nova Filial' });
    await expect.poll(() => nova.isVisible()).toBe(true);
    expect(await overflow(page)).toBeNull();
    const box = (await nova.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    const lines = (text: string) => page.getByText(text, { exact: true }).evaluate((el) => el.getClientRects().length);
    expect(await lines('11.222.333/0001-81')).toBe(1);
    expect(await lines('(11) 98765-4321')).toBe(1);

    await page.goto(`${app.url}/admin/cadastro_usuario`);
    await page.getByLabel('Nome', { exact: true }).fill('Rita Omega');
    await page.getByLabel('Email', { exact: true }).fill('rita@omega.com.br');
    await page.getByLabel('Senha', { exact: true }).fill('Senha#Rita1');
    await page.getByLabel('Confirmação da senha', { exact: true }).fill('Senha#Rita1');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Usuario salvo com sucesso' });
    await expect.poll(() => toast.isVisible()).toBe(true);
    const novo = (await page.getByRole('link', { name: 'Novo Usuário' }).boundingBox())!;
    const aviso = (await toast.boundingBox())!;
    const apart = novo.x + novo.width <= aviso.x || aviso.x + aviso.width <= novo.x || novo.y + novo.height <= aviso.y || aviso.y + aviso.height <= novo.y;
    expect(apart).toBe(true);
    await context.close();
  }, 120_000);
});

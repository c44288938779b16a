import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartner, type Partner } from '../support/fixtures';
import { semearFrota, type FrotaSemeada } from '../support/frotaSemeada';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { englishOnScreen, loginAs } from './support/adminSession';
import { accessibilityViolations, launchBrowser, transitionsEnded } from './support/browser';
import { larguras } from './support/largura';

/**
 * The fleet home in Chromium (docs/frota.md) over 1,000 seeded branches, 100 in trouble: counters,
 * charts, trouble first, the filters (counter, search, contratante), the link to each manager; axe
 * finds nothing, and on a 390 px phone nothing is wider than the screen. A partner sees its own only.
 */
describe('home da frota', () => {
  let app: TestApp;
  let browser: Browser;
  let alfa: Partner;
  let beta: Partner;
  let frota: FrotaSemeada;

  beforeAll(async () => {
    app = await startTestApp();
    const admin = await app.login(ADMIN.email, ADMIN.password);
    alfa = await createPartner(app, admin, 'FrotaAlfa');
    beta = await createPartner(app, admin, 'FrotaBeta');
    // The connected agents stay connected for the whole test (their presences outlive it).
    frota = await semearFrota(app.app.db, {
      contratantes: [alfa.contratanteId, beta.contratanteId],
      presencaAte: new Date(Date.now() + 86_400_000),
      pedidosPorFilial: 3,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function abrir(email: string, senha: string, largura = 1366): Promise<Page> {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: largura, height: 900 } });
    const page = await context.newPage();
    await loginAs(page, app.url, email, senha);
    await expect.poll(() => page.getByRole('article').count()).toBe(20);
    return page;
  }
  const linhas = (page: Page) => page.getByRole('list', { name: 'Filiais, as com problema primeiro' }).getByRole('article');
  const problemas = async (page: Page) => linhas(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-problemas')));
  const contador = (page: Page, rotulo: string) => page.getByRole('group', { name: /Situação das filiais/ }).getByRole('button', { name: new RegExp(rotulo) });
  const esperarGraficos = async (page: Page) => {
    await expect.poll(() => page.getByText(/pedidos recebidos e \d+ integrados no ERP nos últimos 30 dias/).isVisible()).toBe(true);
    await expect.poll(() => page.locator('figure svg').count()).toBeGreaterThanOrEqual(2);
    await page.waitForLoadState('networkidle');
    await transitionsEnded(page);
  };

  it('shows the counters and the charts, then the branches in trouble first, each linking to its manager', async () => {
    const page = await abrir(ADMIN.email, ADMIN.password);
    await expect.poll(() => contador(page, 'Desconectado além do limite').textContent()).toMatch(/^20/);
    expect(await contador(page, 'Estrutura do ERP alterada').textContent()).toMatch(/^20/);
    expect(await contador(page, 'Gerenciador desatualizado').textContent()).toMatch(/^20/);
    expect(await contador(page, 'Registros com erro').textContent()).toMatch(/^40.*100 registros com erro/);
    await esperarGraficos(page);

    // The most severe first: offline with records in erro, 20 of them on the first page.
    expect(await problemas(page)).toEqual(Array(20).fill('offline registrosErro'));
    const primeira = linhas(page).first();
    expect(await primeira.getByRole('heading').textContent()).toBe('Filial 0008');
    expect(await primeira.getByText('O gerenciador do Cliente esta desconectado.').isVisible()).toBe(true);
    const link = primeira.getByRole('link', { name: 'Abrir gerenciador' });
    expect(await link.getAttribute('href')).toBe(`/admin/gerenciador/${frota.ids[7]}`);
    expect(await link.getAttribute('target')).toBe('_blank');

    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await englishOnScreen(page)).toEqual([]);
    await page.context().close();
  });

  it('filters by a counter, by the search box and by contratante, keeping the trouble first', async () => {
    const page = await abrir(ADMIN.email, ADMIN.password);
    await contador(page, 'Gerenciador desatualizado').click();
    await expect.poll(() => problemas(page)).toEqual(Array(20).fill('desatualizado'));
    expect(await contador(page, 'Gerenciador desatualizado').getAttribute('aria-pressed')).toBe('true');
    expect(decodeURIComponent(page.url())).toContain('"problema":"desatualizado"');
    // Pressed again, the filter goes: the first page is the worst again.
    await contador(page, 'Gerenciador desatualizado').click();
    await expect.poll(() => problemas(page)).toEqual(Array(20).fill('offline registrosErro'));

    await page.getByPlaceholder('Pesquisar').fill('Filial 0058');
    await expect.poll(() => linhas(page).count()).toBe(1);
    expect(await linhas(page).first().getByRole('heading').textContent()).toBe('Filial 0058');
    await page.getByPlaceholder('Pesquisar').fill('');

    await page.getByLabel('Contratante').click();
    await page.getByRole('option', { name: 'FrotaBeta Ltda' }).click();
    await expect.poll(async () => (await linhas(page).allTextContents()).every((t) => t.includes('FrotaBeta Ltda'))).toBe(true);
    expect((await problemas(page))[0]).toBe('offline registrosErro');
    await expect.poll(() => page.getByRole('heading', { name: /Situação das filiais/ }).textContent()).toContain('500 filiais');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('fits a 390 px phone with nothing wider than the screen', async () => {
    const page = await abrir(ADMIN.email, ADMIN.password, 390);
    await esperarGraficos(page);
    const { documento, janela, largos } = await larguras(page);
    expect(largos).toEqual([]);
    expect(documento).toBeLessThanOrEqual(janela);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows a partner its own branches only, without the contratante filter', async () => {
    const page = await abrir(alfa.email, alfa.password);
    await expect.poll(() => page.getByRole('heading', { name: /Situação das filiais/ }).textContent()).toContain('500 filiais');
    expect((await linhas(page).allTextContents()).every((t) => t.includes('FrotaAlfa Ltda'))).toBe(true);
    // Half of the fleet: 10 branches of each trouble, the worst first.
    expect(await problemas(page)).toEqual([...Array(10).fill('offline registrosErro'), ...Array(10).fill('estrutura')]);
    expect(await page.getByLabel('Contratante').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
    expect(beta.contratanteId).not.toBe(alfa.contratanteId);
  });
});

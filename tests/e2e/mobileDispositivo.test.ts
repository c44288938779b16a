import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { montarPedido, TelefoneSimulado } from '../../scripts/device';
import { startTestApp, type TestApp } from '../support/testApp';
import { cliente, criarCenario, produto, usuario, type CenarioMobile } from '../integration/mobileCenario';
import { loginAs } from './support/adminSession';
import { accessibilityViolations, launchBrowser } from './support/browser';

/**
 * The device API seen from the back-office, in real Chromium: a phone activated through the API
 * shows in the branch's device list and form, and its orders move the home cards.
 */
describe('dispositivo ativado pela API no back-office', () => {
  let t: TestApp;
  let c: CenarioMobile;
  let browser: Browser;
  let page: Page;
  let fone: TelefoneSimulado;

  beforeAll(async () => {
    t = await startTestApp();
    c = await criarCenario(t, 'Tela');
    await c.sincronizar('configuracaoDadosUsuario', [usuario('1', 'ana', 'senha-ana')]);
    await c.sincronizar('configuracaoDadosProduto', [produto('P1')]);
    await c.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
    fone = new TelefoneSimulado(t.url);
    const ativacao = await fone.ativar({ identificadorApp: c.identificadorApp, dispositivo: 'Galaxy A15', plataforma: 'android', versaoApp: '3.1.0' });
    expect(ativacao.status).toBe(200);
    browser = await launchBrowser();
    page = await (await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } })).newPage();
    await loginAs(page, t.url, c.partner.email, c.partner.password);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const field = (label: string) => page.getByLabel(label, { exact: true });

  it('the branch lists the activated phone, and its form shows what the phone sent', async () => {
    await page.goto(`${t.url}/admin/filial/${c.filialId}`);
    const linha = page.getByRole('row', { name: new RegExp(fone.uuid) });
    await expect.poll(() => linha.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await linha.getByRole('cell', { name: 'Galaxy A15' }).isVisible()).toBe(true);
    expect(await linha.getByRole('cell', { name: '3.1.0' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    await linha.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/dispositivo\/\d+$/);
    await expect.poll(() => field('UUID').inputValue(), { timeout: 10_000 }).toBe(fone.uuid);
    expect(await field('UUID').isDisabled()).toBe(true);
    expect(await field('Dispositivo').inputValue()).toBe('Galaxy A15');
    expect(await field('Plataforma').inputValue()).toBe('Android');
    expect(await field('Data Ultimo Acesso').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}:\d{2}$/);
  });

  it('the home card counts the orders the phone posts', async () => {
    const contagem = async (rotulo: string) => {
      const card = page.getByRole('article', { name: 'Filial Tela' });
      await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
      return card.locator('dt', { hasText: rotulo }).locator('xpath=following-sibling::dd[1]').innerText();
    };
    await page.goto(`${t.url}/admin/home`);
    expect(await contagem('Pedidos do dia')).toBe('0');
    expect((await fone.login('ana', 'senha-ana')).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await fone.postar('pedidos', montarPedido('C1', [{ produtoIdentificador: 'P1', quantidade: 1, valorUnitarioVenda: 10 }]))).status).toBe(200);
    await page.reload();
    expect(await contagem('Pedidos do dia')).toBe('3');
    expect(await contagem('Pedidos sem sincronizar')).toBe('3');
  });

  it('the same uuid activated again without its token shows as another device; the first phone keeps working', async () => {
    const intruso = new TelefoneSimulado(t.url, undefined, fone.uuid);
    expect(
      (await intruso.ativar({ identificadorApp: c.identificadorApp, dispositivo: 'Outro Aparelho', plataforma: 'android', versaoApp: '1.0.0' })).status,
    ).toBe(200);
    expect((await intruso.puxar('cliente')).corpo).toMatchObject({ codigo: 'VENDEDOR_NAO_AUTENTICADO' });
    expect((await fone.puxar('cliente')).status).toBe(200);

    await page.goto(`${t.url}/admin/filial/${c.filialId}`);
    const linhas = page.getByRole('row', { name: new RegExp(fone.uuid) });
    await expect.poll(() => linhas.count(), { timeout: 10_000 }).toBe(2);
    expect(await linhas.filter({ hasText: 'Galaxy A15' }).count()).toBe(1);
    expect(await linhas.filter({ hasText: 'Outro Aparelho' }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

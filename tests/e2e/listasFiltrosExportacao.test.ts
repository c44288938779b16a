import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { loginAs } from './support/adminSession';
import { accessibilityViolations, launchBrowser } from './support/browser';

const DIA = 86_400_000;

/**
 * Filters, export and bulk actions (docs/produto.md §2) in Chromium, on the Usuários list: filters kept in the URL, 'Exportar' (the file saved
 * and parsed back), three rows selected and deactivated at once, the last activity at a glance;
 * axe finds nothing and the list fits a 390 px phone.
 */
describe('listas: filtros, exportação e ações em lote', () => {
  let app: TestApp;
  let browser: Browser;
  let alfa: Partner;
  let pasta: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await startTestApp();
    const admin = await app.login(ADMIN.email, ADMIN.password);
    alfa = await createPartner(app, admin, 'Alfa');
    const agora = Date.now();
    const usuario = (nome: string, ativo: number, dias: number) => ({
      nome,
      email: `${nome
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z ]/g, '')
        .replace(/ /g, '.')}@alfa.com.br`,
      telefone: '11987654321',
      ativo,
      ultimaAtividade: new Date(agora - dias * DIA).toISOString(),
      passwordHash: 'x',
      sessaoVersao: 1,
      contratanteId: alfa.contratanteId,
      caslRules: '[]',
      createdAt: new Date(agora).toISOString(),
      updatedAt: new Date(agora).toISOString(),
    });
    for (const [nome, ativo, dias] of [
      ['Vendedor Um', 1, 1],
      ['Vendedor Dois', 1, 2],
      ['Vendedor Três', 1, 3],
      ['Vendedor Antigo', 1, 10],
      ['Vendedor Inativo', 0, 20],
    ] as const) {
      ids[nome] = (
        await app.app.db.kysely
          .insertInto('usuario')
          .values(usuario(nome, ativo, dias))
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    pasta = mkdtempSync(join(tmpdir(), 'e2e-exportacao-'));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function abrir(largura: number): Promise<Page> {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: largura, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await loginAs(page, app.url, alfa.email, alfa.password);
    return page;
  }
  const nomes = async (page: Page) => (await page.locator('tbody tr td:nth-child(2)').allTextContents()).sort();
  const esperarNomes = (page: Page, esperado: string[]) => expect.poll(() => nomes(page), { timeout: 15_000 }).toEqual([...esperado].sort());

  it('filters with the search, keeps the filter in the URL, exports it, and deactivates three selected rows', async () => {
    const page = await abrir(1280);
    await page.goto(`${app.url}/admin/lista_usuario`);
    await esperarNomes(page, ['Admin Alfa', 'Vendedor Antigo', 'Vendedor Dois', 'Vendedor Inativo', 'Vendedor Três', 'Vendedor Um']);
    // The last activity at a glance, the exact date on focus.
    const relativo = page.getByRole('row', { name: /Vendedor Antigo/ }).locator('time');
    expect(await relativo.textContent()).toBe('há 10 dias');
    await relativo.focus();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}:\d{2}$/);

    await page.getByPlaceholder('Pesquisar').fill('vendedor');
    await page.getByRole('spinbutton', { name: 'Sem atividade há mais de (dias)' }).fill('5');
    await esperarNomes(page, ['Vendedor Antigo', 'Vendedor Inativo']);
    await page.getByRole('combobox', { name: 'Ativo' }).click();
    await page.getByRole('option', { name: 'Sim' }).click();
    await esperarNomes(page, ['Vendedor Antigo']);
    // Bookmarked: the same address shows the same rows.
    const endereco = page.url();
    expect(decodeURIComponent(endereco)).toContain('"ultimaAtividade_dias":');
    await page.goto(endereco);
    await esperarNomes(page, ['Vendedor Antigo']);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Back to the search alone, then the file of every matching row.
    await page.goto(`${app.url}/admin/lista_usuario?filter=${encodeURIComponent(JSON.stringify({ q: 'vendedor' }))}`);
    await esperarNomes(page, ['Vendedor Antigo', 'Vendedor Dois', 'Vendedor Inativo', 'Vendedor Três', 'Vendedor Um']);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/);
    const arquivo = join(pasta, 'usuarios.csv');
    await download.saveAs(arquivo);
    const bytes = readFileSync(arquivo);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const linhas = bytes
      .subarray(3)
      .toString('utf8')
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(';'));
    expect(linhas[0]).toEqual(['Nome', 'Email', 'Telefone', 'Ativo', 'Última atividade']);
    expect(
      linhas
        .slice(1)
        .map((l) => l[0])
        .sort(),
    ).toEqual(['Vendedor Antigo', 'Vendedor Dois', 'Vendedor Inativo', 'Vendedor Três', 'Vendedor Um']);
    const tres = linhas.find((l) => l[0] === 'Vendedor Três')!;
    expect(tres.slice(1, 4)).toEqual(['vendedor.tres@alfa.com.br', '(11) 98765-4321', 'Sim']);
    expect(tres[4]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);

    // Three rows selected, deactivated at once.
    for (const nome of ['Vendedor Um', 'Vendedor Dois', 'Vendedor Três'])
      await page
        .getByRole('row', { name: new RegExp(nome) })
        .getByRole('checkbox')
        .check();
    await page.getByRole('button', { name: 'Inativar' }).click();
    await expect.poll(() => page.getByText('3 registros alterados.').isVisible(), { timeout: 15_000 }).toBe(true);
    const ativos = await app.app.db.kysely
      .selectFrom('usuario')
      .select(['nome', 'ativo'])
      .where('contratanteId', '=', alfa.contratanteId)
      .orderBy('nome')
      .execute();
    expect(ativos.map((u) => `${u.nome}:${Number(u.ativo)}`)).toEqual([
      'Admin Alfa:1',
      'Vendedor Antigo:1',
      'Vendedor Dois:0',
      'Vendedor Inativo:0',
      'Vendedor Três:0',
      'Vendedor Um:0',
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('reports by name the row a bulk action refuses (one cannot deactivate oneself)', async () => {
    const page = await abrir(1280);
    await page.goto(`${app.url}/admin/lista_usuario?filter=${encodeURIComponent(JSON.stringify({ q: 'admin' }))}`);
    await esperarNomes(page, ['Admin Alfa']);
    await page
      .getByRole('row', { name: /Admin Alfa/ })
      .getByRole('checkbox')
      .check();
    await page.getByRole('button', { name: 'Inativar' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Registros não alterados' });
    await expect.poll(() => dialogo.textContent(), { timeout: 15_000 }).toContain('Admin Alfa');
    expect(await dialogo.textContent()).toContain('Você não pode inativar o seu próprio usuário.');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('fits a 390 px phone with its filters and Exportar', async () => {
    const page = await abrir(390);
    await page.goto(`${app.url}/admin/lista_usuario`);
    await expect.poll(() => page.getByText('Vendedor Antigo').first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Exportar' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

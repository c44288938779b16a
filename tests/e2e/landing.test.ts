import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTION_IDS, SUPPORT_HOURS } from '../../landing/src/constants';
import { startTestApp, type TestApp } from '../support/testApp';
import { accessibilityViolations, launchBrowser } from './support/browser';

/** The public site as built into dist/landing (run the landing build first). */
describe('site público', () => {
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

  it('entrega tudo no HTML, sem depender de JavaScript, com no máximo 30 KB de JS gzip', async () => {
    const response = await fetch(`${app.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR">');
    for (const id of SECTION_IDS) expect(html).toContain(`id="${id}"`);
    expect(html).toContain(SUPPORT_HOURS);
    expect(html).toContain('href="/login"');
    expect(html).toContain('href="/politicaprivacidade"');
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);

    const scripts = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+\.m?js)"/g)].map((m) => m[1]);
    let gzipped = 0;
    for (const src of scripts) {
      const script = await fetch(new URL(src, app.url));
      expect(script.status).toBe(200);
      gzipped += gzipSync(Buffer.from(await script.arrayBuffer())).length;
    }
    for (const inline of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) gzipped += gzipSync(inline[1]).length;
    expect(gzipped).toBeLessThanOrEqual(30 * 1024);
  });

  it('mostra as seções com JavaScript desligado', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.url}/`);
    for (const id of SECTION_IDS) await expect(page.locator(`#${id}`).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Área do parceiro' }).first().getAttribute('href')).resolves.toBe('/login');
    const facade = page.locator('#video a[data-video-id]');
    await expect(facade.getAttribute('href')).resolves.toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    await context.close();
  });

  it('cria o iframe do vídeo só depois do clique na fachada', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The closed network has no YouTube: answer the embed with an empty page.
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
    await page.goto(`${app.url}/`);
    await expect(page.locator('#video iframe').count()).resolves.toBe(0);
    await page.locator('#video a[data-video-id]').click();
    const iframe = page.locator('#video iframe');
    await expect(iframe.getAttribute('src')).resolves.toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[^?]+\?autoplay=1/);
    await expect(iframe.getAttribute('title')).resolves.toBeTruthy();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('passa o carrossel a cada 2 s, pausa pelo botão e não anda com movimento reduzido', async () => {
    const current = (page: import('playwright-core').Page) => page.locator('[data-carousel-track] > .slide:not([inert])').getAttribute('aria-label');

    // The page's clock is Playwright's: 2.3 s of the carousel's time pass at once, exactly.
    const page = await browser.newPage();
    await page.clock.install();
    await page.goto(`${app.url}/`);
    await page.mouse.move(0, 0);
    await expect(current(page)).resolves.toMatch(/^1 de /);
    await page.clock.runFor(2300);
    await expect(current(page)).resolves.toMatch(/^2 de /);
    const toggle = page.locator('[data-carousel-toggle]');
    await toggle.click();
    await expect(toggle.textContent()).resolves.toBe('Reproduzir');
    await page.mouse.move(0, 0);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    const paused = await current(page);
    await page.clock.runFor(2300);
    await expect(current(page)).resolves.toBe(paused);
    await page.close();

    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const still = await context.newPage();
    await still.clock.install();
    await still.goto(`${app.url}/`);
    await expect(still.locator('[data-carousel-toggle]').textContent()).resolves.toBe('Reproduzir');
    await still.clock.runFor(2300);
    await expect(current(still)).resolves.toMatch(/^1 de /);
    await context.close();
  });

  it('não tem violações de acessibilidade (axe, WCAG 2.2 AA) em / e /politicaprivacidade', async () => {
    const context = await browser.newContext(); // AxeBuilder needs a page of an explicit context
    const page = await context.newPage();
    for (const path of ['/', '/politicaprivacidade']) {
      await page.goto(`${app.url}${path}`);
      await expect(accessibilityViolations(page), path).resolves.toEqual([]);
    }
    await context.close();
  });

  it('publica a política de privacidade conforme a LGPD, excluindo menores de 18 anos', async () => {
    const response = await fetch(`${app.url}/politicaprivacidade`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('18 anos');
    expect(html).toContain('menores de 18 anos');
    expect(html).toContain('LGPD');
    expect(html).toContain('13.709/2018');
    for (const topic of [
      'controlador',
      'dados-coletados',
      'finalidades',
      'bases-legais',
      'compartilhamento',
      'retencao',
      'direitos',
      'encarregado',
      'cookies',
      'seguranca',
      'alteracoes',
    ]) {
      expect(html).toContain(`id="${topic}"`);
    }
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp';
import { cspViolations, launchBrowser } from './support/browser';

/**
 * The Content-Security-Policy as the browser applies it, and the watcher every e2e file relies on
 * (tests/e2e/support/browser.ts fails a file whose pages reported a violation): an inline script
 * injected into our pages is blocked, and the watcher sees it.
 */
describe('Content-Security-Policy no navegador', () => {
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

  it.each(['/', '/login', '/politicaprivacidade'])('%s runs its own scripts and blocks an injected inline one', async (path) => {
    const page = await browser.newPage();
    await page.goto(`${app.url}${path}`);
    await page.waitForLoadState('networkidle');
    expect(cspViolations(browser)).toEqual([]);

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injetado = true;';
      document.body.append(script);
      const button = document.createElement('button');
      button.setAttribute('onclick', 'window.__injetado = true;');
      document.body.append(button);
      button.click();
      return (window as unknown as { __injetado?: boolean }).__injetado ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations(browser).length).toBe(2);
    expect(cspViolations(browser).splice(0).sort()).toEqual([
      `script-src-attr bloqueou inline em ${app.url}${path}`,
      `script-src-elem bloqueou inline em ${app.url}${path}`,
    ]);
    await page.close();
  });

  it('cannot be framed by another page (frame-ancestors none)', async () => {
    const page = await browser.newPage();
    await page.setContent(`<iframe title="moldura" src="${app.url}/login"></iframe>`);
    const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
    await frame!.waitForLoadState();
    await expect.poll(() => frame!.url()).not.toBe('about:blank');
    expect(frame!.url()).not.toContain('/login');
    expect(await frame!.locator('input').count()).toBe(0);
    cspViolations(browser).splice(0);
    await page.close();
  });
});

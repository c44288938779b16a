import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { ARTEFATOS, MANIFESTO, PLATAFORMAS, TIPOS_DOWNLOAD, type Manifesto } from '../../server/downloads/artefatos';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { loginAs } from './support/adminSession';
import { accessibilityViolations, launchBrowser } from './support/browser';

/** The sidebar's manager downloads in Chromium: version and checksum shown, the file saved under its name. */
describe('downloads do gerenciador na barra lateral', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let comFilial: Partner;
  let semFilial: Partner;
  let pasta: string;
  const anterior = process.env.AGENT_DIST_DIR;

  beforeAll(async () => {
    // A build output of this test's making, served by the real server.
    pasta = mkdtempSync(join(tmpdir(), 'e2e-downloads-'));
    const artefatos = TIPOS_DOWNLOAD.flatMap((tipo) =>
      PLATAFORMAS.map((plataforma) => {
        const conteudo = Buffer.from(`${tipo} ${plataforma} `.repeat(200));
        writeFileSync(join(pasta, ARTEFATOS[tipo][plataforma].arquivo), conteudo);
        return {
          tipo,
          plataforma,
          arquivo: ARTEFATOS[tipo][plataforma].arquivo,
          tamanho: conteudo.length,
          sha256: createHash('sha256').update(conteudo).digest('hex'),
        };
      }),
    );
    const manifesto: Manifesto = { versao: '0.1.0', geradoEm: new Date().toISOString(), node: { linux: 'v20.20.2', windows: 'v24.21.0' }, artefatos };
    writeFileSync(join(pasta, MANIFESTO), JSON.stringify(manifesto));
    process.env.AGENT_DIST_DIR = pasta;
    app = await startTestApp();
    const admin = await app.login(ADMIN.email, ADMIN.password);
    comFilial = await createPartner(app, admin, 'Download');
    semFilial = await createPartner(app, admin, 'Semfilial');
    await createFilial(app, comFilial.token, 'Filial Download');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (anterior === undefined) delete process.env.AGENT_DIST_DIR;
    else process.env.AGENT_DIST_DIR = anterior;
    rmSync(pasta, { recursive: true, force: true });
  });
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'pt-BR', acceptDownloads: true });
    page = await context.newPage();
  });
  afterEach(async () => context?.close());

  const sha = (tipo: 'instalador' | 'executavel') =>
    createHash('sha256')
      .update(readFileSync(join(pasta, ARTEFATOS[tipo].windows.arquivo)))
      .digest('hex');

  it('shows version and checksum and saves the Windows installer under its versioned name', async () => {
    await loginAs(page, app.url, comFilial.email, comFilial.password);
    const item = page.getByRole('menuitem', { name: /Download Instalador Gerenciador/ });
    await expect.poll(() => item.textContent()).toContain(`versão 0.1.0 · SHA-256 ${sha('instalador').slice(0, 12)}…`);
    expect(await accessibilityViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
    expect(download.suggestedFilename()).toBe('fv-gerenciador-0.1.0-instalador-windows-x64.exe');
    const salvo = join(pasta, 'salvo.exe');
    await download.saveAs(salvo);
    expect(readFileSync(salvo).equals(readFileSync(join(pasta, ARTEFATOS.instalador.windows.arquivo)))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin/home');
  });

  it('tells a user without any branch that the downloads need one, with no error in the console on page loads', async () => {
    const erros: string[] = [];
    page.on('console', (m) => m.type() === 'error' && erros.push(m.text()));
    page.on('response', (r) => r.status() >= 400 && erros.push(`${r.status()} ${r.url()}`));
    await loginAs(page, app.url, semFilial.email, semFilial.password);
    const lista = (r: { url(): string }) => new URL(r.url()).pathname === '/api/v1/downloads';
    const [resposta] = await Promise.all([page.waitForResponse(lista), page.reload()]);
    expect(resposta.status()).toBe(200);
    expect(erros).toEqual([]);
    await page.getByRole('menuitem', { name: /Download Executável Gerenciador/ }).click();
    await expect.poll(() => page.getByText(MSG.downloadSemFilial).isVisible()).toBe(true);
  });
});

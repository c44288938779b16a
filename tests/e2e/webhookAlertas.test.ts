import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGINAS_GERENCIADOR } from '../../common/catalogo';
import { gerarToken, type FilialComGerenciador } from '../support/agenteFixtures';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { loginAs } from './support/adminSession';
import { accessibilityViolations, launchBrowser, transitionsEnded } from './support/browser';

/**
 * The webhook alerts (docs/operacao.md, "Alertas por webhook") on a phone (390×844) in Chromium:
 * the partner sees the webhook alerts of its branch on Situação do Gerenciador with a delivery the receiver answered 500, 500 and 200 (its three attempts
 * listed), the page fits the screen and axe (contrast included) finds nothing; a new webhook's
 * secret shows once.
 */
describe('alertas por webhook na tela de 390 px', () => {
  let t: TestApp;
  let browser: Browser;
  let receptor: Server;
  let base: string;
  let parceiro: Partner;
  let filial: FilialComGerenciador;
  let agora = Date.now();
  const roteiro = [500, 500];

  beforeAll(async () => {
    receptor = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(roteiro.shift() ?? 200);
        res.end();
      });
    });
    await new Promise<void>((r) => receptor.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(receptor.address() as AddressInfo).port}`;
    t = await startTestApp({ PERIODIC_TASKS_MS: '0', WEBHOOK_QUEUE_MS: '0', WEBHOOK_ALLOW_PRIVATE_NETWORK: '1' }, { agora: () => new Date(agora) });
    const admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, 'Telefone');
    filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Loja do Gancho com um nome bem comprido'));
    const escopo = { identificadorApp: filial.identificadorApp };
    await t.gql(
      'mutation($e: WebhookEscopo!, $d: WebhookAlertaInput!) { webhookAlertaSalvar(escopo: $e, dados: $d) { segredo } }',
      { e: escopo, d: { url: `${base}/um/endereco/bem/comprido/de/receptor/de/alertas`, ativo: true } },
      parceiro.token,
    );
    await t.gql('mutation($e: WebhookEscopo!) { webhookAlertaTestar(escopo: $e) { status } }', { e: escopo }, parceiro.token);
    await t.app.services.avisos.ociosos();
    for (const passo of [30_000, 60_000]) {
      agora += passo;
      await t.app.services.webhooks.processar();
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await new Promise((r) => receptor?.close(r));
  });

  it('lists the delivery’s three attempts, fits 390 px and passes axe; a new company webhook shows its secret once', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await loginAs(page, t.url, parceiro.email, parceiro.password);
    await page.goto(`${t.url}/admin/gerenciador/${filial.filialId}/${PAGINAS_GERENCIADOR.situacao}`);
    const secao = page.getByRole('region', { name: 'Alertas por webhook' });
    const tentativas = secao.getByRole('list', { name: /^Tentativas de Teste do webhook/ }).getByRole('listitem');
    await expect.poll(() => tentativas.count()).toBe(3);
    expect(await tentativas.allTextContents()).toEqual([
      expect.stringMatching(/^Tentativa 1 · .* · HTTP 500 · /),
      expect.stringMatching(/^Tentativa 2 · .* · HTTP 500 · /),
      expect.stringMatching(/^Tentativa 3 · .* · HTTP 200 · /),
    ]);
    await expect.poll(() => secao.getByText('Entregue', { exact: true }).isVisible()).toBe(true);

    // The company's webhook: saved here, its secret shown once.
    const empresa = secao.getByRole('region', { name: 'Webhook da empresa' });
    await empresa.getByRole('textbox', { name: 'Endereço do webhook (URL)' }).fill(`${base}/empresa`);
    await empresa.getByRole('button', { name: 'Salvar webhook' }).click();
    const segredo = empresa.getByRole('textbox', { name: 'Segredo do webhook' });
    await expect.poll(() => segredo.inputValue()).toMatch(/^fvwh_/);
    await transitionsEnded(page);

    const largura = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(largura).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});

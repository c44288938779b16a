import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAS_SEMANA, FUSO_AGENDA } from '../../common/catalogo';
import { formatarDataHoraNoFuso } from '../../common/text/dataHora';
import { horaLocal, instanteLocal } from '../../common/text/fusoHorario';
import { conexaoComoDados, gerarToken, iniciarAgente, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { criarErp, inserirProdutos, type ErpDeTeste } from '../support/erps';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { loginAs } from './support/adminSession';
import { accessibilityViolations, launchBrowser } from './support/browser';
import { larguras } from './support/largura';

const PRODUTO = 'configuracaoDadosProduto';
const MAPEAMENTO = {
  campos: { produtoIdentificador: 'codigo', descricao: 'descricao', valorUnitario: 'preco', estoqueAtual: 'estoque', ativo: 'ativo' },
  selectItens: {},
  selectFormaPagamentoCliente: {},
  camposPersonalizados: [],
};

/**
 * The schedule on a phone (390 px) in real Chromium, with a real agent: the next run the agent
 * programmed from the saved schedule shows on the data page in Brasília time; a "não entre" window
 * added with the editor and saved moves it; the editor with windows open fits the screen and axe
 * finds nothing; the status page lists each type's next run.
 */
describe('agenda das sincronizações na página de dados', () => {
  let app: TestApp;
  let erp: ErpDeTeste;
  let browser: Browser;
  let page: Page;
  let parceiro: Partner;
  let filial: FilialComGerenciador;
  let agente: ReturnType<typeof iniciarAgente>;
  /** 03:00 in Brasília tomorrow: the window opens every day but today, so the answer does not hang on the hour the test runs. */
  let amanha3h: Date;

  beforeAll(async () => {
    app = await startTestApp();
    const admin = await app.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(app, admin, 'Kappa');
    erp = await criarErp('sqlite');
    await inserirProdutos(erp, 5);
    filial = await gerarToken(app, parceiro.token, await createFilial(app, parceiro.token, 'Filial Kappa'));
    const hoje = horaLocal(new Date(), FUSO_AGENDA);
    amanha3h = instanteLocal(hoje.ano, hoje.mes, hoje.dia + 1, 3, 0, FUSO_AGENDA);
    const dias = DIAS_SEMANA.filter((d) => d !== hoje.diaSemana);
    await salvarConfiguracao(app, parceiro.token, filial.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    await salvarConfiguracao(
      app,
      parceiro.token,
      filial.filialId,
      PRODUTO,
      {
        tempoSincronizacao: '00:30',
        quantidadeRegistrosPaginar: 50,
        select: 'SELECT codigo, descricao, preco, estoque, ativo FROM produtos',
        agenda: { somenteEntre: [{ dias, inicio: '03:00', fim: '04:00' }], naoEntre: [] },
      },
      MAPEAMENTO,
    );
    agente = iniciarAgente(app.url, filial.token);
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    page = await context.newPage();
    await loginAs(page, app.url, parceiro.email, parceiro.password);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await agente?.parar();
    await app?.close();
    await erp?.remover();
  });

  const proxima = () => page.locator('[data-campo="proximaExecucao"]').textContent();
  /** The page is no wider than the phone, and the section ends inside it. */
  async function cabe(secao: Locator) {
    const medida = await larguras(page);
    expect(medida.documento, medida.largos.join(' | ')).toBeLessThanOrEqual(medida.janela);
    const caixa = await secao.boundingBox();
    expect(caixa!.x + caixa!.width).toBeLessThanOrEqual(medida.janela);
  }
  const lista = (nome: string) => page.getByRole('region', { name: nome, exact: true });

  it('shows the next run the agent programmed, in Brasília time', async () => {
    await page.goto(`${app.url}/admin/gerenciador/${filial.filialId}/configuracao_dados_produto`);
    await expect.poll(proxima, { timeout: 20_000 }).toBe(`${formatarDataHoraNoFuso(amanha3h.toISOString(), FUSO_AGENDA)} (horário de Brasília)`);
    expect(await page.getByText('"Sincronizar" começa na hora, mesmo fora da agenda.').isVisible()).toBe(true);
  });

  it('edits the windows on a phone: they fit, axe finds nothing, and the saved "não entre" moves the next run', async () => {
    await lista('Não iniciar entre').getByRole('button', { name: 'Adicionar janela' }).click();
    const janela = lista('Não iniciar entre').getByRole('group', { name: 'Janela 1' });
    await janela.getByLabel('Início').fill('02:30');
    await janela.getByLabel('Fim').fill('03:30');
    await janela.getByRole('button', { name: 'Domingo' }).click();
    expect(await janela.getByRole('button', { name: 'Domingo' }).getAttribute('aria-pressed')).toBe('false');
    await janela.getByRole('button', { name: 'Domingo' }).click();

    await cabe(page.getByRole('region', { name: 'Agenda das sincronizações automáticas' }));
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => page.getByText('Configuração salva com sucesso.').isVisible()).toBe(true);
    await expect
      .poll(proxima, { timeout: 20_000 })
      .toBe(`${formatarDataHoraNoFuso(new Date(amanha3h.getTime() + 30 * 60_000).toISOString(), FUSO_AGENDA)} (horário de Brasília)`);
  });

  it('lists the next run of each type on the status page, linked to its data page', async () => {
    await page.goto(`${app.url}/admin/gerenciador/${filial.filialId}/situacao_gerenciador`);
    const tabela = page.getByRole('region', { name: 'Próximas sincronizações automáticas' }).getByRole('table');
    const celula = tabela.locator(`[data-tipo="${PRODUTO}"]`);
    await expect
      .poll(() => celula.textContent(), { timeout: 20_000 })
      .toBe(`${formatarDataHoraNoFuso(new Date(amanha3h.getTime() + 30 * 60_000).toISOString(), FUSO_AGENDA)} (horário de Brasília)`);
    await cabe(page.getByRole('region', { name: 'Próximas sincronizações automáticas' }));
    expect(await accessibilityViolations(page)).toEqual([]);
    await tabela.getByRole('link', { name: 'Produtos' }).click();
    await page.waitForURL('**/configuracao_dados_produto');
  });
});

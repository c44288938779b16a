/**
 * The screenshots of docs/guia-integrador.md, taken from the real app in Chromium: a fresh server
 * (tests/support/testApp.ts) with a blank branch, the real agent started with the token the page
 * gives, and a fixture ERP the product has never seen (English snake_case names, no uuid column:
 * tests/support/erpsNomes.ts). The walk is the guide's own: connection, "Sugerir configuração" and
 * its review, Testar Select, Pré-visualizar, Salvar, Sincronizar, the order insert with the
 * exactly-once choice, the first order Integrado, and Situação do Pedido. No SQL is typed.
 *
 *   npm run build && npx tsx scripts/screenshots-guia.ts [pasta]      (default: docs/img)
 *
 * Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Each image is one part of a page, named
 * by the step of the guide that shows it; the script stops at the first step that does not show
 * what the guide says.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { TABELA_GRAVACAO } from '../common/catalogo';
import { MSG } from '../common/messages';
import { montarPedido, TelefoneSimulado } from './device';
import { loginAs } from '../tests/e2e/support/adminSession';
import { launchBrowser, transitionsEnded } from '../tests/e2e/support/browser';
import { larguras } from '../tests/e2e/support/largura';
import { criarErpNomeado } from '../tests/support/erpsNomes';
import { createFilial, createPartner } from '../tests/support/fixtures';
import { lancarAgente, matar } from '../tests/support/processoAgente';
import { ADMIN, startTestApp } from '../tests/support/testApp';

const PASTA = resolve(process.argv[2] ?? 'docs/img');
/** How long a step may take to show (a server, the agent process and Chromium on one machine). */
const ESPERA = 60_000;

/** The notifications of earlier steps (src/layout/NotificationStack: filled alerts, the only ones in the manager). */
const ESCONDER_AVISOS = '.MuiAlert-filled { visibility: hidden !important; }';

async function visivel(alvo: Locator): Promise<void> {
  await alvo.first().waitFor({ state: 'visible', timeout: ESPERA });
}

/** An option of a MUI Select, as tests/e2e/support/selecao.ts picks it (Enter on the option), without vitest. */
async function escolherOpcao(page: Page, select: Locator, opcao: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: opcao }).press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached', timeout: ESPERA });
}

async function principal(): Promise<void> {
  mkdirSync(PASTA, { recursive: true });
  const app = await startTestApp();
  const erp = await criarErpNomeado('sqlite', 'ingles');
  const pastaAgente = mkdtempSync(join(tmpdir(), 'agente-guia-'));
  const browser = await launchBrowser();
  let agente: ReturnType<typeof lancarAgente> | null = null;
  let aberta: Page | null = null;
  try {
    const admin = await app.login(ADMIN.email, ADMIN.password);
    const parceiro = await createPartner(app, admin, 'Exemplo');
    await app.app.db.kysely.updateTable('contratante').set({ maxDipositivos: 5 }).where('id', '=', parceiro.contratanteId).execute();
    const filialId = await createFilial(app, parceiro.token, 'Loja Centro', { numeroDispositivos: 2 });
    const page = await browser.newPage({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    aberta = page;
    const url = (rota: string) => `${app.url}/admin/gerenciador/${filialId}/${rota}`;
    const entrada = (nome: string) => page.getByRole('menu', { name: 'Páginas do gerenciador' }).getByRole('menuitem', { name: nome, exact: true });
    const abrir = async (menu: string, titulo = menu) => {
      await entrada(menu).click();
      await visivel(page.getByRole('heading', { level: 1, name: titulo }));
      await page.getByText('Carregando a configuração…').waitFor({ state: 'detached', timeout: ESPERA });
    };
    /**
     * One part of a page (or the window). The fixed top bar would cover a part scrolled under it and
     * the notifications of earlier steps would sit on top: both are hidden while the image is taken.
     */
    const foto = async (alvo: Locator | Page, nome: string) => {
      await transitionsEnded(page);
      // A page wider than the window would scroll sideways and cut the image: that is a fault to fix.
      const medida = await larguras(page);
      if (medida.documento > medida.janela) throw new Error(`${nome}: a página é mais larga que a janela: ${medida.largos.join(' | ')}`);
      await page.evaluate(() => window.scrollTo({ left: 0, top: window.scrollY }));
      const style = alvo === page ? ESCONDER_AVISOS : `header.MuiAppBar-root { visibility: hidden !important; } ${ESCONDER_AVISOS}`;
      await alvo.screenshot({ path: join(PASTA, `${nome}.png`), animations: 'disabled', style });
      console.log(join(PASTA, `${nome}.png`));
    };
    /** Several parts of a page that sit one under the other, in one image (a heading and its help). */
    const fotoDe = async (partes: Locator[], nome: string) => {
      await partes[0]!.scrollIntoViewIfNeeded();
      const caixas = await Promise.all(partes.map(async (p) => (await p.boundingBox())!));
      const x = Math.min(...caixas.map((c) => c.x));
      const y = Math.min(...caixas.map((c) => c.y));
      const clip = { x, y, width: Math.max(...caixas.map((c) => c.x + c.width)) - x, height: Math.max(...caixas.map((c) => c.y + c.height)) - y };
      await transitionsEnded(page);
      await page.screenshot({ path: join(PASTA, `${nome}.png`), animations: 'disabled', clip, style: ESCONDER_AVISOS });
      console.log(join(PASTA, `${nome}.png`));
    };
    const secao = (id: string) => page.locator(`section[aria-labelledby="${id}"]`);
    const salvar = async () => {
      await page.getByRole('button', { name: 'Salvar', exact: true }).click();
      await visivel(page.getByText(MSG.configuracaoSalva, { exact: true }));
      await page.getByRole('button', { name: 'Alterações não salvas: ir para Salvar' }).waitFor({ state: 'detached', timeout: ESPERA });
    };
    const sugerir = async () => {
      await page.getByRole('button', { name: 'Sugerir configuração' }).click();
      await visivel(page.getByText(/aplicada como rascunho/));
    };
    const sincronizar = async () => {
      const painel = (campo: string) => page.locator(`[data-campo="${campo}"]`);
      const antes = await painel('dtInicio').textContent();
      const recusa = page.getByText(MSG.erroInicioSincronizacao, { exact: false });
      for (let tentativa = 1; ; tentativa++) {
        await page.getByRole('button', { name: 'Sincronizar', exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
        // The agent reloads a saved configuration a moment later: a start before that is refused.
        await page.waitForFunction(
          ([a]) => document.querySelector('[data-campo="dtInicio"]')?.textContent !== a || document.body.innerText.includes('Não foi possível iniciar'),
          [antes],
          { timeout: ESPERA },
        );
        if ((await painel('dtInicio').textContent()) !== antes) break;
        if (tentativa === 5) throw new Error('A sincronização foi recusada 5 vezes.');
        await recusa.first().waitFor({ state: 'detached', timeout: ESPERA });
      }
      await page.waitForFunction(
        () =>
          document.querySelector('[data-campo="executando"]')?.textContent === 'Não' && document.querySelector('[data-campo="sucesso"]')?.textContent === 'Sim',
        undefined,
        { timeout: ESPERA },
      );
    };

    // 1. The token and the agent.
    await loginAs(page, app.url, parceiro.email, parceiro.password);
    await page.goto(url('situacao_gerenciador'));
    await visivel(page.getByRole('heading', { level: 1, name: 'Situação do Gerenciador' }));
    await page.getByRole('button', { name: 'Gerar Token' }).click();
    const token = await page.getByLabel('Token', { exact: true }).inputValue();
    const servidor = await page.getByLabel('Endereço do servidor').inputValue();
    const filialTexto = await page
      .locator('dt', { hasText: /^Filial$/ })
      .locator('+ dd')
      .textContent();
    const identificadorApp = /\(([^)]+)\)$/.exec(filialTexto ?? '')?.[1] ?? '';
    agente = lancarAgente(servidor, token, join(pastaAgente, 'estado.db'));
    await visivel(page.getByRole('status').filter({ hasText: MSG.gerenciadorConectado }));
    await foto(page, '01-situacao-gerenciador');

    // 2. What the customer uses, and how the ERP keeps the sellers' passwords.
    await abrir('Configuração Básica');
    await escolherOpcao(page, page.getByRole('combobox', { name: 'Tipo de validação da senha do usuário' }), 'Texto');
    await page.getByRole('switch', { name: 'Utiliza situação do pedido' }).check();
    await foto(
      page.locator('#basica-tipoValidacaoCampoSenhaUsuario').locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]'),
      '02-basica-tipo-senha',
    );
    await foto(page.getByRole('button', { name: 'Alterações não salvas: ir para Salvar' }).locator('xpath=ancestor::div[1]/..'), '03-alteracoes-nao-salvas');
    await salvar();

    // 3. The connection.
    await abrir('Conexão de Dados');
    await escolherOpcao(page, page.getByRole('combobox', { name: 'Tipo de Integração' }), 'SQLite');
    await page.getByLabel('Caminho do arquivo do banco sqlite', { exact: false }).and(page.locator('input')).fill(erp.conexao.sqliteArquivo);
    await page.getByRole('button', { name: 'Testar Conexão' }).click();
    await visivel(page.getByRole('status').filter({ hasText: MSG.conexaoRealizada }).locator('.MuiAlert-colorSuccess'));
    await foto(page.locator('.MuiCard-root').first(), '04-conexao');
    await salvar();

    // 4. Products: the proposal, its review, the tests, Salvar and the first run.
    await abrir('Produtos');
    await foto(secao('sugestao-secao'), '05-sugerir-configuracao');
    await sugerir();
    await foto(secao('sugestao-secao'), '06-sugestao-painel');
    await foto(
      secao('select-select-secao')
        .locator('.MuiBox-root')
        .filter({ has: page.locator('#mapa-select-produtoIdentificador') })
        .last(),
      '07-sugestao-campos',
    );
    await page.getByRole('button', { name: 'Aceitar tudo' }).click();
    await page.getByRole('button', { name: 'Testar Select' }).click();
    await visivel(page.getByText('Todos os campos mapeados estão no resultado.'));
    await page.getByRole('combobox', { name: /^Grupo[\s*]*$/ }).click();
    await visivel(page.getByRole('listbox'));
    await foto(secao('select-select-secao'), '08-testar-select-e-colunas');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Pré-visualizar' }).click();
    await visivel(page.getByRole('region', { name: 'Registros pré-visualizados' }));
    await foto(secao('previa-dados'), '09-pre-visualizar');
    await page.getByRole('switch', { name: 'Sincronização ativa' }).check();
    await fotoDe([page.locator('#gerenciador-titulo').locator('xpath=..'), page.locator('#dados-ativa-ajuda')], '10-sincronizacao-ativa');
    await salvar();
    await sincronizar();
    await foto(secao('sincronizacao'), '11-sincronizacao');

    // Customers and sellers the same way.
    for (const pagina of ['Clientes', 'Usuários']) {
      await abrir(pagina);
      await sugerir();
      await page.getByRole('button', { name: 'Aceitar tudo' }).click();
      await page.getByRole('switch', { name: 'Sincronização ativa' }).check();
      await salvar();
      await sincronizar();
    }

    // 5. The order insert: its proposal and the exactly-once choice.
    await abrir('Inserção de Pedidos');
    await sugerir();
    await foto(secao('sugestao-secao'), '12-sugestao-insert-pedido');
    await page.getByRole('button', { name: 'Aceitar tudo' }).click();
    await page.getByRole('checkbox', { name: `Autorizo o gerenciador a criar a tabela ${TABELA_GRAVACAO} no banco do ERP` }).check();
    await foto(secao('gravacao-unica'), '13-gravacao-unica');
    // Testar Insert before saving: twice (optional fields filled, then empty), both rolled back.
    await page.getByRole('button', { name: 'Testar Insert' }).click();
    await visivel(page.getByText(/^Chave que seria lida: /));
    await foto(secao('teste-insert'), '14-testar-insert');
    await page.getByRole('switch', { name: 'Sincronização ativa' }).check();
    await fotoDe([page.locator('#gerenciador-titulo').locator('xpath=..'), page.locator('#dados-ativa-ajuda')], '15-insert-sincronizacao-ativa');
    await salvar();

    // 6. The first order from a phone, Integrado.
    const fone = new TelefoneSimulado(app.url);
    await fone.ativar({ identificadorApp });
    const login = await fone.login('ana', 'c0ffee01');
    if (login.status !== 200) throw new Error(`O vendedor não entrou: ${JSON.stringify(login.corpo)}`);
    const pedido = montarPedido('SJOAO', [{ produtoIdentificador: '3', quantidade: 2, valorUnitarioVenda: 8.5 }], {
      observacao: 'Primeiro pedido pelo aplicativo',
    });
    const postado = await fone.postar('pedidos', pedido);
    if (postado.status !== 200) throw new Error(`O pedido foi recusado: ${JSON.stringify(postado.corpo)}`);
    await abrir('Registros do Aplicativo');
    const registro = page.locator(`li[data-uuid="${pedido.uuid}"]`);
    await visivel(registro.getByText('Integrado', { exact: true }));
    await foto(registro, '16-pedido-integrado');

    // 7. Situação do Pedido: the proposal reads the phones' orders; the status values are the ERP's.
    await abrir('Situação do Pedido');
    await sugerir();
    await page.getByRole('button', { name: 'Aceitar tudo' }).click();
    await page.getByLabel('Situação inicial', { exact: false }).and(page.locator('input')).fill('new');
    await page.getByLabel('Situação final', { exact: false }).and(page.locator('input')).fill('shipped');
    await page.getByRole('button', { name: 'Testar Select' }).click();
    await visivel(page.getByRole('region', { name: 'Registro retornado pelo select' }));
    await foto(page.locator('.MuiCard-root').first(), '17-situacao-pedido');
    await salvar();
  } catch (erro) {
    // What the page showed when a step did not, for whoever runs the script.
    await aberta?.screenshot({ path: join(tmpdir(), 'screenshots-guia-falha.png') }).catch(() => undefined);
    console.error(`A página no momento da falha (a parte à vista): ${join(tmpdir(), 'screenshots-guia-falha.png')}`);
    throw erro;
  } finally {
    if (agente) await matar(agente);
    await browser.close();
    await app.close();
    await erp.remover();
    rmSync(pastaAgente, { recursive: true, force: true });
  }
}

principal().then(
  () => process.exit(0),
  (erro: unknown) => {
    console.error(erro);
    process.exit(1);
  },
);

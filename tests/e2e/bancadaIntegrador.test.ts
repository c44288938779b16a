import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { montarPedido, TelefoneSimulado } from '../../scripts/device';
import { conexaoComoDados, esperar, gerarToken, salvarConfiguracao } from '../support/agenteFixtures';
import { criarErp, inserirProdutos, type ErpDeTeste } from '../support/erps';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { lancarAgente, matar } from '../support/processoAgente';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { loginAs } from './support/adminSession';
import { accessibilityViolations, launchBrowser } from './support/browser';
import { larguras } from './support/largura';
import { escolherOpcao } from './support/selecao';
import { mapeado as mapeadoNa, mapear } from './support/mapeamento';

const PRODUTOS = 30;
const VENDEDOR = { codigo: 'V01', nome: 'Joana Conceição', login: 'joana', senha: 'Senha#Joana1' };
const USUARIO = {
  dados: { tempoSincronizacao: '00:30', quantidadeRegistrosPaginar: 50, select: 'SELECT codigo, nome, login, senha FROM vendedores' },
  mapeamento: {
    campos: { usuarioIdentificador: 'codigo', nome: 'nome', login: 'login', password: 'senha' },
    selectItens: {},
    selectFormaPagamentoCliente: {},
    camposPersonalizados: [],
  },
};
const CLIENTE = {
  dados: { tempoSincronizacao: '00:30', quantidadeRegistrosPaginar: 50, select: 'SELECT codigo, nome, tipo, documento, ativo FROM clientes' },
  mapeamento: {
    campos: { clienteIdentificador: 'codigo', nome: 'nome', tipoPessoa: 'tipo', docFederal: 'documento', ativo: 'ativo' },
    selectItens: {},
    selectFormaPagamentoCliente: {},
    camposPersonalizados: [],
  },
};
const INSERT_PEDIDO =
  'INSERT INTO pedidos (uuid_app, cliente, vendedor, emissao, total) VALUES (:uuid, :clienteIdentificador, :usuarioIdentificador, :dataPedido, :valorTotal)';
const INSERT_QUEBRADO = 'INSERT INTO pedidos (uuid_app, cliente, coluna_inexistente) VALUES (:uuid, :clienteIdentificador, :valorTotal)';
const INSERT_SEM_OBRIGATORIA =
  'INSERT INTO pedidos (uuid_app, cliente, vendedor, emissao, total) VALUES (:uuid, :observacao, :usuarioIdentificador, :dataPedido, :valorTotal)';
const SELECT_CHAVE = 'SELECT id FROM pedidos WHERE uuid_app = :uuid';
const INSERT_ITENS =
  'INSERT INTO pedido_itens (pedido_id, produto, quantidade, valor_unitario, total) VALUES (:pedidoIdentificador, :produtoIdentificador, :quantidade, :valorUnitarioVenda, :valorTotal)';

const SINCRONIZAR = 'query($a: String!, $d: SincronizarInput!) { filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status msg erro } }';
const SYNC_STATUS =
  'query($a: String!, $t: String!) { filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { executando sucesso itemsCount dtFim } }';

/** How long a step may take to show on screen (the server, the agent process and a loaded machine in between). */
const ESPERA = { timeout: 60_000 };

/**
 * The integrator's workbench (docs/guia-integrador.md §1), in real Chromium: a company admin configures products and
 * orders for a SQLite ERP with discovery, preview and insert test (no SQL typed beyond the insert),
 * syncs, sees the run in the timeline, breaks the insert, watches an order go to erro in the
 * records queue, re-sends it, fixes the insert and sees it integrated with its key. The new pages
 * pass axe and fit 390 px. The steps share one branch and run in order.
 */
describe('bancada do integrador: descoberta, prévia, teste de insert, histórico e fila', { timeout: 240_000 }, () => {
  let app: TestApp;
  let erp: ErpDeTeste;
  let browser: Browser;
  let page: Page;
  let parceiro: Partner;
  let filialId: number;
  let identificadorApp: string;
  let fone: TelefoneSimulado;
  let agente: ChildProcess | null = null;
  const pastaAgente = mkdtempSync(join(tmpdir(), 'agente-bancada-'));

  beforeAll(async () => {
    app = await startTestApp();
    const admin = await app.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(app, admin, 'Bancada');
    await app.app.db.kysely.updateTable('contratante').set({ maxDipositivos: 5 }).where('id', '=', parceiro.contratanteId).execute();
    filialId = await createFilial(app, parceiro.token, 'Filial Bancada', { numeroDispositivos: 2 });

    erp = await criarErp('sqlite');
    await inserirProdutos(erp, PRODUTOS);
    await erp.sql(
      'CREATE TABLE vendedores (codigo VARCHAR(20) NOT NULL PRIMARY KEY, nome VARCHAR(100) NOT NULL, login VARCHAR(40) NOT NULL, senha VARCHAR(40) NOT NULL)',
    );
    await erp.sql('INSERT INTO vendedores VALUES (?, ?, ?, ?)', [
      VENDEDOR.codigo,
      VENDEDOR.nome,
      VENDEDOR.login,
      createHash('md5').update(VENDEDOR.senha).digest('hex'),
    ]);
    await erp.sql('INSERT INTO clientes VALUES (?, ?, ?, ?, ?)', ['C001', 'Mercearia São João', 'J', '11222333000181', 1]);

    const gerenciador = await gerarToken(app, parceiro.token, filialId);
    identificadorApp = gerenciador.identificadorApp;
    await salvarConfiguracao(app, parceiro.token, filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
    await salvarConfiguracao(app, parceiro.token, filialId, 'configuracaoDadosUsuario', USUARIO.dados, USUARIO.mapeamento);
    await salvarConfiguracao(app, parceiro.token, filialId, 'configuracaoDadosCliente', CLIENTE.dados, CLIENTE.mapeamento);
    agente = lancarAgente(app.url, gerenciador.token, join(pastaAgente, 'estado.db'));

    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    if (agente) await matar(agente);
    await browser?.close();
    await app?.close();
    await erp?.remover();
    rmSync(pastaAgente, { recursive: true, force: true });
  });

  const url = (rota: string) => `${app.url}/admin/gerenciador/${filialId}/${rota}`;
  const entrada = (nome: string) => page.getByRole('menu', { name: 'Páginas do gerenciador' }).getByRole('menuitem', { name: nome, exact: true });
  const mapeado = (label: string) => mapeadoNa(page, label);
  const editor = (nome: string) => page.getByRole('textbox', { name: nome, exact: true });
  const paginaPronta = async (titulo: string) => {
    await expect.poll(() => page.getByRole('heading', { level: 1, name: titulo }).isVisible(), ESPERA).toBe(true);
    await expect.poll(() => page.getByText('Carregando a configuração…').count(), ESPERA).toBe(0);
  };
  const salvar = async () => {
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => page.getByText(MSG.configuracaoSalva, { exact: true }).first().isVisible(), ESPERA).toBe(true);
  };
  const semViolacoes = async () => expect(await accessibilityViolations(page)).toEqual([]);
  const sincronizarPelaApi = async (tipo: string) => {
    const inicio = await app.gql<{ filialGerenciadorSincronizar: { status: boolean } }>(
      SINCRONIZAR,
      { a: identificadorApp, d: { tipo, reenviarTodos: false } },
      parceiro.token,
    );
    expect(inicio.data?.filialGerenciadorSincronizar.status, JSON.stringify(inicio)).toBe(true);
    const ler = async () =>
      (
        await app.gql<{ filialGerenciadorSincronizarStatus: { executando: boolean; sucesso: boolean; dtFim: string | null } }>(
          SYNC_STATUS,
          { a: identificadorApp, t: tipo },
          parceiro.token,
        )
      ).data!.filialGerenciadorSincronizarStatus;
    expect(await esperar(ler, (s) => !s.executando && s.dtFim !== null, 30_000)).toMatchObject({ sucesso: true });
  };
  const registro = (uuid: string) => page.locator(`li[data-uuid="${uuid}"]`);

  it('configures products with discovery and preview, syncs, and sees the run in the timeline', async () => {
    await loginAs(page, app.url, parceiro.email, parceiro.password);
    await page.goto(url('situacao_gerenciador'));
    await paginaPronta('Situação do Gerenciador');
    // Starting the agent compiles its TypeScript first (tsx): allow for a loaded machine.
    await expect.poll(() => page.getByRole('status').filter({ hasText: MSG.gerenciadorConectado }).first().isVisible(), { timeout: 60_000 }).toBe(true);

    await entrada('Produtos').click();
    await paginaPronta('Produtos');
    await page.getByRole('button', { name: 'Ler tabelas do ERP' }).click();
    await page.getByRole('searchbox', { name: 'Buscar tabela ou coluna' }).fill('produtos');
    await page.getByRole('button', { name: 'Usar a tabela produtos no select' }).click();
    await expect.poll(() => editor('SQL do Select').textContent(), ESPERA).toBe('SELECT codigo, descricao, preco, estoque, ativo, grupoFROM produtos');
    // Same-named columns are mapped by the pick; the others by their column's name.
    expect(await mapeado('Descrição').inputValue()).toBe('descricao');
    await mapear(page, 'Identificador do produto', 'codigo');
    await mapear(page, 'Valor unitário', 'preco');
    await mapear(page, 'Estoque atual', 'estoque');
    await page.getByRole('button', { name: 'Pré-visualizar' }).click();
    await expect.poll(() => page.getByText(MSG.previaConcluida(20, 0)).isVisible(), ESPERA).toBe(true);
    const previa = page.getByRole('region', { name: 'Registros pré-visualizados' });
    expect(await previa.getByRole('row').count()).toBe(21);
    expect(await previa.getByRole('row').nth(2).textContent()).toContain('Pão de açúcar nº 2 — café & maçã');
    await semViolacoes();

    await page.getByRole('switch', { name: 'Sincronização ativa' }).check();
    await salvar();
    await page.getByRole('button', { name: 'Sincronizar', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    const execucoes = page.getByRole('list', { name: 'Execuções da sincronização' });
    await expect.poll(() => execucoes.getByRole('listitem').first().getByText('Sucesso').isVisible(), ESPERA).toBe(true);
    const valor = (rotulo: string) =>
      execucoes
        .getByRole('listitem')
        .first()
        .locator('dt', { hasText: new RegExp(`^${rotulo}$`) })
        .locator('+ dd')
        .textContent();
    expect([await valor('Lidos'), await valor('Enviados')]).toEqual([String(PRODUTOS), String(PRODUTOS)]);
    await semViolacoes();
  }, 180_000);

  it('writes the order insert, tests it (key read back, nothing left) and saves it; a phone order is integrated with its key', async () => {
    await sincronizarPelaApi('configuracaoDadosUsuario');
    await sincronizarPelaApi('configuracaoDadosCliente');

    await page.goto(url('configuracao_dados_insert_pedido'));
    await paginaPronta('Inserção de Pedidos');
    await editor('Insert do pedido 1').fill(INSERT_PEDIDO);
    await editor('Select da chave: Insert do pedido 1').fill(SELECT_CHAVE);
    await editor('Insert dos itens do pedido 1').fill(INSERT_ITENS);
    await page.getByRole('button', { name: 'Testar Insert' }).click();
    await expect.poll(() => page.getByText(/^Chave que seria lida: \d+$/).isVisible(), ESPERA).toBe(true);
    // Both runs passed (optional fields filled, then empty), each with its statements.
    expect(await page.getByText('Passou', { exact: true }).count()).toBe(2);
    expect(
      await page
        .getByRole('list', { name: `Comandos executados no teste: ${MSG.execucaoTesteInsert.vazios}` })
        .getByRole('heading', { level: 4 })
        .allTextContents(),
    ).toEqual(expect.arrayContaining(['Insert do pedido 1', 'Select da chave do Insert do pedido 1', 'Insert dos itens do pedido 1 · item 1']));
    expect(await erp.sql('SELECT COUNT(*) AS n FROM pedidos')).toEqual([{ n: 0 }]);
    await semViolacoes();
    await page.getByRole('switch', { name: 'Sincronização ativa' }).check();
    await salvar();

    fone = new TelefoneSimulado(app.url);
    expect((await fone.ativar({ identificadorApp })).status).toBe(200);
    expect((await fone.login(VENDEDOR.login, VENDEDOR.senha)).status).toBe(200);
    const pedido = montarPedido('C001', [{ produtoIdentificador: 'P0003', quantidade: 2, valorUnitarioVenda: 3.75 }]);
    expect((await fone.postar('pedidos', pedido)).status).toBe(200);

    await entrada('Registros do Aplicativo').click();
    await paginaPronta('Registros do Aplicativo');
    await expect.poll(() => registro(pedido.uuid).getByText('Integrado', { exact: true }).isVisible(), ESPERA).toBe(true);
    const [noErp] = await erp.sql('SELECT id FROM pedidos WHERE uuid_app = ?', [pedido.uuid]);
    expect(await registro(pedido.uuid).locator('dt', { hasText: 'Chave no ERP' }).locator('+ dd').textContent()).toBe(String(noErp!.id));
    await semViolacoes();
  }, 120_000);

  it('an insert with a column the ERP lacks is refused at save; one that leaves a required column empty is saved with a warning and sends an order to erro in the queue; it is re-sent, and once the insert is fixed it is integrated with its key', async () => {
    await page.goto(url('configuracao_dados_insert_pedido'));
    await paginaPronta('Inserção de Pedidos');
    await editor('Insert do pedido 1').fill(INSERT_QUEBRADO);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const recusa = MSG.insertInexistenteAoSalvar('Insert do pedido 1', 'coluna', 'coluna_inexistente');
    await expect.poll(() => page.getByText(recusa, { exact: true }).first().isVisible(), ESPERA).toBe(true);
    expect(await page.getByText(MSG.configuracaoSalva, { exact: true }).count()).toBe(0);
    await semViolacoes();
    // The customer's column filled from the order's note, which an order may not have: saved, with the test's warning.
    await editor('Insert do pedido 1').fill(INSERT_SEM_OBRIGATORIA);
    await salvar();
    await expect
      .poll(
        () =>
          page
            .getByText(/^Configuração salva, mas o teste dos inserts com o ERP falhou: Com os campos opcionais vazios/)
            .first()
            .isVisible(),
        ESPERA,
      )
      .toBe(true);

    const pedido = montarPedido('C001', [{ produtoIdentificador: 'P0004', quantidade: 1, valorUnitarioVenda: 5 }]);
    expect((await fone.postar('pedidos', pedido)).status).toBe(200);
    await page.goto(url('registros_aplicativo'));
    await paginaPronta('Registros do Aplicativo');
    await escolherOpcao(page, page.getByRole('combobox', { name: 'Situação' }), 'Com erro');
    await expect.poll(() => registro(pedido.uuid).getByText('Com erro', { exact: true }).isVisible(), ESPERA).toBe(true);
    expect(await registro(pedido.uuid).locator('.MuiAlert-message').textContent()).toMatch(/coluna/i);
    await semViolacoes();

    // Re-sent from the queue (each operation asks first).
    await registro(pedido.uuid)
      .getByRole('button', { name: `Reenviar ${pedido.uuid}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => page.getByText(MSG.registrosReenviados(1), { exact: true }).first().isVisible(), ESPERA).toBe(true);

    await page.goto(url('configuracao_dados_insert_pedido'));
    await paginaPronta('Inserção de Pedidos');
    await editor('Insert do pedido 1').fill(INSERT_PEDIDO);
    await salvar();

    await page.goto(url('registros_aplicativo'));
    await paginaPronta('Registros do Aplicativo');
    await expect.poll(() => registro(pedido.uuid).getByText('Integrado', { exact: true }).isVisible(), ESPERA).toBe(true);
    const [noErp] = await erp.sql('SELECT id FROM pedidos WHERE uuid_app = ?', [pedido.uuid]);
    expect(await registro(pedido.uuid).locator('dt', { hasText: 'Chave no ERP' }).locator('+ dd').textContent()).toBe(String(noErp!.id));
  }, 120_000);

  it('the new pages fit 390 px without horizontal scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const rota of [
      'registros_aplicativo',
      'configuracao_dados_produto',
      'configuracao_dados_insert_pedido',
      'situacao_gerenciador',
      'configuracao_basica',
    ]) {
      await page.goto(url(rota));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible(), ESPERA).toBe(true);
      await expect.poll(() => page.getByText('Carregando a configuração…').count(), ESPERA).toBe(0);
      if (rota === 'configuracao_dados_produto') {
        await page.getByRole('button', { name: 'Ler tabelas do ERP' }).click();
        await expect.poll(() => page.getByRole('list', { name: 'Tabelas e views do ERP' }).isVisible(), ESPERA).toBe(true);
        await page.getByRole('button', { name: 'Pré-visualizar' }).click();
        await expect.poll(() => page.getByRole('region', { name: 'Registros pré-visualizados' }).isVisible(), ESPERA).toBe(true);
      }
      const medida = await larguras(page);
      expect(medida.documento, `${rota}: ${medida.largos.join(' | ')}`).toBeLessThanOrEqual(medida.janela);
    }
    await semViolacoes();
  }, 120_000);
});

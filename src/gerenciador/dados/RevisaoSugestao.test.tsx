import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { configuracaoPadrao } from '../../../common/catalogo';
import { MSG } from '../../../common/messages';
import { currentRoute, renderAdmin } from '../../test/renderAdmin';
import type { Sugestao } from '../api/sugestao';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

vi.mock('../components/SqlEditor', () => import('../test/SqlEditorFake'));
configure({ asyncUtilTimeout: 5000 });

const abrir = (rota: string) => renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: `/gerenciador/5/${rota}` });
const campo = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
/** A mapping input by its label alone ('Descrição', not 'Descrição detalhada'). */
const mapeado = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}[\\s*]*$`), hidden: true }) as HTMLInputElement;
const sqlSelect = () => screen.findByLabelText('SQL do Select', { selector: 'textarea' }) as Promise<HTMLTextAreaElement>;
const descricao = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
/** By role without the visibility check (costly on a page this size in jsdom); nothing here is hidden. */
const botao = (nome: string | RegExp) => screen.getByRole('button', { name: nome, hidden: true });

/** A proposal for products on an English-named ERP, as the agent would build it. */
const PRODUTOS: Sugestao = {
  tipo: 'configuracaoDadosProduto',
  dados: {
    ...configuracaoPadrao('configuracaoDadosProduto').dados,
    select: 'SELECT p.product_id, p.product_name, p.unit_price, p.units_in_stock FROM products p ORDER BY p.product_id',
  },
  mapeamento: {
    campos: { produtoIdentificador: 'product_id', descricao: 'product_name', valorUnitario: 'unit_price', estoqueAtual: 'units_in_stock' },
    fixos: { campos: { ativo: '1' } },
  },
  justificativas: [
    { campo: 'produtoIdentificador', coluna: 'product_id', motivo: 'chave primária da tabela products' },
    { campo: 'descricao', coluna: 'product_name', motivo: 'coluna de texto chamada name' },
    { campo: 'valorUnitario', coluna: 'unit_price', motivo: 'decimal com price no nome' },
    { campo: 'estoqueAtual', coluna: 'units_in_stock', motivo: 'stock no nome' },
    { campo: 'ativo', coluna: null, motivo: 'nenhuma coluna de situação: todos ativos' },
  ],
  alternativas: [{ tabela: 'discontinued_products', motivo: 'mesmas colunas de products', confianca: 0.35 }],
  confianca: 0.86,
  avisos: ['Confira se todos os produtos de products devem ir para os aparelhos.'],
};

describe('"Sugerir configuração": the page as a review', { timeout: 60_000 }, () => {
  it('fills the form as a draft with each column and why, saves nothing, and keeps what was accepted, not what was rejected', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.sugestao = () => PRODUTOS;
    abrir('configuracao_dados_produto');
    const select = await sqlSelect();
    await user.click(botao('Sugerir configuração'));

    await waitFor(() => expect(select.value).toBe(PRODUTOS.dados.select));
    expect(campo('Identificador do produto').value).toBe('product_id');
    expect(mapeado('Descrição').value).toBe('product_name');
    expect(descricao(mapeado('Descrição'))).toContain('Sugestão, do ERP: product_name — coluna de texto chamada name');
    expect(screen.getByText('Confira se todos os produtos de products devem ir para os aparelhos.')).toBeTruthy();
    expect(screen.getByText(/confiança 86%/)).toBeTruthy();
    expect(screen.getByText(/6 item\(ns\) aguardando revisão/)).toBeTruthy();
    // The select's SQL is reviewed in the panel (the editor shows it); fixed Ativo beside its field.
    expect(within(document.querySelector('[data-item="dados.select"]') as HTMLElement).getByText(PRODUTOS.dados.select as string)).toBeTruthy();
    expect((screen.getByLabelText('Ativo (valor fixo)', { exact: false, selector: 'input' }) as HTMLInputElement).value).toBe('1');
    expect(fake.salvamentos).toEqual([]);
    expect(botao('Alterações não salvas: ir para Salvar')).toBeTruthy();

    await user.click(botao('Rejeitar a sugestão para Valor unitário'));
    expect(campo('Valor unitário').value).toBe('');
    await user.click(botao('Aceitar a sugestão para Descrição'));
    expect(screen.queryByRole('button', { name: 'Aceitar a sugestão para Descrição' })).toBeNull();
    expect(mapeado('Descrição').value).toBe('product_name');
    expect(screen.getByText(/4 item\(ns\) aguardando revisão/)).toBeTruthy();

    // Saving with items still pending asks first.
    await user.click(botao('Salvar'));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText(/ainda tem 4 item\(ns\) não revisado\(s\)/)).toBeTruthy();
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.salvamentos).toEqual([]);

    await user.click(botao('Aceitar tudo'));
    expect(screen.getByText(/Todos os itens da sugestão foram revisados/)).toBeTruthy();
    await user.click(campo('Valor unitário'));
    await user.paste('unit_price');
    await user.click(botao('Salvar'));
    expect(await screen.findByText(MSG.configuracaoSalva)).toBeTruthy();
    expect(fake.salvamentos).toHaveLength(1);
    expect(fake.salvamentos[0].dados.select).toBe(PRODUTOS.dados.select);
    expect(fake.salvamentos[0].mapeamento).toMatchObject({
      campos: { produtoIdentificador: 'product_id', descricao: 'product_name', valorUnitario: 'unit_price', estoqueAtual: 'units_in_stock' },
      fixos: { campos: { ativo: '1' } },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Alterações não salvas: ir para Salvar' })).toBeNull());
  });

  it('"Rejeitar tudo" gives back what the page had; an alternative table asks for a proposal on that table', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.configuracoes.set('configuracaoDadosProduto', {
      dados: { ...configuracaoPadrao('configuracaoDadosProduto').dados, select: 'select codigo from prod' },
      mapeamento: { campos: { produtoIdentificador: 'codigo' } },
      ativa: true,
    });
    fake.sugestao = (_tipo, tabela) =>
      tabela ? { ...PRODUTOS, alternativas: [], dados: { select: `SELECT id, nome FROM ${tabela}` }, confianca: 0.4 } : PRODUTOS;
    abrir('configuracao_dados_produto');
    const select = await sqlSelect();
    await waitFor(() => expect(select.value).toBe('select codigo from prod'));
    await user.click(botao('Sugerir configuração'));
    await waitFor(() => expect(campo('Identificador do produto').value).toBe('product_id'));
    await user.click(botao('Rejeitar tudo'));
    expect(select.value).toBe('select codigo from prod');
    expect(campo('Identificador do produto').value).toBe('codigo');
    expect(mapeado('Descrição').value).toBe('');
    expect(screen.queryByRole('button', { name: 'Alterações não salvas: ir para Salvar' })).toBeNull();

    await user.click(botao('Sugerir a configuração com a tabela discontinued_products'));
    await waitFor(() => expect(select.value).toBe('SELECT id, nome FROM discontinued_products'));
    expect(screen.getByText(/Sugestão com a tabela discontinued_products aplicada como rascunho \(confiança 40%\)/)).toBeTruthy();
    expect(fake.chamadas.filter((c) => c.operacao.startsWith('filialGerenciadorSugerirConfiguracao')).map((c) => c.variaveis)).toEqual([
      { identificadorApp: 'ABC123', tipo: 'configuracaoDadosProduto' },
      { identificadorApp: 'ABC123', tipo: 'configuracaoDadosProduto', tabela: 'discontinued_products' },
    ]);
  });

  it('an insert page lists the proposed statements with the notes to confirm; a refused proposal says why and changes nothing', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.sugestao = () => ({ erro: 'O gerenciador do Cliente esta desconectado.' });
    abrir('configuracao_dados_insert_pedido');
    // The cards are drawn by their ids: a proposed card is a new editor.
    const cabecalho = () => screen.getByLabelText('Insert do pedido 1', { selector: 'textarea' }) as HTMLTextAreaElement;
    await screen.findByLabelText('Insert do pedido 1', { selector: 'textarea' });
    await user.click(botao('Sugerir configuração'));
    expect(await screen.findAllByText('O gerenciador do Cliente esta desconectado.')).not.toHaveLength(0);
    expect(cabecalho().value).toBe('');

    fake.sugestao = () => ({
      tipo: 'configuracaoDadosInsertPedido',
      dados: {
        insert: [
          { id: 'A', sql: 'INSERT INTO orders (customer_id, order_date) VALUES (:clienteIdentificador, :dataPedido)', selectChave: 'SELECT LAST_INSERT_ID()' },
        ],
        insertItens: [
          {
            id: 'B',
            sql: 'INSERT INTO order_details (order_id, product_id, discount) VALUES (:pedidoIdentificador, :produtoIdentificador, 0)',
            selectChave: '',
          },
        ],
        transacaoInsert: true,
        gravacaoUnica: { modo: 'tabelaGerenciador', criarTabela: false, selectUuid: '' },
      },
      mapeamento: {},
      justificativas: [{ campo: 'insert.clienteIdentificador', coluna: 'customer_id', motivo: 'chave estrangeira para customers' }],
      alternativas: [],
      confianca: 0.7,
      avisos: ['A coluna discount é NOT NULL sem padrão: a sugestão grava 0.'],
    });
    await user.click(botao('Sugerir configuração'));
    await waitFor(() => expect(cabecalho().value).toContain('INSERT INTO orders'));
    expect(screen.getByText('A coluna discount é NOT NULL sem padrão: a sugestão grava 0.')).toBeTruthy();
    expect(screen.getByText('insert.clienteIdentificador ← customer_id')).toBeTruthy();
    await user.click(botao('Rejeitar a sugestão para Insert dos itens do pedido'));
    expect((screen.getByLabelText('Insert dos itens do pedido 1', { selector: 'textarea' }) as HTMLTextAreaElement).value).toBe('');
    expect(cabecalho().value).toContain('INSERT INTO orders');
    expect(fake.salvamentos).toEqual([]);

    // The exactly-once choice: the agent's own table, created only once the integrator agrees.
    expect(within(document.querySelector('[data-item="dados.gravacaoUnica"]') as HTMLElement).getByText(/Tabela do gerenciador \(fv_gravacao\)/)).toBeTruthy();
    const propria = screen.getByRole('radio', { name: /Tabela do gerenciador \(fv_gravacao\)/, hidden: true }) as HTMLInputElement;
    expect(propria.checked).toBe(true);
    const autorizo = screen.getByRole('checkbox', { name: 'Autorizo o gerenciador a criar a tabela fv_gravacao no banco do ERP', hidden: true });
    expect(descricao(autorizo)).toContain('ficam com erro até que fv_gravacao exista');
    await user.click(autorizo);
    expect(screen.queryByRole('button', { name: 'Aceitar a sugestão para Gravação exatamente uma vez', hidden: true })).toBeNull();
    await user.click(botao('Aceitar tudo'));
    // The items' insert was rejected: the page needs one of the integrator's own.
    await user.click(screen.getByLabelText('Insert dos itens do pedido 1', { selector: 'textarea' }));
    await user.paste('INSERT INTO order_details (order_id) VALUES (:pedidoIdentificador)');
    await user.click(botao('Salvar'));
    expect(await screen.findByText(MSG.configuracaoSalva)).toBeTruthy();
    expect(fake.salvamentos[0].dados).toMatchObject({
      gravacaoUnica: { modo: 'tabelaGerenciador', criarTabela: true },
      insertItens: [{ sql: 'INSERT INTO order_details (order_id) VALUES (:pedidoIdentificador)' }],
    });
    expect((fake.salvamentos[0].dados.insert as { sql: string }[])[0].sql).toContain('INSERT INTO orders');
  });

  it('the exactly-once choice: a column of the ERP with its select, or the first key select', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    abrir('configuracao_dados_insert_pedido');
    const nenhuma = (await screen.findByRole('radio', { name: /select da chave do primeiro insert/, hidden: true })) as HTMLInputElement;
    expect(nenhuma.checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Uma coluna de texto do ERP/, hidden: true }));
    const select = screen.getByLabelText('Select que encontra o registro pelo :uuid', { selector: 'textarea' });
    // The save's own checks, by their inputs: the select by :uuid, and an insert that writes :uuid.
    await user.click(screen.getByLabelText('Insert do pedido 1', { selector: 'textarea' }));
    await user.paste('INSERT INTO pedidos (cliente) VALUES (:clienteIdentificador)');
    await user.click(botao('Salvar'));
    await waitFor(() => expect(descricao(select)).toBe(MSG.selectUuidRequerido));
    expect(descricao(screen.getByRole('radiogroup', { hidden: true }))).toContain(MSG.insertSemUuid);
    expect(fake.salvamentos).toEqual([]);
    await user.clear(screen.getByLabelText('Insert do pedido 1', { selector: 'textarea' }));
    await user.click(select);
    await user.paste('SELECT id FROM pedidos WHERE uuid_app = :uuid');
    for (const [label, sql] of [
      ['Insert do pedido 1', 'INSERT INTO pedidos (uuid_app) VALUES (:uuid)'],
      ['Insert dos itens do pedido 1', 'INSERT INTO itens (pedido) VALUES (:pedidoIdentificador)'],
    ]) {
      await user.click(screen.getByLabelText(label, { selector: 'textarea' }));
      await user.paste(sql);
    }
    await user.click(botao('Salvar'));
    expect(await screen.findByText(MSG.configuracaoSalva)).toBeTruthy();
    expect(fake.salvamentos[0].dados.gravacaoUnica).toEqual({
      modo: 'colunaErp',
      criarTabela: false,
      selectUuid: 'SELECT id FROM pedidos WHERE uuid_app = :uuid',
    });
  });
});

describe('mapping pickers', { timeout: 30_000 }, () => {
  it('offer the columns the select test returned, still take a typed one, and the check line counts what is unmapped', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.respostas.filialGerenciadorTestarSQL = () => ({ status: true, msg: 'Select executado.', erro: null, dados: { fp_id: 3, fp_nome: 'Boleto' } });
    abrir('configuracao_dados_forma_pagamento');
    const select = await sqlSelect();
    await user.click(select);
    await user.paste('select fp_id, fp_nome from fp');
    await user.click(botao('Testar Select'));
    expect(await screen.findByText('Falta mapear 2 campo(s) obrigatório(s): Identificador da forma de pagamento, Descrição.')).toBeTruthy();
    expect(screen.queryByText('Todos os campos mapeados estão no resultado.')).toBeNull();

    await user.click(campo('Identificador da forma de pagamento'));
    const lista = await screen.findByRole('listbox');
    expect(
      within(lista)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['fp_id', 'fp_nome']);
    await user.click(within(lista).getByRole('option', { name: 'fp_id' }));
    expect(campo('Identificador da forma de pagamento').value).toBe('fp_id');
    await user.type(mapeado('Descrição'), 'descricao_livre');
    await user.click(botao('Testar Select'));
    expect(await screen.findByText('Campos mapeados ausentes no resultado: Descrição (descricao_livre)')).toBeTruthy();
    await user.clear(mapeado('Descrição'));
    await user.click(mapeado('Descrição'));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'fp_nome' }));
    await user.click(botao('Testar Select'));
    expect(await screen.findByText('Todos os campos mapeados estão no resultado.')).toBeTruthy();
    await user.click(botao('Salvar'));
    expect(await screen.findByText(MSG.configuracaoSalva)).toBeTruthy();
    expect(fake.salvamentos[0].mapeamento.campos).toEqual({ formaPagamentoIdentificador: 'fp_id', descricao: 'fp_nome' });
  });
});

describe('unsaved changes', { timeout: 30_000 }, () => {
  it('the switch at the top counts as a change: leaving asks first, staying keeps it, Salvar keeps it for good', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.configuracoes.set('configuracaoDadosFormaPagamento', {
      dados: { ...configuracaoPadrao('configuracaoDadosFormaPagamento').dados, select: 'select id, nome from fp' },
      mapeamento: { campos: { formaPagamentoIdentificador: 'id', descricao: 'nome' } },
      ativa: false,
    });
    abrir('configuracao_dados_forma_pagamento');
    await waitFor(async () => expect((await sqlSelect()).value).toBe('select id, nome from fp'));
    expect(screen.queryByRole('button', { name: 'Alterações não salvas: ir para Salvar' })).toBeNull();
    const sair = () => user.click(screen.getByRole('menuitem', { name: 'Configuração Básica' }));

    await user.click(screen.getByRole('switch', { name: 'Sincronização ativa' }));
    expect(descricao(screen.getByRole('switch', { name: 'Sincronização ativa' }))).toContain('só quando alguém pressiona Sincronizar');
    expect(botao('Alterações não salvas: ir para Salvar')).toBeTruthy();
    const antes = new Event('beforeunload', { cancelable: true });
    fireEvent(window, antes);
    expect(antes.defaultPrevented).toBe(true);

    await sair();
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText(/alterações que ainda não foram salvas/)).toBeTruthy();
    await user.click(within(dialogo).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentRoute()).toBe('/gerenciador/5/configuracao_dados_forma_pagamento');
    expect((screen.getByRole('switch', { name: 'Sincronização ativa' }) as HTMLInputElement).checked).toBe(true);

    await user.click(botao('Alterações não salvas: ir para Salvar'));
    expect(document.activeElement).toBe(botao('Salvar'));
    await user.click(botao('Salvar'));
    expect(await screen.findByText(MSG.configuracaoSalva)).toBeTruthy();
    expect(fake.salvamentos[0]).toMatchObject({ tipo: 'configuracaoDadosFormaPagamento', ativa: true });
    const depois = new Event('beforeunload', { cancelable: true });
    fireEvent(window, depois);
    expect(depois.defaultPrevented).toBe(false);
    await sair();
    await waitFor(() => expect(currentRoute()).toBe('/gerenciador/5/configuracao_basica'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Sair sem salvar" leaves and loses the change; the insert page explains its switch', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    abrir('configuracao_dados_insert_pedido');
    const cabecalho = (await screen.findByLabelText('Insert do pedido 1', { selector: 'textarea' })) as HTMLTextAreaElement;
    expect(descricao(screen.getByRole('switch', { name: 'Sincronização ativa' }))).toContain(
      'A inserção de Inserção de Pedidos não está configurada ou ativa no gerenciador.',
    );
    await user.click(cabecalho);
    await user.paste('insert into pedidos (id) values (:uuid)');
    await user.click(screen.getByRole('menuitem', { name: 'Configuração Básica' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(currentRoute()).toBe('/gerenciador/5/configuracao_basica'));
    expect(fake.salvamentos).toEqual([]);
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResultadoPrevia } from '../../../common/api/previa';
import type { PassoTesteInsert, ResultadoTesteInsert } from '../../../common/api/testeInsert';
import { MSG } from '../../../common/messages';
import { renderAdmin } from '../../test/renderAdmin';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

vi.mock('../components/SqlEditor', () => import('../test/SqlEditorFake'));
configure({ asyncUtilTimeout: 5000 });

const abrir = (rota: string) => renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: `/gerenciador/5/${rota}` });
const campo = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const configuracaoEnviada = (fake: ReturnType<typeof backendFake>, operacao: string) => {
  const chamada = fake.chamadas.find((c) => c.operacao === operacao);
  return chamada && { ...chamada.variaveis, configuracao: JSON.parse(chamada.variaveis.configuracao as string) };
};
const linhas = (regiao: HTMLElement) =>
  within(regiao)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('workbench on the data pages', { timeout: 60_000 }, () => {
  it('previews the select as it stands, unsaved: rows mapped as the phones get them, each mapping error beside its row', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    const previa: ResultadoPrevia = {
      colunas: ['codigo', 'nome', 'usa_prazo'],
      linhas: [
        { identificador: '1', dados: { formaPagamentoIdentificador: '1', descricao: 'Dinheiro', usaValorAPrazo: false }, erro: null },
        { identificador: '2', dados: null, erro: 'o campo usaValorAPrazo tem o valor talvez; não é um valor lógico' },
      ],
    };
    fake.respostas.filialGerenciadorPrevisualizar = () => ({ status: true, msg: MSG.previaConcluida(2, 1), erro: null, dados: previa });
    abrir('configuracao_dados_forma_pagamento');
    const select = (await screen.findByLabelText('SQL do Select', { selector: 'textarea' })) as HTMLTextAreaElement;
    await user.click(select);
    await user.paste('SELECT codigo, nome, usa_prazo FROM formas');
    await user.type(campo('Identificador da forma de pagamento'), 'codigo');
    await user.type(campo('Descrição'), 'nome');
    await user.click(screen.getByRole('button', { name: 'Pré-visualizar' }));

    expect(await screen.findByText(MSG.previaConcluida(2, 1))).toBeTruthy();
    expect(configuracaoEnviada(fake, 'filialGerenciadorPrevisualizar')).toMatchObject({
      identificadorApp: 'ABC123',
      tipo: 'configuracaoDadosFormaPagamento',
      configuracao: {
        dados: { select: 'SELECT codigo, nome, usa_prazo FROM formas' },
        mapeamento: { campos: { formaPagamentoIdentificador: 'codigo', descricao: 'nome' } },
      },
    });
    expect(linhas(screen.getByRole('region', { name: 'Registros pré-visualizados' }))).toEqual([
      ['Linha', 'Identificador', 'Mapeamento', 'Identificador da forma de pagamento', 'Descrição', 'Usa valor a prazo'],
      ['1', '1', 'OK', '1', 'Dinheiro', 'Não'],
      ['2', '2', 'o campo usaValorAPrazo tem o valor talvez; não é um valor lógico', '—', '—', '—'],
    ]);
    expect(fake.salvamentos).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Testar Insert' })).toBeNull();
  });

  it('shows the agent’s refusal of a preview as a failure', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    abrir('configuracao_dados_forma_pagamento');
    await user.click(await screen.findByRole('button', { name: 'Pré-visualizar' }));
    expect(await screen.findByText('Falhou: O gerenciador do Cliente esta desconectado.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Registros pré-visualizados' })).toBeNull();
    expect(fake.chamadas.filter((c) => c.operacao === 'filialGerenciadorPrevisualizar')).toHaveLength(1);
  });

  it('tests the insert twice: optional fields filled, then empty; per run every statement with its bound values; the key read back', async () => {
    const user = userEvent.setup();
    const fake = backendFake({ basica: { utilizaPedido: true } });
    const passos = (desconto: number | null): PassoTesteInsert[] => [
      {
        grupo: 'insert',
        card: 1,
        item: null,
        etapa: 'insert',
        sql: 'INSERT INTO pedidos (uuid_app, cliente, desconto) VALUES (:uuid, :clienteIdentificador, :valorDesconto)',
        parametros: [
          { nome: 'uuid', valor: 'u-1' },
          { nome: 'clienteIdentificador', valor: '17' },
          { nome: 'valorDesconto', valor: desconto },
        ],
      },
      {
        grupo: 'insert',
        card: 1,
        item: null,
        etapa: 'selectChave',
        sql: 'SELECT id FROM pedidos WHERE uuid_app = :uuid',
        parametros: [{ nome: 'uuid', valor: 'u-1' }],
      },
      {
        grupo: 'insertItens',
        card: 1,
        item: 1,
        etapa: 'insert',
        sql: 'INSERT INTO itens (pedido, seq, fracao) VALUES (:pedidoIdentificador, :sequencia, :fracaoDesconto)',
        parametros: [
          { nome: 'pedidoIdentificador', valor: '41' },
          { nome: 'sequencia', valor: 1 },
          { nome: 'fracaoDesconto', valor: desconto === null ? null : 0.1 },
        ],
      },
    ];
    const teste: ResultadoTesteInsert = {
      origem: 'exemplo',
      chave: '41',
      execucoes: [
        {
          campos: 'preenchidos',
          registro: { clienteIdentificador: '17' },
          passos: passos(0),
          chave: '41',
          falhouNoPasso: null,
          ok: true,
          falha: null,
          msg: MSG.testeInsertConcluido('41'),
          erro: null,
        },
        {
          campos: 'vazios',
          registro: { clienteIdentificador: '17' },
          passos: passos(null),
          chave: '42',
          falhouNoPasso: null,
          ok: true,
          falha: null,
          msg: MSG.testeInsertConcluido('42'),
          erro: null,
        },
      ],
    };
    fake.respostas.filialGerenciadorTestarInsert = () => ({ status: true, msg: MSG.testeInsertConcluidoDuasVezes('41'), erro: null, dados: teste });
    abrir('configuracao_dados_insert_pedido');
    await user.click(await screen.findByRole('button', { name: 'Testar Insert' }));
    expect(await screen.findByText(MSG.testeInsertConcluidoDuasVezes('41'))).toBeTruthy();
    expect(screen.getByText('Chave que seria lida: 41')).toBeTruthy();
    expect(screen.getByText(/montado com o que a filial sincronizou do ERP/)).toBeTruthy();
    const secao = within(screen.getByText('Chave que seria lida: 41').parentElement!);
    expect(secao.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      MSG.execucaoTesteInsert.preenchidos,
      MSG.execucaoTesteInsert.vazios,
    ]);
    const vazios = within(screen.getByRole('list', { name: `Comandos executados no teste: ${MSG.execucaoTesteInsert.vazios}` }));
    expect(vazios.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Insert do pedido 1',
      'Select da chave do Insert do pedido 1',
      'Insert dos itens do pedido 1 · item 1',
    ]);
    expect(linhas(screen.getByRole('region', { name: `Valores vinculados: Insert do pedido 1 (${MSG.execucaoTesteInsert.vazios})` }))).toEqual([
      ['Parâmetro', 'Valor'],
      [':uuid', 'u-1'],
      [':clienteIdentificador', '17'],
      [':valorDesconto', '—'],
    ]);
    expect(
      linhas(screen.getByRole('region', { name: `Valores vinculados: Insert dos itens do pedido 1 · item 1 (${MSG.execucaoTesteInsert.preenchidos})` })),
    ).toEqual([
      ['Parâmetro', 'Valor'],
      [':pedidoIdentificador', '41'],
      [':sequencia', '1'],
      [':fracaoDesconto', '0.1'],
    ]);
    expect(screen.getAllByText('Passou')).toHaveLength(2);
    expect(configuracaoEnviada(fake, 'filialGerenciadorTestarInsert')).toMatchObject({
      tipo: 'configuracaoDadosInsertPedido',
      configuracao: { dados: { insert: [expect.objectContaining({ sql: '' })] } },
    });
    expect(screen.queryByRole('button', { name: 'Pré-visualizar' })).toBeNull();
  });

  it('shows which run failed and where, and the MyISAM refusal, with their reasons', async () => {
    const user = userEvent.setup();
    const fake = backendFake({ basica: { utilizaPedido: true } });
    const falha = MSG.testeInsertFalhou('Falha ao testar o insert: o ERP recusou o registro porque uma coluna obrigatória ficou sem valor.');
    const passo: PassoTesteInsert = {
      grupo: 'insert',
      card: 1,
      item: null,
      etapa: 'insert',
      sql: 'INSERT INTO pedidos (desconto) VALUES (:valorDesconto)',
      parametros: [{ nome: 'valorDesconto', valor: null }],
    };
    fake.respostas.filialGerenciadorTestarInsert = () => ({
      status: false,
      msg: `${MSG.execucaoTesteInsert.vazios}: ${falha}`,
      erro: `${MSG.execucaoTesteInsert.vazios}: Column 'desconto' cannot be null`,
      dados: {
        origem: 'fila',
        chave: '7',
        execucoes: [
          {
            campos: 'preenchidos',
            registro: {},
            chave: '7',
            falhouNoPasso: null,
            passos: [{ ...passo, parametros: [{ nome: 'valorDesconto', valor: 0 }] }],
            ok: true,
            falha: null,
            msg: MSG.testeInsertConcluido('7'),
            erro: null,
          },
          {
            campos: 'vazios',
            registro: {},
            chave: null,
            falhouNoPasso: 0,
            passos: [passo],
            ok: false,
            falha: { tipo: 'valorObrigatorio', objeto: null },
            msg: falha,
            erro: "Column 'desconto' cannot be null",
          },
        ],
      },
    });
    abrir('configuracao_dados_insert_pedido');
    await user.click(await screen.findByRole('button', { name: 'Testar Insert' }));
    expect(
      await screen.findByText(`${MSG.execucaoTesteInsert.vazios}: ${falha}: ${MSG.execucaoTesteInsert.vazios}: Column 'desconto' cannot be null`),
    ).toBeTruthy();
    const vazios = within(screen.getByRole('region', { name: MSG.execucaoTesteInsert.vazios }));
    expect(vazios.getByText('Falhou')).toBeTruthy();
    expect(within(vazios.getByRole('listitem', { name: 'Insert do pedido 1' })).getByText('falhou aqui')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: MSG.execucaoTesteInsert.preenchidos })).getByText('Passou')).toBeTruthy();
    expect(screen.getByText(/o mais recente da fila desta filial/)).toBeTruthy();

    const recusa = MSG.testeInsertSemTransacao(['log_integracao']);
    fake.respostas.filialGerenciadorTestarInsert = () => ({
      status: false,
      msg: recusa,
      erro: recusa,
      dados: { origem: 'exemplo', chave: null, execucoes: [] },
    });
    await user.click(screen.getByRole('button', { name: 'Testar Insert' }));
    expect(await screen.findByText(recusa)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Insert do pedido 1' })).toBeNull());
    expect(screen.queryByText(/Chave que seria lida/)).toBeNull();
  });

  it('saving an insert page shows the server’s warning beside the success when the inserts could not be checked against the ERP', async () => {
    const user = userEvent.setup();
    const fake = backendFake({ basica: { utilizaPedido: true } });
    const aviso = MSG.insertNaoConferido(MSG.gerenciadorDesconectado);
    fake.avisoAoSalvar = aviso;
    abrir('configuracao_dados_insert_pedido');
    const [cabecalho, itens] = (await screen.findAllByLabelText(/^Insert d/, { selector: 'textarea' })) as HTMLTextAreaElement[];
    await user.click(cabecalho!);
    await user.paste('INSERT INTO pedidos (cliente) VALUES (:clienteIdentificador)');
    await user.click(itens!);
    await user.paste('INSERT INTO itens (pedido) VALUES (:pedidoIdentificador)');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.configuracaoSalva)).toBeTruthy();
    expect(await screen.findByText(aviso)).toBeTruthy();
    expect(fake.salvamentos).toHaveLength(1);
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { configuracaoPadrao } from '../../../common/catalogo';
import { MSG } from '../../../common/messages';
import { renderAdmin } from '../../test/renderAdmin';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

vi.mock('../components/SqlEditor', () => import('../test/SqlEditorFake'));
configure({ asyncUtilTimeout: 5000 });

const abrir = (rota: string) => renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: `/gerenciador/5/${rota}` });
const campo = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const sqlSelect = () => screen.findByLabelText('SQL do Select', { selector: 'textarea' }) as Promise<HTMLTextAreaElement>;
/** Typing long SQL key by key is slow in jsdom: paste it. */
async function digitar(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, texto: string) {
  await user.click(el);
  await user.paste(texto);
}
/** The message an input points to with aria-describedby. */
const descricao = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

describe('data page', { timeout: 30_000 }, () => {
  it('shows a mapped field only when its docs/produto.md §3 condition holds, with its default', async () => {
    backendFake();
    abrir('configuracao_dados_produto');
    await sqlSelect();
    expect(campo('Identificador do produto').required).toBe(true);
    expect(campo('Descrição detalhada').required).toBe(false);
    expect(descricao(campo('Valor de venda a prazo'))).toContain('Padrão: 0');
    for (const oculto of ['Valor mínimo de venda', 'Percentual de desconto máximo', 'URL da imagem'])
      expect(screen.queryByLabelText(oculto, { exact: false })).toBeNull();
  });

  it('shows the conditional fields once their flags are on', async () => {
    backendFake({ basica: { permiteAlterarValorVendaItemPedido: true, permiteDescontoNoItemPedido: true, produtoComImagem: true } });
    abrir('configuracao_dados_produto');
    await sqlSelect();
    expect(descricao(campo('Valor mínimo de venda'))).toContain('Padrão: 0');
    expect(descricao(campo('Percentual de desconto máximo'))).toContain('Padrão: 100');
    expect(campo('URL da imagem')).toBeTruthy();
  });

  it('maps the ERP password when the ERP keeps it', async () => {
    backendFake({ basica: { tipoValidacaoCampoSenhaUsuario: 'md5' } });
    abrir('configuracao_dados_usuario');
    await sqlSelect();
    expect(screen.getByLabelText(/^Senha/)).toBeTruthy();
    expect(campo('Administra senhas')).toBeTruthy();
  });

  it('hides the password mapping when passwords are created in the app, keeping the flag that clears them', async () => {
    backendFake({ basica: { tipoValidacaoCampoSenhaUsuario: 'criadaApp' } });
    abrir('configuracao_dados_usuario');
    await sqlSelect();
    expect(campo('Login')).toBeTruthy();
    expect(screen.queryByLabelText(/^Senha/)).toBeNull();
    expect(campo('Administra senhas')).toBeTruthy();
  });

  it('refuses a select with * and unmapped required fields by their inputs, keeping the SQL, without calling the server', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    abrir('configuracao_dados_forma_pagamento');
    const select = await sqlSelect();
    await digitar(user, select, 'select * from forma_pagamento');
    await user.type(campo('Descrição'), 'nome');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(descricao(select)).toBe(MSG.selectSemAsterisco));
    expect(select.value).toBe('select * from forma_pagamento');
    expect(descricao(campo('Identificador da forma de pagamento'))).toBe('O campo Identificador da forma de pagamento é requerido!');
    expect(descricao(campo('Descrição'))).toBe(MSG.selectSemCampo('nome', 'Descrição'));
    expect(campo('Descrição').value).toBe('nome');
    expect(await screen.findByText('O formulário não é válido. Verifique os erros')).toBeTruthy();
    expect(screen.queryByText(MSG.erroSalvarConfiguracao)).toBeNull();
    expect(fake.salvamentos).toEqual([]);
  });

  it('with an empty select, names the select and every required mapped field, and focuses the first', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    abrir('configuracao_dados_produto');
    const select = await sqlSelect();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(descricao(select)).toBe(MSG.selectRequerido));
    expect(descricao(campo('Identificador do produto'))).toBe('O campo Identificador do produto é requerido!');
    expect(descricao(campo('Descrição detalhada'))).not.toContain('requerido');
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(screen.queryByText(MSG.erroSalvarConfiguracao)).toBeNull();
    expect(fake.salvamentos).toEqual([]);
  });

  it('attaches the server’s field errors to their inputs and keeps what was typed', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.erroAoSalvar = {
      message: 'x',
      fields: { quantidadeRegistrosPaginar: MSG.registrosPaginacao, 'mapeamento.select.descricao': 'O campo Descrição é requerido!' },
    };
    abrir('configuracao_dados_forma_pagamento');
    await digitar(user, await sqlSelect(), 'select id, nome from fp');
    await user.type(campo('Identificador da forma de pagamento'), 'id');
    await user.type(campo('Descrição'), 'nome');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(descricao(campo('Registros por paginação'))).toBe(MSG.registrosPaginacao));
    expect(descricao(campo('Descrição'))).toBe('O campo Descrição é requerido!');
    expect(campo('Descrição').value).toBe('nome');
    expect(fake.salvamentos).toHaveLength(1);
  });

  it('saves a valid configuration with the Sync Active switch', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    abrir('configuracao_dados_forma_pagamento');
    await digitar(user, await sqlSelect(), 'select id, nome from fp');
    await user.type(campo('Identificador da forma de pagamento'), 'id');
    await user.type(campo('Descrição'), 'nome');
    await user.click(screen.getByRole('switch', { name: 'Sincronização ativa' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.configuracaoSalva)).toBeTruthy();
    expect(fake.salvamentos[0]).toMatchObject({
      tipo: 'configuracaoDadosFormaPagamento',
      ativa: true,
      dados: { select: 'select id, nome from fp', quantidadeRegistrosPaginar: 50 },
      mapeamento: { campos: { formaPagamentoIdentificador: 'id', descricao: 'nome' } },
    });
  });

  it('shows the test row and marks mapped fields it lacks', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.respostas.filialGerenciadorTestarSQL = () => ({ status: true, msg: 'Select executado.', erro: null, dados: { id: 3, descr: 'Boleto' } });
    abrir('configuracao_dados_forma_pagamento');
    await digitar(user, await sqlSelect(), 'select id, descr from fp');
    await user.type(campo('Identificador da forma de pagamento'), 'id');
    await user.type(campo('Descrição'), 'nome');
    await user.click(screen.getByRole('button', { name: 'Testar Select' }));
    expect(await screen.findByText('Campos mapeados ausentes no resultado: Descrição (nome)')).toBeTruthy();
    expect(screen.getByText('Boleto')).toBeTruthy();
    expect(fake.chamadas.find((c) => c.operacao === 'filialGerenciadorTestarSQL')?.variaveis).toEqual({
      identificadorApp: 'ABC123',
      dadosSQL: JSON.stringify({ instrucao: 'select id, descr from fp', tipo: 'SELECT' }),
    });
  });

  it('custom fields: adding checks the existing ones, selectable forces editable, removal asks first', async () => {
    const user = userEvent.setup();
    backendFake();
    abrir('configuracao_dados_forma_pagamento');
    await sqlSelect();
    await user.click(screen.getByRole('button', { name: 'Adicionar Campo' }));
    const label = await screen.findByLabelText('Label', { exact: false, selector: 'input' });
    await user.click(screen.getByRole('button', { name: 'Adicionar Campo' }));
    expect(descricao(label)).toBe(MSG.labelRequerido);
    expect(descricao(campo('Field Relacionado'))).toBe(MSG.fieldRelacionadoRequerido);
    expect(screen.getAllByLabelText('Label', { exact: false, selector: 'input' })).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Selecionável' }));
    const editavel = screen.getByRole('switch', { name: 'Editável' }) as HTMLInputElement;
    expect(editavel.checked).toBe(true);
    expect(editavel.disabled).toBe(true);
    await user.type(campo('Possíveis valores'), 'Norte|N{Enter}');
    expect(screen.getByText('Norte (N)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remover campo' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText(MSG.confirmaRemoverCampo)).toBeTruthy();
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByLabelText('Label', { exact: false, selector: 'input' })).toBeNull());
  });

  it('insert cards: at least one stays, removal asks first, the order is saved', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    abrir('configuracao_dados_insert_cliente');
    const primeiro = (await screen.findByLabelText('Insert do cliente 1', { selector: 'textarea' })) as HTMLTextAreaElement;
    expect((screen.getByRole('button', { name: 'Remover insert' }) as HTMLButtonElement).disabled).toBe(true);
    await digitar(user, primeiro, 'insert into cliente (nome) values (:nome)');
    await user.click(screen.getByRole('button', { name: 'Adicionar Insert' }));
    await user.type(await screen.findByLabelText('Insert do cliente 2', { selector: 'textarea' }), 'insert into log (uuid) values (:uuid)');
    const remover = screen.getAllByRole('button', { name: 'Remover insert' });
    expect(remover.map((b) => (b as HTMLButtonElement).disabled)).toEqual([false, false]);
    await user.click(remover[0]);
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText(MSG.confirmaRemoverInsert)).toBeTruthy();
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.configuracaoSalva)).toBeTruthy();
    expect((fake.salvamentos[0].dados.insert as { sql: string }[]).map((c) => c.sql)).toEqual([
      'insert into cliente (nome) values (:nome)',
      'insert into log (uuid) values (:uuid)',
    ]);
  });

  it('order status: parameter tags, and its own messages for the select and both status values', async () => {
    const user = userEvent.setup();
    backendFake({ basica: { utilizaSituacaoPedido: true } });
    abrir('configuracao_dados_situacao_pedido');
    const select = await sqlSelect();
    expect(screen.getByRole('button', { name: ':pedidosIdentificadores' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(descricao(select)).toBe('O SQL do Select é requerido.'));
    expect(descricao(campo('Situação inicial'))).toBe('O campo Situação inicial é requerido!');
    expect(descricao(campo('Situação final'))).toBe('O campo Situação final é requerido!');
  });

  it('insert pages: an empty insert card gets the §5 message', async () => {
    const user = userEvent.setup();
    backendFake();
    abrir('configuracao_dados_insert_pedido');
    const itens = (await screen.findByLabelText('Insert dos itens do pedido 1', { selector: 'textarea' })) as HTMLTextAreaElement;
    await digitar(user, itens, 'insert into item (produto) values (:produtoIdentificador)');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(descricao(screen.getByLabelText('Insert do pedido 1', { selector: 'textarea' }))).toBe(MSG.insertRequerido));
    expect(descricao(itens)).not.toBe(MSG.insertRequerido);
    expect(itens.value).toBe('insert into item (produto) values (:produtoIdentificador)');
  });

  it('sync panel: while a run goes on only cancel is enabled', async () => {
    const fake = backendFake();
    fake.sincronizacao.executando = true;
    fake.sincronizacao.itemsCount = 200;
    fake.sincronizacao.itensSincronizadosCount = 50;
    abrir('configuracao_dados_produto');
    const botao = (nome: string) => screen.getByRole('button', { name: nome }) as HTMLButtonElement;
    await waitFor(() => expect(botao('Cancelar Sincronização').disabled).toBe(false));
    expect([botao('Sincronizar').disabled, botao('Reenviar Todos').disabled, botao('Limpar Dados do Site').disabled]).toEqual([true, true, true]);
    // The total is unknown until the read ends: the bar is indeterminate and the counts show the progress.
    expect(screen.getByRole('progressbar', { name: 'Progresso da sincronização' }).getAttribute('aria-valuenow')).toBeNull();
    expect(document.querySelector('[data-campo="itemsCount"]')?.textContent).toBe('200');
  });

  it('sync panel: after a start the status is polled until the run ends', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.respostas.filialGerenciadorSincronizar = () => {
      Object.assign(fake.sincronizacao, { executando: true, itemsCount: 10, itensSincronizadosCount: 4, dtInicio: new Date().toISOString() });
      return { status: true, msg: MSG.inicioSincronizacao, erro: null };
    };
    abrir('configuracao_dados_produto');
    const botao = (nome: string) => screen.getByRole('button', { name: nome }) as HTMLButtonElement;
    await waitFor(() => expect(botao('Sincronizar').disabled).toBe(false));
    await user.click(botao('Sincronizar'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(MSG.inicioSincronizacao)).toBeTruthy();
    await waitFor(() => expect(botao('Cancelar Sincronização').disabled).toBe(false));
    expect(screen.getByRole('progressbar', { name: 'Progresso da sincronização' }).getAttribute('aria-valuenow')).toBeNull();
    expect(document.querySelector('[data-campo="itensSincronizadosCount"]')?.textContent).toBe('4');
    Object.assign(fake.sincronizacao, { executando: false, sucesso: true, itensSincronizadosCount: 10, envioCompleto: true, dtFim: new Date().toISOString() });
    await waitFor(() => expect(botao('Sincronizar').disabled).toBe(false));
    expect(screen.getByRole('progressbar', { name: 'Progresso da sincronização' }).getAttribute('aria-valuenow')).toBe('100');
    expect(document.querySelector('[data-campo="sucesso"]')?.textContent).toBe('Sim');
  });

  it('Clear Configuration asks first, then reads the defaults back', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.configuracoes.set('configuracaoDadosFormaPagamento', {
      dados: { ...configuracaoPadrao('configuracaoDadosFormaPagamento').dados, select: 'select id, nome from fp' },
      mapeamento: { campos: { descricao: 'nome' } },
      ativa: true,
    });
    abrir('configuracao_dados_forma_pagamento');
    await waitFor(async () => expect((await sqlSelect()).value).toBe('select id, nome from fp'));
    await user.click(screen.getByRole('button', { name: 'Limpar Configuração' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText(MSG.confirmaLimpezaConfiguracao)).toBeTruthy();
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    await waitFor(async () => expect((await sqlSelect()).value).toBe(''));
    expect(campo('Descrição').value).toBe('');
    expect(fake.configuracoes.has('configuracaoDadosFormaPagamento')).toBe(false);
  });

  it('a refused start tells the disconnected reason', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.respostas.filialGerenciadorSincronizar = () => ({ status: false, msg: MSG.erroInicioSincronizacao, erro: MSG.gerenciadorDesconectado });
    abrir('configuracao_dados_produto');
    const reenviar = await screen.findByRole('button', { name: 'Reenviar Todos' });
    await waitFor(() => expect((reenviar as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByRole('button', { name: 'Cancelar Sincronização' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(reenviar);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(`${MSG.erroInicioSincronizacao}: ${MSG.gerenciadorDesconectado}`)).toBeTruthy();
    expect(fake.chamadas.find((c) => c.operacao === 'filialGerenciadorSincronizar')?.variaveis).toEqual({
      identificadorApp: 'ABC123',
      dados: { tipo: 'configuracaoDadosProduto', reenviarTodos: true },
    });
  });

  it('sync panel: held removals are explained and sent only after the confirmation', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    const msg = 'A leitura terminou, mas 1500 dos 2000 registros que os aparelhos têm não vieram no select.';
    Object.assign(fake.sincronizacao, { sucesso: true, envioCompleto: false, remocoesRetidas: 1500, msg, dtFim: new Date().toISOString() });
    fake.respostas.filialGerenciadorConfirmarRemocoes = () => {
      Object.assign(fake.sincronizacao, { remocoesRetidas: 0, envioCompleto: true, msg: '1500 remoção(ões) confirmada(s) e enviada(s) aos aparelhos.' });
      return { status: true, msg: '1500 remoção(ões) confirmada(s) e enviada(s) aos aparelhos.', erro: null };
    };
    abrir('configuracao_dados_produto');
    expect((await screen.findByText(msg)).closest('[role="alert"]')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Confirmar Remoções' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText(/não encontrou 1500 registro\(s\) que os aparelhos têm\. Confirma a remoção desses 1500 registro\(s\)/)).toBeTruthy();
    expect(fake.chamadas.some((c) => c.operacao === 'filialGerenciadorConfirmarRemocoes')).toBe(false);
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirmar Remoções' })).toBeNull());
    expect(fake.chamadas.find((c) => c.operacao === 'filialGerenciadorConfirmarRemocoes')?.variaveis).toEqual({
      identificadorApp: 'ABC123',
      tipo: 'configuracaoDadosProduto',
    });
  });

  it('sync panel: a resumed run says so', async () => {
    const fake = backendFake();
    Object.assign(fake.sincronizacao, { executando: true, retomada: true, msg: MSG.sincronizacaoRetomada });
    abrir('configuracao_dados_produto');
    expect(await screen.findByText(MSG.sincronizacaoRetomada)).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-campo="retomada"]')?.textContent).toBe('Sim'));
  });

  it('insert pages: the records in erro are counted, re-sent or discarded after a confirmation', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    Object.assign(fake.registros, { pendente: 1, integrado: 7, erro: 3, descartado: 0 });
    fake.respostas.filialGerenciadorRegistrosReenviarErros = () => {
      Object.assign(fake.registros, { pendente: 4, erro: 0 });
      return { status: true, msg: MSG.registrosReenviados(3), erro: null };
    };
    abrir('configuracao_dados_insert_pedido');
    await waitFor(() => expect(document.querySelector('[data-situacao="erro"]')?.textContent).toBe('3'));
    expect(document.querySelector('[data-situacao="integrado"]')?.textContent).toBe('7');
    await user.click(screen.getByRole('button', { name: 'Descartar com Erro' }));
    const descartar = await screen.findByRole('dialog');
    expect(within(descartar).getByText(/Descartar os 3 registro\(s\) com erro/)).toBeTruthy();
    await user.click(within(descartar).getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Reenviar com Erro' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(MSG.registrosReenviados(3))).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-situacao="erro"]')?.textContent).toBe('0'));
    expect(((await screen.findByRole('button', { name: 'Reenviar com Erro' })) as HTMLButtonElement).disabled).toBe(true);
    expect(fake.chamadas.some((c) => c.operacao === 'filialGerenciadorRegistrosDescartarErros')).toBe(false);
    expect(fake.chamadas.find((c) => c.operacao === 'filialGerenciadorRegistrosReenviarErros')?.variaveis).toEqual({
      identificadorApp: 'ABC123',
      tipo: 'configuracaoDadosInsertPedido',
    });
  });
});

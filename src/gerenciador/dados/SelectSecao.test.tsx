import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/renderAdmin';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

vi.mock('../components/SqlEditor', () => import('../test/SqlEditorFake'));
configure({ asyncUtilTimeout: 5000 });

const abrir = (rota: string) => renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: `/gerenciador/5/${rota}` });
const sqlSelect = () => screen.findByLabelText('SQL do Select', { selector: 'textarea' }) as Promise<HTMLTextAreaElement>;

describe('Testar Select', { timeout: 30_000 }, () => {
  it('clears an old failure once the SQL is edited: it was about the SQL that ran', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.respostas.filialGerenciadorTestarSQL = () => ({
      status: false,
      msg: 'Falha ao executar o select de teste: uma coluna usada no SQL não existe.',
      erro: "Unknown column 'descr'",
    });
    abrir('configuracao_dados_forma_pagamento');
    const select = await sqlSelect();
    await user.click(select);
    await user.paste('select id, descr from fp');
    await user.click(screen.getByRole('button', { name: 'Testar Select' }));
    const falha = () => screen.queryAllByRole('alert').find((a) => a.textContent?.includes('uma coluna usada no SQL não existe'));
    await waitFor(() => expect(falha()).toBeTruthy());
    await user.type(select, ' where 1 = 1');
    expect(falha()).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Testar Select' })).toBeTruthy();
  });

  it('on the Situação do Pedido page sends the page’s type and its status settings, so the agent binds the select’s own parameters', async () => {
    const user = userEvent.setup();
    const fake = backendFake({ basica: { utilizaSituacaoPedido: true } });
    fake.respostas.filialGerenciadorTestarSQL = () => ({
      status: true,
      msg: 'Select executado com sucesso (1 registro(s) retornado(s)).',
      erro: null,
      dados: [{ id: 1, situacao: 'Aberto' }],
    });
    abrir('configuracao_dados_situacao_pedido');
    const select = await sqlSelect();
    await user.type(screen.getByLabelText('Situação inicial', { exact: false, selector: 'input' }), 'Aberto');
    await user.click(select);
    await user.paste('SELECT id, situacao FROM pedidos WHERE id IN (:pedidosIdentificadores) AND situacao <> :situacaoFinal');
    await user.click(screen.getByRole('button', { name: 'Testar Select' }));
    await waitFor(() => expect(fake.chamadas.some((c) => c.operacao === 'filialGerenciadorTestarSQL')).toBe(true));
    const enviado = JSON.parse(fake.chamadas.find((c) => c.operacao === 'filialGerenciadorTestarSQL')!.variaveis.dadosSQL as string);
    expect(enviado).toEqual({
      instrucao: 'SELECT id, situacao FROM pedidos WHERE id IN (:pedidosIdentificadores) AND situacao <> :situacaoFinal',
      tipo: 'SELECT',
      pagina: { tipo: 'configuracaoDadosSituacaoPedido', dados: { situacaoInicial: 'Aberto', situacaoFinal: '' } },
    });
  });
});

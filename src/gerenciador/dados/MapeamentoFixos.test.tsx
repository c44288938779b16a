import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../common/messages';
import { renderAdmin } from '../../test/renderAdmin';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

vi.mock('../components/SqlEditor', () => import('../test/SqlEditorFake'));
configure({ asyncUtilTimeout: 5000 });

const abrir = (rota: string) => renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: `/gerenciador/5/${rota}` });
const campo = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const origem = (label: string) => within(screen.getByRole('group', { name: `Origem do campo ${label}` }));
/** Typing key by key is slow in jsdom on this large page: paste it. */
async function escrever(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, texto: string) {
  await user.click(el);
  await user.paste(texto);
}
const descricao = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

describe('mapping with fixed values and the insert placeholders', { timeout: 60_000 }, () => {
  it('gives a field a fixed value instead of a column, checks it, saves it and takes it back', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    abrir('configuracao_dados_forma_pagamento');
    const select = (await screen.findByLabelText('SQL do Select', { selector: 'textarea' })) as HTMLTextAreaElement;
    await escrever(user, select, 'SELECT codigo, nome FROM formas');
    await escrever(user, campo('Identificador da forma de pagamento'), 'codigo');
    // The identifier always comes from a column.
    expect(screen.queryByRole('group', { name: 'Origem do campo Identificador da forma de pagamento' })).toBeNull();

    await user.click(origem('Descrição').getByRole('button', { name: 'Valor fixo' }));
    await escrever(user, campo('Descrição (valor fixo)'), 'Forma do ERP');
    await user.click(origem('Usa valor a prazo').getByRole('button', { name: 'Valor fixo' }));
    await escrever(user, campo('Usa valor a prazo (valor fixo)'), 'talvez');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(descricao(campo('Usa valor a prazo (valor fixo)'))).toBe(
        MSG.valorFixoInvalido('Usa valor a prazo', 'não é um valor lógico (use 1/0, S/N ou true/false)'),
      ),
    );
    expect(fake.salvamentos).toEqual([]);

    await user.clear(campo('Usa valor a prazo (valor fixo)'));
    await escrever(user, campo('Usa valor a prazo (valor fixo)'), 'S');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.configuracaoSalva)).toBeTruthy();
    expect(fake.salvamentos.at(-1)?.mapeamento).toMatchObject({
      campos: { formaPagamentoIdentificador: 'codigo' },
      fixos: { campos: { descricao: 'Forma do ERP', usaValorAPrazo: 'S' } },
    });

    await user.click(origem('Descrição').getByRole('button', { name: 'Coluna' }));
    expect(screen.queryByLabelText('Descrição (valor fixo)', { exact: false })).toBeNull();
    await escrever(user, campo('Descrição'), 'nome');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(fake.salvamentos).toHaveLength(2));
    expect(fake.salvamentos.at(-1)?.mapeamento).toMatchObject({ campos: { descricao: 'nome' }, fixos: { campos: { usaValorAPrazo: 'S' } } });
    expect((fake.salvamentos.at(-1)?.mapeamento.fixos as { campos: Record<string, string> }).campos).not.toHaveProperty('descricao');
  });

  it('lists every placeholder of an items insert with its type: the header’s fields, the sequence, the discount as percent and fraction', async () => {
    const user = userEvent.setup();
    backendFake({ basica: { utilizaPedido: true } });
    abrir('configuracao_dados_insert_pedido');
    const botoes = await screen.findAllByRole('button', { name: /^Parâmetros disponíveis \(\d+\)$/ });
    expect(botoes).toHaveLength(2);
    await user.click(botoes[1]!);
    expect(botoes[1]!.getAttribute('aria-expanded')).toBe('true');
    const lista = within(document.getElementById(botoes[1]!.getAttribute('aria-controls')!)!);
    const item = (nome: string) => lista.getByRole('button', { name: `Inserir :${nome} no insert` }).closest('li')!.textContent;
    expect(item('sequencia')).toMatch(/^:sequenciaNúmero do item .*\(inteiro\)$/);
    expect(item('percDesconto')).toContain('(decimal)');
    expect(item('fracaoDesconto')).toContain('(decimal)');
    expect(item('pedido_dataPedido')).toMatch(/do pedido\) \(data e hora\)$/);
    expect(item('pedido_clienteIdentificador')).toContain('(texto)');
    expect(lista.getAllByRole('listitem')).toHaveLength(Number(/\((\d+)\)/.exec(botoes[1]!.textContent!)![1]));
  });
});

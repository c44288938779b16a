import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RegistroFila } from '../../../common/api/filaRegistros';
import { renderAdmin } from '../../test/renderAdmin';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

vi.mock('../components/SqlEditor', () => import('../test/SqlEditorFake'));
configure({ asyncUtilTimeout: 5000 });

const abrir = () => renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: '/gerenciador/5/registros_aplicativo' });
const lista = async () => within(await screen.findByRole('list', { name: 'Registros enviados pelos aparelhos' }));

let proximo = 1;
function registro(parcial: Partial<RegistroFila>): RegistroFila {
  const id = proximo++;
  return {
    id,
    tipo: 'configuracaoDadosInsertPedido',
    uuid: `uuid-${id}`,
    situacao: 'pendente',
    descricao: `Pedido ${id}`,
    chaveErp: null,
    erro: null,
    erroDetalhe: null,
    tentativas: 0,
    dispositivo: 'Moto G',
    vendedor: 'Ana',
    recebidoEm: '2026-11-20T10:00:00.000Z',
    integradoEm: null,
    atualizadoEm: '2026-11-20T10:00:00.000Z',
    ...parcial,
  };
}

describe('registros_aplicativo', { timeout: 60_000 }, () => {
  it('is in the menu and lists each record with its situação, ERP key or error, device, seller and times', async () => {
    const fake = backendFake();
    fake.fila = [
      registro({ uuid: 'u-integrado', situacao: 'integrado', chaveErp: 'PED-77', integradoEm: '2026-11-20T10:05:00.000Z' }),
      registro({ uuid: 'u-erro', situacao: 'erro', erro: 'Valor inválido para uma coluna do ERP.', erroDetalhe: 'Data truncated for column total' }),
      registro({ uuid: 'u-cliente', tipo: 'configuracaoDadosInsertCliente', descricao: 'Mercado Sol', dispositivo: null, vendedor: null }),
    ];
    abrir();
    expect(await screen.findByRole('heading', { level: 1, name: 'Registros do Aplicativo' })).toBeTruthy();
    expect(within(screen.getByRole('menu', { name: 'Páginas do gerenciador' })).getByRole('menuitem', { name: 'Registros do Aplicativo' })).toBeTruthy();
    const itens = (await lista()).getAllByRole('listitem');
    expect(itens).toHaveLength(3);
    const [integrado, comErro, cliente] = itens.map((i) => within(i));
    expect(integrado.getByRole('heading', { name: 'Pedido: Pedido 1' })).toBeTruthy();
    expect(integrado.getByText('Integrado')).toBeTruthy();
    expect(integrado.getByText('PED-77')).toBeTruthy();
    expect(integrado.getByText('Moto G')).toBeTruthy();
    expect(integrado.getByText('Ana')).toBeTruthy();
    expect(integrado.getByText(/^20\/11\/2026 - \d\d:00:00$/)).toBeTruthy();
    expect(integrado.getByText(/^20\/11\/2026 - \d\d:05:00$/)).toBeTruthy();
    expect(integrado.queryByRole('button', { name: /Reenviar/ })).toBeNull();
    expect(comErro.getByText('Com erro')).toBeTruthy();
    expect(comErro.getByText('Valor inválido para uma coluna do ERP.', { exact: false })).toBeTruthy();
    expect(comErro.getByText('Detalhe do banco: Data truncated for column total')).toBeTruthy();
    expect(comErro.getByRole('button', { name: 'Reenviar u-erro' })).toBeTruthy();
    expect(cliente.getByRole('heading', { name: 'Cliente: Mercado Sol' })).toBeTruthy();
    expect(cliente.getByText('Pendente')).toBeTruthy();
  });

  it('filters by situação and type, asking the server', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.fila = [
      registro({ situacao: 'erro', erro: 'Falhou' }),
      registro({ situacao: 'integrado', chaveErp: 'K1' }),
      registro({ tipo: 'configuracaoDadosInsertCliente', situacao: 'erro', erro: 'Falhou' }),
    ];
    abrir();
    expect((await lista()).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.click(await screen.findByRole('option', { name: 'Com erro' }));
    await waitFor(async () => expect((await lista()).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Cliente' }));
    await waitFor(async () => expect((await lista()).getAllByRole('listitem')).toHaveLength(1));
    expect(fake.chamadas.filter((c) => c.operacao === 'filialGerenciadorRegistros').at(-1)?.variaveis).toMatchObject({
      identificadorApp: 'ABC123',
      tipo: 'configuracaoDadosInsertCliente',
      situacao: 'erro',
      limit: 20,
      offset: 0,
    });
    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.click(await screen.findByRole('option', { name: 'Integrado' }));
    expect(await screen.findByText('Nenhum registro com esses filtros.')).toBeTruthy();
  });

  it('pages through the records', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.fila = Array.from({ length: 45 }, (_, i) => registro({ descricao: `Pedido número ${i + 1}` }));
    abrir();
    expect((await lista()).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('45 registro(s)')).toBeTruthy();
    const paginas = within(screen.getByRole('navigation', { name: 'Páginas de registros' }));
    await user.click(paginas.getByRole('button', { name: 'Ir para a página 3' }));
    await waitFor(async () => expect((await lista()).getAllByRole('listitem')).toHaveLength(5));
    expect((await lista()).getByRole('heading', { name: 'Pedido: Pedido número 41' })).toBeTruthy();
    expect(fake.chamadas.filter((c) => c.operacao === 'filialGerenciadorRegistros').at(-1)?.variaveis).toMatchObject({ limit: 20, offset: 40 });
  });

  it('re-sends a record in erro only after the confirmation, and shows it pending', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.fila = [registro({ uuid: 'u-erro', situacao: 'erro', erro: 'Tabela inexistente.' })];
    abrir();
    await user.click(await screen.findByRole('button', { name: 'Reenviar u-erro' }));
    const dialogo = await screen.findByRole('dialog');
    expect(dialogo.textContent).toContain('Reenviar ao ERP o registro u-erro?');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.chamadas.some((c) => c.operacao === 'filialGerenciadorRegistroReenviar')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Reenviar u-erro' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('1 registro(s) reenviado(s).')).toBeTruthy();
    expect(fake.chamadas.find((c) => c.operacao === 'filialGerenciadorRegistroReenviar')?.variaveis).toEqual({
      identificadorApp: 'ABC123',
      tipo: 'configuracaoDadosInsertPedido',
      uuid: 'u-erro',
    });
    const item = within((await lista()).getByRole('listitem'));
    await waitFor(() => expect(item.getByText('Pendente')).toBeTruthy());
    expect(item.queryByRole('button', { name: /Reenviar/ })).toBeNull();
  });

  it('discards a record in erro after the confirmation', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.fila = [registro({ uuid: 'u-erro', situacao: 'erro', erro: 'Tabela inexistente.' })];
    abrir();
    await user.click(await screen.findByRole('button', { name: 'Descartar u-erro' }));
    const dialogo = await screen.findByRole('dialog');
    expect(dialogo.textContent).toContain('Descartar o registro u-erro?');
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('1 registro(s) descartado(s).')).toBeTruthy();
    await waitFor(async () => expect((await lista()).getByText('Descartado')).toBeTruthy());
  });
});

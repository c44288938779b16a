import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExecucaoSincronizacao } from '../../../common/api/historicoSincronizacao';
import { renderAdmin } from '../../test/renderAdmin';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

vi.mock('../components/SqlEditor', () => import('../test/SqlEditorFake'));
configure({ asyncUtilTimeout: 5000 });

const abrir = (rota: string) => renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: `/gerenciador/5/${rota}` });
const timeline = async () => within(await screen.findByRole('list', { name: 'Execuções da sincronização' }));

let proximo = 1;
function execucao(parcial: Partial<ExecucaoSincronizacao>): ExecucaoSincronizacao {
  return {
    id: proximo++,
    tipo: 'configuracaoDadosProduto',
    dtInicio: '2026-11-20T10:00:00.000Z',
    dtFim: '2026-11-20T10:01:05.000Z',
    modo: 'alterados',
    lidos: 30,
    enviados: 28,
    removidos: 1,
    resultado: 'sucesso',
    retomada: false,
    msg: null,
    erro: null,
    falhas: 0,
    ...parcial,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('run history', { timeout: 60_000 }, () => {
  it('shows the type’s runs on its data page: times, mode, counts, outcome, resumed, message', async () => {
    const fake = backendFake();
    fake.execucoes = [
      execucao({
        resultado: 'falha',
        modo: 'todos',
        retomada: true,
        msg: 'Falha ao sincronizar.',
        erro: 'relation "produtos" does not exist',
        lidos: 0,
        enviados: 0,
        removidos: 0,
        dtFim: '2026-11-20T10:00:07.000Z',
      }),
      execucao({}),
      execucao({ tipo: 'configuracaoDadosCliente' }),
    ];
    abrir('configuracao_dados_produto');
    const itens = (await timeline()).getAllByRole('listitem');
    expect(itens).toHaveLength(2);
    expect(fake.chamadas.find((c) => c.operacao === 'filialGerenciadorExecucoes')?.variaveis).toMatchObject({
      identificadorApp: 'ABC123',
      tipo: 'configuracaoDadosProduto',
      limit: 10,
    });
    const [falha, sucesso] = itens.map((i) => within(i));
    expect(falha.getByText('Falha')).toBeTruthy();
    expect(falha.getByText('retomada')).toBeTruthy();
    expect(falha.getByText('Todos os registros')).toBeTruthy();
    expect(falha.getByText('7 s')).toBeTruthy();
    expect(falha.getByText('Falha ao sincronizar.')).toBeTruthy();
    expect(falha.getByText('Detalhe do erro: relation "produtos" does not exist')).toBeTruthy();
    expect(sucesso.getByText('Sucesso')).toBeTruthy();
    expect(sucesso.getByText('Novos e alterados')).toBeTruthy();
    expect(sucesso.getByText('1 min 5 s')).toBeTruthy();
    const valor = (rotulo: string) => sucesso.getByText(rotulo).nextElementSibling?.textContent;
    expect([valor('Lidos'), valor('Enviados'), valor('Removidos'), valor('Registros com falha')]).toEqual(['30', '28', '1', '0']);
    expect(sucesso.queryByRole('button', { name: /Baixar as falhas/ })).toBeNull();
  });

  it('downloads a run’s failures as CSV', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    const criado: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (criado.push(b), 'blob:falhas')), revokeObjectURL: vi.fn() });
    const clique = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(`falhas-${fake.execucoes[0]!.id}.csv`);
    });
    fake.execucoes = [execucao({ falhas: 1, dtInicio: '2026-11-20T10:00:00.000Z' })];
    abrir('configuracao_dados_produto');
    await user.click(await (await timeline()).findByRole('button', { name: /^Baixar as falhas da execução de 20\/11\/2026 - \d\d:00:00 em CSV$/ }));
    await waitFor(() => expect(clique).toHaveBeenCalledTimes(1));
    expect(fake.chamadas.find((c) => c.operacao === 'filialGerenciadorExecucaoFalhasCsv')?.variaveis).toEqual({
      identificadorApp: 'ABC123',
      id: fake.execucoes[0]!.id,
    });
    expect(criado[0]!.type).toBe('text/csv;charset=utf-8');
    // The server's BOM stays, so Excel reads the accents as UTF-8.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await criado[0]!.arrayBuffer())).toBe('\uFEFFidentificador;motivo\r\nP1;Preço inválido\r\n');
  });

  it('shows every type’s runs on situacao_gerenciador, each naming its page, and more on request', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.execucoes = [execucao({ tipo: 'configuracaoDadosCliente' }), ...Array.from({ length: 11 }, () => execucao({}))];
    abrir('situacao_gerenciador');
    const itens = (await timeline()).getAllByRole('listitem');
    expect(itens).toHaveLength(10);
    expect(within(itens[0]!).getByRole('heading').textContent).toMatch(/^Clientes · 20\/11\/2026/);
    expect(within(itens[1]!).getByRole('heading').textContent).toMatch(/^Produtos · 20\/11\/2026/);
    expect(fake.chamadas.find((c) => c.operacao === 'filialGerenciadorExecucoes')?.variaveis).toMatchObject({ tipo: null });
    await user.click(screen.getByRole('button', { name: 'Mostrar mais execuções' }));
    await waitFor(async () => expect((await timeline()).getAllByRole('listitem')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Mostrar mais execuções' })).toBeNull();
  });

  it('says when there is no run yet', async () => {
    backendFake();
    abrir('configuracao_dados_produto');
    expect(await screen.findByText('Nenhuma execução nos últimos 30 dias.')).toBeTruthy();
  });
});

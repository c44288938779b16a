import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/renderAdmin';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

configure({ asyncUtilTimeout: 5000 });

const abrir = () => renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: '/gerenciador/5/situacao_gerenciador' });
const secao = () => screen.findByRole('region', { name: 'Próximas sincronizações automáticas' });

describe('next automatic runs on the status page', { timeout: 30_000 }, () => {
  it('lists each read type’s next run in Brasília time, linked to its page, and a running one as running', async () => {
    const fake = backendFake();
    fake.status = { ...fake.status, conectado: true, status: true };
    fake.proximas = [
      { tipo: 'configuracaoDadosProduto', proximaExecucao: '2025-05-15T11:00:00.000Z', executando: false },
      { tipo: 'configuracaoDadosCliente', proximaExecucao: null, executando: true },
    ];
    abrir();
    const tabela = await within(await secao()).findByRole('table');
    await waitFor(() => expect(within(tabela).getAllByRole('row')).toHaveLength(3));
    const [, produtos, clientes] = within(tabela).getAllByRole('row');
    expect(within(produtos!).getByRole('link', { name: 'Produtos' }).getAttribute('href')).toBe('/gerenciador/5/configuracao_dados_produto');
    expect(produtos!.textContent).toContain('15/05/2025 - 08:00:00 (horário de Brasília)');
    expect(clientes!.textContent).toContain('em execução; a próxima conta do fim dela');
  });

  it('says why there is none: nothing active, or the agent disconnected', async () => {
    const fake = backendFake();
    fake.status = { ...fake.status, conectado: true, status: true };
    const { unmount } = abrir();
    expect(
      await within(await secao()).findByText('Nenhuma sincronização automática programada: ative "Sincronização ativa" nas páginas de dados.'),
    ).toBeTruthy();
    unmount();
    backendFake();
    abrir();
    expect(await within(await secao()).findByText('O gerenciador está desconectado: sem ele nenhuma sincronização automática acontece.')).toBeTruthy();
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/renderAdmin';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

configure({ asyncUtilTimeout: 5000 });

const abrir = () => renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: '/gerenciador/5/situacao_gerenciador' });

describe('self-update section of the status page', { timeout: 30_000 }, () => {
  it('shows current, target and the last attempt with its reason, and pins the branch to a version', async () => {
    const fake = backendFake();
    fake.versoes = ['0.3.0', '0.2.0'];
    fake.atualizacao = {
      versaoAtual: '0.2.0',
      versaoAlvo: '0.3.0',
      versaoFixada: null,
      ultimaVersao: '0.3.0',
      ultimoResultado: 'revertido',
      ultimoMotivo: 'A versão 0.3.0 terminou ao iniciar (código 1) antes de se conectar ao servidor; o supervisor voltou para a versão 0.2.0.',
      ultimaEm: '2026-11-26T12:00:00.000Z',
    };
    abrir();
    const secao = await screen.findByRole('region', { name: 'Atualização do gerenciador' });
    await within(secao).findByText(/^Revertido — versão 0\.3\.0 em /);
    expect(within(secao).getByText('0.2.0')).toBeTruthy();
    expect(within(secao).getByText('0.3.0')).toBeTruthy();
    expect(within(secao).getByText(/^Motivo: A versão 0\.3\.0 terminou ao iniciar/)).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(secao).getByRole('combobox', { name: 'Versão desta filial' }));
    await user.click(await screen.findByRole('option', { name: '0.2.0' }));
    await user.click(within(secao).getByRole('button', { name: 'Salvar Versão' }));
    await waitFor(() =>
      expect(fake.chamadas).toContainEqual({ operacao: 'filialGerenciadorFixarVersao', variaveis: { identificadorApp: expect.any(String), versao: '0.2.0' } }),
    );
    expect(await screen.findByText('Filial fixada na versão 0.2.0.')).toBeTruthy();
  });
});

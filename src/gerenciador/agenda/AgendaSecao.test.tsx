import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../common/messages';
import { renderAdmin } from '../../test/renderAdmin';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

vi.mock('../components/SqlEditor', () => import('../test/SqlEditorFake'));
configure({ asyncUtilTimeout: 5000 });

const abrir = (rota: string) => renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: `/gerenciador/5/${rota}` });
const sqlSelect = () => screen.findByLabelText('SQL do Select', { selector: 'textarea' }) as Promise<HTMLTextAreaElement>;
const campo = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const lista = (nome: string) => screen.getByRole('region', { name: nome });
const janela = (nomeLista: string, n: number) => within(lista(nomeLista)).getByRole('group', { name: `Janela ${n}` });
const dia = (grupo: HTMLElement, nome: string) => within(grupo).getByRole('button', { name: nome });
const pressionados = (grupo: HTMLElement) =>
  within(grupo)
    .getAllByRole('button', { pressed: true })
    .map((b) => b.textContent);
const descricao = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;
/** A valid payment-method page, so that only the schedule decides whether it saves. */
async function preencher(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await sqlSelect());
  await user.paste('select id, nome from fp');
  await user.type(campo('Identificador da forma de pagamento'), 'id');
  await user.type(campo('Descrição'), 'nome');
}

describe('schedule editor of a data page', { timeout: 30_000 }, () => {
  it('adds windows with days as toggle chips and times, refuses a window without days by its chips, and saves the schedule', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    abrir('configuracao_dados_forma_pagamento');
    await preencher(user);
    expect(within(lista('Iniciar somente entre')).getByText('Nenhuma janela.')).toBeTruthy();

    await user.click(within(lista('Iniciar somente entre')).getByRole('button', { name: 'Adicionar janela' }));
    const somente = janela('Iniciar somente entre', 1);
    expect(pressionados(somente)).toEqual(['Seg', 'Ter', 'Qua', 'Qui', 'Sex']);
    expect((within(somente).getByLabelText('Início') as HTMLInputElement).value).toBe('08:00');
    expect((within(somente).getByLabelText('Fim') as HTMLInputElement).value).toBe('18:00');
    await user.click(dia(somente, 'Sábado'));
    expect(dia(somente, 'Sábado').getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(within(somente).getByLabelText('Início'), { target: { value: '22:00' } });
    fireEvent.change(within(somente).getByLabelText('Fim'), { target: { value: '02:00' } });
    expect(within(somente).getByText('Termina no dia seguinte.')).toBeTruthy();

    await user.click(within(lista('Não iniciar entre')).getByRole('button', { name: 'Adicionar janela' }));
    const backup = janela('Não iniciar entre', 1);
    expect(pressionados(backup)).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
    for (const nome of ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'])
      await user.click(dia(backup, nome));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const dias = within(backup).getByRole('group', { name: 'Dias da semana' });
    await waitFor(() => expect(descricao(dias)).toBe(MSG.janelaSemDias));
    expect(dias.getAttribute('aria-invalid')).toBe('true');
    expect(fake.salvamentos).toEqual([]);

    await user.click(dia(backup, 'Domingo'));
    expect(descricao(dias)).toBeFalsy();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.configuracaoSalva)).toBeTruthy();
    expect(fake.salvamentos[0]?.dados.agenda).toEqual({
      somenteEntre: [{ dias: [1, 2, 3, 4, 5, 6], inicio: '22:00', fim: '02:00' }],
      naoEntre: [{ dias: [0], inicio: '01:00', fim: '03:00' }],
    });
  });

  it('removes windows, and a page without windows saves no schedule', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    abrir('configuracao_dados_forma_pagamento');
    await preencher(user);
    await user.click(within(lista('Não iniciar entre')).getByRole('button', { name: 'Adicionar janela' }));
    await user.click(within(lista('Não iniciar entre')).getByRole('button', { name: 'Adicionar janela' }));
    fireEvent.change(within(janela('Não iniciar entre', 2)).getByLabelText('Início'), { target: { value: '12:00' } });
    await user.click(within(lista('Não iniciar entre')).getByRole('button', { name: 'Remover janela 1' }));
    expect((within(janela('Não iniciar entre', 1)).getByLabelText('Início') as HTMLInputElement).value).toBe('12:00');
    await user.click(within(lista('Não iniciar entre')).getByRole('button', { name: 'Remover janela 1' }));
    expect(within(lista('Não iniciar entre')).getByText('Nenhuma janela.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.configuracaoSalva)).toBeTruthy();
    expect(fake.salvamentos[0]?.dados).not.toHaveProperty('agenda');
  });

  it('puts the server’s messages by the window’s inputs, and the one for the whole schedule above the lists', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.erroAoSalvar = {
      message: 'O formulário não é válido.',
      fields: { 'agenda.naoEntre.0.inicio': MSG.horarioJanelaInvalido, agenda: MSG.agendaSemHorario },
    };
    abrir('configuracao_dados_forma_pagamento');
    await preencher(user);
    await user.click(within(lista('Não iniciar entre')).getByRole('button', { name: 'Adicionar janela' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const inicio = within(janela('Não iniciar entre', 1)).getByLabelText('Início');
    await waitFor(() => expect(descricao(inicio)).toBe(MSG.horarioJanelaInvalido));
    expect(screen.getByText(MSG.agendaSemHorario)).toBeTruthy();
  });

  it('shows the next automatic run in Brasília time, reads it again after a save, and says why there is none', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.status = { ...fake.status, conectado: true, status: true };
    fake.sincronizacao = { ...fake.sincronizacao, proximaExecucao: '2025-05-15T11:00:00.000Z' };
    abrir('configuracao_dados_forma_pagamento');
    const proxima = async () =>
      (await screen.findByText('Próxima sincronização automática:', { exact: false })).querySelector('[data-campo="proximaExecucao"]')?.textContent;
    await waitFor(async () => expect(await proxima()).toBe('15/05/2025 - 08:00:00 (horário de Brasília)'));
    expect(screen.getByText('"Sincronizar" começa na hora, mesmo fora da agenda.')).toBeTruthy();

    // The agent programs the saved schedule: the page reads the new time.
    await preencher(user);
    await user.click(within(lista('Iniciar somente entre')).getByRole('button', { name: 'Adicionar janela' }));
    fake.sincronizacao = { ...fake.sincronizacao, proximaExecucao: '2025-05-16T11:00:00.000Z' };
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(async () => expect(await proxima()).toBe('16/05/2025 - 08:00:00 (horário de Brasília)'));

    fake.sincronizacao = { ...fake.sincronizacao, proximaExecucao: null, executando: true };
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(async () => expect(await proxima()).toBe('quando terminar a que está em execução'));
  });

  it('says the agent is disconnected instead of a time, and insert pages have no schedule', async () => {
    backendFake();
    const { unmount } = abrir('configuracao_dados_produto');
    await sqlSelect();
    expect((await screen.findByText('Próxima sincronização automática:', { exact: false })).textContent).toContain(
      'nenhuma enquanto o gerenciador estiver desconectado',
    );
    unmount();
    abrir('configuracao_dados_insert_pedido');
    expect(await screen.findByRole('heading', { name: 'Sincronização' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Agenda das sincronizações automáticas' })).toBeNull();
    expect(screen.queryByText('Próxima sincronização automática:', { exact: false })).toBeNull();
  });

  it('passes axe with windows open (contrast is checked in the browser: tests/e2e)', async () => {
    const user = userEvent.setup();
    backendFake();
    abrir('configuracao_dados_forma_pagamento');
    await sqlSelect();
    await user.click(within(lista('Iniciar somente entre')).getByRole('button', { name: 'Adicionar janela' }));
    await user.click(within(lista('Não iniciar entre')).getByRole('button', { name: 'Adicionar janela' }));
    const secao = screen.getByRole('region', { name: 'Agenda das sincronizações automáticas' });
    const resultado = await axe.run(secao, { rules: { 'color-contrast': { enabled: false } } });
    expect(resultado.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

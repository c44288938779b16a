import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ROTULOS_ALERTAS } from '../../../common/catalogo';
import { MSG } from '../../../common/messages';
import { renderAdmin } from '../../test/renderAdmin';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

vi.mock('../components/SqlEditor', () => import('../test/SqlEditorFake'));
configure({ asyncUtilTimeout: 5000 });

const abrir = () => renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: '/gerenciador/5/configuracao_basica' });
const entrada = (rotulo: string) => screen.getByRole(rotulo.startsWith('Destinatários') ? 'textbox' : 'spinbutton', { name: rotulo }) as HTMLInputElement;
const descricao = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

describe('configuracao_basica: e-mail alerts', { timeout: 60_000 }, () => {
  it('shows the alert settings with their defaults, off until turned on', async () => {
    backendFake();
    abrir();
    expect(await screen.findByRole('heading', { level: 2, name: 'Alertas por e-mail' })).toBeTruthy();
    expect((screen.getByRole('switch', { name: ROTULOS_ALERTAS.alertasEmail }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: ROTULOS_ALERTAS.alertaRegistroErro }) as HTMLInputElement).checked).toBe(true);
    expect(entrada(ROTULOS_ALERTAS.alertaOfflineMinutos).value).toBe('30');
    expect(entrada(ROTULOS_ALERTAS.alertaFalhasSeguidas).value).toBe('3');
    expect(entrada(ROTULOS_ALERTAS.alertasDestinatarios).disabled).toBe(true);
  });

  it('saves them on, with recipients and thresholds, after refusing a bad address and an out-of-range limit', async () => {
    const user = userEvent.setup();
    const fake = backendFake({ basica: {} });
    abrir();
    await user.click(await screen.findByRole('switch', { name: ROTULOS_ALERTAS.alertasEmail }));
    await user.click(entrada(ROTULOS_ALERTAS.alertasDestinatarios));
    await user.paste('ti@empresa.com.br, nao-e-email');
    await user.clear(entrada(ROTULOS_ALERTAS.alertaOfflineMinutos));
    await user.type(entrada(ROTULOS_ALERTAS.alertaOfflineMinutos), '2');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(descricao(entrada(ROTULOS_ALERTAS.alertasDestinatarios))).toBe(MSG.destinatariosInvalidos(['nao-e-email'])));
    expect(descricao(entrada(ROTULOS_ALERTAS.alertaOfflineMinutos))).toBe(MSG.inteiroEntre(5, 1440));
    expect(fake.salvamentos).toEqual([]);

    await user.clear(entrada(ROTULOS_ALERTAS.alertasDestinatarios));
    await user.click(entrada(ROTULOS_ALERTAS.alertasDestinatarios));
    await user.paste('ti@empresa.com.br; dono@empresa.com.br');
    await user.clear(entrada(ROTULOS_ALERTAS.alertaOfflineMinutos));
    await user.type(entrada(ROTULOS_ALERTAS.alertaOfflineMinutos), '15');
    await user.clear(entrada(ROTULOS_ALERTAS.alertaFalhasSeguidas));
    await user.type(entrada(ROTULOS_ALERTAS.alertaFalhasSeguidas), '2');
    await user.click(screen.getByRole('switch', { name: ROTULOS_ALERTAS.alertaRegistroErro }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.configuracaoSalva)).toBeTruthy();
    expect(fake.salvamentos.at(-1)?.dados).toMatchObject({
      alertasEmail: true,
      alertasDestinatarios: 'ti@empresa.com.br; dono@empresa.com.br',
      alertaOfflineMinutos: 15,
      alertaFalhasSeguidas: 2,
      alertaRegistroErro: false,
    });
  });
});

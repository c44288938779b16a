import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { getSession } from '../session/sessionStore';
import { graphql, graphqlError, HttpResponse, testSession } from '../test/graphql';
import { renderAdmin } from '../test/renderAdmin';
import { server } from '../test/server';
import { PerfilPage } from './PerfilPage';

const password = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('/perfil Trocar Senha', () => {
  it('shows the profile read-only and changes the password in two steps, renewing the session', async () => {
    const user = userEvent.setup();
    const novaSessao = { token: 'sessao-nova', acao: null, usuario: testSession().usuario };
    let senhaEnviada: unknown;
    server.use(
      graphql.query('usuarioValidaSenhaAtual', ({ variables }) =>
        variables.senhaAtual === 'certa'
          ? (HttpResponse.json({ data: { usuarioValidaSenhaAtual: 'passo' } }) as never)
          : graphqlError(MSG.senhaInvalida, { code: 'VALIDATION' }),
      ),
      graphql.mutation('usuarioAtualizarSenha', ({ variables }) => {
        senhaEnviada = variables;
        return HttpResponse.json({ data: { usuarioAtualizarSenha: novaSessao } }) as never;
      }),
    );
    renderAdmin(<PerfilPage />, { path: '/perfil', url: '/perfil' });
    const nome = await screen.findByLabelText('Nome');
    expect((nome as HTMLInputElement).value).toBe('Ana Admin');
    expect(nome.hasAttribute('readonly')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Trocar Senha' }));
    await user.click(screen.getByRole('button', { name: 'Validar senha' }));
    expect(await screen.findByText(MSG.senhaAtualRequerida)).toBeTruthy();
    await user.type(password('Senha atual'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Validar senha' }));
    expect(await screen.findByText(MSG.senhaInvalida)).toBeTruthy();
    await user.clear(password('Senha atual'));
    await user.type(password('Senha atual'), 'certa');
    await user.click(screen.getByRole('button', { name: 'Validar senha' }));

    // The password rule (common/validation/senha) before anything is sent.
    await user.type(await screen.findByLabelText('Nova senha', { selector: 'input' }), 'Nova#1');
    await user.type(password('Confirmação da nova senha'), 'Nova#1');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('A senha deve ter pelo menos 8 caracteres.')).toBeTruthy();
    expect(senhaEnviada).toBeUndefined();
    await user.clear(screen.getByLabelText('Nova senha', { selector: 'input' }));
    await user.clear(password('Confirmação da nova senha'));
    await user.type(screen.getByLabelText('Nova senha', { selector: 'input' }), 'Nova#Senha1');
    await user.type(password('Confirmação da nova senha'), 'Outra#Senha1');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(MSG.confirmacaoSenhaDiferente)).toBeTruthy();
    await user.clear(password('Confirmação da nova senha'));
    await user.type(password('Confirmação da nova senha'), 'Nova#Senha1');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));

    expect(await screen.findByText(MSG.senhaAlterada)).toBeTruthy();
    expect(senhaEnviada).toEqual({ novaSenha: 'Nova#Senha1', token: 'passo' });
    expect(getSession()?.token).toBe('sessao-nova');
  }, 20_000);

  it("goes back to step 1 with 'Sessão expirada valide novamente a senha atual!' when the step token expired", async () => {
    const user = userEvent.setup();
    server.use(
      graphql.query('usuarioValidaSenhaAtual', () => HttpResponse.json({ data: { usuarioValidaSenhaAtual: 'passo' } }) as never),
      graphql.mutation('usuarioAtualizarSenha', () => graphqlError(MSG.sessaoSenhaExpirada, { code: 'VALIDATION' })),
    );
    renderAdmin(<PerfilPage />, { path: '/perfil', url: '/perfil' });
    await user.click(await screen.findByRole('button', { name: 'Trocar Senha' }));
    await user.type(password('Senha atual'), 'certa');
    await user.click(screen.getByRole('button', { name: 'Validar senha' }));
    await user.type(await screen.findByLabelText('Nova senha', { selector: 'input' }), 'Nova#Senha1');
    await user.type(password('Confirmação da nova senha'), 'Nova#Senha1');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));

    await waitFor(() => expect(screen.getAllByText(MSG.sessaoSenhaExpirada).length).toBeGreaterThan(0));
    expect(password('Senha atual')).toBeTruthy();
    expect(screen.queryByLabelText('Nova senha', { selector: 'input' })).toBeNull();
    expect(getSession()?.token).toBe('token-de-teste');
  }, 20_000);
});

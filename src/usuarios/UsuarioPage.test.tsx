import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { graphql, HttpResponse } from '../test/graphql';
import { renderAdmin } from '../test/renderAdmin';
import { server } from '../test/server';
import { UsuarioPage } from './UsuarioPage';

const input = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' }) as HTMLInputElement;
const INVALID_FORM = 'O formulário não é válido. Verifique os erros';

/** /cadastro_usuario: client-side checks by their fields, the save-error toast only for a failed save. */
describe('/cadastro_usuario', { timeout: 30_000 }, () => {
  it('an empty form shows each required message by its field, not the confirmation mismatch nor the save error', async () => {
    const user = userEvent.setup();
    renderAdmin(<UsuarioPage />, { path: '/cadastro_usuario/:id?', url: '/cadastro_usuario' });
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.nomeRequerido)).toBeTruthy();
    expect(screen.getByText(MSG.emailRequerido)).toBeTruthy();
    expect(screen.getByText(MSG.senhaCampoRequerido)).toBeTruthy();
    expect(input('Confirmação da senha').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MSG.campoRequerido)).toBeTruthy();
    expect(screen.queryByText(MSG.confirmacaoSenhaDiferente)).toBeNull();
    expect(screen.queryByText(MSG.erroSalvarUsuario)).toBeNull();
  });

  it('a good save closes the earlier invalid-form toast beside its success', async () => {
    const user = userEvent.setup();
    server.use(
      graphql.mutation(
        'createUsuario',
        () => HttpResponse.json({ data: { data: { id: 9, nome: 'Paulo', email: 'paulo@alfa.com.br', telefone: null, ativo: true } } }) as never,
      ),
    );
    renderAdmin(<UsuarioPage />, { path: '/cadastro_usuario/:id?', url: '/cadastro_usuario' });
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(INVALID_FORM)).toBeTruthy();
    await user.type(input('Nome'), 'Paulo');
    await user.type(input('Email'), 'paulo@alfa.com.br');
    await user.type(input('Senha'), 'Senha#Paulo1');
    await user.type(input('Confirmação da senha'), 'Senha#Paulo1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.usuarioSalvo)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(INVALID_FORM)).toBeNull());
  });
});

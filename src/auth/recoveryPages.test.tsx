import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch, useLocation } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../common/messages';
import { SessionGate } from '../routing/SessionGate';
import { peekFlash } from '../session/flash';
import { getSession, saveSession } from '../session/sessionStore';
import { ACAO_RECUPERAR_SENHA } from '../session/types';
import { graphql, graphqlError, HttpResponse, testSession } from '../test/graphql';
import { server } from '../test/server';
import { AutoLoginPage } from './AutoLoginPage';
import { EsqueciSenhaPage } from './EsqueciSenhaPage';
import { RecuperarSenhaPage } from './RecuperarSenhaPage';

// The react-admin chunk is irrelevant here (and slow to transform).
vi.mock('../admin/loadAdmin', () => ({ loadAdmin: () => Promise.resolve({ default: () => null }) }));

function Where() {
  return <p data-testid="rota">{useLocation()[0]}</p>;
}

/** The pages at `path` in jsdom's own history, as the browser would open them. */
function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <SessionGate>
      <Switch>
        <Route path="/esqueciminhasenha" component={EsqueciSenhaPage} />
        <Route path="/autologin/:token" component={AutoLoginPage} />
        <Route path="/recuperarsenha" component={RecuperarSenhaPage} />
      </Switch>
      <Where />
    </SessionGate>,
  );
}

const route = () => screen.getByTestId('rota').textContent;
const payload = (acao: string | null, token = 'sessao') => ({ token, acao, usuario: testSession().usuario });

describe('/esqueciminhasenha', () => {
  it('shows only the success message after the link is sent (no generic error after it)', async () => {
    let asked: unknown;
    server.use(
      graphql.query('usuarioEmailExiste', () => HttpResponse.json({ data: { usuarioEmailExiste: true } }) as never),
      graphql.query('usuarioRecuperarSenha', ({ variables }) => {
        asked = variables.email;
        return HttpResponse.json({ data: { usuarioRecuperarSenha: true } }) as never;
      }),
    );
    renderAt('/esqueciminhasenha');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@teste.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(MSG.recuperacaoEnviada));
    expect(asked).toBe('ana@teste.com.br');
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('');
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/');
  });

  it('uses the login rules: required, pattern, and not registered', async () => {
    server.use(graphql.query('usuarioEmailExiste', () => HttpResponse.json({ data: { usuarioEmailExiste: false } }) as never));
    renderAt('/esqueciminhasenha');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText(MSG.emailRequerido)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ninguem@teste');
    expect(screen.getByText(MSG.emailInvalido)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail'), '.com.br');
    await waitFor(() => expect(screen.getByText(MSG.emailNaoCadastrado)).toBeTruthy());
  });

  it("shows the server's refusal and keeps the e-mail typed", async () => {
    server.use(
      graphql.query('usuarioEmailExiste', () => HttpResponse.json({ data: { usuarioEmailExiste: true } }) as never),
      graphql.query('usuarioRecuperarSenha', () => graphqlError(MSG.muitosPedidosRecuperacao('1 hora'), { code: 'TOO_MANY_REQUESTS', status: 429 })),
    );
    renderAt('/esqueciminhasenha');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@teste.com.br');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Muitos pedidos de recuperação de senha. Tente novamente em 1 hora.'));
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@teste.com.br');
  });
});

describe('/autologin/{token}', () => {
  it('opens a tab-only recovery session and goes to /recuperarsenha', async () => {
    server.use(
      graphql.mutation(
        'createTokenAutoLogin',
        ({ variables }) => HttpResponse.json({ data: { createTokenAutoLogin: payload(variables.tempToken === 'abc' ? ACAO_RECUPERAR_SENHA : null) } }) as never,
      ),
    );
    renderAt('/autologin/abc');
    await waitFor(() => expect(route()).toBe('/recuperarsenha'));
    expect(getSession()?.acao).toBe(ACAO_RECUPERAR_SENHA);
    expect(window.localStorage.length).toBe(0);
  });

  it('goes to /admin/home when the link carries no recovery action', async () => {
    server.use(graphql.mutation('createTokenAutoLogin', () => HttpResponse.json({ data: { createTokenAutoLogin: payload(null) } }) as never));
    renderAt('/autologin/xyz');
    await waitFor(() => expect(route()).toBe('/admin/home'));
  });

  it("sends a refused link to /login with 'Token não é válido, solicite novamente o processo!'", async () => {
    server.use(graphql.mutation('createTokenAutoLogin', () => graphqlError(MSG.tokenInvalido)));
    renderAt('/autologin/usado');
    await waitFor(() => expect(route()).toBe('/login'));
    expect(peekFlash()).toBe(MSG.tokenInvalido);
    expect(getSession()).toBeNull();
  });

  it('stays with a retry when the server cannot be reached', async () => {
    let calls = 0;
    server.use(
      graphql.mutation('createTokenAutoLogin', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : (HttpResponse.json({ data: { createTokenAutoLogin: payload(ACAO_RECUPERAR_SENHA) } }) as never);
      }),
    );
    renderAt('/autologin/rede');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.erroInesperado));
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(route()).toBe('/recuperarsenha'));
  });
});

describe('/recuperarsenha', () => {
  const recovering = () => saveSession(testSession({}, ACAO_RECUPERAR_SENHA), false);

  it('asks for the new password and an equal confirmation', async () => {
    recovering();
    renderAt('/recuperarsenha');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText(MSG.novaSenhaRequerida)).toBeTruthy();
    expect(screen.getByText(MSG.confirmacaoNovaSenhaRequerida)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Nova senha'), 'Nova#123');
    await userEvent.type(screen.getByLabelText('Confirmação da nova senha'), 'Nova#124');
    expect(screen.getByText(MSG.confirmacaoSenhaDiferente)).toBeTruthy();
  });

  it('saves with the recovery token, then keeps the fresh ordinary session and goes to /admin/home', async () => {
    let sent: { novaSenha?: unknown; authorization?: string | null } = {};
    server.use(
      graphql.mutation('usuarioAtualizarSenhaRecuperacao', ({ variables, request }) => {
        sent = { novaSenha: variables.novaSenha, authorization: request.headers.get('authorization') };
        return HttpResponse.json({ data: { usuarioAtualizarSenhaRecuperacao: payload(null, 'nova-sessao') } }) as never;
      }),
    );
    recovering();
    renderAt('/recuperarsenha');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'Nova#123');
    await userEvent.type(screen.getByLabelText('Confirmação da nova senha'), 'Nova#123');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(route()).toBe('/admin/home'));
    expect(sent).toEqual({ novaSenha: 'Nova#123', authorization: 'Bearer token-de-teste' });
    expect(getSession()).toMatchObject({ token: 'nova-sessao', acao: null });
  });

  it('cancelling ends the recovery session and goes to /login', async () => {
    recovering();
    renderAt('/recuperarsenha');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(route()).toBe('/login'));
    expect(getSession()).toBeNull();
  });

  it("returns to /login with 'Sessão expirada!' when the recovery session ran out", async () => {
    server.use(graphql.mutation('usuarioAtualizarSenhaRecuperacao', () => graphqlError(MSG.sessaoExpirada, { code: 'UNAUTHENTICATED', status: 401 })));
    recovering();
    renderAt('/recuperarsenha');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'Nova#123');
    await userEvent.type(screen.getByLabelText('Confirmação da nova senha'), 'Nova#123');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(route()).toBe('/login'));
    expect(peekFlash()).toBe(MSG.sessaoExpirada);
  });
});

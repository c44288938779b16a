import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { HomePage } from '../home/HomePage';
import { CreateTokenDocument } from '../graphql/sessao';
import { graphqlFetch } from '../session/graphqlFetch';
import { graphql, graphqlError, HttpResponse } from '../test/graphql';
import { renderAdmin } from '../test/renderAdmin';
import { server } from '../test/server';
import { UsuarioList } from '../usuarios/UsuarioList';
import { UsuarioPage } from '../usuarios/UsuarioPage';

/**
 * The server up without its database or with a full disk answers 503 with a Portuguese message
 * (server/db/unavailable.ts): the SPA shows that message, not a generic failure.
 */
describe('servidor temporariamente indisponível', { timeout: 30_000 }, () => {
  it('a list that cannot load says the service is temporarily unavailable', async () => {
    server.use(
      graphql.query('usuarios', () => graphqlError(MSG.servicoIndisponivel, { code: 'SERVICE_UNAVAILABLE', status: 503 })),
      graphql.query('usuariosCount', () => graphqlError(MSG.servicoIndisponivel, { code: 'SERVICE_UNAVAILABLE', status: 503 })),
    );
    renderAdmin(<UsuarioList />, { path: '/lista_usuario', url: '/lista_usuario' });
    expect((await screen.findAllByText(MSG.servicoIndisponivel, undefined, { timeout: 15_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText(MSG.erroInesperado)).toBeNull();
  });

  it("a save refused by a full disk says so beside the form's own message", async () => {
    const user = userEvent.setup();
    server.use(graphql.mutation('createUsuario', () => graphqlError(MSG.discoCheioServidor, { code: 'SERVICE_UNAVAILABLE', status: 503 })));
    renderAdmin(<UsuarioPage />, { path: '/cadastro_usuario/:id?', url: '/cadastro_usuario' });
    const campo = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });
    await user.type(await screen.findByLabelText('Nome', { exact: true, selector: 'input' }), 'Paulo');
    await user.type(campo('Email'), 'paulo@alfa.com.br');
    await user.type(campo('Senha'), 'Senha#Paulo1');
    await user.type(campo('Confirmação da senha'), 'Senha#Paulo1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const aviso = await screen.findByText(
      (_, el) =>
        el?.tagName !== 'BODY' &&
        Boolean(el?.textContent?.includes(MSG.erroSalvarUsuario)) &&
        Boolean(el?.textContent?.includes(MSG.discoCheioServidor)) &&
        el!.children.length === 0,
    );
    expect(aviso).toBeTruthy();
  });

  it("the home card of a single branch shows the REST answer's message", async () => {
    server.use(
      graphql.query('gerenciadoresFrotaContadores', () =>
        HttpResponse.json({
          data: { r: { filiais: 1, conectados: 0, offline: 0, estrutura: 0, execucoesFalha: 0, registrosErro: 0, registrosErroTotal: 0, desatualizado: 0 } },
        }),
      ),
      http.get('/api/v1/contratante/gerenciador-status', () =>
        HttpResponse.json({ erro: MSG.servicoIndisponivel, codigo: 'SERVICO_INDISPONIVEL' }, { status: 503, headers: { 'Retry-After': '5' } }),
      ),
    );
    renderAdmin(<HomePage />, { path: '/home', url: '/home' });
    expect(await screen.findByText(MSG.servicoIndisponivel)).toBeTruthy();
  });

  it("the fleet's counters show the GraphQL answer's message", async () => {
    server.use(graphql.query('gerenciadoresFrotaContadores', () => graphqlError(MSG.servicoIndisponivel, { code: 'SERVICE_UNAVAILABLE', status: 503 })));
    renderAdmin(<HomePage />, { path: '/home', url: '/home' });
    expect(await screen.findByText(MSG.servicoIndisponivel)).toBeTruthy();
  });

  it('the login page (no Apollo) gets the same message', async () => {
    server.use(graphql.mutation('createToken', () => graphqlError(MSG.servicoIndisponivel, { code: 'SERVICE_UNAVAILABLE', status: 503 })));
    await expect(graphqlFetch(CreateTokenDocument, { email: 'a@b.com', password: 'x' })).rejects.toMatchObject({
      message: MSG.servicoIndisponivel,
      status: 503,
    });
  });
});

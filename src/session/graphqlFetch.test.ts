import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { graphql, graphqlError, HttpResponse } from '../test/graphql';
import { server } from '../test/server';
import { fetchWithTimeout } from './fetchWithTimeout';
import { CreateTokenDocument, UsuarioEmailExisteDocument } from '../graphql/sessao';
import { graphqlFetch, GraphqlRequestError } from './graphqlFetch';

describe('graphqlFetch', () => {
  it('posts the query with the bearer token and returns data', async () => {
    let authorization: string | null = null;
    server.use(
      graphql.query('usuarioEmailExiste', ({ request, variables }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: { usuarioEmailExiste: variables.email === 'a@b.com' } }) as never;
      }),
    );
    const data = await graphqlFetch(UsuarioEmailExisteDocument, { email: 'a@b.com' }, { token: 'abc' });
    expect(data).toEqual({ usuarioEmailExiste: true });
    expect(authorization).toBe('Bearer abc');
  });

  it("throws the server's first error message", async () => {
    server.use(graphql.mutation('createToken', () => graphqlError(MSG.emailOuSenhaInvalidos, { code: 'UNAUTHENTICATED' })));
    const call = graphqlFetch(CreateTokenDocument, { email: 'x', password: 'y' });
    await expect(call).rejects.toThrow(MSG.emailOuSenhaInvalidos);
    await expect(call).rejects.toBeInstanceOf(GraphqlRequestError);
  });

  it("turns a 401 into 'Sessão expirada!'", async () => {
    server.use(graphql.query('usuarioEmailExiste', () => new HttpResponse('nope', { status: 401 }) as never));
    await expect(graphqlFetch(UsuarioEmailExisteDocument, { email: 'a@b.com' })).rejects.toMatchObject({ message: MSG.sessaoExpirada, status: 401 });
  });

  it('gives up after the timeout with the catalogue message', async () => {
    server.use(graphql.query('lento', () => new Promise<never>(() => undefined)));
    await expect(fetchWithTimeout('/graphql', { method: 'POST', body: '{"query":"query lento { __typename }"}' }, 50)).rejects.toThrow(MSG.timeout);
  });

  it('keeps a cancel by the caller as an AbortError', async () => {
    server.use(graphql.query('lento', () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const call = fetchWithTimeout('/graphql', { method: 'POST', body: '{"query":"query lento { __typename }"}', signal: controller.signal }, 5000);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

import { graphql, HttpResponse } from 'msw';
import type { Session } from '../session/types';

export { graphql, HttpResponse };

/** A GraphQL error answer as graphql-yoga sends it (HTTP 200 unless a status is given). */
export function graphqlError(message: string, options: { code?: string; status?: number } = {}) {
  // Typed as the resolver's answer so any handler (query or mutation) can return it.
  return HttpResponse.json(
    { errors: [{ message, extensions: { code: options.code ?? 'BAD_REQUEST' } }], data: null },
    { status: options.status ?? 200 },
  ) as never;
}

export const ADMIN_RULES = JSON.stringify([{ action: 'TODOS', subject: 'all' }]);

export function testSession(overrides: Partial<Session['usuario']> = {}, acao: string | null = null): Session {
  return {
    usuario: { id: 1, nome: 'Ana Admin', email: 'ana@teste.com.br', telefone: null, contratanteId: null, permissoes: ADMIN_RULES, ...overrides },
    token: 'token-de-teste',
    autenticado: true,
    acao,
  };
}

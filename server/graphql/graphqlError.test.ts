import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { AppError, badUserInput, forbidden, serviceUnavailable, tooManyRequests, unauthenticated, validationError } from '../errors';
import { graphqlError, isExpectedGraphQLError } from './graphqlError';
import { maskError } from './maskError';

const extensions = (error: Error) => (error as GraphQLError).extensions;

describe('erros esperados no GraphQL', () => {
  it('keeps the HTTP status only of a refusal of the whole request, with Retry-After where it says when', () => {
    expect(extensions(graphqlError(unauthenticated()))).toEqual({ code: 'UNAUTHENTICATED', http: { status: 401, spec: false } });
    expect(extensions(graphqlError(badUserInput('x')))).toEqual({ code: 'BAD_USER_INPUT', http: { status: 400, spec: false } });
    expect(extensions(graphqlError(tooManyRequests('espere', 1500)))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      http: { status: 429, spec: false, headers: { 'Retry-After': '2' } },
    });
    expect(extensions(graphqlError(serviceUnavailable({ kind: 'database', message: MSG.servicoIndisponivel, retryAfterSeconds: 5 })))).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      http: { status: 503, spec: false, headers: { 'Retry-After': '5' } },
    });
    expect(extensions(graphqlError(forbidden()))).toEqual({ code: 'FORBIDDEN' });
    expect(extensions(graphqlError(validationError({ nome: MSG.nomeRequerido })))).toEqual({ code: 'VALIDATION', fields: { nome: MSG.nomeRequerido } });
  });

  it('answers a wrong password as UNAUTHENTICATED without 401, which the SPA would read as an expired session', () => {
    expect(extensions(graphqlError(new AppError('INVALID_CREDENTIALS', MSG.emailOuSenhaInvalidos)))).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('maps an error a resolver threw where graphql-js located it, once', () => {
    const located = new GraphQLError('Registro não encontrado.', { path: ['usuario'], originalError: new AppError('NOT_FOUND', MSG.registroNaoEncontrado) });
    const masked = maskError(located, MSG.erroInesperado) as GraphQLError;
    expect(masked.toJSON()).toEqual({ message: MSG.registroNaoEncontrado, path: ['usuario'], extensions: { code: 'NOT_FOUND' } });
    expect(isExpectedGraphQLError(masked)).toBe(true);
    expect(maskError(masked, MSG.erroInesperado)).toBe(masked);
  });

  it('masks anything else', () => {
    const masked = maskError(new GraphQLError('boom', { path: ['x'], originalError: new Error('boom') }), MSG.erroInesperado) as GraphQLError;
    expect(masked.toJSON()).toEqual({ message: MSG.erroInesperado, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(isExpectedGraphQLError(masked)).toBe(false);
  });
});

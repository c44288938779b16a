import { describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages';
import { RequestTimeoutError } from '../../session/fetchWithTimeout';
import { GraphqlRequestError } from '../../session/graphqlFetch';
import { falhaDe } from './falhaRequisicao';

describe('falhaDe', () => {
  it('keeps the server message and its per-field messages', () => {
    const falha = falhaDe(new GraphqlRequestError('x', 200, 'VALIDATION', { select: MSG.selectSemAsterisco }));
    expect(falha).toMatchObject({ message: 'x', status: undefined, fields: { select: MSG.selectSemAsterisco } });
  });

  it('turns an expired session into status 401, whether in the body or the HTTP answer', () => {
    expect(falhaDe(new GraphqlRequestError(MSG.sessaoExpirada, 200, 'UNAUTHENTICATED')).status).toBe(401);
    expect(falhaDe(new GraphqlRequestError(MSG.sessaoExpirada, 401))).toMatchObject({ status: 401, message: MSG.sessaoExpirada });
  });

  it('keeps the HTTP status of a failed answer (503: the server says it cannot serve for a while)', () => {
    expect(falhaDe(new GraphqlRequestError(MSG.erroInesperado, 503))).toMatchObject({ status: 503, message: MSG.erroInesperado });
  });

  it('never shows an empty or English text for an unknown failure', () => {
    expect(falhaDe(null).message).toBe(MSG.erroInesperado);
    expect(falhaDe(new RequestTimeoutError()).message).toBe(MSG.timeout);
  });
});

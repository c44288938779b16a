import { describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages';
import { GraphqlHttpError } from '../../providers/httpErrors';
import { falhaDe } from './falhaRequisicao';

describe('falhaDe', () => {
  it('keeps the server message and its per-field messages', () => {
    const falha = falhaDe({ graphQLErrors: [{ message: 'x', extensions: { code: 'VALIDATION', fields: { select: MSG.selectSemAsterisco } } }] });
    expect(falha).toMatchObject({ message: 'x', status: undefined, fields: { select: MSG.selectSemAsterisco } });
  });

  it('turns an expired session into status 401, whether in the body or the HTTP answer', () => {
    expect(falhaDe({ graphQLErrors: [{ message: MSG.sessaoExpirada, extensions: { code: 'UNAUTHENTICATED' } }] }).status).toBe(401);
    expect(falhaDe({ graphQLErrors: [], networkError: new GraphqlHttpError(MSG.sessaoExpirada, 401) })).toMatchObject({
      status: 401,
      message: MSG.sessaoExpirada,
    });
  });

  it('never shows an empty or English text for an unknown failure', () => {
    expect(falhaDe(null).message).toBe(MSG.erroInesperado);
    expect(falhaDe({ graphQLErrors: [], networkError: new Error(MSG.timeout) }).message).toBe(MSG.timeout);
  });
});

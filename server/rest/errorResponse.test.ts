import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { badUserInput, routeNotFound, tooManyRequests, unauthenticated, validationError } from '../errors';
import { sendError } from './errorResponse';

function enviado(erro: Parameters<typeof sendError>[1]) {
  const resposta: { status?: number; headers?: Record<string, string>; corpo?: string } = {};
  const res = {
    writeHead: (status: number, headers: Record<string, string>) => Object.assign(resposta, { status, headers }),
    end: (corpo: string) => Object.assign(resposta, { corpo }),
  };
  sendError(res as unknown as ServerResponse, erro);
  return { status: resposta.status, retryAfter: resposta.headers?.['Retry-After'], corpo: JSON.parse(resposta.corpo ?? 'null') as unknown };
}

describe('erros esperados no REST', () => {
  it('answers each with its status and {erro}', () => {
    expect(enviado(unauthenticated())).toEqual({ status: 401, corpo: { erro: MSG.sessaoExpirada } });
    expect(enviado(routeNotFound())).toEqual({ status: 404, corpo: { erro: MSG.recursoNaoEncontrado } });
    expect(enviado(badUserInput(MSG.filtroInvalido))).toEqual({ status: 400, corpo: { erro: MSG.filtroInvalido } });
  });

  it('adds the fields and Retry-After when the error has them', () => {
    expect(enviado(validationError({ nome: MSG.nomeRequerido }))).toEqual({
      status: 400,
      corpo: { erro: MSG.nomeRequerido, campos: { nome: MSG.nomeRequerido } },
    });
    expect(enviado(tooManyRequests('espere', 61_000))).toEqual({ status: 429, retryAfter: '61', corpo: { erro: 'espere' } });
  });
});

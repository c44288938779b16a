import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { sendJson, sendJsonText } from './json';

/** What an answer wrote: each writeHead and end call, in order. */
function resposta() {
  const chamadas: unknown[][] = [];
  const res = { writeHead: (...a: unknown[]) => chamadas.push(['writeHead', ...a]), end: (...a: unknown[]) => chamadas.push(['end', ...a]) };
  return { res: res as unknown as ServerResponse, chamadas };
}

describe('respostas JSON', () => {
  it('writes the status, the content type and the extra headers once, then the body', () => {
    const { res, chamadas } = resposta();
    sendJson(res, 503, { erro: 'fora' }, { 'Retry-After': '5' });
    expect(chamadas).toEqual([
      ['writeHead', 503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '5' }],
      ['end', '{"erro":"fora"}'],
    ]);
  });

  it('sends text already serialised as it is', () => {
    const { res, chamadas } = resposta();
    sendJsonText(res, 200, '{"proximo":"1"}');
    expect(chamadas).toEqual([
      ['writeHead', 200, { 'Content-Type': 'application/json; charset=utf-8' }],
      ['end', '{"proximo":"1"}'],
    ]);
  });
});

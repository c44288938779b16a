import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress';

const req = (forwarded?: string | string[], socket = '10.0.0.9') =>
  ({ headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }, socket: { remoteAddress: socket } }) as never;

describe('clientAddress', () => {
  it("is the socket's address when no proxy is trusted, whatever the header says", () => {
    expect(clientAddress(req('1.2.3.4'), 0)).toBe('10.0.0.9');
  });
  it('takes the entry written by the trusted proxies, never one the client wrote further left', () => {
    expect(clientAddress(req('6.6.6.6, 200.1.1.1'), 1)).toBe('200.1.1.1');
    expect(clientAddress(req('6.6.6.6, 200.1.1.1, 10.0.0.2'), 2)).toBe('200.1.1.1');
    expect(clientAddress(req(['6.6.6.6', '200.1.1.1']), 1)).toBe('200.1.1.1');
  });
  it('falls back to the leftmost entry, then to the socket, when the header is short or missing', () => {
    expect(clientAddress(req('200.1.1.1'), 2)).toBe('200.1.1.1');
    expect(clientAddress(req(), 1)).toBe('10.0.0.9');
  });
});

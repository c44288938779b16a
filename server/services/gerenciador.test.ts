import { describe, expect, it } from 'vitest';
import { versaoAnterior } from './gerenciador';

describe('versaoAnterior', () => {
  it('flags only an agent older than the server', () => {
    expect(versaoAnterior('0.1.0', '0.2.0')).toBe(true);
    expect(versaoAnterior('0.9.9', '0.10.0')).toBe(true);
    expect(versaoAnterior('0.1.0', '0.1.0')).toBe(false);
    expect(versaoAnterior('1.0.0', '0.9.0')).toBe(false);
  });
});

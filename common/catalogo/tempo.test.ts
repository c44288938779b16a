import { describe, expect, it } from 'vitest';
import { normalizarTempo } from './tempo';

describe('normalizarTempo', () => {
  it.each([
    ['1:5', '01:05'],
    ['0:90', '01:30'],
    ['45', '00:45'],
    ['130', '02:10'],
    ['', '00:00'],
    ['-3:10', '00:10'],
    ['abc', '00:00'],
    ['36:00', '36:00'],
    [' 2 : 07 ', '02:07'],
  ])('%j becomes %j', (texto, esperado) => {
    expect(normalizarTempo(texto)).toBe(esperado);
  });
});

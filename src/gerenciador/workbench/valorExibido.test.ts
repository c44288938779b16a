import { describe, expect, it } from 'vitest';
import { valorExibido } from './valorExibido';

const rotulos = { itens: (n: number) => `${n} itens`, sim: 'Sim', nao: 'Não' };

describe('valorExibido', () => {
  it('prints values as the phone shows them', () => {
    expect(valorExibido(true, rotulos, 'booleano')).toBe('Sim');
    expect(valorExibido(false, rotulos)).toBe('Não');
    expect(valorExibido('2026-03-04', rotulos, 'data')).toBe('04/03/2026');
    expect(valorExibido('2026-03-04 10:20:30', rotulos, 'dataHora')).toBe('04/03/2026 - 10:20:30');
    expect(valorExibido(0, rotulos, 'decimal')).toBe('0');
    expect(valorExibido([{}, {}], rotulos)).toBe('2 itens');
    expect(valorExibido(null, rotulos)).toBe('—');
  });

  it('leaves a text that only looks like a date as it is when the field is not a date', () => {
    expect(valorExibido('2026-03-04', rotulos, 'texto')).toBe('2026-03-04');
  });
});

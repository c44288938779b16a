import { describe, expect, it } from 'vitest';
import { assinaturaEscopo, formatarCursor, inicioDoPull, lerCursor } from './cursor';

describe('cursor de sincronização', () => {
  it('round-trips and rejects anything else', () => {
    expect(lerCursor(formatarCursor({ geracao: 2, escopo: 'ab12', sequencia: 9007 }))).toEqual({ geracao: 2, escopo: 'ab12', sequencia: 9007 });
    for (const ruim of ['x', '1.2', '1.zz.3', '-1.0.3', '1.0.3;drop', '1.0.1e9']) expect(lerCursor(ruim)).toBeNull();
  });

  it('starts from zero without a cursor, continues after a valid one, restarts when the generation or scope changed', () => {
    const atual = { geracao: 1, escopo: assinaturaEscopo('v', '10') };
    expect(inicioDoPull(null, atual)).toEqual({ desde: 0, reiniciar: false });
    expect(inicioDoPull(`1.${atual.escopo}.40`, atual)).toEqual({ desde: 40, reiniciar: false });
    expect(inicioDoPull(`0.${atual.escopo}.40`, atual)).toEqual({ desde: 0, reiniciar: true });
    expect(inicioDoPull(`1.${assinaturaEscopo('v', '11')}.40`, atual)).toEqual({ desde: 0, reiniciar: true });
    expect(inicioDoPull('lixo', atual)).toBeNull();
  });
});

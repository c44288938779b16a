import { describe, expect, it } from 'vitest';
import { assinaturaVisibilidade, formatarCursor, inicioDoPull, lerCursor } from './cursor';

describe('cursor de sincronização', () => {
  it('round-trips and rejects anything else', () => {
    expect(lerCursor(formatarCursor({ geracao: 2, visibilidade: 'ab12', sequencia: 9007 }))).toEqual({ geracao: 2, visibilidade: 'ab12', sequencia: 9007 });
    for (const ruim of ['x', '1.2', '1.zz.3', '-1.0.3', '1.0.3;drop', '1.0.1e9']) expect(lerCursor(ruim)).toBeNull();
  });

  it('starts from zero without a cursor, continues after a valid one, restarts when the generation or scope changed', () => {
    const atual = { geracao: 1, visibilidade: assinaturaVisibilidade('v', '10') };
    expect(inicioDoPull(null, atual)).toEqual({ desde: 0, reiniciar: false });
    expect(inicioDoPull(`1.${atual.visibilidade}.40`, atual)).toEqual({ desde: 40, reiniciar: false });
    expect(inicioDoPull(`0.${atual.visibilidade}.40`, atual)).toEqual({ desde: 0, reiniciar: true });
    expect(inicioDoPull(`1.${assinaturaVisibilidade('v', '11')}.40`, atual)).toEqual({ desde: 0, reiniciar: true });
    expect(inicioDoPull('lixo', atual)).toBeNull();
  });
});

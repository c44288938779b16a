import { describe, expect, it } from 'vitest';
import { hashDados } from './mobileDados';

describe('hash dos dados sincronizados', () => {
  const amostra = {
    produtoIdentificador: 'P0000007',
    descricao: 'Pão "de" açúcar\n',
    valorUnitario: 9.74,
    ativo: true,
    vazio: null,
    camposPersonalizados: { '10': 'x', '9': 2, b: undefined },
    selectItens: [{ preco: 1.5, tabela: 'A' }, null, [1, 'dois']],
  };

  it('is the hash the servers already stored (a changed hash would resend every record once)', () => {
    expect(hashDados(amostra)).toBe('9407f7cfefa36c79d5bc72fa0230dd64dd941977634179f4da5b4fa7dd93c45e');
  });

  it('does not depend on the order of the keys, at any depth', () => {
    const invertido = Object.fromEntries(
      Object.entries(amostra)
        .reverse()
        .map(([k, v]) => [k, k === 'camposPersonalizados' ? { b: undefined, '9': 2, '10': 'x' } : v]),
    );
    expect(hashDados(invertido)).toBe(hashDados(amostra));
    expect(hashDados({ ...amostra, valorUnitario: 9.75 })).not.toBe(hashDados(amostra));
  });
});

import { describe, expect, it } from 'vitest';
import { linhasAlteracao, textoValor } from './alteracoes';

describe('linhasAlteracao', () => {
  it('pairs the fields before and after', () => {
    expect(linhasAlteracao('{"nome":"A","ativo":true}', '{"nome":"B","ativo":false}')).toEqual([
      { campo: 'nome', antes: 'A', depois: 'B', temAntes: true, temDepois: true },
      { campo: 'ativo', antes: true, depois: false, temAntes: true, temDepois: true },
    ]);
  });

  it('takes a creation (after only) and unreadable text', () => {
    expect(linhasAlteracao(null, '{"tipo":"x"}')).toEqual([{ campo: 'tipo', antes: undefined, depois: 'x', temAntes: false, temDepois: true }]);
    expect(linhasAlteracao('não é json', undefined)).toEqual([]);
  });

  it('shows values in Portuguese', () => {
    expect([textoValor(true), textoValor(false), textoValor(null), textoValor(''), textoValor(3), textoValor({ a: 1 })]).toEqual([
      'Sim',
      'Não',
      '—',
      '—',
      '3',
      '{"a":1}',
    ]);
  });
});

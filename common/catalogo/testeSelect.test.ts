import { describe, expect, it } from 'vitest';
import { colunasAusentesNaLinha } from './testeSelect';

describe('select test helpers', () => {
  it('lists the mapped columns the returned row lacks, whatever their case', () => {
    expect(colunasAusentesNaLinha({ CODIGO: 1, Descr: 'x' }, ['codigo', 'descr', 'preco', ''])).toEqual(['preco']);
  });
});

import { describe, expect, it } from 'vitest';
import { colunasAusentesNaLinha, ehSelect } from './testeSelect';

describe('select test helpers', () => {
  it('accepts only statements that read rows', () => {
    expect(ehSelect('select a from t')).toBe(true);
    expect(ehSelect('  -- comentário\n/* bloco */ (SELECT a FROM t)')).toBe(true);
    expect(ehSelect('with x as (select 1 a) select a from x')).toBe(true);
    expect(ehSelect('delete from t')).toBe(false);
    expect(ehSelect('update t set a = 1 -- select')).toBe(false);
    expect(ehSelect('')).toBe(false);
  });

  it('lists the mapped columns the returned row lacks, whatever their case', () => {
    expect(colunasAusentesNaLinha({ CODIGO: 1, Descr: 'x' }, ['codigo', 'descr', 'preco', ''])).toEqual(['preco']);
  });
});

import { describe, expect, it } from 'vitest';
import { countOptions, filterToWhere, paginationToOptions, sortToOrder, toQueryOptions, withCondition } from './queryOptions';

describe('queryOptions mapping (docs/produto.md §7)', () => {
  it('turns page/perPage into limit/offset and omits zeros', () => {
    expect(paginationToOptions({ page: 1, perPage: 20 })).toEqual({ limit: 20 });
    expect(paginationToOptions({ page: 3, perPage: 40 })).toEqual({ limit: 40, offset: 80 });
    expect(paginationToOptions({ page: 2, perPage: 0 })).toEqual({});
    expect(paginationToOptions(undefined)).toEqual({});
  });

  it('sorts with campo and direcao ASC/DESC', () => {
    expect(sortToOrder({ field: 'nome', order: 'DESC' })).toEqual([{ campo: 'nome', direcao: 'DESC' }]);
    expect(sortToOrder({ field: 'email', order: 'asc' })).toEqual([{ campo: 'email', direcao: 'ASC' }]);
    expect(sortToOrder({ field: '', order: 'ASC' })).toBeUndefined();
  });

  it('searches "q" in any of the text fields with ilike', () => {
    expect(filterToWhere({ q: ' ana ' }, ['nome', 'email'])).toEqual({
      orWhere: [
        { campo: 'nome', operador: 'ilike', valor: '%ana%' },
        { campo: 'email', operador: 'ilike', valor: '%ana%' },
      ],
    });
    expect(filterToWhere({ q: '   ' }, ['nome'])).toBeUndefined();
  });

  it('maps other filters to andWhere items', () => {
    expect(filterToWhere({ ativo: true, contratanteId: 7, telefone: null, id: [1, 2], cidadeId_gte: 3, vazio: '', obj: { a: 1 } })).toEqual({
      andWhere: [
        { campo: 'ativo', operador: '=', valor: 'true' },
        { campo: 'contratanteId', operador: '=', valor: '7' },
        { campo: 'telefone', operador: 'is null' },
        { campo: 'id', operador: 'in', valor: '[1,2]' },
        { campo: 'cidadeId', operador: '>=', valor: '3' },
      ],
    });
    expect(filterToWhere({})).toBeUndefined();
    expect(filterToWhere({ plataforma_ilike: 'android' })).toEqual({ andWhere: [{ campo: 'plataforma', operador: 'ilike', valor: 'android' }] });
  });

  it("keeps 'contains' and 'older than N days' as typed and turns them into conditions when read", () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    expect(filterToWhere({ cidade_contem: ' campinas ', ultimaAtividade_dias: 30 }, [], now)).toEqual({
      andWhere: [
        { campo: 'cidade', operador: 'ilike', valor: '%campinas%' },
        { campo: 'ultimaAtividade', operador: '<', valor: '2026-10-25T12:00:00.000Z' },
      ],
    });
    expect(filterToWhere({ cidade_contem: '  ', dataUltimoAcesso_dias: 'x' }, [], now)).toBeUndefined();
  });

  it('builds the whole options; the count keeps only the conditions', () => {
    const options = toQueryOptions({ pagination: { page: 2, perPage: 20 }, sort: { field: 'nome', order: 'ASC' }, filter: { q: 'x', ativo: false } }, ['nome']);
    expect(options).toEqual({
      limit: 20,
      offset: 20,
      where: { orWhere: [{ campo: 'nome', operador: 'ilike', valor: '%x%' }], andWhere: [{ campo: 'ativo', operador: '=', valor: 'false' }] },
      order: [{ campo: 'nome', direcao: 'ASC' }],
    });
    expect(countOptions(options)).toEqual({ where: options.where });
    expect(countOptions({ limit: 20 })).toEqual({});
  });

  it('adds a condition to existing ones', () => {
    expect(withCondition({ limit: 5 }, { campo: 'contratanteId', operador: '=', valor: '1' })).toEqual({
      limit: 5,
      where: { andWhere: [{ campo: 'contratanteId', operador: '=', valor: '1' }] },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { mesmoConteudo } from './mesmoConteudo';

describe('mesmoConteudo', () => {
  it('ignores key order and empty fields, absent or blank', () => {
    expect(mesmoConteudo({ a: 1, b: { c: 'x' } }, { b: { c: 'x' }, a: 1 })).toBe(true);
    expect(mesmoConteudo({ campos: {} }, { campos: { nome: '' } })).toBe(true);
    expect(mesmoConteudo({ fixos: undefined }, { fixos: { campos: {} } })).toBe(true);
  });

  it('sees a changed value, a switch, and the order of a list', () => {
    expect(mesmoConteudo({ ativa: false }, { ativa: true })).toBe(false);
    expect(mesmoConteudo({ campos: { nome: 'razao' } }, { campos: {} })).toBe(false);
    expect(mesmoConteudo([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 1 }])).toBe(false);
    expect(mesmoConteudo({ n: 0 }, { n: '' })).toBe(false);
    expect(mesmoConteudo({ lista: [] }, { lista: [1] })).toBe(false);
  });
});

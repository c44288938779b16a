import { describe, expect, it } from 'vitest';
import { cleanDocFederal, isValidCnpj, isValidCpf, isValidDocFederal } from './documents';

describe('isValidCpf', () => {
  it('accepts valid CPFs with or without mask', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });
  it('rejects wrong check digits, repeated digits and wrong length', () => {
    expect(isValidCpf('529.982.247-26')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it('accepts numeric CNPJs', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });
  it('accepts the alphanumeric CNPJ of the Receita Federal example', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
  });
  it('rejects wrong check digits, letters in the check digits and repeated values', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });
});

describe('isValidDocFederal', () => {
  it('checks the document against the person type', () => {
    expect(isValidDocFederal('F', '52998224725')).toBe(true);
    expect(isValidDocFederal('J', '52998224725')).toBe(false);
    expect(isValidDocFederal('J', '11222333000181')).toBe(true);
    expect(isValidDocFederal(undefined, '11222333000181')).toBe(false);
  });
  it('cleans to the stored form', () => {
    expect(cleanDocFederal('F', '529.982.247-25')).toBe('52998224725');
    expect(cleanDocFederal('J', '12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
});

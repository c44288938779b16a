import { describe, expect, it } from 'vitest';
import { formatDocFederal, formatPhone } from './formatDocuments';

describe('list formats', () => {
  it('formats landlines and mobiles', () => {
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('123')).toBe('123');
    expect(formatPhone(null)).toBe('');
  });

  it('formats CPF and CNPJ, alphanumeric included', () => {
    expect(formatDocFederal('52998224725')).toBe('529.982.247-25');
    expect(formatDocFederal('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocFederal('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeSearch, onlyDigits } from './normalize';

describe('normalizeSearch', () => {
  it('drops accents and case', () => {
    expect(normalizeSearch('  São JOÃO d’Aliança ')).toBe('sao joao d’alianca');
    expect(normalizeSearch('Araçás')).toBe('aracas');
  });
});

describe('onlyDigits', () => {
  it('keeps digits only and tolerates null', () => {
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits(null)).toBe('');
  });
});

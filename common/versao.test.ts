import { describe, expect, it } from 'vitest';
import { ordemVersao, versaoAnterior } from './versao';

describe('ordemVersao', () => {
  it('orders versions as numbers, part by part', () => {
    expect(ordemVersao('0.1.0')).toBe(1_000);
    expect(ordemVersao('1.2.3')).toBe(1_002_003);
    expect(ordemVersao('0.9.9')! < ordemVersao('0.10.0')!).toBe(true);
    expect(ordemVersao('2.0.0-beta.1')).toBe(2_000_000);
    expect(ordemVersao('3')).toBe(3_000_000);
  });
  it('has no number for no version', () => {
    expect(ordemVersao(null)).toBeNull();
    expect(ordemVersao('  ')).toBeNull();
  });
  it('agrees with versaoAnterior, which the manager page reads', () => {
    expect(versaoAnterior('0.1.0', '0.2.0')).toBe(true);
    expect(versaoAnterior('0.9.9', '0.10.0')).toBe(true);
    expect(versaoAnterior('0.1.0', '0.1.0')).toBe(false);
    expect(versaoAnterior('1.0.0', '0.9.0')).toBe(false);
  });
});

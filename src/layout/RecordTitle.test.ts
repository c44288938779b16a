import { describe, expect, it } from 'vitest';
import { recordTitle } from './RecordTitle';

describe('recordTitle', () => {
  it('names the record after its kind, without saying the kind twice', () => {
    expect(recordTitle('Contratante', 'Teta Ltda')).toBe('Contratante · Teta Ltda');
    expect(recordTitle('Filial', 'Filial Centro')).toBe('Filial Centro');
    expect(recordTitle('Filial', 'filial centro')).toBe('filial centro');
    expect(recordTitle('Filial', 'Filiais Unidas')).toBe('Filial · Filiais Unidas');
    expect(recordTitle('Contratante', undefined)).toBe('Contratante');
    expect(recordTitle('Contratante', '  ')).toBe('Contratante');
  });
});

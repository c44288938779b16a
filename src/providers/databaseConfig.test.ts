import { describe, expect, it } from 'vitest';
import { fromDatabaseRecord, toDatabaseInput } from './databaseConfig';

describe('database configuracao', () => {
  it('splits the JSON into form fields with a blank password', () => {
    const record = { id: 4, ativa: true, configuracao: '{"database":"erp","host":"10.0.0.5","porta":3306,"usuario":"leitor","senha":""}' };
    expect(fromDatabaseRecord(record)).toEqual({ ...record, database: 'erp', host: '10.0.0.5', porta: 3306, usuario: 'leitor', senha: '' });
    expect(fromDatabaseRecord({ id: 1, configuracao: 'não é json' })).toMatchObject({ database: '', host: '', porta: null, usuario: '', senha: '' });
  });

  it('packs the fields back, the port as a number', () => {
    const packed = toDatabaseInput({ filialId: 2, ativa: true, database: 'erp', host: 'h', porta: '5432', usuario: 'u', senha: 's' });
    expect(JSON.parse(String(packed.configuracao))).toEqual({ database: 'erp', host: 'h', porta: 5432, usuario: 'u', senha: 's' });
    const blank = toDatabaseInput({ database: '', porta: '' });
    expect(JSON.parse(String(blank.configuracao))).toEqual({ database: '', host: null, porta: '', usuario: null, senha: null });
  });
});

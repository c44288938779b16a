import { describe, expect, it } from 'vitest';
import { diferenca, semSegredos } from '.';

describe('auditoria', () => {
  it('keeps only the changed fields, before and after', () => {
    expect(diferenca({ nome: 'A', email: 'a@x', ativo: true }, { nome: 'B', email: 'a@x', ativo: false })).toEqual({
      antes: { nome: 'A', ativo: true },
      depois: { nome: 'B', ativo: false },
    });
  });

  it('never keeps a secret key, at any depth', () => {
    expect(diferenca({ senha: '1', password: '2', agentTokenHash: '3' }, { senha: '9', password: '8', agentTokenHash: '7' })).toEqual({
      antes: {},
      depois: {},
    });
    expect(semSegredos({ host: 'h', senhaCifrada: 'x', dados: [{ passwordSelado: 'y', tabela: 't' }] })).toEqual({ host: 'h', dados: [{ tabela: 't' }] });
  });
});

import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { validateContratante } from './contratante';
import { SENHA_MINIMA } from './senha';
import { validateUsuario } from './usuario';

describe('validateUsuario', () => {
  it('asks name, e-mail, password and a matching confirmation on creation', () => {
    // An empty form gets each field's required message, not the confirmation's mismatch.
    expect(validateUsuario({}, true)).toEqual({
      nome: MSG.nomeRequerido,
      email: MSG.emailRequerido,
      password: MSG.senhaCampoRequerido,
      passwordConfirmacao: MSG.campoRequerido,
    });
    expect(validateUsuario({ nome: 'Ana', email: 'x', password: 'a', passwordConfirmacao: 'b' }, true)).toEqual({
      email: MSG.emailInvalido,
      password: MSG.senhaCurta(SENHA_MINIMA),
      passwordConfirmacao: MSG.confirmacaoSenhaDiferente,
    });
  });
  it('on edit asks only the name, and checks an optional phone', () => {
    expect(validateUsuario({ nome: 'Ana' }, false)).toEqual({});
    expect(validateUsuario({ nome: 'Ana', telefone: '1199' }, false)).toEqual({ telefone: MSG.telefoneInvalido });
  });
});

describe('validateContratante', () => {
  const valid = { tipoEmpresa: 'F', docFederal: '52998224725', nome: 'Ana', email: 'ana@x.com.br', telefone: '11987654321', cidadeId: 3550308 };
  it('accepts a complete person', () => {
    expect(validateContratante(valid)).toEqual({});
  });
  it('gives each rule its message', () => {
    expect(validateContratante({})).toEqual({
      tipoEmpresa: MSG.tipoEmpresaRequerido,
      docFederal: MSG.docFederalRequerido,
      nome: MSG.nomeRazaoRequerido,
      email: MSG.emailRequerido,
      telefone: MSG.telefoneRequerido,
      cidadeId: MSG.cidadeRequerida,
    });
    expect(validateContratante({ ...valid, tipoEmpresa: 'J' }).docFederal).toBe(MSG.docFederalInvalido);
    expect(validateContratante({ ...valid, telefone: '119876543' }).telefone).toBe(MSG.telefoneInvalido);
    expect(validateContratante({ ...valid, maxFiliais: 0, maxDipositivos: 0 })).toEqual({ maxFiliais: MSG.valorMinimo1, maxDipositivos: MSG.valorMinimo1 });
  });
});

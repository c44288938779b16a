import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { submissionErrors } from './formErrors';

describe('submissionErrors', () => {
  it('attaches field messages to their inputs and keeps the banner empty', () => {
    const errors = [
      {
        message: `${MSG.docFederalInvalido}\n${MSG.telefoneInvalido}`,
        extensions: { code: 'VALIDATION', fields: { docFederal: MSG.docFederalInvalido, telefone: MSG.telefoneInvalido } },
      },
    ];
    expect(submissionErrors(errors)).toEqual({ docFederal: MSG.docFederalInvalido, telefone: MSG.telefoneInvalido });
  });

  it('puts general messages in the banner, joined by line breaks', () => {
    expect(
      submissionErrors([{ message: 'O contratante já atingiu o limite de 1 filial(is).', extensions: { fields: {} } }, { message: MSG.semPermissao }]),
    ).toEqual({
      root: { serverError: `O contratante já atingiu o limite de 1 filial(is).\n${MSG.semPermissao}` },
    });
  });

  it("turns the schema's required-field text into 'O campo é requerido.' on that field", () => {
    const message = 'Variable "$input" got invalid value {}; Field "configuracao" of required type "String!" was not provided.';
    expect(submissionErrors([{ message }])).toEqual({ configuracao: MSG.campoRequerido });
  });

  it('keeps both when a validation error carries fields and a general text', () => {
    expect(submissionErrors([{ message: 'Geral', extensions: { fields: { nome: MSG.nomeRequerido } } }])).toEqual({
      nome: MSG.nomeRequerido,
      root: { serverError: 'Geral' },
    });
  });
});

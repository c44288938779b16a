import { describe, expect, it } from 'vitest';
import { CORPO_ATIVACAO, CORPO_LOGIN, CORPO_REGISTRO, lerCorpo } from './corpos';
import { MobileError } from './http';
import { MSG_MOBILE } from './mobileMessages';

/** The refusal of a body: status, code, message and the per-field messages. */
function recusa(ler: () => unknown) {
  try {
    ler();
  } catch (erro) {
    if (erro instanceof MobileError) return { status: erro.status, codigo: erro.codigo, erro: erro.message, campos: erro.detalhes.campos };
    throw erro;
  }
  throw new Error('aceito');
}

describe('the device API’s bodies', () => {
  it('reads an activation trimmed, blank optional fields as absent', () => {
    expect(lerCorpo(CORPO_ATIVACAO, { identificadorApp: ' abc123 ', uuid: 'u-1', dispositivo: ' ', plataforma: 'android', outro: 1 })).toEqual({
      identificadorApp: 'abc123',
      uuid: 'u-1',
      dispositivo: null,
      plataforma: 'android',
      versaoApp: null,
    });
  });

  it('refuses an activation with one message per field, as the phones have always read them', () => {
    expect(recusa(() => lerCorpo(CORPO_ATIVACAO, { uuid: 42, dispositivo: 'x'.repeat(201), versaoApp: ['1'] }))).toEqual({
      status: 400,
      codigo: 'DADOS_INVALIDOS',
      erro: [
        MSG_MOBILE.campoRequerido('identificadorApp'),
        MSG_MOBILE.campoTexto('uuid', 100),
        MSG_MOBILE.campoTexto('dispositivo', 200),
        MSG_MOBILE.campoTexto('versaoApp', 40),
      ].join('\n'),
      campos: {
        identificadorApp: MSG_MOBILE.campoRequerido('identificadorApp'),
        uuid: MSG_MOBILE.campoTexto('uuid', 100),
        dispositivo: MSG_MOBILE.campoTexto('dispositivo', 200),
        versaoApp: MSG_MOBILE.campoTexto('versaoApp', 40),
      },
    });
  });

  it('reads a seller login trimmed and its password as typed, and refuses each missing or too long', () => {
    expect(lerCorpo(CORPO_LOGIN, { login: ' ana ', senha: ' s e ' })).toEqual({ login: 'ana', senha: ' s e ' });
    expect(recusa(() => lerCorpo(CORPO_LOGIN, { login: '   ', senha: 'x'.repeat(201) }))).toMatchObject({
      status: 400,
      erro: `${MSG_MOBILE.loginRequerido}\n${MSG_MOBILE.senhaRequerida}`,
      campos: { login: MSG_MOBILE.loginRequerido, senha: MSG_MOBILE.senhaRequerida },
    });
    expect(recusa(() => lerCorpo(CORPO_LOGIN, { login: { $ne: '' }, senha: true }))).toMatchObject({
      campos: { login: MSG_MOBILE.loginRequerido, senha: MSG_MOBILE.senhaRequerida },
    });
  });

  it('takes a record’s uuid (trimmed, up to 100 characters) and leaves its fields to the catalogue', () => {
    expect(lerCorpo(CORPO_REGISTRO, { uuid: ' u-1 ', nome: 'Ana' })).toEqual({ uuid: 'u-1', nome: 'Ana' });
    for (const uuid of [undefined, '', '  ', 7, 'u'.repeat(101)]) {
      expect(recusa(() => lerCorpo(CORPO_REGISTRO, { uuid }))).toEqual({
        status: 400,
        codigo: 'DADOS_INVALIDOS',
        erro: MSG_MOBILE.uuidRequerido,
        campos: { uuid: MSG_MOBILE.uuidRequerido },
      });
    }
  });
});

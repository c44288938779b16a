import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { outboxDir } from '../../server/mail/mailer';
import { autologinLink, readOutbox } from '../support/mailbox';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

const CRIAR = 'mutation($i: UsuarioInput!) { createUsuario(input: $i) { id } }';
const CURTA = 'A senha deve ter pelo menos 8 caracteres.';
const IGUAL_EMAIL = 'A senha não pode ser igual ao e-mail.';

describe.skipIf(postgresUnavailable())(`weak passwords are refused, in Portuguese, wherever a password is chosen (${testEngine})`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
  });
  afterAll(() => t?.close());

  const campos = (r: { errors?: { extensions?: { fields?: Record<string, string> } }[] }) => r.errors?.[0].extensions?.fields;

  it('the messages are the shared ones', () => {
    expect(MSG.senhaCurta(8)).toBe(CURTA);
    expect(MSG.senhaIgualEmail).toBe(IGUAL_EMAIL);
  });

  it('creating a user: "1" and 7 characters are refused, the e-mail as password too; 8 characters are accepted', async () => {
    const criar = (email: string, password: string) => t.gql(CRIAR, { i: { nome: 'Fraca', email, password, passwordConfirmacao: password } }, admin);
    expect(campos(await criar('um@fraca.com.br', '1'))).toEqual({ password: CURTA });
    expect(campos(await criar('sete@fraca.com.br', 'Abc#123'))).toEqual({ password: CURTA });
    expect(campos(await criar('igual@fraca.com.br', 'IGUAL@fraca.com.br'))).toEqual({ password: IGUAL_EMAIL });
    expect((await criar('oito@fraca.com.br', 'Abc#1234')).errors).toBeUndefined();
    expect(await t.login('oito@fraca.com.br', 'Abc#1234')).toBeTruthy();
  });

  it('changing one’s password in the profile: "1" is refused and the old password keeps working', async () => {
    const token = await t.login('oito@fraca.com.br', 'Abc#1234');
    const passo = await t.gql<{ usuarioValidaSenhaAtual: string }>('query($s: String!) { usuarioValidaSenhaAtual(senhaAtual: $s) }', { s: 'Abc#1234' }, token);
    const trocar = (novaSenha: string) =>
      t.gql(
        'mutation($n: String!, $t: String!) { usuarioAtualizarSenha(novaSenha: $n, token: $t) { token } }',
        { n: novaSenha, t: passo.data!.usuarioValidaSenhaAtual },
        token,
      );
    expect(campos(await trocar('1'))).toEqual({ novaSenha: CURTA });
    expect(campos(await trocar('oito@fraca.com.br'))).toEqual({ novaSenha: IGUAL_EMAIL });
    expect((await t.gql('{ usuariosCount }', {}, token)).status).toBe(200);
    expect(await t.login('oito@fraca.com.br', 'Abc#1234')).toBeTruthy();
  });

  it('recovering a password: "1" is refused, a good one is accepted', async () => {
    expect((await t.gql('query($e: String!) { usuarioRecuperarSenha(email: $e) }', { e: 'oito@fraca.com.br' })).errors).toBeUndefined();
    const mails = readOutbox(outboxDir(t.config));
    const tempToken = autologinLink(mails[mails.length - 1]).split('/autologin/')[1];
    const sessao = await t.gql<{ createTokenAutoLogin: { token: string } }>('mutation($t: String!) { createTokenAutoLogin(tempToken: $t) { token } }', {
      t: tempToken,
    });
    const token = sessao.data!.createTokenAutoLogin.token;
    const definir = (novaSenha: string) =>
      t.gql('mutation($n: String!) { usuarioAtualizarSenhaRecuperacao(novaSenha: $n) { token } }', { n: novaSenha }, token);
    expect(campos(await definir('1'))).toEqual({ novaSenha: CURTA });
    expect((await definir('Recuperada#1')).errors).toBeUndefined();
    expect(await t.login('oito@fraca.com.br', 'Recuperada#1')).toBeTruthy();
  });
});

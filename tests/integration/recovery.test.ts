import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../common/messages';
import { buildSchema } from '../../server/schema';
import { autologinLink, readOutbox, startSmtpServer, type ReceivedMail, type SmtpMailbox } from '../support/mailbox';
import { postgresUnavailable } from '../support/testDatabase';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

const RECUPERAR = 'query($e: String!) { usuarioRecuperarSenha(email: $e) }';
const AUTOLOGIN = 'mutation($t: String!) { createTokenAutoLogin(tempToken: $t) { token acao usuario { id email } } }';
const NOVA_SENHA = 'mutation($s: String!) { usuarioAtualizarSenhaRecuperacao(novaSenha: $s) { token acao usuario { email } } }';
const PROTECTED = '{ usuarios { id } }';

interface AutoLogin {
  createTokenAutoLogin: { token: string; acao: string | null; usuario: { id: number; email: string } };
}

let userSequence = 0;
/** An active (or inactive) user created through the API by the provider administrator. */
async function createUser(t: TestApp, options: { ativo?: boolean } = {}): Promise<{ email: string; password: string }> {
  userSequence += 1;
  const email = `usuario${userSequence}@recupera.com.br`;
  const password = `Antiga#${userSequence}`;
  const result = await t.gql(
    'mutation($i: UsuarioInput!) { createUsuario(input: $i) { id } }',
    { i: { nome: `Usuário ${userSequence}`, email, password, passwordConfirmacao: password, ativo: options.ativo ?? true } },
    await t.login(ADMIN.email, ADMIN.password),
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return { email, password };
}

const outbox = (t: TestApp) => readOutbox(join(t.config.dataDir, 'outbox'));
const tokenOf = (mail: ReceivedMail) => autologinLink(mail).split('/autologin/')[1];

/** Asks for a link and returns the token of the mail it wrote to the outbox. */
async function requestLink(t: TestApp, email: string): Promise<string> {
  const before = outbox(t).length;
  const result = await t.gql(RECUPERAR, { e: email });
  expect(result.errors).toBeUndefined();
  const mails = outbox(t);
  expect(mails).toHaveLength(before + 1);
  return tokenOf(mails[mails.length - 1]);
}

describe('contrato GraphQL da recuperação (docs/produto.md §7)', () => {
  const schema = buildSchema();
  it('has usuarioRecuperarSenha(email), createTokenAutoLogin(tempToken) and usuarioAtualizarSenhaRecuperacao(novaSenha)', () => {
    expect(
      schema
        .getQueryType()
        ?.getFields()
        .usuarioRecuperarSenha.args.map((a) => a.name),
    ).toEqual(['email']);
    expect(
      schema
        .getMutationType()
        ?.getFields()
        .createTokenAutoLogin.args.map((a) => a.name),
    ).toEqual(['tempToken']);
    expect(
      schema
        .getMutationType()
        ?.getFields()
        .usuarioAtualizarSenhaRecuperacao.args.map((a) => a.name),
    ).toEqual(['novaSenha']);
  });
});

describe.skipIf(postgresUnavailable())('recuperação de senha sem SMTP_URL (caixa de saída)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());
  afterEach(() => vi.useRealTimers());

  it('writes an .eml to DATA_DIR/outbox with the link PUBLIC_URL/autologin/{token}, storing only a hash that expires in 1 hour', async () => {
    const user = await createUser(t);
    const before = Date.now();
    const result = await t.gql(RECUPERAR, { e: `  ${user.email.toUpperCase()} ` });
    expect(result).toMatchObject({ status: 200, data: { usuarioRecuperarSenha: true } });

    const mails = outbox(t);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual([user.email]);
    expect(mails[0].text).toContain('O link vale por 1 hora e pode ser usado uma única vez.');
    const link = autologinLink(mails[0]);
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/autologin/[A-Za-z0-9_-]{40,}$`));

    const rows = await t.app.db.kysely.selectFrom('usuario_token').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ acao: 'RECUPERAR_SENHA', usadoEm: null });
    expect(rows[0].tokenHash).not.toContain(tokenOf(mails[0]));
    const lifetime = Date.parse(rows[0].expiraEm) - before;
    expect(lifetime).toBeGreaterThanOrEqual(60 * 60 * 1000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });

  it('answers an unknown or inactive e-mail exactly like a known one, and sends nothing', async () => {
    const known = await createUser(t);
    const inactive = await createUser(t, { ativo: false });
    const mailsBefore = outbox(t).length;
    const rowsBefore = (await t.app.db.kysely.selectFrom('usuario_token').select('id').execute()).length;

    const answers = [];
    for (const email of ['ninguem@recupera.com.br', inactive.email, known.email]) {
      const { status, data, errors } = await t.gql(RECUPERAR, { e: email });
      answers.push({ status, data, errors });
    }
    expect(answers[0]).toEqual({ status: 200, data: { usuarioRecuperarSenha: true }, errors: undefined });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    const mails = outbox(t).slice(mailsBefore);
    expect(mails.map((m) => m.to)).toEqual([[known.email]]);
    expect((await t.app.db.kysely.selectFrom('usuario_token').select('id').execute()).length).toBe(rowsBefore + 1);
  });

  it('checks the e-mail with the login rules', async () => {
    for (const [email, message] of [
      ['', MSG.emailRequerido],
      ['   ', MSG.emailRequerido],
      ['fulano@empresa', MSG.emailInvalido],
    ]) {
      const result = await t.gql(RECUPERAR, { e: email });
      expect(result.status).toBe(200);
      expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'VALIDATION', fields: { email: message } } });
    }
  });

  it('opens a recovery session once: the same link, a garbage token and an empty one are refused', async () => {
    const user = await createUser(t);
    const token = await requestLink(t, user.email);

    const first = await t.gql<AutoLogin>(AUTOLOGIN, { t: token });
    expect(first.errors).toBeUndefined();
    expect(first.data?.createTokenAutoLogin).toMatchObject({ acao: 'RECUPERAR_SENHA', usuario: { email: user.email } });

    for (const attempt of [token, 'lixo', '', `${token}x`]) {
      const again = await t.gql(AUTOLOGIN, { t: attempt });
      expect(again.data).toBeNull();
      expect(again.errors?.[0].message, attempt).toBe(MSG.tokenInvalido);
    }
  });

  it('limits the recovery session to the new password', async () => {
    const user = await createUser(t);
    const session = (await t.gql<AutoLogin>(AUTOLOGIN, { t: await requestLink(t, user.email) })).data!.createTokenAutoLogin.token;
    const other = await t.gql(PROTECTED, {}, session);
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(other.data).toBeFalsy();
    const empty = await t.gql(NOVA_SENHA, { s: '' }, session);
    expect(empty.errors?.[0]).toMatchObject({ message: MSG.novaSenhaRequerida, extensions: { fields: { novaSenha: MSG.novaSenhaRequerida } } });
  });

  it('sets the new password, ends every other session and pending link, and returns an ordinary session', async () => {
    const user = await createUser(t);
    const oldSession = await t.login(user.email, user.password);
    const first = await requestLink(t, user.email);
    const second = await requestLink(t, user.email);
    const latest = await requestLink(t, user.email);

    // A newer link replaces the older ones.
    expect((await t.gql(AUTOLOGIN, { t: first })).errors?.[0].message).toBe(MSG.tokenInvalido);
    expect((await t.gql(AUTOLOGIN, { t: second })).errors?.[0].message).toBe(MSG.tokenInvalido);
    const recovery = (await t.gql<AutoLogin>(AUTOLOGIN, { t: latest })).data!.createTokenAutoLogin.token;

    const changed = await t.gql<{ usuarioAtualizarSenhaRecuperacao: { token: string; acao: string | null; usuario: { email: string } } }>(
      NOVA_SENHA,
      { s: 'Nova#Senha9' },
      recovery,
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.usuarioAtualizarSenhaRecuperacao).toMatchObject({ acao: null, usuario: { email: user.email } });
    expect((await t.gql(PROTECTED, {}, changed.data!.usuarioAtualizarSenhaRecuperacao.token)).status).toBe(200);

    expect((await t.gql(PROTECTED, {}, oldSession)).status).toBe(401);
    expect((await t.gql(NOVA_SENHA, { s: 'Outra#Senha1' }, recovery)).status).toBe(401);
    const oldPassword = await t.gql('mutation($e: String!, $p: String!) { createToken(email: $e, password: $p) { token } }', {
      e: user.email,
      p: user.password,
    });
    expect(oldPassword.errors?.[0].message).toBe(MSG.emailOuSenhaInvalidos);
    expect(await t.login(user.email, 'Nova#Senha9')).toBeTruthy();
  });

  it('refuses usuarioAtualizarSenhaRecuperacao to an ordinary session: changing a password there needs the current one', async () => {
    const user = await createUser(t);
    const session = await t.login(user.email, user.password);
    const result = await t.gql(NOVA_SENHA, { s: 'Sem#Senha1' }, session);
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.login(user.email, user.password)).toBeTruthy();
  });

  it('accepts a link within the hour and refuses it after the hour', async () => {
    const onTime = await createUser(t);
    const late = await createUser(t);
    const start = Date.now();
    const onTimeLink = await requestLink(t, onTime.email);
    const lateLink = await requestLink(t, late.email);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 59 * 60 * 1000);
    expect((await t.gql<AutoLogin>(AUTOLOGIN, { t: onTimeLink })).data?.createTokenAutoLogin.acao).toBe('RECUPERAR_SENHA');
    vi.setSystemTime(start + 60 * 60 * 1000 + 1000);
    const expired = await t.gql(AUTOLOGIN, { t: lateLink });
    expect(expired.errors?.[0].message).toBe(MSG.tokenInvalido);
  });
});

describe.skipIf(postgresUnavailable())('recuperação de senha: limite de pedidos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('refuses a fourth request for the same e-mail from the same address within the hour, known or not', async () => {
    const user = await createUser(t);
    for (const email of [user.email, 'ninguem@recupera.com.br']) {
      for (let i = 0; i < 3; i++) expect((await t.gql(RECUPERAR, { e: email })).data, `${email} #${i + 1}`).toEqual({ usuarioRecuperarSenha: true });
      const blocked = await t.gql(RECUPERAR, { e: email });
      expect(blocked.errors?.[0]).toMatchObject({ message: MSG.muitosPedidosRecuperacao('1 hora'), extensions: { code: 'TOO_MANY_REQUESTS' } });
    }
    expect(outbox(t)).toHaveLength(3);
    // Another e-mail is not affected.
    const other = await createUser(t);
    expect((await t.gql(RECUPERAR, { e: other.email })).data).toEqual({ usuarioRecuperarSenha: true });
  });
});

describe.skipIf(postgresUnavailable())('recuperação de senha com SMTP_URL', () => {
  let mailbox: SmtpMailbox;
  let t: TestApp;
  beforeAll(async () => {
    mailbox = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: mailbox.url });
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  it('delivers the link through the SMTP server and writes no outbox file', async () => {
    const user = await createUser(t);
    expect((await t.gql(RECUPERAR, { e: user.email })).data).toEqual({ usuarioRecuperarSenha: true });
    const mail = await mailbox.waitFor(user.email);
    expect(mail.text).toContain('O link vale por 1 hora e pode ser usado uma única vez.');
    const session = await t.gql<AutoLogin>(AUTOLOGIN, { t: tokenOf(mail) });
    expect(session.data?.createTokenAutoLogin.usuario.email).toBe(user.email);
    expect(outbox(t)).toEqual([]);
  });

  it("answers 'Ocorreu algum erro no processo, tente novamente' when the SMTP server is unreachable", async () => {
    const down = await startSmtpServer();
    const broken = await startTestApp({ SMTP_URL: down.url });
    await down.close();
    try {
      const user = await createUser(broken);
      const result = await broken.gql(RECUPERAR, { e: user.email });
      expect(result.status).toBe(200);
      expect(result.errors?.[0].message).toBe(MSG.erroInesperado);
    } finally {
      await broken.close();
    }
  });
});

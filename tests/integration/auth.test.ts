import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { signUserToken } from '../../server/auth/token';
import { postgresUnavailable } from '../support/testDatabase';
import { ADMIN, TEST_SECRET, startTestApp, type TestApp } from '../support/testApp';

describe.skipIf(postgresUnavailable())('autenticação', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const PROTECTED = '{ usuarios { id email } }';

  it('logs the seeded administrator in and returns the rules', async () => {
    const result = await t.gql<{ createToken: { token: string; usuario: { email: string; permissoes: string; contratanteId: number | null } } }>(
      'mutation { createToken(email: "ADMIN@teste.com.br", password: "Admin#Senha1") { token usuario { email permissoes contratanteId } } }',
    );
    expect(result.data?.createToken.usuario.email).toBe(ADMIN.email);
    expect(JSON.parse(result.data!.createToken.usuario.permissoes)).toEqual([{ action: 'TODOS', subject: 'all' }]);
    const list = await t.gql<{ usuarios: { email: string }[] }>(PROTECTED, {}, result.data!.createToken.token);
    expect(list.status).toBe(200);
    expect(list.data?.usuarios.map((u) => u.email)).toEqual([ADMIN.email]);
  });

  it('says whether an e-mail is registered', async () => {
    expect((await t.gql('{ usuarioEmailExiste(email: "admin@teste.com.br") }')).data).toEqual({ usuarioEmailExiste: true });
    expect((await t.gql('{ usuarioEmailExiste(email: "ninguem@teste.com.br") }')).data).toEqual({ usuarioEmailExiste: false });
  });

  it('refuses a wrong password with the catalogue message', async () => {
    const result = await t.gql('mutation { createToken(email: "admin@teste.com.br", password: "errada") { token } }');
    expect(result.errors?.[0].message).toBe(MSG.emailOuSenhaInvalidos);
    expect(result.data).toBeNull();
    // Not 401: the SPA reads a 401 as an expired session ('Sessão expirada!').
    expect(result.status).toBe(200);
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const row = await t.app.db.kysely.selectFrom('usuario').select('passwordHash').where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(ADMIN.password);
  });

  it('answers 401 with "Sessão expirada!" for a missing token', async () => {
    const result = await t.gql(PROTECTED);
    expect(result.status).toBe(401);
    expect(result.errors?.[0].message).toBe(MSG.sessaoExpirada);
    expect(result.data).toBeUndefined();
  });

  it('answers 401 for an expired token', async () => {
    const expired = await signUserToken(TEST_SECRET, { usuarioId: 1, versao: 0 }, -10);
    const result = await t.gql(PROTECTED, {}, expired);
    expect(result.status).toBe(401);
    expect(result.errors?.[0].message).toBe(MSG.sessaoExpirada);
  });

  it('answers 401 for a token signed with another key, an unsigned one, or garbage', async () => {
    const forged = await signUserToken('outra-chave-qualquer-outra-chave-qualquer', { usuarioId: 1, versao: 0 }, 3600);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1","iss":"forcavendas","p":"sessao"}').toString('base64url')}.`;
    for (const token of [forged, unsigned, 'lixo']) {
      const result = await t.gql(PROTECTED, {}, token);
      expect(result.status, token).toBe(401);
    }
  });

  it('answers 401 for a token of another purpose or a user that no longer exists', async () => {
    const otherPurpose = await new SignJWT({ v: 0, p: 'recuperacao' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('forcavendas')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_SECRET));
    const ghost = await signUserToken(TEST_SECRET, { usuarioId: 999, versao: 0 }, 3600);
    expect((await t.gql(PROTECTED, {}, otherPurpose)).status).toBe(401);
    expect((await t.gql(PROTECTED, {}, ghost)).status).toBe(401);
  });

  it('gives a longer token with permaneceLogado', async () => {
    const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number; iat: number };
    const short = decode(await t.login(ADMIN.email, ADMIN.password, false));
    const long = decode(await t.login(ADMIN.email, ADMIN.password, true));
    expect(short.exp - short.iat).toBe(t.config.tokenTtl);
    expect(long.exp - long.iat).toBe(t.config.tokenTtlLong);
    expect(long.exp - long.iat).toBeGreaterThan(short.exp - short.iat);
  });

  it('refuses an e-mail for a while after repeated failures, even with the right password', async () => {
    const create = await t.gql(
      'mutation($i: UsuarioInput!) { createUsuario(input: $i) { id } }',
      { i: { nome: 'Alvo', email: 'alvo@teste.com.br', password: 'Certa#123', passwordConfirmacao: 'Certa#123' } },
      await t.login(ADMIN.email, ADMIN.password),
    );
    expect(create.errors).toBeUndefined();
    for (let i = 0; i < 5; i++) {
      const failure = await t.gql('mutation { createToken(email: "alvo@teste.com.br", password: "chute") { token } }');
      expect(failure.errors?.[0].message).toBe(MSG.emailOuSenhaInvalidos);
    }
    const blocked = await t.gql('mutation { createToken(email: "alvo@teste.com.br", password: "Certa#123") { token } }');
    expect(blocked.errors?.[0].message).toBe(MSG.muitasTentativas('15 minutos'));
    expect(blocked.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Another account is not affected.
    expect(await t.login(ADMIN.email, ADMIN.password)).toBeTruthy();
  });
});

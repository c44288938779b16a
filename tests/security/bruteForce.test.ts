import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, listen } from '../../server/app';
import { LIMITS } from '../../server/auth/attemptThrottle';
import { outboxDir } from '../../server/mail/mailer';
import { ROTA_DESBLOQUEIO } from '../../server/services/desbloqueioAcesso';
import { TEXTOS_DESBLOQUEIO } from '../../server/rest/desbloqueioAcesso';
import { escapeHtml } from '../../server/mail/escapeHtml';
import { readOutbox } from '../support/mailbox';
import { criarCenario, usuario } from '../integration/mobileCenario';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';
import { from, gqlFrom, type Answer } from './support';

const LOGIN = 'mutation($e: String!, $p: String!) { createToken(email: $e, password: $p) { token } }';
const RECUPERAR = 'query($e: String!) { usuarioRecuperarSenha(email: $e) }';
const EMAIL_EXISTE = 'query($e: String!) { usuarioEmailExiste(email: $e) }';
const WAIT = /Tente novamente em \d+ (segundos?|minutos?|horas?|dias?)\.$/;

/** Each test attacks from addresses of its own: the daily budget per address would otherwise carry over. */
let lastOctet = 10;
const nextAddress = () => `127.0.0.${(lastOctet += 1)}`;

let serial = 0;
async function createUser(t: TestApp, password = 'Certa#2024'): Promise<{ email: string; password: string }> {
  serial += 1;
  const email = `alvo${serial}@forca.com.br`;
  const r = await t.gql(
    'mutation($i: UsuarioInput!) { createUsuario(input: $i) { id } }',
    { i: { nome: `Alvo ${serial}`, email, password, passwordConfirmacao: password, ativo: true } },
    await t.login(ADMIN.email, ADMIN.password),
  );
  expect(r.errors).toBeUndefined();
  return { email, password };
}

/** What each answer of a createToken was: logged in, checked and refused, or refused before any check. */
function outcome(a: Answer): 'token' | 'checked' | 'throttled' | string {
  const body = a.json();
  if (body.data?.createToken?.token) return 'token';
  const code = body.errors?.[0]?.extensions?.code;
  if (code === 'UNAUTHENTICATED') return 'checked';
  if (code === 'TOO_MANY_REQUESTS' && a.status === 429 && WAIT.test(body.errors[0].message)) return 'throttled';
  return `${a.status} ${a.text}`;
}

const tally = (answers: Answer[]) => answers.map(outcome).reduce<Record<string, number>>((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {});

describe.skipIf(postgresUnavailable())(`guessing passwords (${testEngine})`, { timeout: 30_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('200 guesses sent at once from one address: at most 5 are checked, the right one at #21 and #101 is refused', async () => {
    const [ATTACKER, OWNER] = [nextAddress(), nextAddress()];
    const user = await createUser(t);
    const guesses = Array.from({ length: 200 }, (_, i) => (i === 20 || i === 100 ? user.password : `chute-${i}`));
    const answers = await Promise.all(guesses.map((p) => gqlFrom(ATTACKER, t.url, LOGIN, { e: user.email, p })));
    const counts = tally(answers);
    expect(counts.token, JSON.stringify(counts)).toBeUndefined();
    expect(counts.checked).toBeLessThanOrEqual(5);
    expect(counts.throttled).toBe(200 - counts.checked);
    expect(answers[20].json().errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(answers[100].json().errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(answers[20].headers['retry-after'])).toBeGreaterThan(0);
    // The pair stays refused for a while, even with the right password…
    expect(outcome(await gqlFrom(ATTACKER, t.url, LOGIN, { e: user.email, p: user.password }))).toBe('throttled');
    // …but the owner, from elsewhere, logs in.
    expect(outcome(await gqlFrom(OWNER, t.url, LOGIN, { e: user.email, p: user.password }))).toBe('token');
  });

  it('200 guesses at once from 100 addresses: at most the account budget is checked; the owner gets in from a known address or after the e-mailed unlock', async () => {
    const POR_CONTA = LIMITS.login.budgets.find((b) => b.per === 'account')!.points;
    const [CONHECIDO, NOVO, DEPOIS_DO_LINK] = [nextAddress(), nextAddress(), nextAddress()];
    const atacantes = Array.from({ length: 100 }, () => nextAddress());
    const user = await createUser(t);
    // The owner logged in from home before the attack: that address is known.
    expect(outcome(await gqlFrom(CONHECIDO, t.url, LOGIN, { e: user.email, p: user.password }))).toBe('token');

    const guesses = Array.from({ length: 200 }, (_, i) => (i === 150 ? user.password : `chute-${i}`));
    const answers = await Promise.all(guesses.map((p, i) => gqlFrom(atacantes[i % 100], t.url, LOGIN, { e: user.email, p })));
    const counts = tally(answers);
    expect(counts.token, JSON.stringify(counts)).toBeUndefined();
    expect(counts.checked).toBeLessThanOrEqual(POR_CONTA);
    expect(counts.throttled).toBe(200 - counts.checked);
    // The right password, #151, is refused with the throttle message like any other.
    expect(answers[150].status).toBe(429);
    expect(answers[150].json().errors[0].message).toBe('Muitas tentativas de acesso. Tente novamente em 1 hora.');

    // The account is locked from a new address, right password or not…
    expect(outcome(await gqlFrom(NOVO, t.url, LOGIN, { e: user.email, p: user.password }))).toBe('throttled');
    // …but its owner gets in from the address it logged in from before.
    expect(outcome(await gqlFrom(CONHECIDO, t.url, LOGIN, { e: user.email, p: user.password }))).toBe('token');

    // One unlock e-mail, whatever the number of refusals.
    const doUsuario = () => readOutbox(outboxDir(t.config)).filter((m) => m.to.includes(user.email) && m.text.includes(ROTA_DESBLOQUEIO));
    while (doUsuario().length === 0) await new Promise((r) => setTimeout(r, 50));
    const [mail] = doUsuario();
    expect(mail.text).toContain('o acesso foi suspenso por 1 hora');
    const link = new URL(/https?:\/\/\S+desbloquear\?token=\S+/.exec(mail.text)![0]);
    const token = link.searchParams.get('token')!;
    const pagina = await from(DEPOIS_DO_LINK, `${t.url}${link.pathname}${link.search}`);
    expect(pagina.status).toBe(200);
    expect(pagina.text).toContain(escapeHtml(TEXTOS_DESBLOQUEIO.pergunta));
    // Opening the page (as a mail scanner would) changes nothing.
    expect(outcome(await gqlFrom(NOVO, t.url, LOGIN, { e: user.email, p: user.password }))).toBe('throttled');

    const usar = () =>
      from(DEPOIS_DO_LINK, `${t.url}${ROTA_DESBLOQUEIO}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      });
    const usado = await usar();
    expect(usado.status).toBe(200);
    expect(usado.text).toContain(escapeHtml(TEXTOS_DESBLOQUEIO.feito));
    expect(outcome(await gqlFrom(NOVO, t.url, LOGIN, { e: user.email, p: user.password }))).toBe('token');
    // The link works once.
    const deNovo = await usar();
    expect(deNovo.status).toBe(400);
    expect(deNovo.text).toContain(escapeHtml(TEXTOS_DESBLOQUEIO.invalido));
    expect(readOutbox(outboxDir(t.config)).filter((m) => m.to.includes(user.email) && m.text.includes(ROTA_DESBLOQUEIO))).toHaveLength(1);
  });

  it("an attacker's failures elsewhere never lock the owner out", async () => {
    const [ATTACKER, OWNER] = [nextAddress(), nextAddress()];
    const user = await createUser(t);
    const attempts: Answer[] = [];
    for (let i = 0; i < 8; i++) attempts.push(await gqlFrom(ATTACKER, t.url, LOGIN, { e: user.email, p: `chute-${i}` }));
    expect(attempts.map(outcome)).toEqual([...Array(5).fill('checked'), ...Array(3).fill('throttled')]);
    expect(attempts[5].json().errors[0].message).toBe('Muitas tentativas de acesso. Tente novamente em 15 minutos.');
    expect(outcome(await gqlFrom(OWNER, t.url, LOGIN, { e: user.email, p: user.password }))).toBe('token');
    // The owner's own typo does not cost the owner the next try either: a success clears the pair.
    expect(outcome(await gqlFrom(OWNER, t.url, LOGIN, { e: user.email, p: 'errei' }))).toBe('checked');
    expect(outcome(await gqlFrom(OWNER, t.url, LOGIN, { e: user.email, p: user.password }))).toBe('token');
  });

  it('one address guessing across many accounts is stopped by its daily budget', async () => {
    const [ATTACKER, OWNER] = [nextAddress(), nextAddress()];
    const user = await createUser(t);
    const spray: Answer[] = [];
    for (let round = 0; round < 10; round++) {
      spray.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) => gqlFrom(ATTACKER, t.url, LOGIN, { e: `conta${round}-${i}@forca.com.br`, p: 'Senha#2024' })),
        )),
      );
    }
    expect(tally(spray)).toEqual({ checked: 100 });
    const next = await gqlFrom(ATTACKER, t.url, LOGIN, { e: user.email, p: user.password });
    expect(outcome(next)).toBe('throttled');
    expect(next.json().errors[0].message).toBe('Muitas tentativas de acesso. Tente novamente em 1 dia.');
    expect(outcome(await gqlFrom(OWNER, t.url, LOGIN, { e: user.email, p: user.password }))).toBe('token');
  });

  it('the profile’s current-password check shares the login limits', async () => {
    const ATTACKER = nextAddress();
    const user = await createUser(t);
    const token = await t.login(user.email, user.password);
    const check = (senha: string) => gqlFrom(ATTACKER, t.url, 'query($s: String!) { usuarioValidaSenhaAtual(senhaAtual: $s) }', { s: senha }, token);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => check(i === 12 ? user.password : `chute-${i}`)));
    const codes = answers.map((a) => a.json().errors?.[0]?.extensions?.code ?? 'ok');
    expect(codes.filter((c) => c === 'VALIDATION').length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS').length).toBeGreaterThanOrEqual(25);
    expect(codes[12]).toBe('TOO_MANY_REQUESTS');
  });

  it.runIf(testEngine === 'postgres')('two server instances on one database count the same attempts', async () => {
    const ATTACKER = nextAddress();
    const user = await createUser(t);
    const second = await createApp(t.config);
    const server = await listen(second, 0);
    try {
      const otherUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      for (let i = 0; i < 5; i++) expect(outcome(await gqlFrom(ATTACKER, i % 2 ? otherUrl : t.url, LOGIN, { e: user.email, p: `chute-${i}` }))).toBe('checked');
      expect(outcome(await gqlFrom(ATTACKER, otherUrl, LOGIN, { e: user.email, p: user.password }))).toBe('throttled');
      expect(outcome(await gqlFrom(ATTACKER, t.url, LOGIN, { e: user.email, p: user.password }))).toBe('throttled');
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await second.close();
    }
  });
});

describe.skipIf(postgresUnavailable())(`password recovery and the e-mail check (${testEngine})`, { timeout: 30_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const mails = () => {
    try {
      return readdirSync(outboxDir(t.config)).length;
    } catch {
      return 0;
    }
  };

  it("recovery requests from another address do not lock the owner's recovery", async () => {
    const [ATTACKER, OWNER] = [nextAddress(), nextAddress()];
    const user = await createUser(t);
    const before = mails();
    const attacker: Answer[] = [];
    for (let i = 0; i < 5; i++) attacker.push(await gqlFrom(ATTACKER, t.url, RECUPERAR, { e: user.email }));
    const owner = await gqlFrom(OWNER, t.url, RECUPERAR, { e: user.email });
    expect(owner.json()).toEqual({ data: { usuarioRecuperarSenha: true } });
    expect(mails() - before).toBe(4);
    expect(attacker.map((a) => a.json().data?.usuarioRecuperarSenha ?? a.json().errors[0].extensions.code)).toEqual([
      true,
      true,
      true,
      'TOO_MANY_REQUESTS',
      'TOO_MANY_REQUESTS',
    ]);
    expect(attacker[3].status).toBe(429);
    expect(attacker[3].json().errors[0].message).toBe('Muitos pedidos de recuperação de senha. Tente novamente em 1 hora.');
    // An e-mail nobody has gets exactly the same treatment, so the refusal reveals nothing.
    const unknown = [];
    for (let i = 0; i < 4; i++)
      unknown.push((await gqlFrom(OWNER, t.url, RECUPERAR, { e: 'ninguem@forca.com.br' })).json().errors?.[0]?.extensions?.code ?? 'ok');
    expect(unknown).toEqual(['ok', 'ok', 'ok', 'TOO_MANY_REQUESTS']);
  });

  it('usuarioEmailExiste is limited per address, with the wait in the message', async () => {
    const answers: Answer[] = [];
    const [asker, other] = [nextAddress(), nextAddress()];
    for (let i = 0; i < 32; i++) answers.push(await gqlFrom(asker, t.url, EMAIL_EXISTE, { e: `pessoa${i}@forca.com.br` }));
    expect(answers.slice(0, 30).every((a) => a.json().data?.usuarioEmailExiste === false)).toBe(true);
    expect(answers[30].status).toBe(429);
    expect(answers[30].json().errors[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(answers[30].json().errors[0].message).toMatch(/^Muitas consultas de e-mail\. Tente novamente em (\d+ segundos?|1 minuto)\.$/);
    // Someone else, at another address, still gets the check while typing.
    expect((await gqlFrom(other, t.url, EMAIL_EXISTE, { e: ADMIN.email })).json()).toEqual({ data: { usuarioEmailExiste: true } });
  });
});

describe.skipIf(postgresUnavailable())(`seller login on a phone (${testEngine})`, { timeout: 30_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('200 guesses at once from one phone: at most 5 are checked; the seller still logs in on another phone', async () => {
    // An app-created password: slow-hashed, so the checks overlap as a server's would under attack.
    const c = await criarCenario(t, 'Forca', { basica: { tipoValidacaoCampoSenhaUsuario: 'criadaApp' } });
    await c.sincronizar('configuracaoDadosUsuario', [usuario('1', 'ana', '')]);
    const own = await c.telefone();
    expect((await own.login('ana', 'Senha@2024')).corpo).toMatchObject({ senhaCriada: true });
    const attacker = await c.telefone();
    const guesses = Array.from({ length: 200 }, (_, i) => (i === 20 || i === 100 ? 'Senha@2024' : `chute-${i}`));
    const answers = await Promise.all(guesses.map((senha) => attacker.chamar('POST', '/login', { login: 'ana', senha })));
    const codes = answers.map((a) => String(a.corpo.codigo ?? 'ok'));
    expect(codes.filter((c) => c === 'ok')).toEqual([]);
    expect(codes.filter((c) => c === 'LOGIN_INVALIDO').length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'MUITAS_TENTATIVAS').length).toBeGreaterThanOrEqual(195);
    expect(answers[20]).toEqual({ status: 429, corpo: { erro: 'Muitas tentativas de login. Tente novamente em 15 minutos.', codigo: 'MUITAS_TENTATIVAS' } });
    expect((await own.login('ana', 'Senha@2024')).status).toBe(200);
  });

  it('the device API answers 429 with Retry-After', async () => {
    const c = await criarCenario(t, 'Retry');
    await c.sincronizar('configuracaoDadosUsuario', [usuario('1', 'ana', 'Senha@2024')]);
    const fone = await c.telefone();
    for (let i = 0; i < 5; i++) expect((await fone.login('ana', `chute-${i}`)).status).toBe(401);
    const refused = await from('127.0.0.1', `${t.url}/api/v1/mobile/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fone.token}` },
      body: JSON.stringify({ login: 'ana', senha: 'Senha@2024' }),
    });
    expect(refused.status).toBe(429);
    expect(refused.json().erro).toBe('Muitas tentativas de login. Tente novamente em 15 minutos.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
  });
});

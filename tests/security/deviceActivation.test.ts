import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TelefoneSimulado } from '../../scripts/device';
import { LIMITS } from '../../server/auth/attemptThrottle';
import { cliente, criarCenario, usuario, type CenarioMobile } from '../integration/mobileCenario';
import { startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

const NADA_ANTES_DO_LOGIN = {
  status: 401,
  corpo: { erro: 'Faça o login de um vendedor da filial neste aparelho para receber os dados.', codigo: 'VENDEDOR_NAO_AUTENTICADO' },
};

describe.skipIf(postgresUnavailable())(`device activation: the QR code alone opens nothing (${testEngine})`, { timeout: 30_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const linhas = (c: CenarioMobile, uuid: string) =>
    t.app.db.kysely.selectFrom('mobile_dispositivo').selectAll().where('filialId', '=', c.filialId).where('uuid', '=', uuid).orderBy('id').execute();
  const assentos = (c: CenarioMobile, n: number) =>
    t.app.db.kysely.updateTable('mobile_filial').set({ numeroDispositivos: n }).where('id', '=', c.filialId).execute();
  const sentados = (c: CenarioMobile) =>
    t.app.db.kysely
      .selectFrom('mobile_dispositivo')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('filialId', '=', c.filialId)
      .where('ativo', '=', 1)
      .where('bloqueado', '=', 0)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));

  /** A branch with customers (names, CPF, phones), receivables and a seller, as the probe found it. */
  async function filialComDados(nome: string) {
    const c = await criarCenario(t, nome);
    await c.sincronizar('configuracaoDadosUsuario', [usuario('1', 'ana', 'Senha@2024')]);
    await c.sincronizar('configuracaoDadosCliente', [cliente('C1', { tipoPessoa: 'F', docFederal: '52998224725', telefone: '11987654321' })]);
    await c.sincronizar('configuracaoDadosContasReceber', [
      { identificador: 'R1', dados: { contaReceberIdentificador: 'R1', clienteIdentificador: 'C1', valor: 100, dataVencimento: '2026-02-01' } },
    ]);
    return c;
  }

  it('a fresh activation pulls nothing before a seller logs in on that device', async () => {
    const c = await filialComDados('Fresca');
    const fone = await c.telefone();
    for (const tipo of ['cliente', 'contas_receber', 'usuario', 'produto']) expect(await fone.puxar(tipo), tipo).toEqual(NADA_ANTES_DO_LOGIN);
    expect((await fone.configuracao()).corpo).toMatchObject({ filial: { id: c.filialId }, vendedor: null, basica: null, tipos: [] });

    // A seller's login on another device opens nothing on this one.
    await c.vendedorLogado('ana', 'Senha@2024');
    expect(await fone.puxar('cliente')).toEqual(NADA_ANTES_DO_LOGIN);

    const tokenDoAparelho = fone.token;
    expect((await fone.login('ana', 'Senha@2024')).status).toBe(200);
    expect([...(await fone.puxarTudo('cliente')).copia.keys()]).toEqual(['C1']);
    expect((await new TelefoneSimulado(t.url, tokenDoAparelho, fone.uuid).puxar('contas_receber')).status).toBe(200);
  });

  it('re-activating a known uuid without its token is another device: the phone keeps its token, model and version', async () => {
    const c = await filialComDados('Retomada');
    await assentos(c, 1);
    const fone = new TelefoneSimulado(t.url);
    expect((await fone.ativar({ identificadorApp: c.identificadorApp, dispositivo: 'Moto G84', versaoApp: '2.0.0' })).status).toBe(200);
    expect((await fone.login('ana', 'Senha@2024')).status).toBe(200);
    const [antes] = await linhas(c, fone.uuid);

    // The QR code and the uuid, no token: a new device, and there is no free seat.
    const intruso = new TelefoneSimulado(t.url, undefined, fone.uuid);
    expect(await intruso.ativar({ identificadorApp: c.identificadorApp, dispositivo: 'Intruso', versaoApp: '6.6.6' })).toEqual({
      status: 409,
      corpo: { erro: 'A filial já atingiu o limite de 1 dispositivo(s) ativo(s).', codigo: 'LIMITE_DISPOSITIVOS' },
    });
    // A token that is not this device's current one proves nothing either.
    const outro = await criarCenario(t, 'Outra');
    const alheio = await outro.telefone();
    expect((await new TelefoneSimulado(t.url, alheio.token, fone.uuid).ativar({ identificadorApp: c.identificadorApp })).status).toBe(409);
    expect(await linhas(c, fone.uuid)).toEqual([antes]);
    expect((await fone.puxar('cliente')).status).toBe(200);

    // With a free seat it gets one of its own, and still nothing of the branch; the phone goes on.
    await assentos(c, 2);
    expect((await intruso.ativar({ identificadorApp: c.identificadorApp, dispositivo: 'Intruso', versaoApp: '6.6.6' })).status).toBe(200);
    const depois = await linhas(c, fone.uuid);
    expect(depois.map((d) => [d.id, d.dispositivo, d.versaoApp])).toEqual([
      [antes.id, 'Moto G84', '2.0.0'],
      [expect.any(Number), 'Intruso', '6.6.6'],
    ]);
    expect(await intruso.puxar('cliente')).toEqual(NADA_ANTES_DO_LOGIN);
    expect((await fone.puxar('cliente')).status).toBe(200);

    // The phone itself, with its current token, refreshes its own row and gets a new token.
    const anterior = fone.token;
    expect((await fone.ativar({ identificadorApp: c.identificadorApp, dispositivo: 'Moto G84', versaoApp: '2.1.0' })).status).toBe(200);
    const [proprio] = await linhas(c, fone.uuid);
    expect([proprio.id, proprio.versaoApp]).toEqual([antes.id, '2.1.0']);
    expect((await new TelefoneSimulado(t.url, anterior, fone.uuid).configuracao()).status).toBe(401);
    // The refresh keeps what the seller's login opened.
    expect((await fone.puxar('produto')).status).toBe(200);
  });

  it('a retry whose first answer never arrived takes its row over; once the phone has called, a retry is another device', async () => {
    const c = await filialComDados('Perdida');
    await assentos(c, 1);
    const uuid = crypto.randomUUID();
    expect((await new TelefoneSimulado(t.url, undefined, uuid).ativar({ identificadorApp: c.identificadorApp })).status).toBe(200);
    const fone = new TelefoneSimulado(t.url, undefined, uuid);
    expect((await fone.ativar({ identificadorApp: c.identificadorApp })).status).toBe(200);
    expect(await linhas(c, uuid)).toHaveLength(1);
    expect((await fone.configuracao()).status).toBe(200);
    // The phone has called: the next activation of its uuid without its token is a row of its own (no seat taken)…
    const outro = new TelefoneSimulado(t.url, undefined, uuid);
    expect((await outro.ativar({ identificadorApp: c.identificadorApp })).status).toBe(200);
    expect(await linhas(c, uuid)).toHaveLength(2);
    expect((await fone.configuracao()).status).toBe(200);
    expect((await outro.configuracao()).status).toBe(200);
    // …and once the phone's seller took the only seat, such an activation is refused.
    expect((await fone.login('ana', 'Senha@2024')).status).toBe(200);
    expect((await new TelefoneSimulado(t.url, undefined, uuid).ativar({ identificadorApp: c.identificadorApp })).status).toBe(409);
    expect(await outro.login('ana', 'Senha@2024')).toMatchObject({ status: 409, corpo: { codigo: 'LIMITE_DISPOSITIVOS' } });
  });

  it('seat limits hold under concurrency: activations take none, simultaneous seller logins never take more than the branch has', async () => {
    const c = await filialComDados('Corrida');
    await assentos(c, 3);
    const novos = await Promise.all(Array.from({ length: 12 }, () => c.telefone()));
    const logins = await Promise.all(novos.map((f) => f.login('ana', 'Senha@2024')));
    expect(logins.map((r) => r.status).sort()).toEqual([...Array(3).fill(200), ...Array(9).fill(409)]);
    expect(await sentados(c)).toBe(3);

    // A known uuid without its token, twelve times at once: no seat, the phone's row untouched.
    await t.app.db.kysely.deleteFrom('mobile_dispositivo').where('filialId', '=', c.filialId).execute();
    const fone = await c.vendedorLogado('ana', 'Senha@2024');
    const [doFone] = await linhas(c, fone.uuid);
    const intrusos = await Promise.all(
      Array.from({ length: 12 }, () => new TelefoneSimulado(t.url, undefined, fone.uuid).ativar({ identificadorApp: c.identificadorApp })),
    );
    expect(intrusos.every((r) => r.status === 200)).toBe(true);
    const todas = await linhas(c, fone.uuid);
    // Each retry of a row whose token made no call yet takes it over: one row for all the intruders.
    expect(todas.length).toBeLessThanOrEqual(2);
    expect(todas[0]).toEqual(doFone);
    expect(await sentados(c)).toBe(1);
    expect((await fone.puxar('cliente')).status).toBe(200);
  });
});

/** A phone activated from a chosen address (TRUST_PROXY=1: the server reads it from X-Forwarded-For). */
/**
 * A phone's activation as the app makes it: a 503 (the server's database could not count the attempt
 * in time, a burst on a loaded machine: server/auth/limiterStore.ts) is sent again after its
 * Retry-After, so that every attempt ends counted, let through or refused.
 */
/** How many answers had each status. */
const porStatus = (respostas: { status: number }[]) => respostas.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});

async function ativarDe(
  url: string,
  endereco: string,
  identificadorApp: string,
): Promise<{ status: number; corpo: Record<string, unknown>; headers: Headers; fone: TelefoneSimulado }> {
  const uuid = crypto.randomUUID();
  for (let tentativa = 1; ; tentativa++) {
    const r = await fetch(`${url}/api/v1/mobile/ativacao`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': endereco },
      body: JSON.stringify({ identificadorApp, uuid, dispositivo: 'Simulador', plataforma: 'Android', versaoApp: '1.0.0' }),
    });
    const corpo = (await r.json()) as Record<string, unknown>;
    if (r.status === 503 && tentativa < 5) {
      await new Promise((fim) => setTimeout(fim, Number(r.headers.get('retry-after') ?? 1) * 1000));
      continue;
    }
    return { status: r.status, corpo, headers: r.headers, fone: new TelefoneSimulado(url, r.status === 200 ? String(corpo.token) : undefined, uuid) };
  }
}

describe.skipIf(postgresUnavailable())(`device seats cannot be squatted with the QR code (${testEngine})`, { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t?.close());

  const sentados = (c: CenarioMobile) =>
    t.app.db.kysely
      .selectFrom('mobile_dispositivo')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('filialId', '=', c.filialId)
      .where('ativo', '=', 1)
      .where('bloqueado', '=', 0)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const POR_ENDERECO = LIMITS.activation.budgets.find((b) => b.per === 'address')!.points;
  const POR_FILIAL = LIMITS.activation.budgets.find((b) => b.per === 'account')!.points;

  it('320 activations at once from one address take no seat and stop at the address budget; the real phone then gets its seat', async () => {
    const c = await criarCenario(t, 'Posseiro', { numeroDispositivos: 2 });
    await c.sincronizar('configuracaoDadosUsuario', [usuario('1', 'ana', 'Senha@2024')]);
    const respostas = await Promise.all(Array.from({ length: 320 }, () => ativarDe(t.url, '203.0.113.7', c.identificadorApp)));
    expect(porStatus(respostas)).toEqual({ 200: POR_ENDERECO, 429: 320 - POR_ENDERECO });
    const ok = respostas.filter((r) => r.status === 200);
    const recusadas = respostas.filter((r) => r.status === 429);
    expect(recusadas[0].corpo).toEqual({
      erro: 'Muitas ativações a partir desta rede ou para esta filial. Tente novamente em 1 hora.',
      codigo: 'MUITAS_ATIVACOES',
    });
    expect(Number(recusadas[0].headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await sentados(c)).toBe(0);
    // Activated by the QR code alone, they pull nothing.
    expect((await ok[0].fone.puxar('cliente')).status).toBe(401);

    const real = await ativarDe(t.url, '198.51.100.20', c.identificadorApp);
    expect(real.status).toBe(200);
    expect((await real.fone.login('ana', 'Senha@2024')).status).toBe(200);
    expect(await sentados(c)).toBe(1);
  });

  it('activations from many addresses stop at the branch budget; another branch is not affected', async () => {
    const c = await criarCenario(t, 'Enxame', { numeroDispositivos: 2 });
    const outra = await criarCenario(t, 'Vizinha', { numeroDispositivos: 2 });
    const enderecos = Array.from({ length: 60 }, (_, i) => `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}`);
    const respostas = await Promise.all(
      Array.from({ length: POR_FILIAL + 40 }, (_, i) => ativarDe(t.url, enderecos[i % enderecos.length], c.identificadorApp)),
    );
    // By status, so that a failure says what the others got (a 503 after every retry, or a refusal too many).
    expect(porStatus(respostas)).toEqual({ 200: POR_FILIAL, 429: 40 });
    expect(await sentados(c)).toBe(0);
    expect((await ativarDe(t.url, enderecos[0], outra.identificadorApp)).status).toBe(200);
  });

  it('200 seller logins at once on 200 phones seat exactly numeroDispositivos', async () => {
    const c = await criarCenario(t, 'Lotada', { numeroDispositivos: 7 });
    await c.sincronizar('configuracaoDadosUsuario', [usuario('1', 'ana', 'Senha@2024')]);
    const fones = await Promise.all(Array.from({ length: 200 }, (_, i) => ativarDe(t.url, `192.0.2.${(i % 50) + 1}`, c.identificadorApp)));
    expect(fones.every((f) => f.status === 200)).toBe(true);
    const logins = await Promise.all(fones.map((f) => f.fone.login('ana', 'Senha@2024')));
    expect(logins.filter((r) => r.status === 200)).toHaveLength(7);
    expect(logins.filter((r) => r.status !== 200)).toEqual(
      Array(193).fill({ status: 409, corpo: { erro: 'A filial já atingiu o limite de 7 dispositivo(s) ativo(s).', codigo: 'LIMITE_DISPOSITIVOS' } }),
    );
    expect(await sentados(c)).toBe(7);
  });

  it('a blocked device frees its seat for good: the block stays and its uuid stays refused', async () => {
    const c = await criarCenario(t, 'Bloqueio', { numeroDispositivos: 1 });
    await c.sincronizar('configuracaoDadosUsuario', [usuario('1', 'ana', 'Senha@2024')]);
    const antigo = (await ativarDe(t.url, '192.0.2.200', c.identificadorApp)).fone;
    expect((await antigo.login('ana', 'Senha@2024')).status).toBe(200);
    const novo = await ativarDe(t.url, '192.0.2.201', c.identificadorApp);
    expect(novo.status).toBe(409);
    const { id } = await t.app.db.kysely.selectFrom('mobile_dispositivo').select('id').where('uuid', '=', antigo.uuid).executeTakeFirstOrThrow();
    expect((await t.gql('mutation($id: Int!) { bloqueiaMobileDispositivo(id: $id) { bloqueado } }', { id }, c.partner.token)).data).toEqual({
      bloqueiaMobileDispositivo: { bloqueado: true },
    });
    const substituto = await ativarDe(t.url, '192.0.2.201', c.identificadorApp);
    expect(substituto.status).toBe(200);
    expect((await substituto.fone.login('ana', 'Senha@2024')).status).toBe(200);
    expect((await antigo.configuracao()).corpo).toMatchObject({ codigo: 'DISPOSITIVO_BLOQUEADO' });
    expect((await new TelefoneSimulado(t.url, antigo.token, antigo.uuid).ativar({ identificadorApp: c.identificadorApp })).status).toBe(403);
    expect(await sentados(c)).toBe(1);
  });
});

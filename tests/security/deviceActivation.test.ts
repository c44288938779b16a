import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TelefoneSimulado } from '../../scripts/device';
import { cliente, criarCenario, usuario, type CenarioMobile } from '../integration/mobileCenario';
import { startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

const NADA_ANTES_DO_LOGIN = { status: 401, corpo: { erro: 'Faça o login de um vendedor da filial neste aparelho para receber os dados.', codigo: 'VENDEDOR_NAO_AUTENTICADO' } };

describe.skipIf(postgresUnavailable())(`device activation: the QR code alone opens nothing (${testEngine})`, { timeout: 30_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const linhas = (c: CenarioMobile, uuid: string) =>
    t.app.db.kysely.selectFrom('mobile_dispositivo').selectAll().where('filialId', '=', c.filialId).where('uuid', '=', uuid).orderBy('id').execute();
  const assentos = (c: CenarioMobile, n: number) => t.app.db.kysely.updateTable('mobile_filial').set({ numeroDispositivos: n }).where('id', '=', c.filialId).execute();

  /** A branch with customers (names, CPF, phones), receivables and a seller, as the probe found it. */
  async function filialComDados(nome: string) {
    const c = await criarCenario(t, nome);
    await c.sincronizar('configuracaoDadosUsuario', [usuario('1', 'ana', 'Senha@2024')]);
    await c.sincronizar('configuracaoDadosCliente', [cliente('C1', { tipoPessoa: 'F', docFederal: '52998224725', telefone: '11987654321' })]);
    await c.sincronizar('configuracaoDadosContasReceber', [{ identificador: 'R1', dados: { contaReceberIdentificador: 'R1', clienteIdentificador: 'C1', valor: 100, dataVencimento: '2026-02-01' } }]);
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
      status: 409, corpo: { erro: 'A filial já atingiu o limite de 1 dispositivo(s) ativo(s).', codigo: 'LIMITE_DISPOSITIVOS' },
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
    expect(depois.map((d) => [d.id, d.dispositivo, d.versaoApp])).toEqual([[antes.id, 'Moto G84', '2.0.0'], [expect.any(Number), 'Intruso', '6.6.6']]);
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

  it('a retry whose first answer never arrived does not spend a second seat; once the phone has called, it would', async () => {
    const c = await filialComDados('Perdida');
    await assentos(c, 1);
    const uuid = crypto.randomUUID();
    expect((await new TelefoneSimulado(t.url, undefined, uuid).ativar({ identificadorApp: c.identificadorApp })).status).toBe(200);
    const fone = new TelefoneSimulado(t.url, undefined, uuid);
    expect((await fone.ativar({ identificadorApp: c.identificadorApp })).status).toBe(200);
    expect(await linhas(c, uuid)).toHaveLength(1);
    expect((await fone.configuracao()).status).toBe(200);
    expect((await new TelefoneSimulado(t.url, undefined, uuid).ativar({ identificadorApp: c.identificadorApp })).status).toBe(409);
    expect((await fone.configuracao()).status).toBe(200);
  });

  it('seat limits hold under concurrency, for new phones and for a known uuid without its token', async () => {
    const c = await filialComDados('Corrida');
    await assentos(c, 3);
    const novos = await Promise.all(Array.from({ length: 12 }, () => new TelefoneSimulado(t.url).ativar({ identificadorApp: c.identificadorApp })));
    expect(novos.map((r) => r.status).sort()).toEqual([...Array(3).fill(200), ...Array(9).fill(409)]);

    await t.app.db.kysely.deleteFrom('mobile_dispositivo').where('filialId', '=', c.filialId).execute();
    const fone = await c.vendedorLogado('ana', 'Senha@2024');
    const [doFone] = await linhas(c, fone.uuid);
    const intrusos = await Promise.all(Array.from({ length: 12 }, () => new TelefoneSimulado(t.url, undefined, fone.uuid).ativar({ identificadorApp: c.identificadorApp })));
    expect(intrusos.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const todas = await linhas(c, fone.uuid);
    expect(todas.length).toBeLessThanOrEqual(3);
    expect(todas[0]).toEqual(doFone);
    expect((await fone.puxar('cliente')).status).toBe(200);
  });
});

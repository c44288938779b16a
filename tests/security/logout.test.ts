import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

const SAIR = 'mutation { usuarioEncerrarSessao }';

describe.skipIf(postgresUnavailable())(`Sair ends the token on the server (${testEngine})`, () => {
  let t: TestApp;
  let partner: Partner;
  beforeAll(async () => {
    t = await startTestApp();
    partner = await createPartner(t, await t.login(ADMIN.email, ADMIN.password), 'Saida');
    await createFilial(t, partner.token, 'Filial Saida');
  });
  afterAll(() => t?.close());

  const rest = (path: string, token: string) => fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

  it('after usuarioEncerrarSessao the token is refused by GraphQL and REST with 401', async () => {
    const token = await t.login(partner.email, partner.password);
    expect((await t.gql('{ usuariosCount }', {}, token)).status).toBe(200);
    expect((await rest('/api/v1/contratante/gerenciador-status', token)).status).toBe(200);
    const ticket = (await (await rest('/api/v1/downloads', token)).json()).ticket as string;

    expect(await t.gql(SAIR, {}, token)).toMatchObject({ status: 200, data: { usuarioEncerrarSessao: true } });

    const depois = await t.gql('{ usuariosCount }', {}, token);
    expect(depois.status).toBe(401);
    expect(depois.errors?.[0].message).toBe(MSG.sessaoExpirada);
    const cartoes = await rest('/api/v1/contratante/gerenciador-status', token);
    expect(cartoes.status).toBe(401);
    expect(await cartoes.json()).toEqual({ erro: MSG.sessaoExpirada });
    expect((await rest('/api/v1/downloads', token)).status).toBe(401);
    // A download ticket taken before Sair ends with it.
    expect((await fetch(`${t.url}/api/v1/downloads/instalador?ticket=${ticket}`)).status).toBe(401);
    // Sair again with the ended token: 401, nothing else.
    expect((await t.gql(SAIR, {}, token)).status).toBe(401);
  });

  it('logging in again gives a working token', async () => {
    const token = await t.login(partner.email, partner.password);
    expect((await t.gql('{ usuariosCount }', {}, token)).status).toBe(200);
  });

  it('anonymous Sair is refused (there is nothing to end)', async () => {
    expect((await t.gql(SAIR)).status).toBe(401);
  });
});

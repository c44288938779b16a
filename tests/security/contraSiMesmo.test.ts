import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

const ATUALIZAR = 'mutation($id: Int!, $i: UsuarioUpdateInput!) { updateUsuario(id: $id, input: $i) { id ativo } }';
const REMOVER = 'mutation($id: Int!) { deleteUsuario(id: $id) }';

describe.skipIf(postgresUnavailable())(`a user cannot deactivate or remove themself (${testEngine})`, () => {
  let t: TestApp;
  let admin: string;
  let partner: Partner;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
    partner = await createPartner(t, admin, 'Propria');
  });
  afterAll(() => t?.close());

  it('a partner deactivating its own user is refused with a Portuguese message, and still logs in', async () => {
    const r = await t.gql(ATUALIZAR, { id: partner.usuarioId, i: { nome: 'Admin Propria', ativo: false } }, partner.token);
    expect(r.errors?.[0]).toMatchObject({
      message: MSG.naoPodeInativarSiMesmo,
      extensions: { code: 'VALIDATION', fields: { ativo: MSG.naoPodeInativarSiMesmo } },
    });
    expect((await t.gql('{ usuariosCount }', {}, partner.token)).status).toBe(200);
    expect(await t.login(partner.email, partner.password)).toBeTruthy();
  });

  it('a partner removing its own user is refused with a Portuguese message', async () => {
    const r = await t.gql(REMOVER, { id: partner.usuarioId }, partner.token);
    expect(r.errors?.[0]).toMatchObject({ message: MSG.naoPodeRemoverSiMesmo, extensions: { code: 'FORBIDDEN' } });
    expect(await t.app.db.kysely.selectFrom('usuario').select('id').where('id', '=', partner.usuarioId).executeTakeFirst()).toBeTruthy();
  });

  it('the provider admin cannot either', async () => {
    const eu = await t.app.db.kysely.selectFrom('usuario').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
    expect((await t.gql(ATUALIZAR, { id: eu.id, i: { nome: 'Admin', ativo: false } }, admin)).errors?.[0].message).toBe(MSG.naoPodeInativarSiMesmo);
    expect((await t.gql(REMOVER, { id: eu.id }, admin)).errors?.[0].message).toBe(MSG.naoPodeRemoverSiMesmo);
  });

  it('saving one’s own user active (name changes) still works, and others can be deactivated', async () => {
    expect((await t.gql(ATUALIZAR, { id: partner.usuarioId, i: { nome: 'Admin Própria', ativo: true } }, partner.token)).errors).toBeUndefined();
    const outro = await t.gql<{ createUsuario: { id: number } }>(
      'mutation($i: UsuarioInput!) { createUsuario(input: $i) { id } }',
      {
        i: { nome: 'Colega', email: 'colega@propria.com.br', password: 'Colega#2024', passwordConfirmacao: 'Colega#2024' },
      },
      partner.token,
    );
    const id = outro.data!.createUsuario.id;
    expect((await t.gql(ATUALIZAR, { id, i: { nome: 'Colega', ativo: false } }, partner.token)).data).toEqual({ updateUsuario: { id, ativo: false } });
    expect((await t.gql(REMOVER, { id }, partner.token)).data).toEqual({ deleteUsuario: true });
  });
});

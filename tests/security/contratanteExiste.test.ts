import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

const EXISTE = 'query($d: String!) { contratanteExiste(docFederal: $d) }';

describe.skipIf(postgresUnavailable())(`contratanteExiste only for who may create contratantes (${testEngine})`, () => {
  let t: TestApp;
  let admin: string;
  let a: Partner;
  let b: Partner;
  let docB: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
    a = await createPartner(t, admin, 'Curiosa');
    b = await createPartner(t, admin, 'Alheia');
    docB = (await t.app.db.kysely.selectFrom('contratante').select('docFederal').where('id', '=', b.contratanteId).executeTakeFirstOrThrow()).docFederal;
  });
  afterAll(() => t?.close());

  it('the provider admin learns whether a document is a customer', async () => {
    expect((await t.gql(EXISTE, { d: docB }, admin)).data).toEqual({ contratanteExiste: true });
    expect((await t.gql(EXISTE, { d: '11222333000181' }, admin)).data).toEqual({ contratanteExiste: false });
  });

  it('a partner is refused the same way for a customer and a stranger: it learns nothing', async () => {
    const cliente = await t.gql(EXISTE, { d: docB }, a.token);
    const estranho = await t.gql(EXISTE, { d: '11222333000181' }, a.token);
    expect(cliente.data).toBeNull();
    expect(cliente.errors?.[0]).toMatchObject({ message: MSG.semPermissao, extensions: { code: 'FORBIDDEN' } });
    expect({ ...estranho, errors: estranho.errors?.map((e) => e.message) }).toEqual({ ...cliente, errors: cliente.errors?.map((e) => e.message) });
  });

  it('anonymous callers are refused before any look-up', async () => {
    expect((await t.gql(EXISTE, { d: docB })).status).toBe(401);
  });
});

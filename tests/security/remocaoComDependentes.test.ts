import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { createFilial, createPartner, insertDevice, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

const REMOVER = 'mutation($id: Int!, $c: String) { deleteContratante(id: $id, confirmacaoNome: $c) }';
const REMOVER_FILIAL = 'mutation($id: Int!, $c: String) { deleteMobileFilial(id: $id, confirmacaoNome: $c) }';
const DEPENDENTES = 'query($id: Int!) { contratanteDependentes(id: $id) { usuarios filiais dispositivos } }';
const DEPENDENTES_FILIAL = 'query($id: Int!) { mobileFilialDependentes(id: $id) { dispositivos dadosSincronizados registrosCelular } }';

describe.skipIf(postgresUnavailable())(`removing a contratante or a branch that holds records (${testEngine})`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
  });
  afterAll(() => t?.close());

  const existe = async (tabela: 'contratante' | 'mobile_filial', id: number) =>
    Boolean(await t.app.db.kysely.selectFrom(tabela).select('id').where('id', '=', id).executeTakeFirst());
  const nomeDe = async (p: Partner) =>
    (await t.app.db.kysely.selectFrom('contratante').select('nome').where('id', '=', p.contratanteId).executeTakeFirstOrThrow()).nome;

  it('a contratante with a user, a branch and a device: counts, then refused without the typed name, and its users still log in', async () => {
    const p = await createPartner(t, admin, 'Cheia');
    const filialId = await createFilial(t, p.token, 'Filial Cheia');
    await insertDevice(t, filialId, 'cheia-1');
    expect((await t.gql(DEPENDENTES, { id: p.contratanteId }, admin)).data).toEqual({ contratanteDependentes: { usuarios: 1, filiais: 1, dispositivos: 1 } });

    const r = await t.gql(REMOVER, { id: p.contratanteId }, admin);
    expect(r.errors?.[0]).toMatchObject({ message: MSG.contratanteComDependentes('1 usuário, 1 filial e 1 dispositivo'), extensions: { code: 'VALIDATION' } });
    expect(await existe('contratante', p.contratanteId)).toBe(true);
    expect(await t.login(p.email, p.password)).toBeTruthy();

    const errado = await t.gql(REMOVER, { id: p.contratanteId, c: 'Outro nome' }, admin);
    expect(errado.errors?.[0].message).toBe(MSG.confirmacaoNomeDiferente);
    expect(await existe('contratante', p.contratanteId)).toBe(true);
  });

  it('the provider admin removes it, with everything under it, only by typing its name', async () => {
    const p = await createPartner(t, admin, 'Confirmada');
    const filialId = await createFilial(t, p.token, 'Filial Confirmada');
    const r = await t.gql(REMOVER, { id: p.contratanteId, c: `  ${(await nomeDe(p)).toUpperCase()} ` }, admin);
    expect(r.errors).toBeUndefined();
    expect(await existe('contratante', p.contratanteId)).toBe(false);
    expect(await existe('mobile_filial', filialId)).toBe(false);
  });

  it('deactivating instead keeps everything (and is what the dialog offers)', async () => {
    const p = await createPartner(t, admin, 'Pausada');
    const c = await t.app.db.kysely.selectFrom('contratante').selectAll().where('id', '=', p.contratanteId).executeTakeFirstOrThrow();
    const r = await t.gql<{ createUpdateContratante: { ativo: boolean } }>(
      'mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { ativo } }',
      {
        i: { id: c.id, nome: c.nome, email: c.email, telefone: c.telefone, cidadeId: c.cidadeId, ativo: false },
      },
      admin,
    );
    expect(r.data).toEqual({ createUpdateContratante: { ativo: false } });
    expect((await t.gql(DEPENDENTES, { id: p.contratanteId }, admin)).data).toEqual({ contratanteDependentes: { usuarios: 1, filiais: 0, dispositivos: 0 } });
  });

  it('an empty contratante is removed plainly', async () => {
    const vazio = await t.gql<{ createUpdateContratante: { id: number } }>(
      'mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { id } }',
      {
        i: { tipoEmpresa: 'J', docFederal: '11222333000181', nome: 'Vazia Ltda', email: 'contato@vazia.com.br', telefone: '1134567890', cidadeId: 3550308 },
      },
      admin,
    );
    const id = vazio.data!.createUpdateContratante.id;
    expect((await t.gql(DEPENDENTES, { id }, admin)).data).toEqual({ contratanteDependentes: { usuarios: 0, filiais: 0, dispositivos: 0 } });
    expect((await t.gql(REMOVER, { id }, admin)).data).toEqual({ deleteContratante: true });
    expect(await existe('contratante', id)).toBe(false);
  });

  it('a branch with a device or synced data: the partner is refused even with the name; the provider admin removes it with the name; an empty one goes plainly', async () => {
    const p = await createPartner(t, admin, 'Filiada');
    await t.app.db.kysely.updateTable('contratante').set({ maxFiliais: 5, maxDipositivos: 5 }).where('id', '=', p.contratanteId).execute();
    const comDispositivo = await createFilial(t, p.token, 'Filial Com Celular');
    await insertDevice(t, comDispositivo, 'filiada-1');
    const comDados = await createFilial(t, p.token, 'Filial Com Dados');
    await t.app.db.kysely
      .insertInto('mobile_dado')
      .values({
        filialId: comDados,
        tipo: 'configuracaoDadosProduto',
        identificador: 'P1',
        dados: '{}',
        hash: 'h',
        removido: 0,
        sequencia: 1,
        updatedAt: new Date().toISOString(),
      })
      .execute();
    const vazia = await createFilial(t, p.token, 'Filial Vazia');

    expect((await t.gql(DEPENDENTES_FILIAL, { id: comDispositivo }, p.token)).data).toEqual({
      mobileFilialDependentes: { dispositivos: 1, dadosSincronizados: 0, registrosCelular: 0 },
    });
    expect((await t.gql(DEPENDENTES_FILIAL, { id: comDados }, p.token)).data).toEqual({
      mobileFilialDependentes: { dispositivos: 0, dadosSincronizados: 1, registrosCelular: 0 },
    });

    for (const [id, nome, o] of [
      [comDispositivo, 'Filial Com Celular', '1 dispositivo'],
      [comDados, 'Filial Com Dados', '1 registro sincronizado do ERP'],
    ] as const) {
      const semNome = await t.gql(REMOVER_FILIAL, { id }, p.token);
      expect(semNome.errors?.[0].message).toBe(MSG.filialComDependentes(o));
      const parceiroComNome = await t.gql(REMOVER_FILIAL, { id, c: nome }, p.token);
      expect(parceiroComNome.errors?.[0].message).toBe(MSG.filialComDependentes(o));
      expect(await existe('mobile_filial', id)).toBe(true);
    }
    expect((await t.gql(REMOVER_FILIAL, { id: comDispositivo, c: 'Filial Com Celular' }, admin)).data).toEqual({ deleteMobileFilial: true });
    expect(await existe('mobile_filial', comDispositivo)).toBe(false);
    expect((await t.gql(REMOVER_FILIAL, { id: vazia }, p.token)).data).toEqual({ deleteMobileFilial: true });
  });

  it('a partner learns nothing about another contratante’s holdings', async () => {
    const a = await createPartner(t, admin, 'Olheira');
    const b = await createPartner(t, admin, 'Olhada');
    expect((await t.gql(DEPENDENTES, { id: b.contratanteId }, a.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

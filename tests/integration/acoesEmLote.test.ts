import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { postgresUnavailable } from '../support/testDatabase';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { createFilial, createPartner, insertDevice, type Partner } from '../support/fixtures';

interface Resultado {
  alterados: number[];
  recusados: { id: number; nome: string; motivo: string }[];
}
const CAMPOS = '{ alterados recusados { id nome motivo } }';

/**
 * Bulk actions (docs/produto.md §2): they run the single-row action on each selected row: only the rows
 * the user may change change; every other one is reported by name with the single action's reason.
 */
describe.skipIf(postgresUnavailable())('ações em lote', { timeout: 60_000 }, () => {
  let t: TestApp;
  let admin: string;
  let alfa: Partner;
  let beta: Partner;
  const ids: Record<string, number> = {};

  const lote = async (mutation: string, variables: Record<string, unknown>, token: string): Promise<Resultado> => {
    const args = 'ativo' in variables ? '$ids: [Int!]!, $ativo: Boolean!' : '$ids: [Int!]!';
    const call = 'ativo' in variables ? 'ids: $ids, ativo: $ativo' : 'ids: $ids';
    const r = await t.gql<{ r: Resultado }>(`mutation(${args}) { r: ${mutation}(${call}) ${CAMPOS} }`, variables, token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return { alterados: [...r.data.r.alterados].sort((a, b) => a - b), recusados: r.data.r.recusados };
  };
  const ativo = async (tabela: 'usuario' | 'contratante' | 'mobile_filial', id: number) =>
    Number((await t.app.db.kysely.selectFrom(tabela).select('ativo').where('id', '=', id).executeTakeFirstOrThrow()).ativo);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
    alfa = await createPartner(t, admin, 'Alfa');
    beta = await createPartner(t, admin, 'Beta');
    await t.app.db.kysely.updateTable('contratante').set({ maxFiliais: 5, maxDipositivos: 10 }).execute();
    const agora = new Date().toISOString();
    const usuario = (nome: string, contratanteId: number) => ({
      nome,
      email: `${nome.toLowerCase().replace(/ /g, '.')}@teste.com.br`,
      telefone: null,
      ativo: 1,
      ultimaAtividade: null,
      passwordHash: 'x',
      sessaoVersao: 1,
      contratanteId,
      caslRules: '[]',
      createdAt: agora,
      updatedAt: agora,
    });
    for (const [chave, nome, contratanteId] of [
      ['ana', 'Ana Alfa', alfa.contratanteId],
      ['bia', 'Bia Alfa', alfa.contratanteId],
      ['caio', 'Caio Beta', beta.contratanteId],
    ] as const) {
      ids[chave] = (await t.app.db.kysely.insertInto('usuario').values(usuario(nome, contratanteId)).returning('id').executeTakeFirstOrThrow()).id;
    }
    ids.filialA1 = await createFilial(t, alfa.token, 'Loja Alfa Um');
    ids.filialA2 = await createFilial(t, alfa.token, 'Loja Alfa Dois');
    ids.filialB = await createFilial(t, beta.token, 'Loja Beta');
    ids.disp1 = await insertDevice(t, ids.filialA1, 'alfa-1', { apelido: 'Celular do Zé' });
    ids.disp2 = await insertDevice(t, ids.filialA1, 'alfa-2');
    ids.dispB = await insertDevice(t, ids.filialB, 'beta-1');
  });
  afterAll(() => t?.close());

  it('deactivates the users a partner may, and names the ones it may not with the reason', async () => {
    const r = await lote('ativarUsuarios', { ids: [ids.ana, ids.bia, alfa.usuarioId, ids.caio], ativo: false }, alfa.token);
    expect(r.alterados).toEqual([ids.ana, ids.bia].sort((a, b) => a - b));
    expect(r.recusados).toEqual([
      { id: alfa.usuarioId, nome: 'Admin Alfa', motivo: MSG.naoPodeInativarSiMesmo },
      { id: ids.caio, nome: `#${ids.caio}`, motivo: MSG.registroNaoEncontrado },
    ]);
    expect([
      await ativo('usuario', ids.ana),
      await ativo('usuario', ids.bia),
      await ativo('usuario', alfa.usuarioId),
      await ativo('usuario', ids.caio),
    ]).toEqual([0, 0, 1, 1]);
    const volta = await lote('ativarUsuarios', { ids: [ids.ana, ids.bia], ativo: true }, alfa.token);
    expect(volta).toEqual({ alterados: [ids.ana, ids.bia].sort((a, b) => a - b), recusados: [] });
  });

  it('lets only the provider admin change contratantes; a partner gets its own refused by name', async () => {
    const r = await lote('ativarContratantes', { ids: [alfa.contratanteId, beta.contratanteId], ativo: false }, alfa.token);
    expect(r).toEqual({
      alterados: [],
      recusados: [
        { id: alfa.contratanteId, nome: 'Alfa Ltda', motivo: MSG.semPermissao },
        { id: beta.contratanteId, nome: `#${beta.contratanteId}`, motivo: MSG.registroNaoEncontrado },
      ],
    });
    expect(await ativo('contratante', alfa.contratanteId)).toBe(1);
    expect(await ativo('contratante', beta.contratanteId)).toBe(1);
  });

  it("changes a partner's own branches and refuses another contratante's", async () => {
    const r = await lote('ativarMobileFiliais', { ids: [ids.filialA1, ids.filialA2, ids.filialB], ativo: false }, alfa.token);
    expect(r.alterados).toEqual([ids.filialA1, ids.filialA2].sort((a, b) => a - b));
    expect(r.recusados).toEqual([{ id: ids.filialB, nome: `#${ids.filialB}`, motivo: MSG.registroNaoEncontrado }]);
    expect(await ativo('mobile_filial', ids.filialB)).toBe(1);
    expect(await ativo('mobile_filial', ids.filialA2)).toBe(0);
  });

  it("blocks a partner's own devices and refuses another contratante's", async () => {
    const r = await lote('bloqueiaMobileDispositivos', { ids: [ids.disp1, ids.disp2, ids.dispB] }, alfa.token);
    expect(r.alterados).toEqual([ids.disp1, ids.disp2].sort((a, b) => a - b));
    expect(r.recusados).toEqual([{ id: ids.dispB, nome: `#${ids.dispB}`, motivo: MSG.registroNaoEncontrado }]);
    const bloqueados = await t.app.db.kysely.selectFrom('mobile_dispositivo').select(['id', 'bloqueado']).orderBy('id').execute();
    expect(bloqueados.map((d) => [d.id, Number(d.bloqueado)])).toEqual([
      [ids.disp1, 1],
      [ids.disp2, 1],
      [ids.dispB, 0],
    ]);
  });

  it('a bulk action over many rows lets other requests be answered while it runs', async () => {
    const agora = new Date().toISOString();
    const muitos = (
      await t.app.db.kysely
        .insertInto('usuario')
        .values(
          Array.from({ length: 200 }, (_, i) => ({
            nome: `Lote ${i}`,
            email: `lote${i}@teste.com.br`,
            telefone: null,
            ativo: 1,
            ultimaAtividade: null,
            passwordHash: 'x',
            sessaoVersao: 1,
            contratanteId: alfa.contratanteId,
            caslRules: '[]',
            createdAt: agora,
            updatedAt: agora,
          })),
        )
        .returning('id')
        .execute()
    ).map((u) => u.id);
    let terminou = false;
    const emAndamento = lote('ativarUsuarios', { ids: muitos, ativo: false }, alfa.token).then((r) => ((terminou = true), r));
    // Another user's light request, again and again until the bulk action answers.
    let respondidasDurante = 0;
    while (!terminou) {
      const leve = await t.gql<{ mobileFiliaisCount: number }>('{ mobileFiliaisCount }', {}, beta.token);
      expect(leve.data?.mobileFiliaisCount).toBe(1);
      if (!terminou) respondidasDurante++;
    }
    expect((await emAndamento).alterados).toHaveLength(200);
    // On SQLite every statement is synchronous: without turns of the event loop between slices, none got through.
    expect(respondidasDurante).toBeGreaterThanOrEqual(3);
  });

  it('one bulk action per request: aliased ones are refused before any runs', async () => {
    const r = await t.gql(
      `mutation($a: [Int!]!, $b: [Int!]!) { a: bloqueiaMobileDispositivos(ids: $a) ${CAMPOS} b: ativarUsuarios(ids: $b, ativo: false) ${CAMPOS} }`,
      { a: [ids.disp2], b: [ids.ana] },
      alfa.token,
    );
    expect(r).toMatchObject({ status: 400, errors: [{ message: MSG.umaAcaoEmLote, extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(r.errors).toHaveLength(1);
    expect(r).not.toHaveProperty('data.a');
    expect(await ativo('usuario', ids.ana)).toBe(1);
    // The same through a fragment.
    const fragmento = await t.gql(
      `mutation($a: [Int!]!) { ...F } fragment F on Mutation { a: ativarUsuarios(ids: $a, ativo: false) ${CAMPOS} b: ativarUsuarios(ids: $a, ativo: false) ${CAMPOS} }`,
      { a: [ids.ana] },
      alfa.token,
    );
    expect(fragmento.errors?.[0].message).toBe(MSG.umaAcaoEmLote);
    expect(await ativo('usuario', ids.ana)).toBe(1);
  });

  it('lets the provider admin deactivate contratantes in bulk', async () => {
    const r = await lote('ativarContratantes', { ids: [alfa.contratanteId, beta.contratanteId, 999_999], ativo: false }, admin);
    expect(r.alterados).toEqual([alfa.contratanteId, beta.contratanteId].sort((a, b) => a - b));
    expect(r.recusados).toEqual([{ id: 999_999, nome: '#999999', motivo: MSG.registroNaoEncontrado }]);
    expect(await ativo('contratante', beta.contratanteId)).toBe(0);
  });
});

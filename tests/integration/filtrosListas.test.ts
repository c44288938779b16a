import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toQueryOptions } from '../../src/providers/queryOptions';
import { RESOURCES } from '../../src/providers/resources';
import { postgresUnavailable } from '../support/testDatabase';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { createFilial, createPartner, insertDevice, type Partner } from '../support/fixtures';

const SAO_PAULO = 3550308;
const CAMPINAS = 3509502;
const RIO = 3304557;
const DIA = 86_400_000;
const diasAtras = (n: number) => new Date(Date.now() - n * DIA).toISOString();

/**
 * The list filters of docs/produto.md §2 (Ativo, Cidade, UF, Contratante, Plataforma, Bloqueado, last
 * access older than N days) are applied by the server, together with the search box, inside the
 * rows the user may see. The options are built as the SPA builds them from its URL.
 */
describe.skipIf(postgresUnavailable())('filtros das listas', { timeout: 60_000 }, () => {
  let t: TestApp;
  let admin: string;
  let alfa: Partner;
  let beta: Partner;

  const lista = async (resource: keyof typeof RESOURCES, filter: Record<string, unknown>, token = admin) => {
    const spec = RESOURCES[resource];
    const q = toQueryOptions({ filter, sort: { field: 'id', order: 'ASC' } }, spec.searchFields);
    const r = await t.gql<Record<string, { id: number; nome?: string; uuid?: string }[] | number>>(
      `query($q: QueryOptions) { rows: ${spec.list}(queryOptions: $q) { id ${resource === 'mobileDispositivos' ? 'uuid' : 'nome'} } total: ${spec.count}(queryOptions: $q) }`,
      { q },
      token,
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    const rows = r.data.rows as { nome?: string; uuid?: string }[];
    expect(r.data.total).toBe(rows.length);
    return rows.map((row) => row.nome ?? row.uuid).sort();
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
    alfa = await createPartner(t, admin, 'Alfa');
    beta = await createPartner(t, admin, 'Beta');
    await t.app.db.kysely.updateTable('contratante').set({ maxFiliais: 5, maxDipositivos: 10 }).execute();
    const agora = new Date().toISOString();
    const contratante = (nome: string, cidadeId: number, ativo: number, doc: string) => ({
      tipoEmpresa: 'J',
      nome,
      docFederal: doc,
      cidadeId,
      ativo,
      maxDipositivos: 5,
      maxFiliais: 5,
      createdAt: agora,
      updatedAt: agora,
    });
    await t.app.db.kysely
      .insertInto('contratante')
      .values([
        contratante('Padaria Central', SAO_PAULO, 1, '90000000000001'),
        contratante('Padaria do Rio', RIO, 1, '90000000000002'),
        contratante('Padaria Campineira', CAMPINAS, 0, '90000000000003'),
        contratante('Mercado Campinas', CAMPINAS, 1, '90000000000004'),
      ])
      .execute();
    const usuario = (nome: string, contratanteId: number, ativo: number, ultimaAtividade: string | null) => ({
      nome,
      email: `${nome.toLowerCase().replace(/ /g, '.')}@teste.com.br`,
      telefone: null,
      ativo,
      ultimaAtividade,
      passwordHash: 'x',
      sessaoVersao: 1,
      contratanteId,
      caslRules: '[]',
      createdAt: agora,
      updatedAt: agora,
    });
    await t.app.db.kysely
      .insertInto('usuario')
      .values([
        usuario('Vendedor Antigo', alfa.contratanteId, 1, diasAtras(40)),
        usuario('Vendedor Recente', alfa.contratanteId, 1, diasAtras(2)),
        usuario('Vendedor Inativo', alfa.contratanteId, 0, diasAtras(60)),
        usuario('Vendedor Beta', beta.contratanteId, 1, diasAtras(90)),
      ])
      .execute();
    const filialAlfa = await createFilial(t, alfa.token, 'Loja Alfa Campinas', { cidadeId: CAMPINAS });
    await createFilial(t, alfa.token, 'Loja Alfa Rio', { cidadeId: RIO, ativo: false });
    const filialBeta = await createFilial(t, beta.token, 'Loja Beta Campinas', { cidadeId: CAMPINAS });
    await insertDevice(t, filialAlfa, 'alfa-android-velho', { dataUltimoAcesso: diasAtras(20) });
    await insertDevice(t, filialAlfa, 'alfa-android-novo', { dataUltimoAcesso: diasAtras(1) });
    await insertDevice(t, filialAlfa, 'alfa-ios-velho', { plataforma: 'iOS', dataUltimoAcesso: diasAtras(20) });
    await insertDevice(t, filialAlfa, 'alfa-android-bloqueado', { bloqueado: 1, ativo: 0, dataUltimoAcesso: diasAtras(20) });
    await insertDevice(t, filialBeta, 'beta-android-velho', { dataUltimoAcesso: diasAtras(20) });
  });
  afterAll(() => t?.close());

  it('contratantes: search, Ativo, Cidade and UF combined', async () => {
    expect(await lista('contratantes', { q: 'padaria' })).toEqual(['Padaria Campineira', 'Padaria Central', 'Padaria do Rio']);
    expect(await lista('contratantes', { q: 'padaria', uf: 'SP' })).toEqual(['Padaria Campineira', 'Padaria Central']);
    expect(await lista('contratantes', { q: 'padaria', uf: 'SP', ativo: true })).toEqual(['Padaria Central']);
    expect(await lista('contratantes', { cidade_contem: 'campinas' })).toEqual(['Mercado Campinas', 'Padaria Campineira']);
    expect(await lista('contratantes', { cidade_contem: 'campinas', ativo: false })).toEqual(['Padaria Campineira']);
    expect(await lista('contratantes', { q: 'mercado', uf: 'RJ' })).toEqual([]);
  });

  it('usuários: Ativo, Contratante and last activity older than N days, with the search', async () => {
    expect(await lista('usuarios', { q: 'vendedor', contratanteId: alfa.contratanteId })).toEqual(['Vendedor Antigo', 'Vendedor Inativo', 'Vendedor Recente']);
    expect(await lista('usuarios', { q: 'vendedor', contratanteId: alfa.contratanteId, ultimaAtividade_dias: 30 })).toEqual([
      'Vendedor Antigo',
      'Vendedor Inativo',
    ]);
    expect(await lista('usuarios', { q: 'vendedor', ultimaAtividade_dias: 30, ativo: true })).toEqual(['Vendedor Antigo', 'Vendedor Beta']);
    expect(await lista('usuarios', { q: 'antigo', ultimaAtividade_dias: 30, ativo: true })).toEqual(['Vendedor Antigo']);
  });

  it('filiais: Ativo, Cidade, UF and Contratante with the search', async () => {
    expect(await lista('mobileFiliais', { q: 'loja', uf: 'SP' })).toEqual(['Loja Alfa Campinas', 'Loja Beta Campinas']);
    expect(await lista('mobileFiliais', { q: 'loja', uf: 'SP', contratanteId: beta.contratanteId })).toEqual(['Loja Beta Campinas']);
    expect(await lista('mobileFiliais', { q: 'alfa', ativo: false })).toEqual(['Loja Alfa Rio']);
  });

  it('dispositivos: Plataforma, Bloqueado and last access older than N days with the search', async () => {
    expect(await lista('mobileDispositivos', { q: 'alfa', plataforma_ilike: 'android', bloqueado: false, dataUltimoAcesso_dias: 7 })).toEqual([
      'alfa-android-velho',
    ]);
    expect(await lista('mobileDispositivos', { q: 'velho', dataUltimoAcesso_dias: 7 })).toEqual(['alfa-android-velho', 'alfa-ios-velho', 'beta-android-velho']);
    expect(await lista('mobileDispositivos', { bloqueado: true })).toEqual(['alfa-android-bloqueado']);
  });

  it('keeps a partner inside its own contratante whatever the filter asks', async () => {
    expect(await lista('usuarios', { q: 'vendedor', contratanteId: beta.contratanteId }, alfa.token)).toEqual([]);
    expect(await lista('usuarios', { q: 'vendedor', ultimaAtividade_dias: 30 }, alfa.token)).toEqual(['Vendedor Antigo', 'Vendedor Inativo']);
    expect(await lista('mobileFiliais', { uf: 'SP' }, alfa.token)).toEqual(['Loja Alfa Campinas']);
    expect(await lista('mobileDispositivos', { q: 'velho', dataUltimoAcesso_dias: 7 }, beta.token)).toEqual(['beta-android-velho']);
    expect(await lista('contratantes', { uf: 'SP' }, beta.token)).toEqual(['Beta Ltda']);
  });
});

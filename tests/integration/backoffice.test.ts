import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { createFilial, createPartner, insertDevice, type Partner } from '../support/fixtures';
import { postgresUnavailable } from '../support/testDatabase';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

/** Back-office rules of docs/produto.md §5 and list behaviour of §2 not covered elsewhere, with the browser bypassed. */
describe.skipIf(postgresUnavailable())('back-office no servidor', () => {
  let t: TestApp;
  let admin: string;
  let partner: Partner;
  let filialId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
    partner = await createPartner(t, admin, 'Gama');
    await t.gql(
      'mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { id } }',
      {
        i: {
          id: partner.contratanteId,
          tipoEmpresa: 'J',
          nome: 'Gama Ltda',
          email: 'contato@gama.com.br',
          telefone: '1134567890',
          cidadeId: 3550308,
          maxFiliais: 3,
          maxDipositivos: 9,
        },
      },
      admin,
    );
    filialId = await createFilial(t, partner.token, 'Loja Gama');
  });
  afterAll(() => t?.close());

  const fieldsOf = (r: { errors?: { extensions?: { fields?: Record<string, string> } }[] }) => r.errors?.[0].extensions?.fields;

  it('password change: the current and the new password are required', async () => {
    expect(fieldsOf(await t.gql('query { usuarioValidaSenhaAtual(senhaAtual: "") }', {}, partner.token))).toEqual({ senhaAtual: MSG.senhaAtualRequerida });
    expect(fieldsOf(await t.gql('mutation { usuarioAtualizarSenha(novaSenha: "", token: "x") { token } }', {}, partner.token))).toEqual({
      novaSenha: MSG.novaSenhaRequerida,
    });
  });

  it('device: only apelido, email and telefone change, each checked; blocking is for good', async () => {
    const id = await insertDevice(t, filialId, 'dev-regras');
    const update = (input: Record<string, unknown>) =>
      t.gql<{ updateMobileDispositivo: Record<string, unknown> }>(
        'mutation($i: MobileDispositivoInput!) { updateMobileDispositivo(input: $i) { apelido email telefone uuid bloqueado } }',
        { i: { id, ...input } },
        partner.token,
      );
    expect(fieldsOf(await update({ email: 'sem-arroba', telefone: '119' }))).toEqual({ email: MSG.emailInvalido, telefone: MSG.telefoneInvalido });
    expect((await update({ apelido: ' Caixa 1 ', email: 'Caixa@Gama.com.br', telefone: '(11) 98765-4321' })).data?.updateMobileDispositivo).toEqual({
      apelido: 'Caixa 1',
      email: 'caixa@gama.com.br',
      telefone: '11987654321',
      uuid: 'dev-regras',
      bloqueado: false,
    });
    const blocked = await t.gql<{ bloqueiaMobileDispositivo: { bloqueado: boolean; ativo: boolean } }>(
      'mutation($id: Int!) { bloqueiaMobileDispositivo(id: $id) { bloqueado ativo } }',
      { id },
      partner.token,
    );
    expect(blocked.data?.bloqueiaMobileDispositivo).toEqual({ bloqueado: true, ativo: false });
    // Editing the contact data afterwards does not unblock it.
    expect((await update({ apelido: 'Outro' })).data?.updateMobileDispositivo.bloqueado).toBe(true);
  });

  it('branch device list: only Android devices not whitelisted, filtered and counted in the database', async () => {
    const filial = await createFilial(t, partner.token, 'Loja Filtro');
    await insertDevice(t, filial, 'android-1');
    await insertDevice(t, filial, 'android-2', { plataforma: 'android' });
    await insertDevice(t, filial, 'ios-1', { plataforma: 'iOS' });
    await insertDevice(t, filial, 'lista-branca', { whitelisted: 1 });
    const q = {
      where: {
        andWhere: [
          { campo: 'filialId', operador: '=', valor: String(filial) },
          { campo: 'plataforma', operador: 'ilike', valor: 'android' },
          { campo: 'whitelisted', operador: '=', valor: 'false' },
        ],
      },
      order: [{ campo: 'uuid', direcao: 'ASC' }],
    };
    const r = await t.gql<{ mobileDispositivos: { uuid: string }[]; mobileDispositivosCount: number }>(
      'query($q: QueryOptions) { mobileDispositivos(queryOptions: $q) { uuid } mobileDispositivosCount(queryOptions: $q) }',
      { q },
      partner.token,
    );
    expect(r.data).toEqual({ mobileDispositivos: [{ uuid: 'android-1' }, { uuid: 'android-2' }], mobileDispositivosCount: 2 });
  });

  it('database list: searched and sorted by the database name, paged, without any password', async () => {
    for (const database of ['vendas', 'estoque', 'financeiro']) {
      const r = await t.gql(
        'mutation($i: MobileFilialDatabaseInput!) { createUpdateMobileFilialDatabase(input: $i) { id } }',
        {
          i: { filialId, configuracao: JSON.stringify({ database, host: 'db.gama', porta: 5432, usuario: 'leitor', senha: 'Segredo#1' }) },
        },
        partner.token,
      );
      expect(r.errors).toBeUndefined();
    }
    const list = (q: Record<string, unknown>) =>
      t.gql<{ mobileFilialDatabases: { database: string; configuracao: string }[]; mobileFilialDatabasesCount: number }>(
        'query($q: QueryOptions, $c: QueryOptions) { mobileFilialDatabases(queryOptions: $q) { database configuracao } mobileFilialDatabasesCount(queryOptions: $c) }',
        { q, c: q.where ? { where: q.where } : {} },
        partner.token,
      );
    const sorted = await list({ order: [{ campo: 'database', direcao: 'DESC' }], limit: 2 });
    expect(sorted.data?.mobileFilialDatabases.map((d) => d.database)).toEqual(['vendas', 'financeiro']);
    expect(sorted.data?.mobileFilialDatabasesCount).toBe(3);
    const page2 = await list({ order: [{ campo: 'database', direcao: 'DESC' }], limit: 2, offset: 2 });
    expect(page2.data?.mobileFilialDatabases.map((d) => d.database)).toEqual(['estoque']);
    const found = await list({ where: { orWhere: [{ campo: 'database', operador: 'ilike', valor: '%FINAN%' }] } });
    expect(found.data?.mobileFilialDatabases.map((d) => d.database)).toEqual(['financeiro']);
    expect(found.data?.mobileFilialDatabasesCount).toBe(1);
    expect(JSON.stringify(sorted.data)).not.toContain('Segredo#1');
    expect(
      fieldsOf(
        await t.gql(
          'mutation($i: MobileFilialDatabaseInput!) { createUpdateMobileFilialDatabase(input: $i) { id } }',
          {
            i: { configuracao: JSON.stringify({ database: 'x', host: 'h', porta: 1, usuario: 'u', senha: 's' }) },
          },
          partner.token,
        ),
      ),
    ).toEqual({ filialId: MSG.filialRequerida });
  });

  it('home cards count the branch orders from their rows', async () => {
    const now = new Date().toISOString();
    const old = new Date(Date.now() - 3 * 86400_000).toISOString();
    const rows = (
      [
        ['a', 'integrado', now],
        ['b', 'integrado', old],
        ['c', 'pendente', now],
        ['d', 'erro', old],
        ['e', 'erro', now],
      ] as const
    ).map(([uuid, situacao, createdAt]) => ({
      filialId,
      dispositivoId: null,
      tipo: 'pedido',
      uuid,
      dados: '{}',
      situacao,
      chaveErp: null,
      erro: null,
      createdAt,
      updatedAt: createdAt,
    }));
    await t.app.db.kysely
      .insertInto('mobile_registro')
      .values([...rows, { ...rows[0], uuid: 'cliente', tipo: 'cliente' }])
      .execute();
    const response = await fetch(`${t.url}/api/v1/contratante/gerenciador-status`, { headers: { authorization: `Bearer ${partner.token}` } });
    const cards = (await response.json()) as { filialId: number }[];
    expect(cards.find((c) => c.filialId === filialId)).toEqual({
      filialId,
      nome: 'Loja Gama',
      ativo: true,
      pedidosSincronizados: 2,
      pedidosDia: 3,
      pedidosSemSincronizar: 1,
      qtdeErros: 2,
      gerenciadorConectado: false,
      versaoGerenciador: null,
      ultimoContatoGerenciador: null,
      estruturaAlterada: [],
    });
    expect((await fetch(`${t.url}/api/v1/contratante/gerenciador-status`)).status).toBe(401);
  });
});

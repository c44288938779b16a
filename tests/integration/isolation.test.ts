import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnavailable } from '../support/testDatabase';
import { createFilial, createPartner, insertDevice, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

/**
 * A partner of contratante A against every operation that exists, aimed at contratante B's rows.
 * Each case says what B's data must look like afterwards; the positive cases prove the same
 * operation works on A's own rows, so a case cannot pass by everything failing.
 */
describe.skipIf(postgresUnavailable())('isolamento entre contratantes', () => {
  let t: TestApp;
  let admin: string;
  let a: Partner;
  let b: Partner;
  let filialA: number;
  let filialB: number;
  let deviceB: number;
  let databaseB: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
    a = await createPartner(t, admin, 'Alfa');
    b = await createPartner(t, admin, 'Beta');
    filialA = await createFilial(t, a.token, 'Filial Alfa');
    filialB = await createFilial(t, b.token, 'Filial Beta');
    deviceB = await insertDevice(t, filialB, 'device-beta');
    await insertDevice(t, filialA, 'device-alfa');
    const db = await t.gql<{ createUpdateMobileFilialDatabase: { id: number } }>(
      'mutation($i: MobileFilialDatabaseInput!) { createUpdateMobileFilialDatabase(input: $i) { id } }',
      { i: { filialId: filialB, configuracao: JSON.stringify({ database: 'erp', host: 'h', porta: 3306, usuario: 'u', senha: 's' }) } },
      b.token,
    );
    databaseB = db.data!.createUpdateMobileFilialDatabase.id;
    await t.gql(
      'mutation($i: MobileFilialDatabaseInput!) { createUpdateMobileFilialDatabase(input: $i) { id } }',
      { i: { filialId: filialA, configuracao: JSON.stringify({ database: 'erp', host: 'h', porta: 3306, usuario: 'u', senha: 's' }) } },
      a.token,
    );
  });
  afterAll(() => t?.close());

  const userOfB = async () => (await t.app.db.kysely.selectFrom('usuario').selectAll().where('id', '=', b.usuarioId).executeTakeFirst()) ?? null;
  const contratanteB = async () => (await t.app.db.kysely.selectFrom('contratante').selectAll().where('id', '=', b.contratanteId).executeTakeFirst()) ?? null;

  type Case = { name: string; run: () => Promise<void> };
  const cases: Case[] = [
    {
      // A page past the first is found by its ids first (services/crud.ts): the ability bounds that step too.
      name: 'a deep page of the audit trail holds only its own contratante, and as many rows as its own trail has past the offset',
      run: async () => {
        const q = 'query($q: QueryOptions) { auditorias(queryOptions: $q) { id contratanteId } auditoriasCount(queryOptions: $q) }';
        const r = await t.gql<{ auditorias: { id: number; contratanteId: number }[]; auditoriasCount: number }>(q, { q: { limit: 100, offset: 1 } }, a.token);
        expect(r.data!.auditoriasCount).toBeGreaterThan(1);
        expect(r.data!.auditorias).toHaveLength(r.data!.auditoriasCount - 1);
        expect(r.data!.auditorias.every((e) => e.contratanteId === a.contratanteId)).toBe(true);
      },
    },
    {
      name: 'usuarios lists only its own contratante',
      run: async () => {
        const r = await t.gql<{ usuarios: { contratanteId: number }[] }>('{ usuarios { contratanteId } }', {}, a.token);
        expect(r.data!.usuarios.length).toBeGreaterThan(0);
        expect(r.data!.usuarios.every((u) => u.contratanteId === a.contratanteId)).toBe(true);
      },
    },
    {
      name: 'usuarios filtered by B’s contratanteId returns nothing',
      run: async () => {
        const r = await t.gql(
          'query($q: QueryOptions) { usuarios(queryOptions: $q) { id } usuariosCount(queryOptions: $q) }',
          {
            q: { where: { andWhere: [{ campo: 'contratanteId', operador: '=', valor: String(b.contratanteId) }] } },
          },
          a.token,
        );
        expect(r.data).toEqual({ usuarios: [], usuariosCount: 0 });
      },
    },
    {
      name: 'usuariosCount counts only its own',
      run: async () => {
        const own = await t.app.db.kysely.selectFrom('usuario').select('id').where('contratanteId', '=', a.contratanteId).execute();
        const r = await t.gql<{ usuariosCount: number }>('{ usuariosCount }', {}, a.token);
        expect(r.data!.usuariosCount).toBe(own.length);
      },
    },
    {
      name: 'usuario(id) of B reads null, its own reads',
      run: async () => {
        expect((await t.gql('query($id: Int!) { usuario(id: $id) { email } }', { id: b.usuarioId }, a.token)).data).toEqual({ usuario: null });
        expect((await t.gql('query($id: Int!) { usuario(id: $id) { email } }', { id: a.usuarioId }, a.token)).data).toEqual({ usuario: { email: a.email } });
      },
    },
    {
      name: 'updateUsuario on B changes nothing',
      run: async () => {
        const before = await userOfB();
        const r = await t.gql('mutation($id: Int!) { updateUsuario(id: $id, input: { nome: "Invadido", ativo: false }) { id } }', { id: b.usuarioId }, a.token);
        expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
        expect(await userOfB()).toEqual(before);
      },
    },
    {
      name: 'deleteUsuario on B deletes nothing',
      run: async () => {
        const r = await t.gql('mutation($id: Int!) { deleteUsuario(id: $id) }', { id: b.usuarioId }, a.token);
        expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
        expect(await userOfB()).not.toBeNull();
      },
    },
    {
      name: 'createUsuario naming B creates the user in its own contratante',
      run: async () => {
        const r = await t.gql<{ createUsuario: { contratanteId: number } }>(
          'mutation($i: UsuarioInput!) { createUsuario(input: $i) { contratanteId } }',
          { i: { nome: 'Novo', email: 'novo@alfa.com.br', password: 'Senha#123', passwordConfirmacao: 'Senha#123', contratanteId: b.contratanteId } },
          a.token,
        );
        expect(r.data?.createUsuario.contratanteId).toBe(a.contratanteId);
        const inB = await t.app.db.kysely.selectFrom('usuario').select('email').where('contratanteId', '=', b.contratanteId).execute();
        expect(inB.map((u) => u.email)).not.toContain('novo@alfa.com.br');
      },
    },
    {
      name: 'contratantes and contratantesCount show only its own',
      run: async () => {
        const r = await t.gql<{ contratantes: { id: number }[]; contratantesCount: number }>('{ contratantes { id } contratantesCount }', {}, a.token);
        expect(r.data).toEqual({ contratantes: [{ id: a.contratanteId }], contratantesCount: 1 });
      },
    },
    {
      name: 'contratante(id) of B reads null',
      run: async () => {
        expect((await t.gql('query($id: Int!) { contratante(id: $id) { nome } }', { id: b.contratanteId }, a.token)).data).toEqual({ contratante: null });
        expect((await t.gql('query($id: Int!) { contratante(id: $id) { nome } }', { id: a.contratanteId }, a.token)).data).toEqual({
          contratante: { nome: 'Alfa Ltda' },
        });
      },
    },
    {
      name: 'createUpdateContratante on B changes nothing',
      run: async () => {
        const before = await contratanteB();
        const r = await t.gql(
          'mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { id } }',
          {
            i: { id: b.contratanteId, tipoEmpresa: 'J', nome: 'Invadido', email: 'x@x.com.br', telefone: '1134567890', cidadeId: 3550308, maxFiliais: 99 },
          },
          a.token,
        );
        expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
        expect(await contratanteB()).toEqual(before);
      },
    },
    {
      name: 'createUpdateContratante on its own cannot raise its limits',
      run: async () => {
        const r = await t.gql<{ createUpdateContratante: { nome: string; maxFiliais: number } }>(
          'mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { nome maxFiliais } }',
          {
            i: {
              id: a.contratanteId,
              tipoEmpresa: 'J',
              nome: 'Alfa Ltda',
              email: 'contato@alfa.com.br',
              telefone: '1134567890',
              cidadeId: 3550308,
              maxFiliais: 99,
            },
          },
          a.token,
        );
        expect(r.data?.createUpdateContratante).toEqual({ nome: 'Alfa Ltda', maxFiliais: 1 });
      },
    },
    {
      name: 'createUpdateContratante cannot create a new contratante',
      run: async () => {
        const r = await t.gql(
          'mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { id } }',
          {
            i: { tipoEmpresa: 'F', docFederal: '52998224725', nome: 'Outro', email: 'o@o.com.br', telefone: '1134567890', cidadeId: 3550308 },
          },
          a.token,
        );
        expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect(await t.app.db.kysely.selectFrom('contratante').select('id').where('docFederal', '=', '52998224725').executeTakeFirst()).toBeUndefined();
      },
    },
    {
      name: 'deleteContratante on B deletes nothing',
      run: async () => {
        const r = await t.gql('mutation($id: Int!) { deleteContratante(id: $id) }', { id: b.contratanteId }, a.token);
        expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
        expect(await contratanteB()).not.toBeNull();
      },
    },
    ...[
      ['mobileFiliais', '{ r: mobileFiliais { contratanteId } }'],
      ['mobileDispositivos', '{ r: mobileDispositivos { filialId } }'],
      ['mobileFilialDatabases', '{ r: mobileFilialDatabases { filialId } }'],
    ].map(([name, query]) => ({
      name: `${name} lists only its own branch's rows`,
      run: async () => {
        const r = await t.gql<{ r: { contratanteId?: number; filialId?: number }[] }>(query, {}, a.token);
        expect(r.data!.r.length).toBeGreaterThan(0);
        expect(r.data!.r.every((x) => (x.contratanteId ?? a.contratanteId) === a.contratanteId && (x.filialId ?? filialA) === filialA)).toBe(true);
      },
    })),
    ...[
      ['mobileFiliaisCount', 1],
      ['mobileDispositivosCount', 1],
      ['mobileFilialDatabasesCount', 1],
    ].map(([name, expected]) => ({
      name: `${name} counts only its own`,
      run: async () => expect((await t.gql(`{ c: ${name} }`, {}, a.token)).data).toEqual({ c: expected }),
    })),
    {
      name: 'contratanteUsuarios and contratanteMobileFiliais of B are empty',
      run: async () => {
        const r = await t.gql(
          'query($c: Int!) { contratanteUsuarios(contratanteId: $c) { id } contratanteMobileFiliais(contratanteId: $c) { id } }',
          { c: b.contratanteId },
          a.token,
        );
        expect(r.data).toEqual({ contratanteUsuarios: [], contratanteMobileFiliais: [] });
      },
    },
    {
      name: 'single reads of B’s branch, device and database are null',
      run: async () => {
        const r = await t.gql(
          'query($f: Int!, $d: Int!, $b: Int!) { mobileFilial(id: $f) { id } mobileDispositivo(id: $d) { id } mobileFilialDatabase(id: $b) { id } }',
          { f: filialB, d: deviceB, b: databaseB },
          a.token,
        );
        expect(r.data).toEqual({ mobileFilial: null, mobileDispositivo: null, mobileFilialDatabase: null });
      },
    },
    {
      name: 'createUpdatMobileFilial on B’s branch changes nothing; a new branch lands in its own contratante',
      run: async () => {
        const before = await t.app.db.kysely.selectFrom('mobile_filial').selectAll().where('id', '=', filialB).executeTakeFirst();
        const r = await t.gql(
          'mutation($i: MobileFilialInput!) { createUpdatMobileFilial(input: $i) { id } }',
          { i: { id: filialB, nome: 'Invadida', tipoDocFederal: 'J', docFederal: '11222333000181' } },
          a.token,
        );
        expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
        expect(await t.app.db.kysely.selectFrom('mobile_filial').selectAll().where('id', '=', filialB).executeTakeFirst()).toEqual(before);
        const inB = await t.gql(
          'mutation($i: MobileFilialInput!) { createUpdatMobileFilial(input: $i) { id } }',
          { i: { contratanteId: b.contratanteId, nome: 'Nova', tipoDocFederal: 'J', docFederal: '11222333000181' } },
          a.token,
        );
        // A has one branch already and maxFiliais 1: refused by the limit, and never counted against B.
        expect(inB.errors?.[0].message).toBe('O contratante já atingiu o limite de 1 filial(is).');
        expect(await t.app.db.kysely.selectFrom('mobile_filial').select('id').where('contratanteId', '=', b.contratanteId).execute()).toHaveLength(1);
      },
    },
    {
      name: 'deleteMobileFilial, bloqueiaMobileDispositivo, updateMobileDispositivo, deleteMobileFilialDatabase on B do nothing',
      run: async () => {
        const calls: [string, Record<string, unknown>][] = [
          ['mutation($id: Int!) { deleteMobileFilial(id: $id) }', { id: filialB }],
          ['mutation($id: Int!) { bloqueiaMobileDispositivo(id: $id) { id } }', { id: deviceB }],
          ['mutation($id: Int!) { updateMobileDispositivo(input: { id: $id, apelido: "x" }) { id } }', { id: deviceB }],
          ['mutation($id: Int!) { deleteMobileFilialDatabase(id: $id) }', { id: databaseB }],
          ['mutation($i: MobileFilialDatabaseInput!) { createUpdateMobileFilialDatabase(input: $i) { id } }', { i: { id: databaseB, configuracao: '{}' } }],
          [
            'mutation($i: MobileFilialDatabaseInput!) { createUpdateMobileFilialDatabase(input: $i) { id } }',
            { i: { filialId: filialB, configuracao: JSON.stringify({ database: 'x', host: 'h', porta: 1, usuario: 'u', senha: 's' }) } },
          ],
        ];
        for (const [query, variables] of calls) {
          const r = await t.gql(query, variables, a.token);
          expect(['NOT_FOUND', 'FORBIDDEN'], query).toContain(r.errors?.[0].extensions?.code);
        }
        const device = await t.app.db.kysely.selectFrom('mobile_dispositivo').selectAll().where('id', '=', deviceB).executeTakeFirstOrThrow();
        expect(device).toMatchObject({ bloqueado: 0, apelido: null });
        expect(await t.app.db.kysely.selectFrom('mobile_filial').select('id').where('id', '=', filialB).executeTakeFirst()).toBeTruthy();
        expect(await t.app.db.kysely.selectFrom('mobile_filial_database').select('id').where('filialId', '=', filialB).execute()).toHaveLength(1);
      },
    },
    {
      name: 'the home cards show only its own branches',
      run: async () => {
        const response = await fetch(`${t.url}/api/v1/contratante/gerenciador-status`, { headers: { authorization: `Bearer ${a.token}` } });
        expect(await response.json()).toEqual([
          {
            filialId: filialA,
            nome: 'Filial Alfa',
            ativo: true,
            pedidosSincronizados: 0,
            pedidosDia: 0,
            pedidosSemSincronizar: 0,
            qtdeErros: 0,
            gerenciadorConectado: false,
            versaoGerenciador: null,
            ultimoContatoGerenciador: null,
            estruturaAlterada: [],
          },
        ]);
      },
    },
    ...[
      ['filialGerenciadorDescobrirTabelas', 'query($a: String!) { r: filialGerenciadorDescobrirTabelas(identificadorApp: $a) { status msg } }', {}],
      [
        'filialGerenciadorPrevisualizar',
        'query($a: String!, $c: String!) { r: filialGerenciadorPrevisualizar(identificadorApp: $a, tipo: "configuracaoDadosProduto", configuracao: $c) { status msg } }',
        { c: JSON.stringify({ dados: { select: 'SELECT codigo FROM produtos' }, mapeamento: {} }) },
      ],
      [
        'filialGerenciadorTestarInsert',
        'query($a: String!, $c: String!) { r: filialGerenciadorTestarInsert(identificadorApp: $a, tipo: "configuracaoDadosInsertPedido", configuracao: $c) { status msg } }',
        { c: JSON.stringify({ dados: { insert: [] }, mapeamento: {} }) },
      ],
    ].map(([name, query, variables]) => ({
      name: `${name as string} on B’s branch is refused; on its own it reaches the (absent) agent`,
      run: async () => {
        const identificador = async (id: number) =>
          (await t.app.db.kysely.selectFrom('mobile_filial').select('identificadorApp').where('id', '=', id).executeTakeFirstOrThrow()).identificadorApp;
        const deB = await t.gql(query as string, { a: await identificador(filialB), ...(variables as object) }, a.token);
        expect(deB.errors?.[0].extensions?.code).toBe('NOT_FOUND');
        expect(deB.data).toBeNull();
        const deA = await t.gql(query as string, { a: await identificador(filialA), ...(variables as object) }, a.token);
        expect(deA.data).toEqual({ r: { status: false, msg: 'O gerenciador do Cliente esta desconectado.' } });
      },
    })),
    {
      name: 'filialGerenciadorExecucoes and filialGerenciadorExecucaoFalhasCsv of B are refused; its own answer',
      run: async () => {
        const identificador = async (id: number) =>
          (await t.app.db.kysely.selectFrom('mobile_filial').select('identificadorApp').where('id', '=', id).executeTakeFirstOrThrow()).identificadorApp;
        const execucao = (filialId: number) =>
          t.app.db.kysely
            .insertInto('sync_historico')
            .values({
              filialId,
              tipo: 'configuracaoDadosProduto',
              dtInicio: new Date().toISOString(),
              dtFim: new Date().toISOString(),
              modo: 'alterados',
              lidos: 1,
              enviados: 0,
              removidos: 0,
              resultado: 'falha',
              retomada: 0,
              msg: null,
              erro: null,
              falhas: 1,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        const deB = await execucao(filialB);
        const deA = await execucao(filialA);
        const [idA, idB] = [await identificador(filialA), await identificador(filialB)];
        const listar = 'query($a: String!) { r: filialGerenciadorExecucoes(identificadorApp: $a) { total execucoes { id } } }';
        const csv = 'query($a: String!, $id: Int!) { r: filialGerenciadorExecucaoFalhasCsv(identificadorApp: $a, id: $id) { nome } }';
        expect((await t.gql(listar, { a: idB }, a.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
        expect((await t.gql(csv, { a: idB, id: deB.id }, a.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
        // B's run asked through A's own branch is not found either.
        expect((await t.gql(csv, { a: idA, id: deB.id }, a.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
        expect((await t.gql(listar, { a: idA }, a.token)).data).toEqual({ r: { total: 1, execucoes: [{ id: deA.id }] } });
        expect((await t.gql<{ r: { nome: string } }>(csv, { a: idA, id: deA.id }, a.token)).data?.r.nome).toMatch(/^falhas-configuracao_dados_produto-/);
      },
    },
    {
      name: 'filialGerenciadorRegistros of B is refused; its own lists only its records',
      run: async () => {
        const identificador = async (id: number) =>
          (await t.app.db.kysely.selectFrom('mobile_filial').select('identificadorApp').where('id', '=', id).executeTakeFirstOrThrow()).identificadorApp;
        const agora = new Date().toISOString();
        for (const [filialId, uuid] of [
          [filialA, 'reg-a'],
          [filialB, 'reg-b'],
        ] as const) {
          await t.app.db.kysely
            .insertInto('mobile_registro')
            .values({
              filialId,
              dispositivoId: null,
              tipo: 'pedido',
              uuid,
              dados: '{}',
              situacao: 'erro',
              chaveErp: null,
              erro: 'x',
              usuarioIdentificador: null,
              createdAt: agora,
              updatedAt: agora,
            })
            .execute();
        }
        const listar = 'query($a: String!) { r: filialGerenciadorRegistros(identificadorApp: $a) { total registros { uuid } } }';
        const deB = await t.gql(listar, { a: await identificador(filialB) }, a.token);
        expect(deB.errors?.[0].extensions?.code).toBe('NOT_FOUND');
        expect((await t.gql(listar, { a: await identificador(filialA) }, a.token)).data).toEqual({ r: { total: 1, registros: [{ uuid: 'reg-a' }] } });
      },
    },
    {
      // The fleet's SQL takes the permission's scope (services/frotaSql.ts): B's rows are never selected.
      name: 'the fleet home lists, counts and charts only its own branches; B’s contratante as a filter gives nothing',
      run: async () => {
        const agora = new Date().toISOString();
        for (const filialId of [filialA, filialB, filialB]) {
          await t.app.db.kysely
            .insertInto('mobile_registro')
            .values({
              filialId,
              dispositivoId: null,
              tipo: 'pedido',
              uuid: `frota-${filialId}-${Math.random()}`,
              dados: '{}',
              situacao: 'pendente',
              chaveErp: null,
              erro: null,
              usuarioIdentificador: null,
              createdAt: agora,
              updatedAt: agora,
            })
            .execute();
        }
        const lista = 'query($q: QueryOptions) { gerenciadoresFrota(queryOptions: $q) { id contratanteId } gerenciadoresFrotaCount(queryOptions: $q) }';
        const contadores = 'query($c: Int) { gerenciadoresFrotaContadores(contratanteId: $c) { filiais registrosErroTotal } }';
        const graficos = 'query($c: Int) { gerenciadoresFrotaGraficos(contratanteId: $c) { pedidosRecebidos } }';
        const recebidos = async (token: string, c?: number) =>
          (await t.gql<{ gerenciadoresFrotaGraficos: { pedidosRecebidos: number }[] }>(graficos, { c }, token)).data!.gerenciadoresFrotaGraficos.reduce(
            (s, d) => s + d.pedidosRecebidos,
            0,
          );
        const pedidosDe = async (filialId: number) =>
          (await t.app.db.kysely.selectFrom('mobile_registro').select('id').where('filialId', '=', filialId).where('tipo', '=', 'pedido').execute()).length;

        const proprias = await t.gql<{ gerenciadoresFrota: { id: number; contratanteId: number }[]; gerenciadoresFrotaCount: number }>(
          lista,
          { q: { limit: 40 } },
          a.token,
        );
        expect(proprias.data!.gerenciadoresFrota).toEqual([{ id: filialA, contratanteId: a.contratanteId }]);
        expect(proprias.data!.gerenciadoresFrotaCount).toBe(1);
        const deB = await t.gql(lista, { q: { where: { andWhere: [{ campo: 'contratanteId', operador: '=', valor: String(b.contratanteId) }] } } }, a.token);
        expect(deB.data).toEqual({ gerenciadoresFrota: [], gerenciadoresFrotaCount: 0 });
        expect((await t.gql(contadores, { c: b.contratanteId }, a.token)).data).toEqual({
          gerenciadoresFrotaContadores: { filiais: 0, registrosErroTotal: 0 },
        });
        expect(await recebidos(a.token, b.contratanteId)).toBe(0);
        expect((await t.gql<{ gerenciadoresFrotaContadores: { filiais: number } }>(contadores, {}, a.token)).data!.gerenciadoresFrotaContadores.filiais).toBe(
          1,
        );
        expect(await recebidos(a.token)).toBe(await pedidosDe(filialA));
        // Positive controls: the provider administrator sees both, and B's orders are there to be seen.
        const todas = await t.gql<{ gerenciadoresFrota: { id: number }[] }>(lista, { q: { limit: 40 } }, admin);
        expect(todas.data!.gerenciadoresFrota.map((f) => f.id).sort()).toEqual([filialA, filialB].sort());
        expect(await recebidos(admin)).toBe((await pedidosDe(filialA)) + (await pedidosDe(filialB)));
        expect(await recebidos(admin, b.contratanteId)).toBe(await pedidosDe(filialB));
      },
    },
  ];

  it.each(cases)('partner: $name', async ({ run }) => run());

  it('the provider administrator sees both contratantes', async () => {
    const r = await t.gql<{ contratantesCount: number }>('{ contratantesCount }', {}, admin);
    expect(r.data!.contratantesCount).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuracaoPadrao } from '../../common/catalogo';
import { conectarAgente } from '../support/agenteFalso';
import { createFilial, createPartner, insertDevice, type Partner } from '../support/fixtures';
import { postgresUnavailable } from '../support/testDatabase';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

interface Entrada {
  id: number;
  quando: string;
  usuarioId: number | null;
  usuarioNome: string | null;
  usuarioEmail: string | null;
  endereco: string | null;
  acao: string;
  entidade: string;
  entidadeId: string | null;
  entidadeNome: string | null;
  contratanteId: number | null;
  antes: string | null;
  depois: string | null;
}

const CAMPOS = 'id quando usuarioId usuarioNome usuarioEmail endereco acao entidade entidadeId entidadeNome contratanteId antes depois';
const LISTA = `query($q: QueryOptions) { auditorias(queryOptions: $q) { ${CAMPOS} } auditoriasCount(queryOptions: $q) }`;
const onde = (...itens: [string, string, string][]) => ({ where: { andWhere: itens.map(([campo, operador, valor]) => ({ campo, operador, valor })) } });

/** Secrets the changes below carry: none may reach an audit row. */
const SENHA_USUARIO = 'Usuario#Secreto731';
const SENHA_BANCO = 'Banco#Secreto482';
const SENHA_BANCO_NOVA = 'Banco#Trocado913';
const SENHA_ERP = 'Erp#Secreto264';

/**
 * The audit trail (docs/produto.md §2): each kind of change made through the back-office and the manager
 * area leaves one entry with who, when, from where, what, and only the changed fields; never a
 * password or a token; a partner reads only its own contratante's entries.
 */
describe.skipIf(postgresUnavailable())('auditoria', () => {
  let t: TestApp;
  let admin: string;
  let a: Partner;
  let b: Partner;
  let filialA: number;
  let tokenAgente = '';

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
    a = await createPartner(t, admin, 'Auditada');
    b = await createPartner(t, admin, 'Vizinha');
    filialA = await createFilial(t, a.token, 'Filial Auditada');
    await createFilial(t, b.token, 'Filial Vizinha');
  });
  afterAll(() => t?.close());

  const ok = async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, token: string) => {
    const r = await t.gql<T>(query, variables, token);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data!;
  };
  const todas = async () => t.app.db.kysely.selectFrom('auditoria').selectAll().orderBy('id').execute();
  const ultima = async (acao: string, entidade: string) => {
    const linhas = (await todas()).filter((e) => e.acao === acao && e.entidade === entidade);
    expect(linhas.length, `${acao} ${entidade}`).toBeGreaterThan(0);
    const e = linhas.at(-1)!;
    return { ...e, antes: e.antes ? JSON.parse(e.antes) : null, depois: e.depois ? JSON.parse(e.depois) : null };
  };

  it('records the creations of the back-office with author, address and the record', async () => {
    const contratante = await ultima('criar', 'contratante');
    expect(contratante).toMatchObject({
      usuarioEmail: ADMIN.email,
      entidadeId: String(b.contratanteId),
      entidadeNome: 'Vizinha Ltda',
      contratanteId: b.contratanteId,
    });
    expect(contratante.usuarioId).toEqual(expect.any(Number));
    expect(contratante.endereco).toMatch(/127\.0\.0\.1/);
    expect(contratante.depois).toMatchObject({ nome: 'Vizinha Ltda', ativo: true });
    expect(await ultima('criar', 'filial')).toMatchObject({ usuarioEmail: b.email, entidadeNome: 'Filial Vizinha', contratanteId: b.contratanteId });
    const usuario = await ultima('criar', 'usuario');
    expect(usuario).toMatchObject({ usuarioEmail: ADMIN.email, entidadeNome: 'Admin Vizinha', contratanteId: b.contratanteId });
    expect(usuario.depois).toMatchObject({ email: b.email });
  });

  it('records an update with only the changed fields, a deactivation and an activation', async () => {
    await ok(
      'mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { id } }',
      {
        i: {
          id: a.contratanteId,
          tipoEmpresa: 'J',
          nome: 'Auditada Renomeada Ltda',
          email: 'contato@auditada.com.br',
          telefone: '1134567890',
          cidadeId: 3550308,
        },
      },
      admin,
    );
    const alteracao = await ultima('alterar', 'contratante');
    expect(alteracao).toMatchObject({
      entidadeId: String(a.contratanteId),
      entidadeNome: 'Auditada Renomeada Ltda',
      contratanteId: a.contratanteId,
      usuarioEmail: ADMIN.email,
    });
    expect(alteracao.antes).toEqual({ nome: 'Auditada Ltda' });
    expect(alteracao.depois).toEqual({ nome: 'Auditada Renomeada Ltda' });

    const criado = await ok<{ createUsuario: { id: number } }>(
      'mutation($i: UsuarioInput!) { createUsuario(input: $i) { id } }',
      {
        i: { nome: 'Vendedor Auditado', email: 'vendedor@auditada.com.br', password: SENHA_USUARIO, passwordConfirmacao: SENHA_USUARIO },
      },
      a.token,
    );
    const id = criado.createUsuario.id;
    expect(await ultima('criar', 'usuario')).toMatchObject({
      entidadeId: String(id),
      usuarioEmail: a.email,
      usuarioNome: 'Admin Auditada',
      contratanteId: a.contratanteId,
    });
    await ok(
      'mutation($id: Int!, $i: UsuarioUpdateInput!) { updateUsuario(id: $id, input: $i) { id } }',
      { id, i: { nome: 'Vendedor Renomeado', telefone: '11987654321' } },
      a.token,
    );
    const usuario = await ultima('alterar', 'usuario');
    expect(usuario.antes).toEqual({ nome: 'Vendedor Auditado', telefone: null });
    expect(usuario.depois).toEqual({ nome: 'Vendedor Renomeado', telefone: '11987654321' });
    await ok('mutation($id: Int!, $i: UsuarioUpdateInput!) { updateUsuario(id: $id, input: $i) { id } }', { id, i: { ativo: false } }, a.token);
    expect(await ultima('inativar', 'usuario')).toMatchObject({ entidadeId: String(id), antes: { ativo: true }, depois: { ativo: false } });
    await ok('mutation($id: Int!, $i: UsuarioUpdateInput!) { updateUsuario(id: $id, input: $i) { id } }', { id, i: { ativo: true } }, a.token);
    expect(await ultima('ativar', 'usuario')).toMatchObject({ entidadeId: String(id), antes: { ativo: false }, depois: { ativo: true } });
    const antes = (await todas()).length;
    await ok('mutation($id: Int!, $i: UsuarioUpdateInput!) { updateUsuario(id: $id, input: $i) { id } }', { id, i: { nome: 'Vendedor Renomeado' } }, a.token);
    expect((await todas()).length, 'a save that changes nothing records nothing').toBe(antes);
    await ok('mutation($id: Int!) { deleteUsuario(id: $id) }', { id }, a.token);
    expect(await ultima('remover', 'usuario')).toMatchObject({ entidadeId: String(id), entidadeNome: 'Vendedor Renomeado', contratanteId: a.contratanteId });
  });

  it('records branches, devices and databases, the password of a database left out', async () => {
    await ok(
      'mutation($i: MobileFilialInput!) { createUpdatMobileFilial(input: $i) { id } }',
      {
        i: { id: filialA, nome: 'Filial Auditada Centro', tipoDocFederal: 'J', docFederal: '11222333000181', ativo: true },
      },
      a.token,
    );
    expect(await ultima('alterar', 'filial')).toMatchObject({
      entidadeId: String(filialA),
      antes: { nome: 'Filial Auditada' },
      depois: { nome: 'Filial Auditada Centro' },
    });

    const dispositivo = await insertDevice(t, filialA, 'uuid-auditado');
    await ok(
      'mutation($i: MobileDispositivoInput!) { updateMobileDispositivo(input: $i) { id } }',
      { i: { id: dispositivo, apelido: 'Tablet do balcão' } },
      a.token,
    );
    expect(await ultima('alterar', 'dispositivo')).toMatchObject({
      entidadeId: String(dispositivo),
      entidadeNome: 'Tablet do balcão',
      contratanteId: a.contratanteId,
      depois: { apelido: 'Tablet do balcão' },
    });
    await ok('mutation($id: Int!) { bloqueiaMobileDispositivo(id: $id) { id } }', { id: dispositivo }, a.token);
    expect(await ultima('bloquear', 'dispositivo')).toMatchObject({
      entidadeId: String(dispositivo),
      antes: { bloqueado: false },
      depois: { bloqueado: true },
    });

    const config = (senha: string, host = 'erp.local') => JSON.stringify({ database: 'erp', host, porta: 3306, usuario: 'erp', senha });
    const db = await ok<{ createUpdateMobileFilialDatabase: { id: number } }>(
      'mutation($i: MobileFilialDatabaseInput!) { createUpdateMobileFilialDatabase(input: $i) { id } }',
      { i: { filialId: filialA, configuracao: config(SENHA_BANCO) } },
      a.token,
    );
    const dbId = db.createUpdateMobileFilialDatabase.id;
    expect(await ultima('criar', 'database')).toMatchObject({
      entidadeId: String(dbId),
      entidadeNome: 'erp',
      depois: { database: 'erp', host: 'erp.local', usuario: 'erp' },
    });
    await ok(
      'mutation($i: MobileFilialDatabaseInput!) { createUpdateMobileFilialDatabase(input: $i) { id } }',
      { i: { id: dbId, filialId: filialA, configuracao: config(SENHA_BANCO_NOVA, 'erp2.local'), ativa: false } },
      a.token,
    );
    expect(await ultima('inativar', 'database')).toMatchObject({ antes: { host: 'erp.local', ativa: true }, depois: { host: 'erp2.local', ativa: false } });
    await ok('mutation($id: Int!) { deleteMobileFilialDatabase(id: $id) }', { id: dbId }, a.token);
    expect(await ultima('remover', 'database')).toMatchObject({ entidadeId: String(dbId), contratanteId: a.contratanteId });
  });

  it('records the manager area: configuration, token, sync, clearing and the queue of records', async () => {
    const filial = await t.app.db.kysely.selectFrom('mobile_filial').select('identificadorApp').where('id', '=', filialA).executeTakeFirstOrThrow();
    const app = filial.identificadorApp;
    await ok(
      'mutation($i: MobileFilialConfiguracaoInput!) { createUpdateMobileFilialConfiguracao(input: $i) { id } }',
      {
        i: {
          filialId: filialA,
          tipo: 'configuracaoIntegracao',
          dados: JSON.stringify({
            ...configuracaoPadrao('configuracaoIntegracao').dados,
            tipoIntegracao: 'postgres',
            database: 'erp',
            username: 'erp',
            password: SENHA_ERP,
            hostname: 'db',
            porta: 5432,
          }),
        },
      },
      a.token,
    );
    const salva = await ultima('configuracaoSalva', 'filial');
    expect(salva).toMatchObject({ entidadeId: String(filialA), entidadeNome: 'Filial Auditada Centro', contratanteId: a.contratanteId, usuarioEmail: a.email });
    expect(salva.depois).toMatchObject({ tipo: 'configuracaoIntegracao', tipoIntegracao: 'postgres', hostname: 'db' });
    await ok(
      'mutation($f: Int!, $t: String!) { limparMobileFilialConfiguracao(filialId: $f, tipo: $t) { id } }',
      { f: filialA, t: 'configuracaoDadosProduto' },
      a.token,
    );
    expect(await ultima('configuracaoLimpa', 'filial')).toMatchObject({ depois: { tipo: 'configuracaoDadosProduto' } });

    tokenAgente = (await ok<{ gerarTokenGerenciador: string }>('mutation($f: Int!) { gerarTokenGerenciador(filialId: $f) }', { f: filialA }, a.token))
      .gerarTokenGerenciador;
    expect(await ultima('tokenGerado', 'filial')).toMatchObject({ entidadeId: String(filialA), usuarioEmail: a.email, antes: null, depois: null });

    const agente = await conectarAgente(t.url, tokenAgente, (m) =>
      m.type === 'configuracaoAlterada' || m.type === 'registrosPendentes' ? undefined : { status: true },
    );
    try {
      const status = 'query($a: String!) { filialGerenciadorStatus(identificadorApp: $a) { status } }';
      for (
        let i = 0;
        i < 100 && !(await ok<{ filialGerenciadorStatus: { status: boolean } }>(status, { a: app }, a.token)).filialGerenciadorStatus.status;
        i++
      ) {
        await new Promise((r) => setTimeout(r, 20));
      }
      const sync = await ok<{ filialGerenciadorSincronizar: { status: boolean } }>(
        'query($a: String!, $d: SincronizarInput!) { filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status } }',
        { a: app, d: { tipo: 'configuracaoDadosProduto', reenviarTodos: true } },
        a.token,
      );
      expect(sync.filialGerenciadorSincronizar.status).toBe(true);
      expect(await ultima('sincronizacaoIniciada', 'filial')).toMatchObject({ depois: { tipo: 'configuracaoDadosProduto', reenviarTodos: true } });
      await ok(
        'query($a: String!, $t: String!) { filialGerenciadorSincronizarCancelar(identificadorApp: $a, tipo: $t) { status } }',
        { a: app, t: 'configuracaoDadosProduto' },
        a.token,
      );
      expect(await ultima('sincronizacaoCancelada', 'filial')).toMatchObject({ depois: { tipo: 'configuracaoDadosProduto' } });
    } finally {
      agente.socket.close();
    }
    await ok(
      'mutation($a: String!, $t: String!) { filialGerenciadorLimparDadosSite(identificadorApp: $a, tipo: $t) { status } }',
      { a: app, t: 'configuracaoDadosProduto' },
      a.token,
    );
    expect(await ultima('dadosLimpos', 'filial')).toMatchObject({ depois: { tipo: 'configuracaoDadosProduto' } });

    const registros = t.app.services.registrosApp;
    const comErro = async (uuid: string) => {
      const { registro } = await registros.registrar({
        filialId: filialA,
        dispositivoId: null,
        tipo: 'pedido',
        uuid,
        dados: { numero: 1 },
        usuarioIdentificador: null,
      });
      await registros.marcarErro(filialA, registro.id, { erro: 'Falha ao gravar o registro no ERP.' });
    };
    const fila = (nome: string) => `mutation($a: String!, $t: String!, $u: String!) { ${nome}(identificadorApp: $a, tipo: $t, uuid: $u) { status } }`;
    await comErro('pedido-auditado-1');
    await ok(fila('filialGerenciadorRegistroReenviar'), { a: app, t: 'configuracaoDadosInsertPedido', u: 'pedido-auditado-1' }, a.token);
    expect(await ultima('registrosReenviados', 'filial')).toMatchObject({
      depois: { tipo: 'configuracaoDadosInsertPedido', uuid: 'pedido-auditado-1', quantidade: 1 },
    });
    await comErro('pedido-auditado-2');
    await ok(fila('filialGerenciadorRegistroDescartar'), { a: app, t: 'configuracaoDadosInsertPedido', u: 'pedido-auditado-2' }, a.token);
    expect(await ultima('registrosDescartados', 'filial')).toMatchObject({
      depois: { tipo: 'configuracaoDadosInsertPedido', uuid: 'pedido-auditado-2', quantidade: 1 },
    });
  });

  it('records the removal of a contratante with everything under it', async () => {
    const c = await createPartner(t, admin, 'Removida');
    await ok('mutation($id: Int!, $n: String) { deleteContratante(id: $id, confirmacaoNome: $n) }', { id: c.contratanteId, n: 'Removida Ltda' }, admin);
    expect(await ultima('remover', 'contratante')).toMatchObject({
      entidadeId: String(c.contratanteId),
      entidadeNome: 'Removida Ltda',
      contratanteId: c.contratanteId,
      usuarioEmail: ADMIN.email,
    });
  });

  it('never stores a password, a token or a hash', async () => {
    const texto = JSON.stringify(await todas());
    const hashes = await t.app.db.kysely.selectFrom('usuario').select('passwordHash').execute();
    const filial = await t.app.db.kysely.selectFrom('mobile_filial').select('agentTokenHash').where('id', '=', filialA).executeTakeFirstOrThrow();
    const segredos = [
      SENHA_USUARIO,
      SENHA_BANCO,
      SENHA_BANCO_NOVA,
      SENHA_ERP,
      ADMIN.password,
      a.password,
      b.password,
      tokenAgente,
      admin,
      a.token,
      b.token,
      filial.agentTokenHash!,
      ...hashes.map((h) => h.passwordHash),
    ];
    expect(tokenAgente).toMatch(/^fvg_/);
    for (const segredo of segredos) expect(texto.includes(segredo), `segredo ${segredo.slice(0, 6)}… na auditoria`).toBe(false);
    const stored = await t.app.db.kysely.selectFrom('mobile_filial_database').select('configuracao').execute();
    for (const { configuracao } of stored) {
      const selada = (JSON.parse(configuracao) as { senhaCifrada?: string }).senhaCifrada;
      if (selada) expect(texto.includes(selada)).toBe(false);
    }
  });

  it('lists newest first with filters; a partner reads only its own contratante and cannot filter its way out', async () => {
    const tudo = await ok<{ auditorias: Entrada[]; auditoriasCount: number }>(LISTA, {}, admin);
    expect(tudo.auditoriasCount).toBe((await todas()).length);
    expect(tudo.auditorias.map((e) => e.id)).toEqual([...tudo.auditorias.map((e) => e.id)].sort((x, y) => y - x));
    expect(new Set(tudo.auditorias.map((e) => e.contratanteId))).toEqual(expect.objectContaining({ size: expect.any(Number) }));
    expect(tudo.auditorias.some((e) => e.contratanteId === b.contratanteId)).toBe(true);

    const daA = (await todas()).filter((e) => e.contratanteId === a.contratanteId);
    const propria = await ok<{ auditorias: Entrada[]; auditoriasCount: number }>(LISTA, {}, a.token);
    expect(propria.auditoriasCount).toBe(daA.length);
    expect(propria.auditorias.length).toBe(daA.length);
    expect(propria.auditorias.every((e) => e.contratanteId === a.contratanteId)).toBe(true);

    // Every way of asking for B's entries answers nothing.
    for (const q of [
      onde(['contratanteId', '=', String(b.contratanteId)]),
      onde(['entidade', '=', 'contratante'], ['entidadeId', '=', String(b.contratanteId)]),
      onde(['contratanteId', 'is not null', '']),
      {
        where: {
          orWhere: [
            { campo: 'contratanteId', operador: '=', valor: String(b.contratanteId) },
            { campo: 'id', operador: '>', valor: '0' },
          ],
        },
      },
    ]) {
      const r = await ok<{ auditorias: Entrada[]; auditoriasCount: number }>(LISTA, { q }, a.token);
      expect(
        r.auditorias.every((e) => e.contratanteId === a.contratanteId),
        JSON.stringify(q),
      ).toBe(true);
    }
    expect(await ok(LISTA, { q: onde(['contratanteId', '=', String(b.contratanteId)]) }, a.token)).toEqual({ auditorias: [], auditoriasCount: 0 });
    expect(await ok(LISTA, { q: onde(['contratanteId', '=', String(b.contratanteId)]) }, b.token)).not.toEqual({ auditorias: [], auditoriasCount: 0 });

    // Filters: user, record, period, paged.
    const doAdmin = await ok<{ auditorias: Entrada[]; auditoriasCount: number }>(LISTA, { q: { ...onde(['usuarioEmail', '=', a.email]), limit: 2 } }, admin);
    expect(doAdmin.auditorias).toHaveLength(2);
    expect(doAdmin.auditoriasCount).toBe((await todas()).filter((e) => e.usuarioEmail === a.email).length);
    const daFilial = await ok<{ auditorias: Entrada[] }>(LISTA, { q: onde(['entidade', '=', 'filial'], ['entidadeId', '=', String(filialA)]) }, a.token);
    expect(daFilial.auditorias.map((e) => e.acao)).toEqual(
      expect.arrayContaining(['criar', 'alterar', 'configuracaoSalva', 'tokenGerado', 'sincronizacaoIniciada']),
    );
    expect(daFilial.auditorias.every((e) => e.entidade === 'filial' && e.entidadeId === String(filialA))).toBe(true);
    const futuro = await ok(LISTA, { q: onde(['quando', '>=', '2999-01-01T00:00:00.000Z']) }, admin);
    expect(futuro).toEqual({ auditorias: [], auditoriasCount: 0 });
    const periodo = await ok<{ auditoriasCount: number }>(
      LISTA,
      { q: onde(['quando', '>=', '2000-01-01T00:00:00.000Z'], ['quando', '<=', '2999-01-01T00:00:00.000Z']) },
      admin,
    );
    expect(periodo.auditoriasCount).toBe(tudo.auditoriasCount);
  });

  it('exports the entries a user reads, as CSV, and nothing more', async () => {
    const exportar = async (token: string) => {
      const r = await fetch(`${t.url}/api/v1/exportar`, { headers: { authorization: `Bearer ${token}` } });
      const { ticket } = (await r.json()) as { ticket: string };
      const csv = await fetch(`${t.url}/api/v1/exportar/auditorias?ticket=${ticket}`);
      expect(csv.status).toBe(200);
      return (await csv.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
    };
    const linhas = await exportar(a.token);
    expect(linhas[0]).toBe('Data;Usuário;Email;Endereço IP;Ação;Registro;Código;Nome;Antes;Depois');
    expect(linhas.length - 1).toBe((await todas()).filter((e) => e.contratanteId === a.contratanteId).length);
    const texto = linhas.join('\n');
    expect(texto).toContain('Alteração;Contratante');
    expect(texto).not.toContain('Vizinha');
    for (const segredo of [SENHA_USUARIO, SENHA_BANCO, SENHA_ERP, tokenAgente]) expect(texto.includes(segredo)).toBe(false);
  });

  it('records each row of a bulk action as its own entry, refused rows none', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const r = await ok<{ createUsuario: { id: number } }>(
        'mutation($i: UsuarioInput!) { createUsuario(input: $i) { id } }',
        {
          i: { nome: `Lote ${n}`, email: `lote${n}@auditada.com.br`, password: SENHA_USUARIO, passwordConfirmacao: SENHA_USUARIO },
        },
        a.token,
      );
      ids.push(r.createUsuario.id);
    }
    const antes = (await todas()).length;
    const lote = await ok<{ ativarUsuarios: { alterados: number[]; recusados: { id: number }[] } }>(
      'mutation($ids: [Int!]!) { ativarUsuarios(ids: $ids, ativo: false) { alterados recusados { id } } }',
      { ids: [...ids, b.usuarioId] },
      a.token,
    );
    expect(lote.ativarUsuarios.alterados.sort()).toEqual([...ids].sort());
    expect(lote.ativarUsuarios.recusados.map((r) => r.id)).toEqual([b.usuarioId]);
    const novas = (await todas()).slice(antes);
    expect(novas.map((e) => [e.acao, e.entidade, e.entidadeNome, e.usuarioEmail, e.contratanteId])).toEqual(
      ['Lote 1', 'Lote 2', 'Lote 3'].map((nome) => ['inativar', 'usuario', nome, a.email, a.contratanteId]),
    );

    const dispositivos = [await insertDevice(t, filialA, 'uuid-lote-1'), await insertDevice(t, filialA, 'uuid-lote-2')];
    await ok('mutation($ids: [Int!]!) { bloqueiaMobileDispositivos(ids: $ids) { alterados } }', { ids: dispositivos }, a.token);
    const bloqueios = (await todas()).filter((e) => e.acao === 'bloquear' && dispositivos.map(String).includes(e.entidadeId ?? ''));
    expect(bloqueios).toHaveLength(2);
  });
});

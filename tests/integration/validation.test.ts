import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { postgresUnavailable } from '../support/testDatabase';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

/** Every rule of docs/produto.md §5 enforced by the server when the browser is bypassed. */
describe.skipIf(postgresUnavailable())('validação no servidor', () => {
  let t: TestApp;
  let token: string;
  let contratanteId: number;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login(ADMIN.email, ADMIN.password);
    const r = await t.gql<{ createUpdateContratante: { id: number } }>(
      'mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { id } }',
      {
        i: {
          tipoEmpresa: 'F',
          docFederal: '529.982.247-25',
          nome: 'Maria Silva',
          email: 'maria@exemplo.com.br',
          telefone: '(11) 98765-4321',
          cidadeId: 3550308,
          maxFiliais: 3,
          maxDipositivos: 3,
        },
      },
      token,
    );
    contratanteId = r.data!.createUpdateContratante.id;
  });
  afterAll(() => t?.close());

  const fieldsOf = (r: { errors?: { extensions?: { fields?: Record<string, string> } }[] }) => r.errors?.[0].extensions?.fields;
  const saveContratante = (i: Record<string, unknown>) => t.gql('mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { id } }', { i }, token);
  const valid = { tipoEmpresa: 'J', docFederal: '11.222.333/0001-81', nome: 'Empresa', email: 'e@e.com.br', telefone: '1134567890', cidadeId: 3550308 };

  it('contratante: required fields each with its message', async () => {
    expect(fieldsOf(await saveContratante({}))).toEqual({
      tipoEmpresa: MSG.tipoEmpresaRequerido,
      docFederal: MSG.docFederalRequerido,
      nome: MSG.nomeRazaoRequerido,
      email: MSG.emailRequerido,
      telefone: MSG.telefoneRequerido,
      cidadeId: MSG.cidadeRequerida,
    });
  });

  it('contratante: invalid and duplicate documents, short phone, minimum limits', async () => {
    expect(fieldsOf(await saveContratante({ ...valid, docFederal: '11.222.333/0001-80' }))).toEqual({ docFederal: MSG.docFederalInvalido });
    expect(fieldsOf(await saveContratante({ ...valid, tipoEmpresa: 'F' }))).toEqual({ docFederal: MSG.docFederalInvalido });
    expect(fieldsOf(await saveContratante({ ...valid, tipoEmpresa: 'F', docFederal: '52998224725' }))).toEqual({ docFederal: MSG.docFederalDuplicado });
    expect(fieldsOf(await saveContratante({ ...valid, telefone: '(11) 9876-543' }))).toEqual({ telefone: MSG.telefoneInvalido });
    expect(fieldsOf(await saveContratante({ ...valid, maxFiliais: 0, maxDipositivos: 0 }))).toEqual({
      maxFiliais: MSG.valorMinimo1,
      maxDipositivos: MSG.valorMinimo1,
    });
    expect(fieldsOf(await saveContratante({ ...valid, email: 'sem-arroba' }))).toEqual({ email: MSG.emailInvalido });
  });

  it('contratante: accepts an alphanumeric CNPJ and keeps the document locked on edit', async () => {
    const created = await t.gql<{ createUpdateContratante: { id: number; docFederal: string } }>(
      'mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { id docFederal } }',
      { i: { ...valid, docFederal: '12.ABC.345/01DE-35' } },
      token,
    );
    expect(created.data?.createUpdateContratante.docFederal).toBe('12ABC34501DE35');
    const edited = await t.gql<{ createUpdateContratante: { docFederal: string; tipoEmpresa: string; nome: string } }>(
      'mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { docFederal tipoEmpresa nome } }',
      { i: { ...valid, id: created.data!.createUpdateContratante.id, docFederal: '11222333000181', tipoEmpresa: 'F', nome: 'Novo Nome' } },
      token,
    );
    expect(edited.data?.createUpdateContratante).toEqual({ docFederal: '12ABC34501DE35', tipoEmpresa: 'J', nome: 'Novo Nome' });
    expect((await t.gql('query($d: String!) { contratanteExiste(docFederal: $d) }', { d: '12.abc.345/01de-35' }, token)).data).toEqual({
      contratanteExiste: true,
    });
  });

  it('usuário: name, e-mail, password and confirmation; duplicate e-mail', async () => {
    const create = (i: Record<string, unknown>) => t.gql('mutation($i: UsuarioInput!) { createUsuario(input: $i) { id } }', { i }, token);
    expect(fieldsOf(await create({}))).toEqual({
      nome: MSG.nomeRequerido,
      email: MSG.emailRequerido,
      password: MSG.senhaCampoRequerido,
      passwordConfirmacao: MSG.campoRequerido,
    });
    expect(fieldsOf(await create({ nome: 'X', email: 'x@', password: 'a', passwordConfirmacao: 'b' }))).toEqual({
      email: MSG.emailInvalido,
      password: MSG.senhaCurta(8),
      passwordConfirmacao: MSG.confirmacaoSenhaDiferente,
    });
    expect(fieldsOf(await create({ nome: 'X', email: ADMIN.email.toUpperCase(), password: 'Senha#Boa1', passwordConfirmacao: 'Senha#Boa1' }))).toEqual({
      email: MSG.emailJaCadastrado,
    });
  });

  it('filial: person type, document, name, phone, and the contratante limits', async () => {
    const save = (i: Record<string, unknown>) =>
      t.gql(
        'mutation($i: MobileFilialInput!) { createUpdatMobileFilial(input: $i) { id identificadorApp filialUuid numeroDispositivos ativo } }',
        { i: { contratanteId, ...i } },
        token,
      );
    expect(fieldsOf(await save({ tipoDocFederal: '' }))).toEqual({
      tipoDocFederal: MSG.tipoIntegracaoRequerido,
      docFederal: MSG.docFederalRequerido,
      nome: MSG.nomeRequerido,
    });
    expect(fieldsOf(await save({ docFederal: '52998224725', nome: 'Loja', telefone: '119' }))).toEqual({
      docFederal: MSG.docFederalInvalido,
      telefone: MSG.telefoneInvalido,
    });
    const ok = await save({ docFederal: '11222333000181', nome: 'Loja Centro' });
    const filial = (ok.data as { createUpdatMobileFilial: { identificadorApp: string; filialUuid: string; numeroDispositivos: number; ativo: boolean } })
      .createUpdatMobileFilial;
    expect(filial.identificadorApp).toMatch(/^[A-Z2-9]{10}$/);
    expect(filial.filialUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(filial).toMatchObject({ numeroDispositivos: 1, ativo: true });
    expect((await save({ docFederal: '11222333000181', nome: 'Loja 2', numeroDispositivos: 3 })).errors?.[0].extensions?.fields).toEqual({
      numeroDispositivos: MSG.limiteDispositivos(3),
    });
  });

  it('database: every required field with its message, and the password never comes back', async () => {
    const filial = await t.gql<{ mobileFiliais: { id: number }[] }>('{ mobileFiliais { id } }', {}, token);
    const filialId = filial.data!.mobileFiliais[0].id;
    const save = (configuracao: Record<string, unknown>, id?: number) =>
      t.gql<{ createUpdateMobileFilialDatabase: { id: number; configuracao: string; database: string } }>(
        'mutation($i: MobileFilialDatabaseInput!) { createUpdateMobileFilialDatabase(input: $i) { id configuracao database } }',
        { i: { id, filialId, configuracao: JSON.stringify(configuracao) } },
        token,
      );
    expect(fieldsOf(await save({}))).toEqual({
      database: MSG.databaseRequerida,
      host: MSG.hostRequerido,
      porta: MSG.portaRequerida,
      usuario: MSG.usuarioRequerido,
      senha: MSG.senhaDatabaseRequerida,
    });
    const created = await save({ database: 'erp', host: '10.0.0.5', porta: 3306, usuario: 'leitor', senha: 'S3nh@Forte' });
    const row = created.data!.createUpdateMobileFilialDatabase;
    expect(JSON.parse(row.configuracao)).toEqual({ database: 'erp', host: '10.0.0.5', porta: 3306, usuario: 'leitor', senha: '' });
    const stored = await t.app.db.kysely.selectFrom('mobile_filial_database').select('configuracao').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored.configuracao).not.toContain('S3nh@Forte');
    // Editing with a blank password keeps the stored one.
    const edited = await save({ database: 'erp2', host: '10.0.0.5', porta: 3306, usuario: 'leitor', senha: '' }, row.id);
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.createUpdateMobileFilialDatabase.database).toBe('erp2');
  });

  it('password change: current password, expired step token, then the new password works', async () => {
    const own = await t.login(ADMIN.email, ADMIN.password);
    expect((await t.gql('query { usuarioValidaSenhaAtual(senhaAtual: "errada") }', {}, own)).errors?.[0].message).toBe(MSG.senhaInvalida);
    expect((await t.gql('mutation { usuarioAtualizarSenha(novaSenha: "Nova#Senha2", token: "vencido") { token } }', {}, own)).errors?.[0].message).toBe(
      MSG.sessaoSenhaExpirada,
    );
    const step = await t.gql<{ usuarioValidaSenhaAtual: string }>('query($s: String!) { usuarioValidaSenhaAtual(senhaAtual: $s) }', { s: ADMIN.password }, own);
    const changed = await t.gql<{ usuarioAtualizarSenha: { token: string } }>(
      'mutation($t: String!) { usuarioAtualizarSenha(novaSenha: "Nova#Senha2", token: $t) { token } }',
      { t: step.data!.usuarioValidaSenhaAtual },
      own,
    );
    expect(changed.data?.usuarioAtualizarSenha.token).toBeTruthy();
    // The old session ended; the new token and the new password work; the step token is spent.
    expect((await t.gql('{ usuariosCount }', {}, own)).status).toBe(401);
    expect((await t.gql('{ usuariosCount }', {}, changed.data!.usuarioAtualizarSenha.token)).status).toBe(200);
    expect(await t.login(ADMIN.email, 'Nova#Senha2')).toBeTruthy();
    const reuse = await t.gql(
      'mutation($t: String!) { usuarioAtualizarSenha(novaSenha: "Outra#Senha3", token: $t) { token } }',
      { t: step.data!.usuarioValidaSenhaAtual },
      changed.data!.usuarioAtualizarSenha.token,
    );
    expect(reuse.errors?.[0].message).toBe(MSG.sessaoSenhaExpirada);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTAS_PADRAO, CONFIGURACAO_BASICA_PADRAO, configuracaoPadrao } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { postgresUnavailable } from '../support/testDatabase';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

const GET = 'query($f: Int!, $t: String!) { mobileFilialConfiguracao(filialId: $f, tipo: $t) { id tipo dados mapeamento ativa filialId } }';
const SAVE = 'mutation($i: MobileFilialConfiguracaoInput!) { createUpdateMobileFilialConfiguracao(input: $i) { id tipo dados mapeamento ativa } }';
const CLEAR = 'mutation($f: Int!, $t: String!) { limparMobileFilialConfiguracao(filialId: $f, tipo: $t) { id dados ativa } }';

interface View {
  id: number | null;
  tipo: string;
  dados: string;
  mapeamento: string;
  ativa: boolean;
}

const mapeamento = (campos: Record<string, string>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ campos, selectItens: {}, selectFormaPagamentoCliente: {}, camposPersonalizados: [], ...extra });

const dadosDe = (tipo: string, extra: Record<string, unknown> = {}) => JSON.stringify({ ...configuracaoPadrao(tipo).dados, ...extra });

/** docs/produto.md §3 branch configuration and every §5 manager rule, through the API as a partner would call it. */
describe.skipIf(postgresUnavailable())('configurações do gerenciador', () => {
  let t: TestApp;
  let a: Partner;
  let b: Partner;
  let filialA: number;
  let filialB: number;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.login(ADMIN.email, ADMIN.password);
    a = await createPartner(t, admin, 'Gama');
    b = await createPartner(t, admin, 'Delta');
    filialA = await createFilial(t, a.token, 'Filial Gama');
    filialB = await createFilial(t, b.token, 'Filial Delta');
  });
  afterAll(() => t?.close());

  const read = async (tipo: string, filialId = filialA, token = a.token) => {
    const r = await t.gql<{ mobileFilialConfiguracao: View }>(GET, { f: filialId, t: tipo }, token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.mobileFilialConfiguracao;
  };
  const save = (tipo: string, dados: string, map = mapeamento({}), ativa?: boolean, filialId = filialA, token = a.token) =>
    t.gql<{ createUpdateMobileFilialConfiguracao: View }>(
      SAVE,
      { i: { tipo, dados, mapeamento: map, filialId, ...(ativa === undefined ? {} : { ativa }) } },
      token,
    );
  const fieldsOf = (r: { errors?: { extensions?: { fields?: Record<string, string> } }[] }) => r.errors?.[0]?.extensions?.fields;

  it('reads a type never saved as the catalogue defaults: the basic table of §3 and mysql on 3306', async () => {
    const basica = await read('configuracaoBasica');
    expect(basica.id).toBeNull();
    // docs/produto.md §3's table, plus the e-mail alerts of docs/guia-integrador.md §9.
    expect(JSON.parse(basica.dados)).toEqual({ ...CONFIGURACAO_BASICA_PADRAO, ...ALERTAS_PADRAO });
    const conexao = JSON.parse((await read('configuracaoIntegracao')).dados);
    expect(conexao).toMatchObject({ tipoIntegracao: 'mysql', porta: 3306, password: '', passwordSalvo: false, conexaoEstabelecida: false });
    const produto = await read('configuracaoDadosProduto');
    expect(produto.ativa).toBe(false);
    expect(JSON.parse(produto.mapeamento)).toEqual({ campos: {}, selectItens: {}, selectFormaPagamentoCliente: {}, camposPersonalizados: [] });
  });

  it('refuses an unknown type with a clear message', async () => {
    const r = await t.gql(GET, { f: filialA, t: 'configuracaoQualquer' }, a.token);
    expect(r.errors?.[0].message).toBe(MSG.tipoConfiguracaoInvalido);
  });

  it('saves the basic configuration and reads it back', async () => {
    const r = await save('configuracaoBasica', dadosDe('configuracaoBasica', { utilizaTabelaPreco: true, labelPrazoEntregaPedido: '' }));
    expect(r.errors).toBeUndefined();
    expect(JSON.parse((await read('configuracaoBasica')).dados)).toEqual({
      ...CONFIGURACAO_BASICA_PADRAO,
      ...ALERTAS_PADRAO,
      utilizaTabelaPreco: true,
      labelPrazoEntregaPedido: '',
    });
    const invalid = await save(
      'configuracaoBasica',
      dadosDe('configuracaoBasica', { tipoValidacaoCampoSenhaUsuario: 'rot13', campoClienteValidacaoUnico: '' }),
    );
    expect(fieldsOf(invalid)).toEqual({ tipoValidacaoCampoSenhaUsuario: MSG.tipoIntegracaoRequerido, campoClienteValidacaoUnico: MSG.tipoIntegracaoRequerido });
  });

  it('connection: each §5 message, the password sealed at rest and never sent back', async () => {
    const empty = await save('configuracaoIntegracao', JSON.stringify({ tipoIntegracao: 'mysql', porta: 0 }));
    expect(fieldsOf(empty)).toEqual({
      database: 'A database é requerida.',
      username: 'A usuário é requerida.',
      password: 'A senha é requerida.',
      hostname: 'O Hostname é requerida.',
      porta: 'O Hostname é requerida.',
    });
    expect(fieldsOf(await save('configuracaoIntegracao', JSON.stringify({ tipoIntegracao: '' })))).toEqual({ tipoIntegracao: MSG.tipoIntegracaoRequerido });
    expect(fieldsOf(await save('configuracaoIntegracao', JSON.stringify({ tipoIntegracao: 'sqlite' })))).toEqual({ sqliteArquivo: MSG.gSqliteRequerido });

    const conexao = {
      tipoIntegracao: 'postgres',
      database: 'erp',
      username: 'erp',
      password: 'S3gredo!erp',
      hostname: '10.0.0.5',
      porta: 5432,
      conexaoEstabelecida: true,
    };
    const ok = await save('configuracaoIntegracao', JSON.stringify(conexao));
    expect(ok.errors).toBeUndefined();
    const stored = await t.app.db.kysely
      .selectFrom('mobile_filial_configuracao')
      .select('dados')
      .where('filialId', '=', filialA)
      .where('tipo', '=', 'configuracaoIntegracao')
      .executeTakeFirstOrThrow();
    expect(stored.dados).not.toContain('S3gredo!erp');
    const back = JSON.parse((await read('configuracaoIntegracao')).dados);
    expect(back).toMatchObject({ ...conexao, password: '', passwordSalvo: true });

    // A blank password keeps the saved one; the flag sent back by the page is not stored.
    const again = await save('configuracaoIntegracao', JSON.stringify({ ...back, hostname: '10.0.0.6' }));
    expect(again.errors).toBeUndefined();
    expect(JSON.parse((await read('configuracaoIntegracao')).dados)).toMatchObject({ hostname: '10.0.0.6', passwordSalvo: true });
    const raw = await t.app.db.kysely
      .selectFrom('mobile_filial_configuracao')
      .select('dados')
      .where('filialId', '=', filialA)
      .where('tipo', '=', 'configuracaoIntegracao')
      .executeTakeFirstOrThrow();
    const sealed = JSON.parse(raw.dados);
    expect(sealed).not.toHaveProperty('passwordSalvo');
    expect(sealed.passwordSelado).toBe(JSON.parse(stored.dados).passwordSelado);
  });

  it('data type: select required, rows per page 10 to 100, mapped fields, no star, every mapped column listed', async () => {
    const tipo = 'configuracaoDadosFormaPagamento';
    // An empty select still gets the mapping's own messages (they once never appeared).
    expect(fieldsOf(await save(tipo, dadosDe(tipo, { quantidadeRegistrosPaginar: 9 })))).toEqual({
      select: 'O SQL do Select é requerido',
      quantidadeRegistrosPaginar: MSG.registrosPaginacao,
      'mapeamento.select.formaPagamentoIdentificador': 'O campo Identificador da forma de pagamento é requerido!',
      'mapeamento.select.descricao': 'O campo Descrição é requerido!',
    });
    expect(
      fieldsOf(
        await save(tipo, dadosDe(tipo, { quantidadeRegistrosPaginar: 101, select: 'select * from forma_pagamento' }), mapeamento({ descricao: 'nome' })),
      ),
    ).toEqual({
      quantidadeRegistrosPaginar: MSG.registrosPaginacao,
      select: MSG.selectSemAsterisco,
      'mapeamento.select.formaPagamentoIdentificador': 'O campo Identificador da forma de pagamento é requerido!',
      'mapeamento.select.descricao': MSG.selectSemCampo('nome', 'Descrição'),
    });
    expect(
      fieldsOf(
        await save(
          tipo,
          dadosDe(tipo, { select: 'select id, nome from fp', tempoSincronizacao: '1h' }),
          mapeamento({ formaPagamentoIdentificador: 'id', descricao: 'nome' }),
        ),
      ),
    ).toEqual({
      tempoSincronizacao: MSG.tempoInvalido,
    });
    const ok = await save(
      tipo,
      dadosDe(tipo, { select: 'select id, nome from fp', quantidadeRegistrosPaginar: 100 }),
      mapeamento({ formaPagamentoIdentificador: 'id', descricao: 'nome' }),
      true,
    );
    expect(ok.errors).toBeUndefined();
    const back = await read(tipo);
    expect(back.ativa).toBe(true);
    expect(JSON.parse(back.dados)).toMatchObject({ select: 'select id, nome from fp', quantidadeRegistrosPaginar: 100 });
    expect(JSON.parse(back.mapeamento).campos).toEqual({ formaPagamentoIdentificador: 'id', descricao: 'nome' });
  });

  it('applies the visibility conditions of the basic configuration: the password only when not criadaApp', async () => {
    const tipo = 'configuracaoDadosUsuario';
    const dados = dadosDe(tipo, { select: 'select id, nome, login from vendedor' });
    const map = mapeamento({ usuarioIdentificador: 'id', nome: 'nome', login: 'login' });
    expect(fieldsOf(await save(tipo, dados, map))).toEqual({ 'mapeamento.select.password': 'O campo Senha é requerido!' });
    await save('configuracaoBasica', dadosDe('configuracaoBasica', { tipoValidacaoCampoSenhaUsuario: 'criadaApp' }));
    expect((await save(tipo, dados, map)).errors).toBeUndefined();
    await save('configuracaoBasica', dadosDe('configuracaoBasica'));
  });

  it('sub-selects: price-table items need their own select and mapping', async () => {
    const tipo = 'configuracaoDadosTabelaPreco';
    const cabecalho = mapeamento({ tabelaPrecoIdentificador: 'id', descricao: 'nome' });
    const r = await save(tipo, dadosDe(tipo, { select: 'select id, nome from tabela' }), cabecalho);
    expect(fieldsOf(r)).toEqual({
      selectItens: 'O SQL do Select é requerido',
      'mapeamento.selectItens.produtoIdentificador': 'O campo Identificador do produto é requerido!',
      'mapeamento.selectItens.valorVenda': 'O campo Valor de venda é requerido!',
    });
    const semMapa = await save(tipo, dadosDe(tipo, { select: 'select id, nome from tabela', selectItens: 'select produto, preco from item' }), cabecalho);
    expect(fieldsOf(semMapa)).toEqual({
      'mapeamento.selectItens.produtoIdentificador': 'O campo Identificador do produto é requerido!',
      'mapeamento.selectItens.valorVenda': 'O campo Valor de venda é requerido!',
    });
  });

  it('custom fields: label, related column, possible values; a selectable one is stored editable', async () => {
    const tipo = 'configuracaoDadosProduto';
    const campos = { produtoIdentificador: 'id', descricao: 'nome', valorUnitario: 'preco', estoqueAtual: 'estoque', ativo: 'ativo' };
    const select = 'select id, nome, preco, estoque, ativo, regiao from produto';
    const vazio = {
      id: 'CP_1',
      label: '',
      tipo: 'selecionavel',
      fieldRelacionado: '',
      mostraLista: false,
      editavel: false,
      editavelObrigatorio: false,
      valoresSelecionavel: [],
    };
    expect(fieldsOf(await save(tipo, dadosDe(tipo, { select }), mapeamento(campos, { camposPersonalizados: [vazio] })))).toEqual({
      'camposPersonalizados.0.label': MSG.labelRequerido,
      'camposPersonalizados.0.fieldRelacionado': MSG.fieldRelacionadoRequerido,
      'camposPersonalizados.0.valoresSelecionavel': MSG.valoresSelecionaveisRequerido,
    });
    const regiao = { ...vazio, label: 'Região', fieldRelacionado: 'regiao', valoresSelecionavel: [{ label: 'Sul', id: 'S' }] };
    expect((await save(tipo, dadosDe(tipo, { select }), mapeamento(campos, { camposPersonalizados: [regiao] }))).errors).toBeUndefined();
    expect(JSON.parse((await read(tipo)).mapeamento).camposPersonalizados).toEqual([{ ...regiao, editavel: true }]);
  });

  it('insert pages: every card needs its SQL; the order of the cards is kept', async () => {
    const tipo = 'configuracaoDadosInsertPedido';
    expect(fieldsOf(await save(tipo, dadosDe(tipo)))).toEqual({ insert: MSG.insertRequerido, insertItens: MSG.insertRequerido });
    const insert = [
      { id: 'INS_2', sql: 'insert into pedido (cliente) values (:clienteIdentificador)', selectChave: 'select max(id) as id from pedido' },
      { id: 'INS_1', sql: 'insert into pedido_log (uuid) values (:uuid)', selectChave: '' },
    ];
    const insertItens = [{ id: 'INS_3', sql: 'insert into item (pedido, produto) values (:pedidoIdentificador, :produtoIdentificador)', selectChave: '' }];
    expect((await save(tipo, dadosDe(tipo, { insert, insertItens, transacaoInsert: false }))).errors).toBeUndefined();
    expect(JSON.parse((await read(tipo)).dados)).toMatchObject({ insert, insertItens, transacaoInsert: false });
  });

  it('insert pages: saved with a warning when no agent can check them against the ERP; other pages without one', async () => {
    const tipo = 'configuracaoDadosInsertCliente';
    const insert = [{ id: 'INS_1', sql: 'insert into clientes (nome) values (:nome)', selectChave: 'select codigo from clientes where nome = :nome' }];
    const SALVAR_AVISO = 'mutation($i: MobileFilialConfiguracaoInput!) { r: createUpdateMobileFilialConfiguracao(input: $i) { tipo aviso } }';
    const r = await t.gql<{ r: { tipo: string; aviso: string | null } }>(
      SALVAR_AVISO,
      { i: { tipo, dados: dadosDe(tipo, { insert }), filialId: filialA } },
      a.token,
    );
    expect(r.data?.r).toEqual({ tipo, aviso: MSG.insertNaoConferido(MSG.gerenciadorDesconectado) });
    expect(JSON.parse((await read(tipo)).dados)).toMatchObject({ insert });
    const basica = await t.gql<{ r: { aviso: string | null } }>(
      SALVAR_AVISO,
      { i: { tipo: 'configuracaoBasica', dados: JSON.stringify(CONFIGURACAO_BASICA_PADRAO), filialId: filialA } },
      a.token,
    );
    expect(basica.data?.r.aviso).toBeNull();
  });

  it('insert pages: no step nor key select may end, open or steer the transaction, read as the branch engine does', async () => {
    const tipo = 'configuracaoDadosInsertPedido';
    const cabecalho = {
      id: 'INS_1',
      sql: 'insert into pedido (uuid, cliente) values (:uuid, :clienteIdentificador)',
      selectChave: 'select id from pedido where uuid = :uuid',
    };
    const itens = [{ id: 'INS_3', sql: 'insert into item (pedido, produto) values (:pedidoIdentificador, :produtoIdentificador)', selectChave: '' }];
    const salvar = (insert: unknown[], insertItens: unknown[] = itens) => save(tipo, dadosDe(tipo, { insert, insertItens }));
    const conexao = (tipoIntegracao: string) =>
      save(
        'configuracaoIntegracao',
        JSON.stringify({ tipoIntegracao, database: 'erp', username: 'erp', password: 'S3gredo!erp', hostname: '10.0.0.5', porta: 3306 }),
      );
    expect((await conexao('mariadb')).errors).toBeUndefined();
    expect(fieldsOf(await salvar([cabecalho, { id: 'INS_2', sql: "update cliente set nome = 'a;b' where 1 = 0; -- fim\nCOMMIT", selectChave: '' }]))).toEqual({
      insert: `Insert do pedido 2: ${MSG.sqlControlaTransacao('COMMIT')}`,
    });
    expect(fieldsOf(await salvar([{ ...cabecalho, selectChave: 'END' }]))).toEqual({
      insert: `${MSG.selectChaveDe('Insert do pedido 1')}: ${MSG.sqlControlaTransacao('END')}`,
    });
    expect(fieldsOf(await salvar([cabecalho], [{ id: 'INS_3', sql: 'create table log_item (a int)', selectChave: '' }]))).toEqual({
      insertItens: `Insert dos itens do pedido 1: ${MSG.sqlConfirmaSozinho('CREATE')}`,
    });
    // PostgreSQL runs DDL inside the transaction: the same step is saved there.
    expect((await conexao('postgres')).errors).toBeUndefined();
    expect((await salvar([cabecalho], [{ id: 'INS_3', sql: 'create temp table log_item (a int)', selectChave: '' }])).errors).toBeUndefined();
  });

  it('order status: its select (with the period) and both status values', async () => {
    const tipo = 'configuracaoDadosSituacaoPedido';
    expect(fieldsOf(await save(tipo, dadosDe(tipo)))).toEqual({
      select: 'O SQL do Select é requerido.',
      situacaoInicial: 'O campo Situação inicial é requerido!',
      situacaoFinal: 'O campo Situação final é requerido!',
      'mapeamento.select.pedidoIdentificador': 'O campo Identificador do pedido é requerido!',
      'mapeamento.select.situacao': 'O campo Situação é requerido!',
    });
    const select = 'select id, status from pedido where id in (:pedidosIdentificadores) and status <> :situacaoFinal';
    const ok = await save(
      tipo,
      dadosDe(tipo, { select, situacaoInicial: 'ABERTO', situacaoFinal: 'FATURADO' }),
      mapeamento({ pedidoIdentificador: 'id', situacao: 'status' }),
    );
    expect(ok.errors).toBeUndefined();
  });

  it('clears a configuration back to the defaults', async () => {
    const tipo = 'configuracaoDadosFormaPagamento';
    expect(JSON.parse((await read(tipo)).dados).select).not.toBe('');
    const r = await t.gql<{ limparMobileFilialConfiguracao: View }>(CLEAR, { f: filialA, t: tipo }, a.token);
    expect(r.data?.limparMobileFilialConfiguracao).toMatchObject({ id: null, ativa: false });
    expect(JSON.parse((await read(tipo)).dados)).toEqual(configuracaoPadrao(tipo).dados);
  });

  it('only a logged-in user of the branch’s contratante reads or changes it', async () => {
    await save('configuracaoBasica', dadosDe('configuracaoBasica', { utilizaPedido: false }), undefined, undefined, filialB, b.token);
    const foreignRead = await t.gql(GET, { f: filialB, t: 'configuracaoBasica' }, a.token);
    expect(foreignRead.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const foreignSave = await save('configuracaoBasica', dadosDe('configuracaoBasica'), undefined, undefined, filialB, a.token);
    expect(foreignSave.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const foreignClear = await t.gql(CLEAR, { f: filialB, t: 'configuracaoBasica' }, a.token);
    expect(foreignClear.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(JSON.parse((await read('configuracaoBasica', filialB, b.token)).dados).utilizaPedido).toBe(false);
    const anonymous = await t.gql(GET, { f: filialA, t: 'configuracaoBasica' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.errors?.[0].message).toBe(MSG.sessaoExpirada);
  });
});

import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  CONFIGURACAO_BASICA_PADRAO,
  colunasAusentes,
  configuracaoPadrao,
  placeholdersDe,
  selectUsaAsterisco,
  temLimite,
  validarConfiguracao,
  type Mapeamento,
} from '.';

const mapa = (campos: Record<string, string>, extra: Partial<Mapeamento> = {}): Mapeamento => ({
  campos,
  selectItens: {},
  selectFormaPagamentoCliente: {},
  camposPersonalizados: [],
  ...extra,
});

describe('SQL helpers', () => {
  it('finds a star in the column list, but not in count(*) or strings', () => {
    expect(selectUsaAsterisco('select * from produto')).toBe(true);
    expect(selectUsaAsterisco('SELECT p.* FROM produto p')).toBe(true);
    expect(selectUsaAsterisco("select count(*) as n, 'a*b' as s from produto")).toBe(false);
    expect(selectUsaAsterisco('select codigo, descricao from produto')).toBe(false);
    expect(selectUsaAsterisco('select DISTINCT * from produto')).toBe(true);
    expect(selectUsaAsterisco('select codigo, "Order Details".* from "Order Details"')).toBe(true);
    expect(selectUsaAsterisco('select codigo, qtde * preco AS total, qtde*preco AS t2 from item')).toBe(false);
  });
  it('lists mapped columns missing from the select', () => {
    expect(colunasAusentes('select codigo, descr from produto', ['codigo', 'descricao', 'DESCR'])).toEqual(['descricao']);
  });
  it('knows a limit in every dialect', () => {
    expect(temLimite('select a from t limit 5')).toBe(true);
    expect(temLimite('select first 5 a from t')).toBe(true);
    expect(temLimite('select top 5 a from t')).toBe(true);
    expect(temLimite('select a from t')).toBe(false);
  });
  it('reads placeholders outside literals', () => {
    expect(placeholdersDe("insert into t (a, b) values (:nome, ':x', CAST(:valor AS NUMERIC)) -- :: cast")).toEqual(['nome', 'valor']);
  });
});

describe('validarConfiguracao', () => {
  it('connection: type, then per-field messages; sqlite asks only the file', () => {
    expect(validarConfiguracao('configuracaoIntegracao', { tipoIntegracao: '' }, mapa({}))).toEqual({ tipoIntegracao: MSG.tipoIntegracaoRequerido });
    expect(validarConfiguracao('configuracaoIntegracao', { tipoIntegracao: 'mysql', porta: 0 }, mapa({}))).toEqual({
      database: 'A database é requerida.',
      username: 'A usuário é requerida.',
      password: 'A senha é requerida.',
      hostname: 'O Hostname é requerida.',
      porta: 'O Hostname é requerida.',
    });
    expect(validarConfiguracao('configuracaoIntegracao', { tipoIntegracao: 'sqlite' }, mapa({}))).toEqual({
      sqliteArquivo: 'O caminho do arquivo do banco sqlite é requerido.',
    });
    const salva = { tipoIntegracao: 'postgres', database: 'erp', username: 'u', hostname: 'h', porta: 5432 };
    expect(validarConfiguracao('configuracaoIntegracao', { ...salva, passwordSalvo: true }, mapa({}))).toEqual({});
    expect(validarConfiguracao('configuracaoIntegracao', salva, mapa({}))).toEqual({ password: 'A senha é requerida.' });
  });

  it('basic: password type and uniqueness field use the same message', () => {
    expect(
      validarConfiguracao(
        'configuracaoBasica',
        { ...CONFIGURACAO_BASICA_PADRAO, tipoValidacaoCampoSenhaUsuario: '', campoClienteValidacaoUnico: 'x' },
        mapa({}),
      ),
    ).toEqual({
      tipoValidacaoCampoSenhaUsuario: MSG.tipoIntegracaoRequerido,
      campoClienteValidacaoUnico: MSG.tipoIntegracaoRequerido,
    });
  });

  it('data page: select, rows per page, mapped fields, star and missing columns', () => {
    const dados = { ...configuracaoPadrao('configuracaoDadosFormaPagamento').dados, quantidadeRegistrosPaginar: 5 };
    expect(validarConfiguracao('configuracaoDadosFormaPagamento', dados, mapa({}))).toEqual({
      select: MSG.selectRequerido,
      quantidadeRegistrosPaginar: MSG.registrosPaginacao,
      'mapeamento.select.formaPagamentoIdentificador': 'O campo Identificador da forma de pagamento é requerido!',
      'mapeamento.select.descricao': 'O campo Descrição é requerido!',
    });
    const withSql = { ...dados, quantidadeRegistrosPaginar: 101, select: 'select * from fp' };
    expect(validarConfiguracao('configuracaoDadosFormaPagamento', withSql, mapa({ descricao: 'nome' }))).toEqual({
      quantidadeRegistrosPaginar: MSG.registrosPaginacao,
      select: MSG.selectSemAsterisco,
      'mapeamento.select.formaPagamentoIdentificador': 'O campo Identificador da forma de pagamento é requerido!',
      'mapeamento.select.descricao': 'O Select não contém a coluna "nome" mapeada para Descrição.',
    });
    const ok = { ...dados, quantidadeRegistrosPaginar: 10, select: 'select id, nome from fp' };
    expect(validarConfiguracao('configuracaoDadosFormaPagamento', ok, mapa({ formaPagamentoIdentificador: 'id', descricao: 'nome' }))).toEqual({});
  });

  it('data page: the select and each sub-select are one query, read as the branch engine does', () => {
    const dados = { ...configuracaoPadrao('configuracaoDadosFormaPagamento').dados, select: 'select id, nome from fp; delete from fp' };
    const campos = mapa({ formaPagamentoIdentificador: 'id', descricao: 'nome' });
    expect(validarConfiguracao('configuracaoDadosFormaPagamento', dados, campos)).toEqual({ select: MSG.selectUmaInstrucao });
    expect(validarConfiguracao('configuracaoDadosFormaPagamento', { ...dados, select: 'delete from fp where id = nome' }, campos)).toEqual({
      select: MSG.selectSomenteConsulta,
    });
    // A T-SQL statement needs no ";": refused once the branch is known to be SQL Server, left to the agent otherwise.
    const semPontoEVirgula = { ...dados, select: 'select id, nome from fp delete from fp' };
    expect(validarConfiguracao('configuracaoDadosFormaPagamento', semPontoEVirgula, campos, CONFIGURACAO_BASICA_PADRAO, 'mssql')).toEqual({
      select: MSG.selectComComando('DELETE'),
    });
    expect(validarConfiguracao('configuracaoDadosFormaPagamento', semPontoEVirgula, campos)).toEqual({});
    const tabela = {
      ...configuracaoPadrao('configuracaoDadosTabelaPreco').dados,
      select: 'select id, nome from tp',
      selectItens: 'select produto, valor from tpi where tabela = :tabelaPrecoIdentificador; commit',
    };
    const mapeamentoTabela = {
      ...mapa({ tabelaPrecoIdentificador: 'id', descricao: 'nome' }),
      selectItens: { produtoIdentificador: 'produto', valorVenda: 'valor' },
    };
    expect(
      validarConfiguracao('configuracaoDadosTabelaPreco', tabela, mapeamentoTabela, { ...CONFIGURACAO_BASICA_PADRAO, utilizaTabelaPreco: true }, 'postgres'),
    ).toEqual({ selectItens: MSG.selectUmaInstrucao });
  });

  it('order status: select with its period and both status values', () => {
    const dados = configuracaoPadrao('configuracaoDadosSituacaoPedido').dados;
    expect(validarConfiguracao('configuracaoDadosSituacaoPedido', dados, mapa({}))).toMatchObject({
      select: 'O SQL do Select é requerido.',
      situacaoInicial: 'O campo Situação inicial é requerido!',
      situacaoFinal: 'O campo Situação final é requerido!',
    });
  });

  it('insert page: each card needs its SQL', () => {
    const dados = configuracaoPadrao('configuracaoDadosInsertPedido').dados;
    expect(validarConfiguracao('configuracaoDadosInsertPedido', dados, mapa({}))).toEqual({ insert: MSG.insertRequerido, insertItens: MSG.insertRequerido });
  });

  it('insert page: the exactly-once choice with a column of the ERP writes :uuid there and finds the record by it', () => {
    const base = {
      ...configuracaoPadrao('configuracaoDadosInsertPedido').dados,
      insert: [{ id: 'INS_1', sql: 'INSERT INTO pedidos (cliente) VALUES (:clienteIdentificador) RETURNING id', selectChave: '' }],
      insertItens: [{ id: 'INS_ITENS_1', sql: 'INSERT INTO itens (pedido) VALUES (:pedidoIdentificador)', selectChave: '' }],
    };
    const validar = (gravacaoUnica: unknown, insert = base.insert) =>
      validarConfiguracao('configuracaoDadosInsertPedido', { ...base, insert, gravacaoUnica }, mapa({}));
    expect(validar({ modo: 'tabelaGerenciador', criarTabela: false, selectUuid: '' })).toEqual({});
    expect(validar({ modo: 'outro' })).toEqual({ 'gravacaoUnica.modo': MSG.gravacaoUnicaModoInvalido });
    expect(validar({ modo: 'colunaErp', criarTabela: false, selectUuid: "SELECT id FROM pedidos WHERE obs = ':uuid'" })).toEqual({
      'gravacaoUnica.selectUuid': MSG.selectUuidRequerido,
      'gravacaoUnica.modo': MSG.insertSemUuid,
    });
    const comUuid = [{ ...base.insert[0]!, sql: 'INSERT INTO pedidos (cliente, obs) VALUES (:clienteIdentificador, :uuid) RETURNING id' }];
    expect(validar({ modo: 'colunaErp', criarTabela: false, selectUuid: 'SELECT id FROM pedidos WHERE obs = :uuid' }, comUuid)).toEqual({});
  });

  it('custom fields: label, related column and selectable values', () => {
    const dados = { ...configuracaoPadrao('configuracaoDadosFormaPagamento').dados, select: 'select id, nome from fp' };
    const campos = [
      {
        id: 'CP_1',
        label: '',
        tipo: 'selecionavel' as const,
        fieldRelacionado: '',
        mostraLista: false,
        editavel: true,
        editavelObrigatorio: false,
        valoresSelecionavel: [],
      },
    ];
    expect(
      validarConfiguracao(
        'configuracaoDadosFormaPagamento',
        dados,
        mapa({ formaPagamentoIdentificador: 'id', descricao: 'nome' }, { camposPersonalizados: campos }),
      ),
    ).toEqual({
      'camposPersonalizados.0.label': MSG.labelRequerido,
      'camposPersonalizados.0.fieldRelacionado': MSG.fieldRelacionadoRequerido,
      'camposPersonalizados.0.valoresSelecionavel': MSG.valoresSelecionaveisRequerido,
    });
  });
});

describe('valores fixos (docs/guia-integrador.md §5.2)', () => {
  const dados = { ...configuracaoPadrao('configuracaoDadosCliente').dados, select: 'SELECT codigo, nome, documento FROM clientes' };
  const campos = { clienteIdentificador: 'codigo', nome: 'nome', docFederal: 'documento' };
  const validar = (fixos: Record<string, string>) => validarConfiguracao('configuracaoDadosCliente', dados, mapa(campos, { fixos: { campos: fixos } }));

  it('accepts a fixed value in place of a column for a required field', () => {
    expect(validar({ tipoPessoa: 'J', ativo: '1' })).toEqual({});
    expect(validar({ ativo: '1' })).toEqual({ 'mapeamento.select.tipoPessoa': MSG.campoMapeadoRequerido('Tipo de pessoa') });
  });

  it('checks the fixed value against the field’s type and allowed values, and keeps the identifier a column', () => {
    expect(validar({ tipoPessoa: 'X', ativo: 'talvez' })).toEqual({
      'mapeamento.select.tipoPessoa': MSG.valorFixoNaoPermitido('Tipo de pessoa', ['F', 'J']),
      'mapeamento.select.ativo': MSG.valorFixoInvalido('Ativo', 'não é um valor lógico (use 1/0, S/N ou true/false)'),
    });
    expect(validar({ tipoPessoa: 'J', ativo: '' })).toEqual({ 'mapeamento.select.ativo': MSG.campoMapeadoRequerido('Ativo') });
    expect(validar({ tipoPessoa: 'J', ativo: '1', clienteIdentificador: 'C1' })).toEqual({
      'mapeamento.select.clienteIdentificador': MSG.identificadorSemValorFixo('Identificador do cliente'),
    });
  });
});

describe('alertas por e-mail na configuração básica (docs/guia-integrador.md §9)', () => {
  const basica = (alertas: Record<string, unknown>) =>
    validarConfiguracao('configuracaoBasica', { ...configuracaoPadrao('configuracaoBasica').dados, ...alertas }, mapa({}));

  it('accepts the defaults and a list of addresses', () => {
    expect(basica({})).toEqual({});
    expect(basica({ alertasEmail: true, alertasDestinatarios: 'ti@loja.com.br, dono@loja.com.br; gerente@loja.com.br' })).toEqual({});
  });

  it('names the invalid addresses and keeps the thresholds in range', () => {
    expect(basica({ alertasDestinatarios: 'ti@loja.com.br, ti-sem-arroba', alertaOfflineMinutos: 2, alertaFalhasSeguidas: 'três' })).toEqual({
      alertasDestinatarios: MSG.destinatariosInvalidos(['ti-sem-arroba']),
      alertaOfflineMinutos: MSG.inteiroEntre(5, 1440),
      alertaFalhasSeguidas: MSG.inteiroEntre(1, 50),
    });
  });
});

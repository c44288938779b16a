import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EsquemaErp } from '../../common/api/esquemaErp';
import type { ResultadoPrevia } from '../../common/api/previa';
import type { ExecucaoTesteInsert, ResultadoTesteInsert } from '../../common/api/testeInsert';
import { MSG } from '../../common/messages';
import { COMANDOS } from '../../common/protocolo';
import { selectDaTabela } from '../../common/catalogo';
import { TelefoneSimulado } from '../../scripts/device';
import { conexaoComoDados, esperar, gerarToken, iniciarAgente, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { prepararErpIntegrador } from '../support/erpIntegrador';
import { criarErp, engineDisponivel, TIPOS_COLUNA, type ErpDeTeste } from '../support/erps';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { testEngine } from '../support/testDatabase';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

/**
 * The integrator's workbench (docs/guia-integrador.md §4.1, §5.4, §6.5) through GraphQL, the hub and a real agent, against
 * every real ERP engine: discovery, preview (compared with what a real sync then puts on a phone),
 * fixed values, the insert test (rolled back, MyISAM refused) and the new insert placeholders in a real
 * write-back. The server's own database does not change what is tested here: under PostgreSQL only the
 * SQLite ERP runs, to keep the suite's time.
 */
const ENGINES = (testEngine === 'postgres' ? (['sqlite'] as const) : (['sqlite', 'mariadb', 'postgres', 'firebird'] as const)).filter(engineDisponivel);

const RESULTADO = 'status msg erro dados';
const DESCOBRIR = `query($a: String!) { r: filialGerenciadorDescobrirTabelas(identificadorApp: $a) { ${RESULTADO} } }`;
const PREVIA = `query($a: String!, $t: String!, $c: String!) { r: filialGerenciadorPrevisualizar(identificadorApp: $a, tipo: $t, configuracao: $c) { ${RESULTADO} } }`;
const TESTAR_INSERT = `query($a: String!, $t: String!, $c: String!) { r: filialGerenciadorTestarInsert(identificadorApp: $a, tipo: $t, configuracao: $c) { ${RESULTADO} } }`;
const TESTAR_SQL = `query($a: String!, $d: String!) { r: filialGerenciadorTestarSQL(identificadorApp: $a, dadosSQL: $d) { ${RESULTADO} } }`;
const SINCRONIZAR = `query($a: String!, $d: SincronizarInput!) { r: filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { ${RESULTADO} } }`;
const SYNC_STATUS =
  'query($a: String!, $t: String!) { r: filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { executando sucesso erro msg dtFim } }';

const mapa = (campos: Record<string, string>, fixos?: Record<string, string>) => ({
  campos,
  selectItens: {},
  selectFormaPagamentoCliente: {},
  camposPersonalizados: [],
  ...(fixos ? { fixos: { campos: fixos } } : {}),
});
const PRODUTOS = {
  dados: {
    tempoSincronizacao: '01:00',
    quantidadeRegistrosPaginar: 10,
    select: 'SELECT codigo, descricao, preco, estoque, ativo, grupo FROM produtos ORDER BY codigo',
  },
  mapeamento: mapa({ produtoIdentificador: 'codigo', descricao: 'descricao', valorUnitario: 'preco', estoqueAtual: 'estoque', ativo: 'ativo', grupo: 'grupo' }),
};
const SELECT_CLIENTES = 'SELECT codigo, nome, tipo, documento FROM clientes ORDER BY codigo';

/** The guide's order insert: the header with the :uuid look-up, each item twice (its line and its discount, with the new placeholders). */
function insertPedido(
  descontos = 'INSERT INTO pedido_item_descontos (pedido_id, sequencia, produto, emissao, percentual, fracao) VALUES (:pedidoIdentificador, :sequencia, :produtoIdentificador, :pedido_dataPedido, :percDesconto, :fracaoDesconto)',
) {
  return {
    tempoSincronizacao: '01:00',
    quantidadeRegistrosPaginar: 50,
    transacaoInsert: true,
    insert: [
      {
        id: 'INS_1',
        sql: 'INSERT INTO pedidos (uuid_app, cliente, vendedor, emissao, total, observacao) VALUES (:uuid, :clienteIdentificador, :usuarioIdentificador, :dataPedido, :valorTotal, :observacao)',
        selectChave: 'SELECT id FROM pedidos WHERE uuid_app = :uuid',
      },
    ],
    insertItens: [
      {
        id: 'INS_ITENS_1',
        sql: 'INSERT INTO pedido_itens (pedido_id, produto, quantidade, valor_unitario, total, observacao) VALUES (:pedidoIdentificador, :produtoIdentificador, :quantidade, :valorUnitarioVenda, :valorTotal, :observacao)',
        selectChave: '',
      },
      { id: 'INS_ITENS_2', sql: descontos, selectChave: '' },
    ],
  };
}

describe('bancada do integrador contra os ERPs reais', { timeout: 60_000 }, () => {
  let t: TestApp;
  let parceiro: Partner;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, 'Bancada');
    await t.app.db.kysely.updateTable('contratante').set({ maxFiliais: 10, maxDipositivos: 10 }).where('id', '=', parceiro.contratanteId).execute();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  describe.each(ENGINES)('ERP %s', (engine) => {
    let erp: ErpDeTeste;
    let filial: FilialComGerenciador;
    let agente: ReturnType<typeof iniciarAgente>;

    beforeAll(async () => {
      erp = await criarErp(engine);
      await prepararErpIntegrador(erp);
      filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, `Loja ${engine}`));
      await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoIntegracao', conexaoComoDados(erp.conexao));
      agente = iniciarAgente(t.url, filial.token);
      await esperar(async () => t.app.hub.isConnected(filial.filialId), Boolean);
    }, 60_000);
    afterAll(async () => {
      await agente?.parar();
      await erp?.remover();
    });

    const chamar = async <D>(query: string, variaveis: Record<string, unknown>) => {
      const r = await t.gql<{ r: { status: boolean; msg: string; erro: string | null; dados: string | null } }>(
        query,
        { a: filial.identificadorApp, ...variaveis },
        parceiro.token,
      );
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return { ...r.data.r, dados: (r.data.r.dados ? JSON.parse(r.data.r.dados) : null) as D };
    };
    const previa = (tipo: string, configuracao: unknown) => chamar<ResultadoPrevia>(PREVIA, { t: tipo, c: JSON.stringify(configuracao) });
    const testarInsert = (configuracao: unknown) =>
      chamar<ResultadoTesteInsert>(TESTAR_INSERT, { t: 'configuracaoDadosInsertPedido', c: JSON.stringify({ dados: configuracao, mapeamento: mapa({}) }) });
    const sincronizar = async (tipo: string) => {
      expect((await chamar(SINCRONIZAR, { d: { tipo, reenviarTodos: false } })).status).toBe(true);
      const ler = async () =>
        (
          await t.gql<{ r: { executando: boolean; sucesso: boolean; dtFim: string | null; msg: string } }>(
            SYNC_STATUS,
            { a: filial.identificadorApp, t: tipo },
            parceiro.token,
          )
        ).data!.r;
      return esperar(ler, (s) => !s.executando && Boolean(s.dtFim));
    };
    /** The branch's phone, activated and with a seller logged in (phones get no data before that). */
    let fone: TelefoneSimulado | null = null;
    const telefone = async () => {
      if (fone) return fone;
      await t.app.services.mobileDados.gravarLote(filial.filialId, 'configuracaoDadosUsuario', [
        {
          identificador: 'V01',
          dados: { usuarioIdentificador: 'V01', nome: 'Vendedora', login: 'ana', password: createHash('md5').update('senha-ana').digest('hex') },
        },
      ]);
      const novo = new TelefoneSimulado(t.url);
      expect((await novo.ativar({ identificadorApp: filial.identificadorApp, uuid: `aparelho-${engine}` })).status).toBe(200);
      expect((await novo.login('ana', 'senha-ana')).status).toBe(200);
      return (fone = novo);
    };
    const contar = async (tabela: string) => Number(Object.values((await erp.sql(`SELECT COUNT(*) AS n FROM ${tabela}`))[0]!)[0]);
    const nomesIguais = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

    it('discovers tables and views with their columns and types, accented names included', async () => {
      const r = await chamar<EsquemaErp>(DESCOBRIR, {});
      expect(r).toMatchObject({ status: true, msg: MSG.tabelasDescobertas(r.dados.tabelas.length), dados: { tipoIntegracao: engine, truncado: false } });
      const tabela = (nome: string) => r.dados.tabelas.find((x) => nomesIguais(x.nome, nome));
      const produtos = tabela('produtos')!;
      expect(produtos.view).toBe(false);
      expect(produtos.colunas.map((c) => c.nome.toLowerCase())).toEqual(['codigo', 'descricao', 'preco', 'estoque', 'ativo', 'grupo']);
      const tipoDe = (nome: string) => produtos.colunas.find((c) => nomesIguais(c.nome, nome))!.tipo;
      const esperado = {
        mariadb: ['varchar(20)', 'decimal(15,2)'],
        postgres: ['character varying(20)', 'numeric(15,2)'],
        sqlite: ['VARCHAR(20)', 'NUMERIC(15,2)'],
        firebird: ['VARCHAR(20)', 'NUMERIC(15,2)'],
      }[engine];
      expect([tipoDe('codigo'), tipoDe('preco')]).toEqual(esperado);
      expect(tabela('produtos_ativos')).toMatchObject({ view: true });
      expect(tabela('produtos_ativos')!.colunas.map((c) => c.nome.toLowerCase())).toEqual(['codigo', 'descricao', 'preco']);
      const promocao = r.dados.tabelas.find((x) => x.nome === 'preços_promoção');
      expect(promocao?.colunas.map((c) => c.nome)).toEqual(['código', 'descrição', 'preço_promocional', 'válido_até']);
      expect(r.dados.tabelas.some((x) => /^(rdb\$|mon\$|sqlite_|pg_)/i.test(x.nome))).toBe(false);
      if (engine === 'mariadb') expect(tabela('log_integracao')).toMatchObject({ semTransacao: true });
      expect(produtos.semTransacao).toBeUndefined();

      // The select a picked table writes runs as is: accented names quoted as the engine needs them.
      const select = selectDaTabela(engine, promocao!);
      const lida = await previa('configuracaoDadosProduto', {
        dados: { ...PRODUTOS.dados, select },
        mapeamento: mapa({ produtoIdentificador: 'código', descricao: 'descrição', valorUnitario: 'preço_promocional' }, { estoqueAtual: '0', ativo: 'S' }),
      });
      expect(lida.status).toBe(true);
      expect(lida.dados.linhas.map((l) => [l.identificador, l.dados?.descricao, l.dados?.valorUnitario, l.dados?.ativo, l.erro])).toEqual([
        ['P0001', 'Pão de açúcar em promoção', 0.99, true, null],
        ['P0002', 'Café torrado — edição limitada', 1.75, true, null],
      ]);
    });

    it('previews the first 20 rows exactly as a later real sync puts them on the phone', async () => {
      const r = await previa('configuracaoDadosProduto', PRODUTOS);
      expect(r).toMatchObject({ status: true, msg: MSG.previaConcluida(20, 0) });
      expect(r.dados.linhas).toHaveLength(20);
      expect(r.dados.colunas.map((c) => c.toLowerCase())).toEqual(['codigo', 'descricao', 'preco', 'estoque', 'ativo', 'grupo']);
      // Nothing was sent: the phones have nothing yet.
      expect(await t.app.db.kysely.selectFrom('mobile_dado').select('id').where('filialId', '=', filial.filialId).execute()).toEqual([]);

      await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoDadosProduto', PRODUTOS.dados, PRODUTOS.mapeamento);
      expect(await sincronizar('configuracaoDadosProduto')).toMatchObject({ sucesso: true });
      const { copia } = await (await telefone()).puxarTudo('produto');
      expect(copia.size).toBe(30);
      for (const linha of r.dados.linhas) expect(copia.get(linha.identificador!)).toEqual(linha.dados);
      expect(r.dados.linhas[1]!.dados).toMatchObject({ descricao: 'Pão de açúcar nº 2 — café & maçã', valorUnitario: 2.5, ativo: true });
    });

    it('shows each row’s mapping error beside it; fixed values map every row and reach the phones', async () => {
      const comColuna = await previa('configuracaoDadosCliente', {
        dados: { quantidadeRegistrosPaginar: 10, select: SELECT_CLIENTES },
        mapeamento: mapa({ clienteIdentificador: 'codigo', nome: 'nome', tipoPessoa: 'tipo', docFederal: 'documento' }, { ativo: '1' }),
      });
      expect(comColuna).toMatchObject({ status: true, msg: MSG.previaConcluida(3, 1) });
      expect(comColuna.dados.linhas.map((l) => [l.identificador, l.erro === null, l.dados?.tipoPessoa ?? null])).toEqual([
        ['C001', true, 'J'],
        ['C002', true, 'F'],
        ['C003', false, null],
      ]);
      expect(comColuna.dados.linhas[2]!.erro).toBe('o campo tipoPessoa tem o valor X; aceitos: F, J');

      const fixo = {
        dados: { tempoSincronizacao: '01:00', quantidadeRegistrosPaginar: 10, select: SELECT_CLIENTES },
        mapeamento: mapa({ clienteIdentificador: 'codigo', nome: 'nome', docFederal: 'documento' }, { tipoPessoa: 'J', ativo: '1' }),
      };
      const semErro = await previa('configuracaoDadosCliente', fixo);
      expect(semErro.dados.linhas.every((l) => l.erro === null && l.dados?.tipoPessoa === 'J' && l.dados?.ativo === true)).toBe(true);

      await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoDadosCliente', fixo.dados, fixo.mapeamento);
      expect(await sincronizar('configuracaoDadosCliente')).toMatchObject({ sucesso: true });
      const { copia } = await (await telefone()).puxarTudo('cliente');
      expect([...copia.entries()].map(([id, d]) => [id, d.tipoPessoa, d.ativo])).toEqual([
        ['C001', 'J', true],
        ['C002', 'J', true],
        ['C003', 'J', true],
      ]);
      for (const linha of semErro.dados.linhas) expect(copia.get(linha.identificador!)).toEqual(linha.dados);
    });

    it('previews CHAR text without the blanks the engine pads it with, exactly as the phone then receives it', async () => {
      const { texto } = TIPOS_COLUNA[engine]!;
      await erp.sql(`CREATE TABLE formas_char (codigo ${texto(10)} NOT NULL PRIMARY KEY, descricao CHAR(20) NOT NULL, prazo CHAR(1) NOT NULL)`);
      for (const linha of [
        ['1', 'À vista', 'N'],
        ['2', 'Boleto 30 dias', 'S'],
      ])
        await erp.sql('INSERT INTO formas_char (codigo, descricao, prazo) VALUES (?, ?, ?)', linha);
      if (engine === 'firebird' || engine === 'postgres') {
        // What the engine itself returns: the text padded to the column's size.
        const [bruta] = await erp.sql("SELECT descricao FROM formas_char WHERE codigo = '1'");
        expect(String(Object.values(bruta!)[0])).toMatch(/^À vista +$/);
      }
      const formas = {
        dados: { tempoSincronizacao: '01:00', quantidadeRegistrosPaginar: 10, select: 'SELECT codigo, descricao, prazo FROM formas_char ORDER BY codigo' },
        mapeamento: mapa({ formaPagamentoIdentificador: 'codigo', descricao: 'descricao', usaValorAPrazo: 'prazo' }),
      };
      const r = await previa('configuracaoDadosFormaPagamento', formas);
      expect(r.dados.linhas.map((l) => l.dados)).toEqual([
        { formaPagamentoIdentificador: '1', descricao: 'À vista', usaValorAPrazo: false },
        { formaPagamentoIdentificador: '2', descricao: 'Boleto 30 dias', usaValorAPrazo: true },
      ]);

      await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoDadosFormaPagamento', formas.dados, formas.mapeamento);
      expect(await sincronizar('configuracaoDadosFormaPagamento')).toMatchObject({ sucesso: true });
      const { copia } = await (await telefone()).puxarTudo('forma_pagamento');
      expect(copia.size).toBe(2);
      for (const linha of r.dados.linhas) expect(copia.get(linha.identificador!)).toEqual(linha.dados);
    });

    it('Testar Select and the preview of the Situação do Pedido page bind its own parameters, with samples where still empty', async () => {
      const { texto, inteiro } = TIPOS_COLUNA[engine]!;
      await erp.sql(`CREATE TABLE situacoes_pedido (pedido ${inteiro} NOT NULL PRIMARY KEY, situacao CHAR(10) NOT NULL, nota ${texto(20)})`);
      for (const linha of [
        [1, 'Aberto'],
        [2, 'Faturado'],
      ])
        await erp.sql('INSERT INTO situacoes_pedido (pedido, situacao) VALUES (?, ?)', linha);
      const select = 'SELECT pedido, situacao FROM situacoes_pedido WHERE pedido IN (:pedidosIdentificadores) AND situacao <> :situacaoFinal';
      const testar = (pagina?: unknown) =>
        chamar<Record<string, unknown>[]>(TESTAR_SQL, { d: JSON.stringify({ instrucao: select, tipo: 'SELECT', ...(pagina ? { pagina } : {}) }) });

      // The page's own settings go with the test; the order keys and the empty final status take the catalogue's samples.
      const r = await testar({ tipo: 'configuracaoDadosSituacaoPedido', dados: { situacaoInicial: 'Aberto', situacaoFinal: '' } });
      expect(r, JSON.stringify(r)).toMatchObject({ status: true, erro: null });
      expect(r.msg).toBe(`${MSG.selectExecutado(1)}\n${MSG.parametrosDeExemplo(['pedidosIdentificadores', 'situacaoFinal'])}`);
      expect(r.dados.map((l) => Number(Object.values(l)[0]))).toEqual([1]);
      // Without them (as the page sent it before), the engine sees the bare :names and refuses the select.
      expect((await testar()).status).toBe(false);

      const previaSituacao = await previa('configuracaoDadosSituacaoPedido', {
        dados: { quantidadeRegistrosPaginar: 10, select, situacaoInicial: 'Aberto', situacaoFinal: 'Faturado' },
        mapeamento: mapa({ pedidoIdentificador: 'pedido', situacao: 'situacao' }),
      });
      expect(previaSituacao.status).toBe(true);
      expect(previaSituacao.msg).toBe([MSG.previaConcluida(1, 0), MSG.parametrosDeExemplo(['pedidosIdentificadores'])].join('\n'));
      expect(previaSituacao.dados.linhas.map((l) => l.dados)).toEqual([{ pedidoIdentificador: '1', situacao: 'Aberto' }]);
    });

    it('tests the insert twice, every optional field filled and then empty, with a record built from the synced catalogue; nothing left in the ERP', async () => {
      const r = await testarInsert(insertPedido());
      expect(r.status, `${r.msg} ${r.erro} ${JSON.stringify(r.dados)}`).toBe(true);
      expect(r.dados.origem).toBe('exemplo');
      expect(r.msg).toBe(MSG.testeInsertConcluidoDuasVezes(r.dados.chave!));
      expect(r.dados.chave).toMatch(/^\d+$/);
      expect(r.dados.execucoes.map((e) => [e.campos, e.ok])).toEqual([
        ['preenchidos', true],
        ['vazios', true],
      ]);
      const [preenchidos, vazios] = r.dados.execucoes as [ExecucaoTesteInsert, ExecucaoTesteInsert];
      const valores = (e: ExecucaoTesteInsert, i: number) => Object.fromEntries(e.passos[i]!.parametros.map((p) => [p.nome, p.valor]));
      // A real customer and seller of the ERP, two distinct active products at their own prices (1.25 and 2.50).
      const cabecalho = valores(preenchidos, 0);
      expect(cabecalho).toMatchObject({
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        clienteIdentificador: 'C001',
        usuarioIdentificador: 'V01',
        valorTotal: 6.25,
        observacao: 'Registro de teste do gerenciador',
      });
      expect(preenchidos.passos.map((p) => [p.grupo, p.card, p.item, p.etapa])).toEqual([
        ['insert', 1, null, 'insert'],
        ['insert', 1, null, 'selectChave'],
        ['insertItens', 1, 1, 'insert'],
        ['insertItens', 2, 1, 'insert'],
        ['insertItens', 1, 2, 'insert'],
        ['insertItens', 2, 2, 'insert'],
      ]);
      expect([valores(preenchidos, 2), valores(preenchidos, 4)]).toEqual([
        expect.objectContaining({ produtoIdentificador: 'P0001', quantidade: 1, valorUnitarioVenda: 1.25, valorTotal: 1.25 }),
        expect.objectContaining({ produtoIdentificador: 'P0002', quantidade: 2, valorUnitarioVenda: 2.5, valorTotal: 5 }),
      ]);
      expect(valores(preenchidos, 5)).toMatchObject({
        pedidoIdentificador: expect.any(String),
        sequencia: 2,
        produtoIdentificador: 'P0002',
        pedido_dataPedido: cabecalho.dataPedido,
        percDesconto: 0,
        fracaoDesconto: 0,
      });
      // The second run binds NULL for every optional field, as a real order without them does.
      expect(valores(vazios, 0)).toMatchObject({ clienteIdentificador: 'C001', valorTotal: 6.25, observacao: null });
      expect(valores(vazios, 5)).toMatchObject({ produtoIdentificador: 'P0002', percDesconto: null, fracaoDesconto: null });
      for (const tabela of ['pedidos', 'pedido_itens', 'pedido_item_descontos']) expect(await contar(tabela), tabela).toBe(0);
    });

    it('tells which run and which statement failed, in Portuguese, and leaves nothing in the ERP', async () => {
      const r = await testarInsert(
        insertPedido(
          'INSERT INTO pedido_item_descontos (pedido_id, sequencia, produto, coluna_que_nao_existe) VALUES (:pedidoIdentificador, :sequencia, :produtoIdentificador, :fracaoDesconto)',
        ),
      );
      expect(r.status).toBe(false);
      const [preenchidos, vazios] = r.dados.execucoes as [ExecucaoTesteInsert, ExecucaoTesteInsert];
      expect(r.msg).toBe(`${MSG.execucaoTesteInsert.preenchidos}: ${preenchidos.msg}\n${MSG.execucaoTesteInsert.vazios}: ${vazios.msg}`);
      expect(preenchidos.msg).toMatch(/^Falha ao testar o insert: uma coluna usada no SQL não existe.*A transação foi desfeita; nada ficou no ERP\.$/s);
      expect(r.erro).toBeTruthy();
      expect(preenchidos.falhouNoPasso).toBe(3);
      expect(preenchidos.passos[3]).toMatchObject({ grupo: 'insertItens', card: 2, item: 1 });
      for (const tabela of ['pedidos', 'pedido_itens', 'pedido_item_descontos']) expect(await contar(tabela), tabela).toBe(0);
    });

    it('tests an ERP whose items are keyed by (order, product) with distinct products, never two identical items, nor a discontinued product', async () => {
      const t2 = TIPOS_COLUNA[engine]!;
      await erp.sql(
        `CREATE TABLE itens_por_produto (pedido_id ${t2.inteiro} NOT NULL, produto ${t2.texto(20)} NOT NULL, quantidade ${t2.numero} NOT NULL, valor_unitario ${t2.numero} NOT NULL, PRIMARY KEY (pedido_id, produto))`,
      );
      const config = insertPedido();
      config.insertItens = [
        {
          id: 'INS_ITENS_1',
          sql: 'INSERT INTO itens_por_produto (pedido_id, produto, quantidade, valor_unitario) VALUES (:pedidoIdentificador, :produtoIdentificador, :quantidade, :valorUnitarioVenda)',
          selectChave: '',
        },
      ];
      // The first product is discontinued in the ERP: the sample skips it.
      const [p1] = (await t.app.services.mobileDados.buscar(filial.filialId, 'configuracaoDadosProduto', ['P0001'])).values();
      await t.app.services.mobileDados.gravarLote(filial.filialId, 'configuracaoDadosProduto', [{ identificador: 'P0001', dados: { ...p1, ativo: false } }]);
      try {
        const r = await testarInsert(config);
        expect(r.status, `${r.msg} ${r.erro}`).toBe(true);
        const itens = r.dados.execucoes.flatMap((e) =>
          e.passos.filter((p) => p.grupo === 'insertItens').map((p) => Object.fromEntries(p.parametros.map((x) => [x.nome, x.valor]))),
        );
        expect(itens.map((i) => [i.produtoIdentificador, i.valorUnitarioVenda])).toEqual([
          ['P0002', 2.5],
          ['P0003', 3.75],
          ['P0002', 2.5],
          ['P0003', 3.75],
        ]);
        expect(await contar('itens_por_produto')).toBe(0);
      } finally {
        await t.app.services.mobileDados.gravarLote(filial.filialId, 'configuracaoDadosProduto', [{ identificador: 'P0001', dados: p1! }]);
      }
    });

    it('catches an ERP column NOT NULL without a default that a real order without discount leaves empty; COALESCE with a typed parameter lets the ERP value apply', async () => {
      const t2 = TIPOS_COLUNA[engine]!;
      await erp.sql(
        `CREATE TABLE pedidos_desconto (id ${t2.id}, uuid_app ${t2.texto(40)} NOT NULL, cliente ${t2.texto(20)} NOT NULL, total ${t2.numero} NOT NULL, desconto ${t2.numero} NOT NULL)`,
      );
      const config = (desconto: string) => ({
        tempoSincronizacao: '01:00',
        quantidadeRegistrosPaginar: 50,
        transacaoInsert: true,
        insert: [
          {
            id: 'INS_1',
            sql: `INSERT INTO pedidos_desconto (uuid_app, cliente, total, desconto) VALUES (:uuid, :clienteIdentificador, :valorTotal, ${desconto})`,
            selectChave: 'SELECT id FROM pedidos_desconto WHERE uuid_app = :uuid',
          },
        ],
        insertItens: [
          {
            id: 'INS_ITENS_1',
            sql: 'INSERT INTO pedido_itens (pedido_id, produto, quantidade, valor_unitario, total) VALUES (:pedidoIdentificador, :produtoIdentificador, :quantidade, :valorUnitarioVenda, :valorTotal)',
            selectChave: '',
          },
        ],
      });
      const ingenuo = await testarInsert(config(':valorDesconto'));
      expect(ingenuo.status).toBe(false);
      expect(ingenuo.dados.execucoes.map((e) => [e.campos, e.ok])).toEqual([
        ['preenchidos', true],
        ['vazios', false],
      ]);
      expect(ingenuo.msg).toMatch(
        new RegExp(
          `^${MSG.execucaoTesteInsert.vazios.replace(/[()]/g, '\\$&')}: Falha ao testar o insert: o ERP recusou o registro porque uma coluna obrigatória ficou sem valor`,
        ),
      );
      expect(ingenuo.dados.execucoes[1]!.passos[0]!.parametros.find((p) => p.nome === 'valorDesconto')).toEqual({ nome: 'valorDesconto', valor: null });

      // The guide's pattern (docs/guia-integrador.md, "Campos que o aparelho pode não enviar"): the ERP's own 0 when the phone sends none.
      const padrao = config('COALESCE(CAST(:valorDesconto AS DECIMAL(15,2)), 0)');
      expect((await testarInsert(padrao)).status).toBe(true);
      expect(await contar('pedidos_desconto')).toBe(0);
      await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoDadosInsertPedido', padrao);
      const gravar = async (uuid: string, extra: Record<string, unknown>) => {
        await t.app.services.registrosApp.registrar({
          filialId: filial.filialId,
          dispositivoId: null,
          tipo: 'pedido',
          uuid,
          usuarioIdentificador: 'V01',
          dados: {
            clienteIdentificador: 'C001',
            usuarioIdentificador: 'V01',
            dataPedido: '2026-03-04 10:20:30',
            valorTotal: 10,
            ...extra,
            itens: [{ produtoIdentificador: 'P0001', quantidade: 8, valorUnitarioVenda: 1.25, valorTotal: 10 }],
          },
        });
        t.app.hub.notify(filial.filialId, COMANDOS.registrosPendentes);
        return esperar(
          () => t.app.services.registrosApp.buscarPorUuid(filial.filialId, 'pedido', uuid),
          (x) => x?.situacao !== 'pendente',
        );
      };
      expect(await gravar(`sem-desconto-${engine}`, {})).toMatchObject({ situacao: 'integrado' });
      expect(await gravar(`com-desconto-${engine}`, { valorDesconto: 10.55 })).toMatchObject({ situacao: 'integrado' });
      const descontos = (await erp.sql('SELECT uuid_app, desconto FROM pedidos_desconto ORDER BY id')).map((l) =>
        Object.values(l).map((v, i) => (i === 1 ? Number(v) : v)),
      );
      // A decimal kept whole: COALESCE(:valorDesconto, 0) would fail on PostgreSQL and round to 11 on Firebird.
      expect(descontos).toEqual([
        [`sem-desconto-${engine}`, 0],
        [`com-desconto-${engine}`, 10.55],
      ]);
      await erp.sql('DELETE FROM pedido_itens');
    });

    it('refuses at save an insert whose table or column the ERP lacks, naming it; saves with a warning when the test fails only for the data', async () => {
      const SALVAR = 'mutation($i: MobileFilialConfiguracaoInput!) { r: createUpdateMobileFilialConfiguracao(input: $i) { dados aviso } }';
      const salvar = (dados: unknown) =>
        t.gql<{ r: { dados: string; aviso: string | null } }>(
          SALVAR,
          { i: { filialId: filial.filialId, tipo: 'configuracaoDadosInsertPedido', dados: JSON.stringify(dados), ativa: true } },
          parceiro.token,
        );
      const salvoAntes = await salvar(insertPedido());
      expect(salvoAntes.errors).toBeUndefined();
      expect(salvoAntes.data!.r.aviso).toBeNull();
      // As the engine writes an unquoted name: Firebird in upper case.
      const nome = (n: string) => (engine === 'firebird' ? n.toUpperCase() : n);

      const semColuna = await salvar(
        insertPedido(
          'INSERT INTO pedido_item_descontos (pedido_id, sequencia, produto, coluna_que_nao_existe) VALUES (:pedidoIdentificador, :sequencia, :produtoIdentificador, :fracaoDesconto)',
        ),
      );
      const msgColuna = MSG.insertInexistenteAoSalvar('Insert dos itens do pedido 2', 'coluna', nome('coluna_que_nao_existe'));
      expect(semColuna.errors?.[0]).toMatchObject({ message: msgColuna, extensions: { fields: { insertItens: msgColuna } } });

      const config = insertPedido();
      config.insert[0]!.sql = config.insert[0]!.sql.replace('INSERT INTO pedidos', 'INSERT INTO pedidos_que_nao_existem');
      const semTabela = await salvar(config);
      expect(semTabela.errors?.[0]?.message).toBe(MSG.insertInexistenteAoSalvar('Insert do pedido 1', 'tabela', nome('pedidos_que_nao_existem')));
      // Nothing of the refused saves was kept.
      const lida = await t.gql<{ c: { dados: string } }>(
        'query($f: Int!, $t: String!) { c: mobileFilialConfiguracao(filialId: $f, tipo: $t) { dados } }',
        { f: filial.filialId, t: 'configuracaoDadosInsertPedido' },
        parceiro.token,
      );
      expect(JSON.parse(lida.data!.c.dados).insert).toEqual(insertPedido().insert);

      // A NOT NULL column that an order without discount leaves empty: a matter of the data, saved with the test's message.
      const t2 = TIPOS_COLUNA[engine]!;
      await erp.sql(
        `CREATE TABLE pedidos_obrigatorios (id ${t2.id}, uuid_app ${t2.texto(40)} NOT NULL, cliente ${t2.texto(20)} NOT NULL, observacao ${t2.texto(100)} NOT NULL)`,
      );
      const obrigatoria = {
        ...insertPedido(),
        insert: [
          {
            id: 'INS_1',
            sql: 'INSERT INTO pedidos_obrigatorios (uuid_app, cliente, observacao) VALUES (:uuid, :clienteIdentificador, :observacao)',
            selectChave: 'SELECT id FROM pedidos_obrigatorios WHERE uuid_app = :uuid',
          },
        ],
      };
      const comAviso = await salvar(obrigatoria);
      expect(comAviso.errors).toBeUndefined();
      expect(comAviso.data!.r.aviso).toMatch(
        /^Configuração salva, mas o teste dos inserts com o ERP falhou: Com os campos opcionais vazios \(NULL.*: Falha ao testar o insert: o ERP recusou o registro porque uma coluna obrigatória ficou sem valor/s,
      );
      expect(await salvar(insertPedido())).toMatchObject({ data: { r: { aviso: null } } });
    });

    it.runIf(engine === 'mariadb')('refuses an insert test on a MyISAM table instead of writing to it', async () => {
      const config = insertPedido();
      config.insertItens.push({ id: 'INS_LOG', sql: 'INSERT INTO log_integracao (pedido, quando) VALUES (:uuid, :pedido_dataSincronizacao)', selectChave: '' });
      const r = await testarInsert(config);
      expect(r).toMatchObject({ status: false, msg: MSG.testeInsertSemTransacao(['log_integracao']) });
      expect(r.dados.execucoes).toEqual([]);
      for (const tabela of ['pedidos', 'pedido_itens', 'log_integracao']) expect(await contar(tabela), tabela).toBe(0);
    });

    it('writes a phone order with the header’s fields, the item sequence and both forms of the discount', async () => {
      await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoDadosInsertPedido', insertPedido());
      const { registro } = await t.app.services.registrosApp.registrar({
        filialId: filial.filialId,
        dispositivoId: null,
        tipo: 'pedido',
        uuid: `pedido-${engine}-1`,
        usuarioIdentificador: 'V01',
        dados: {
          clienteIdentificador: 'C002',
          usuarioIdentificador: 'V01',
          dataPedido: '2026-03-04 10:20:30',
          valorBruto: 40,
          valorTotal: 36,
          percDesconto: 10,
          itens: [
            { produtoIdentificador: 'P0003', quantidade: 2, valorUnitarioVenda: 10, valorTotal: 18, percDesconto: 10 },
            { produtoIdentificador: 'P0004', quantidade: 4, valorUnitarioVenda: 5, valorTotal: 18, percDesconto: 12.5 },
          ],
        },
      });
      // As the device API does: the notice reaches the agent after the configuration change, in order.
      t.app.hub.notify(filial.filialId, COMANDOS.registrosPendentes);
      const final = await esperar(
        () => t.app.services.registrosApp.buscarPorUuid(filial.filialId, 'pedido', registro.uuid),
        (x) => x?.situacao !== 'pendente',
      );
      expect(final).toMatchObject({ situacao: 'integrado', erro: null });
      const linhas = await erp.sql('SELECT pedido_id, sequencia, produto, emissao, percentual, fracao FROM pedido_item_descontos ORDER BY sequencia');
      const lidas = linhas.map((l) => {
        const v = Object.fromEntries(Object.entries(l).map(([k, x]) => [k.toLowerCase(), x]));
        return [
          String(v.pedido_id),
          Number(v.sequencia),
          v.produto,
          String(v.emissao instanceof Date ? v.emissao.toISOString() : v.emissao)
            .replace('T', ' ')
            .slice(0, 19),
          Number(v.percentual),
          Number(v.fracao),
        ];
      });
      expect(lidas).toEqual([
        [final!.chaveErp, 1, 'P0003', '2026-03-04 10:20:30', 10, 0.1],
        [final!.chaveErp, 2, 'P0004', '2026-03-04 10:20:30', 12.5, 0.125],
      ]);

      // The next insert test takes this record (under a new uuid) as its sample.
      const r = await testarInsert(insertPedido());
      expect(r.dados).toMatchObject({
        origem: 'ultimoRecebido',
        execucoes: [{ registro: { clienteIdentificador: 'C002' } }, { registro: { clienteIdentificador: 'C002' } }],
      });
      expect(await contar('pedidos')).toBe(1);
    });
  });
});

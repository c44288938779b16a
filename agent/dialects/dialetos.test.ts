import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIGURACAO_BASICA_PADRAO, configuracaoPadrao, TIPOS_DADOS_POR_TIPO } from '../../common/catalogo';
import { mensagemErroErp } from '../../common/erpErrors';
import { MSG } from '../../common/messages';
import { criarErp, engineDisponivel, inserirProdutos, TIPOS_COLUNA, type ErpDeTeste } from '../../tests/support/erps';
import { EstadoLocal } from '../estado';
import { Gravador } from '../gravacao/gravador';
import { Sincronizador } from '../sincronizacao/sincronizador';
import { configInsertPedido } from '../testing/configPedido';
import { configProdutos } from '../testing/configProdutos';
import { NuvemEmMemoria } from '../testing/nuvemFalsa';
import { abrirDialeto, classificarErro, type Dialeto } from '.';

const ENGINES = (['sqlite', 'mariadb', 'postgres', 'firebird'] as const).filter(engineDisponivel);

const TEXTO_HOSTIL = "O'Brien; DROP TABLE pedidos; -- SELECT * FROM clientes WHERE 1=1 OR 'a'='a'";

describe.each(ENGINES)('dialeto %s contra um banco real', (engine) => {
  let erp: ErpDeTeste;
  let dialeto: Dialeto;
  let estado: EstadoLocal;

  beforeAll(async () => {
    erp = await criarErp(engine);
    dialeto = abrirDialeto(erp.conexao);
    estado = new EstadoLocal(':memory:');
  }, 60_000);
  afterAll(async () => {
    await dialeto?.fechar();
    estado?.fechar();
    await erp?.remover();
  });

  it('tests the connection, and reports a wrong password with the database message', async () => {
    await expect(dialeto.testar()).resolves.toBeUndefined();
    if (engine === 'sqlite') {
      await expect(abrirDialeto({ ...erp.conexao, sqliteArquivo: '/nao/existe.db' }).testar()).rejects.toThrow();
    } else {
      await expect(
        abrirDialeto({ ...erp.conexao, password: 'senha-errada', username: engine === 'firebird' ? 'SYSDBA' : 'usuario_inexistente' }).testar(),
      ).rejects.toThrow(/./);
    }
  });

  it('pages a select without loading it whole and keeps accented text and exact decimals', async () => {
    await inserirProdutos(erp, 120);
    const paginas: number[] = [];
    let primeira: Record<string, unknown> | undefined;
    await dialeto.percorrer('SELECT codigo, descricao, preco FROM produtos ORDER BY codigo', 50, async (linhas) => {
      paginas.push(linhas.length);
      primeira ??= linhas[0];
      return true;
    });
    expect(paginas).toEqual([50, 50, 20]);
    const ler = (k: string) => primeira![k] ?? primeira![k.toUpperCase()];
    expect(ler('descricao')).toBe('Pão de açúcar nº 1 — café & maçã');
    expect(Number(ler('preco'))).toBe(1.25);
    // 120 rows written one commit each: seconds on a busy Firebird, beyond the default 5 s.
  }, 30_000);

  it('stops reading when the page handler says so (cancel after the current page)', async () => {
    let paginas = 0;
    await dialeto.percorrer('SELECT codigo FROM produtos ORDER BY codigo', 30, async () => ++paginas < 2);
    expect(paginas).toBe(2);
  });

  it('test select: an ordered select limited to its true first row, or whole; a failed one leaves the dialect usable', async () => {
    const ordenado = 'SELECT codigo FROM produtos ORDER BY codigo DESC';
    const todos = await dialeto.testarSelect(ordenado, null);
    expect(todos).toHaveLength(120);
    const primeira = await dialeto.testarSelect(`${ordenado};`, 1);
    expect(primeira).toHaveLength(1);
    expect(primeira[0]).toEqual(todos[0]);
    await expect(dialeto.testarSelect('SELECT codigo FROM tabela_que_nao_existe', 1)).rejects.toThrow();
    expect(await dialeto.testarSelect(ordenado, null)).toHaveLength(120);
  });

  it('syncs everything, then only changes, then removals, to the cloud', async () => {
    const nuvem = new NuvemEmMemoria();
    const def = TIPOS_DADOS_POR_TIPO.configuracaoDadosProduto;
    const rodar = (reenviar = false) => new Sincronizador(nuvem, dialeto, estado, def, configProdutos(), CONFIGURACAO_BASICA_PADRAO, 0).executar(reenviar);

    await rodar();
    expect(nuvem.registros.size).toBe(120);
    expect(nuvem.registros.get('P0007')).toMatchObject({
      produtoIdentificador: 'P0007',
      descricao: 'Pão de açúcar nº 7 — café & maçã',
      valorUnitario: 8.75,
      estoqueAtual: 0,
      ativo: true,
      camposPersonalizados: { CP_1: 'Padaria' },
    });
    expect(nuvem.status).toMatchObject({ executando: false, sucesso: true, envioCompleto: true, itemsCount: 120, itensSincronizadosCount: 120, erro: null });

    await erp.sql('UPDATE produtos SET preco = ? WHERE codigo = ?', ['99.90', 'P0003']);
    await erp.sql('DELETE FROM produtos WHERE codigo = ?', ['P0004']);
    await erp.sql('UPDATE produtos SET preco = ? WHERE codigo = ?', ['-1', 'P0005']);
    nuvem.enviados = 0;
    await rodar();
    expect(nuvem.enviados).toBe(2);
    expect(nuvem.registros.size).toBe(119);
    expect(nuvem.registros.get('P0003')).toMatchObject({ valorUnitario: 99.9 });
    expect(nuvem.registros.has('P0004')).toBe(false);
    expect(nuvem.status).toMatchObject({ itemsCount: 119, itensSincronizadosCount: 2 });

    nuvem.enviados = 0;
    await rodar(true);
    expect(nuvem.enviados).toBe(119);
  });

  it('a row that fails mapping fails the run with its identifier, and nothing is removed', async () => {
    const nuvem = new NuvemEmMemoria();
    const estadoProprio = new EstadoLocal(':memory:');
    const def = TIPOS_DADOS_POR_TIPO.configuracaoDadosProduto;
    await new Sincronizador(nuvem, dialeto, estadoProprio, def, configProdutos(), CONFIGURACAO_BASICA_PADRAO, 0).executar(false);
    expect(nuvem.registros.size).toBe(119);
    await erp.sql('DELETE FROM produtos WHERE codigo = ?', ['P0009']);
    const config = configProdutos();
    config.dados.select =
      "SELECT codigo, descricao, CASE WHEN codigo = 'P0010' THEN 'caro' ELSE preco END AS preco, estoque, ativo, grupo FROM produtos ORDER BY codigo";
    if (engine === 'firebird' || engine === 'postgres')
      config.dados.select =
        "SELECT codigo, descricao, CASE WHEN codigo = 'P0010' THEN 'caro' ELSE CAST(preco AS VARCHAR(20)) END AS preco, estoque, ativo, grupo FROM produtos ORDER BY codigo";
    const fim = await new Sincronizador(nuvem, dialeto, estadoProprio, def, config, CONFIGURACAO_BASICA_PADRAO, 0).executar(false);
    expect(fim).toBe('falha');
    expect(String(nuvem.status.erro)).toContain('Registro P0010: o campo valorUnitario (caro) não é um número decimal');
    expect(nuvem.status).toMatchObject({ sucesso: false, envioCompleto: false, msg: MSG.registrosNaoLidos(1) });
    // P0009 left the ERP, but a read with a failed row removes nothing.
    expect(nuvem.registros.has('P0009')).toBe(true);
    expect(nuvem.registros.has('P0010')).toBe(true);
    await erp.sql('INSERT INTO produtos (codigo, descricao, preco, estoque, ativo, grupo) VALUES (?, ?, ?, ?, ?, ?)', [
      'P0009',
      'Pão de açúcar nº 9 — café & maçã',
      '11.25',
      '2',
      1,
      'Padaria',
    ]);
    estadoProprio.fechar();
  });

  it('fails a run whose mapped column is only named in the ORDER BY, with the column in Portuguese', async () => {
    const nuvem = new NuvemEmMemoria();
    const config = configProdutos();
    config.dados.select = 'SELECT codigo, descricao, preco, estoque, ativo FROM produtos ORDER BY grupo, codigo';
    const execucao = new Sincronizador(
      nuvem,
      dialeto,
      new EstadoLocal(':memory:'),
      TIPOS_DADOS_POR_TIPO.configuracaoDadosProduto,
      config,
      CONFIGURACAO_BASICA_PADRAO,
      0,
    ).executar(false);
    await expect(execucao).rejects.toThrow(MSG.colunaNaoRetornada('grupo', 'Grupo'));
    expect(nuvem.status).toMatchObject({ sucesso: false, executando: false, msg: MSG.colunaNaoRetornada('grupo', 'Grupo') });
    expect(nuvem.registros.size).toBe(0);
  });

  it('classifies the engine errors into kinds with Portuguese messages', async () => {
    const falhaDe = async (d: Dialeto, acao: (d: Dialeto) => Promise<unknown>) => {
      try {
        await acao(d);
      } catch (error) {
        return d.classificar(error);
      }
      throw new Error('esperava uma falha');
    };
    if (engine === 'sqlite') {
      expect(await falhaDe(abrirDialeto({ ...erp.conexao, sqliteArquivo: '/nao/existe/erp.db' }), (d) => d.testar())).toBe('bancoNaoEncontrado');
    } else {
      const errado = abrirDialeto({ ...erp.conexao, password: 'senha-errada', username: engine === 'firebird' ? 'SYSDBA' : 'usuario_inexistente' });
      expect(await falhaDe(errado, (d) => d.testar())).toBe('autenticacao');
      // Every path of the dialect fails (none hangs, none ends the process) on a refused login.
      expect(await falhaDe(errado, (d) => d.percorrer('SELECT codigo FROM produtos', 10, async () => true))).toBe('autenticacao');
      expect(await falhaDe(errado, (d) => d.testarSelect('SELECT codigo FROM produtos', 1))).toBe('autenticacao');
      expect(await falhaDe(errado, (d) => d.consultar('SELECT codigo FROM produtos'))).toBe('autenticacao');
      expect(await falhaDe(errado, (d) => d.transacao((tx) => tx.executar('SELECT codigo FROM produtos')))).toBe('autenticacao');
      await errado.fechar();
      const semBanco = abrirDialeto({ ...erp.conexao, database: engine === 'firebird' ? '/var/lib/firebird/3.0/data/nao_existe.fdb' : 'nao_existe_erp' });
      // MariaDB does not tell a user without rights whether another database exists: "access denied to database".
      expect(await falhaDe(semBanco, (d) => d.testar())).toBe(engine === 'mariadb' ? 'permissao' : 'bancoNaoEncontrado');
      expect(await falhaDe(abrirDialeto({ ...erp.conexao, hostname: '127.0.0.1', porta: 9 }), (d) => d.testar())).toBe('hostInacessivel');
    }
    if (engine === 'firebird') {
      // The connection page's default port for Firebird (5030) is not where its servers listen: the message says so.
      const naPorta = async (porta: number) => {
        const d = abrirDialeto({ ...erp.conexao, hostname: '127.0.0.1', porta });
        try {
          await d.testar();
        } catch (error) {
          return classificarErro('firebird', error, 'conectar').msg;
        } finally {
          await d.fechar();
        }
        throw new Error('esperava uma falha');
      };
      expect(await naPorta(5030)).toBe(
        `${mensagemErroErp('hostInacessivel', 'conectar')} Servidores Firebird costumam escutar na porta 3050: confira a porta na configuração da conexão.`,
      );
      expect(await naPorta(9)).toContain('porta 3050');
    }
    expect(await falhaDe(dialeto, (d) => d.consultar('SELECT codigo FROM prodcts'))).toBe('tabelaNaoEncontrada');
    expect(await falhaDe(dialeto, (d) => d.consultar('SELECT codgo FROM produtos'))).toBe('colunaNaoEncontrada');
    // A typo in the first word never reaches the ERP on a read (not a select: common/catalogo/instrucoesSql); a write sends it.
    expect(await falhaDe(dialeto, (d) => d.consultar('SELECT codigo FROM produtos WHERE ORDER BY codigo'))).toBe('sintaxe');
    expect(await falhaDe(dialeto, (d) => d.executar('SELEC codigo FROM produtos'))).toBe('sintaxe');
    expect(
      await falhaDe(dialeto, (d) =>
        d.executar(`INSERT INTO produtos (codigo, descricao, preco, estoque, ativo) VALUES (${d.marcador(0)}, 'x', 1, 1, 1)`, ['P0001']),
      ),
    ).toBe('chaveDuplicada');
    expect(
      await falhaDe(dialeto, (d) =>
        d.executar(`INSERT INTO produtos (codigo, descricao, preco, estoque, ativo) VALUES (${d.marcador(0)}, NULL, 1, 1, 1)`, ['NOVO1']),
      ),
    ).toBe('valorObrigatorio');
    if (engine !== 'sqlite') {
      // SQLite stores any value in any column; the other engines refuse what does not convert.
      expect(
        await falhaDe(dialeto, (d) =>
          d.executar(`INSERT INTO produtos (codigo, descricao, preco, estoque, ativo) VALUES ('NOVO2', 'x', ${d.marcador(0)}, 1, 1)`, ['abc']),
        ),
      ).toBe('conversao');
    }
    const f = classificarErro(engine === 'sqlite' ? 'mariadb' : engine, Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), 'gravar');
    expect(f).toMatchObject({
      tipo: 'hostInacessivel',
      transitorio: true,
      msg: expect.stringMatching(/^Falha ao gravar o registro no ERP: não foi possível conectar/),
    });
    // What no rule knows still says, in Portuguese, which step failed, with the engine's text beside it.
    expect(classificarErro(engine, new Error('SQLSTATE HY000: algo que nenhuma regra conhece'), 'subSelect')).toEqual({
      tipo: 'desconhecido',
      transitorio: false,
      msg: mensagemErroErp('desconhecido', 'subSelect'),
      detalhe: 'SQLSTATE HY000: algo que nenhuma regra conhece',
    });
  }, 60_000);

  it.skipIf(engine === 'sqlite')(
    'a connection cut from the database side while a read waits fails that read, never hangs it; the next operations work, and an idle one cut costs nothing',
    async () => {
      const t = TIPOS_COLUNA[engine]!;
      await erp.sql(`CREATE TABLE linhas_largas (codigo ${t.inteiro} NOT NULL PRIMARY KEY, texto ${t.texto(40)} NOT NULL)`);
      for (let i = 1; i <= 100; i++) await erp.sql('INSERT INTO linhas_largas (codigo, texto) VALUES (?, ?)', [i, `linha ${i}`]);
      const proprio = abrirDialeto(erp.conexao);
      let soltar!: () => void;
      const solto = new Promise<void>((r) => (soltar = r));
      let chegou!: () => void;
      const naPrimeiraPagina = new Promise<void>((r) => (chegou = r));
      // Wide rows, many of them: the read cannot sit whole in the client's buffers when the connection goes.
      const leitura = proprio.percorrer(
        `SELECT a.codigo, RPAD(a.texto, 2000, '.') AS texto FROM linhas_largas a CROSS JOIN linhas_largas b ORDER BY a.codigo, b.codigo`,
        10,
        async () => {
          chegou();
          await solto;
          return true;
        },
      );
      const fimDaLeitura = leitura.then(
        () => null,
        (erro: unknown) => erro,
      );
      await naPrimeiraPagina;
      expect(await erp.cortarConexoes()).toBeGreaterThan(0);
      // A write beside the read (Firebird: on the same attachment) either fails as a lost connection or goes through a new one.
      const escrever = () => proprio.executar(`UPDATE linhas_largas SET texto = texto WHERE codigo = ${proprio.marcador(0)}`, [1]);
      const escrita = await escrever().then(
        () => null,
        (erro: unknown) => erro,
      );
      if (escrita) expect(proprio.classificar(escrita)).toBe('conexaoPerdida');
      soltar();
      const erro = await fimDaLeitura;
      expect(erro).not.toBeNull();
      expect(proprio.classificar(erro)).toBe('conexaoPerdida');
      await expect(escrever()).resolves.toEqual([]);
      expect(await proprio.consultar(`SELECT codigo FROM linhas_largas WHERE codigo = ${proprio.marcador(0)}`, [1])).toHaveLength(1);
      await proprio.fechar();
      // This file's shared dialect lost its idle connection in the cut too: that costs it no operation.
      expect(await dialeto.consultar('SELECT codigo FROM linhas_largas')).toHaveLength(100);
      await expect(dialeto.transacao((tx) => tx.executar('UPDATE linhas_largas SET texto = texto WHERE codigo = 2'))).resolves.toEqual([]);
    },
    30_000,
  );

  it('runs each sub-select once per page, with the same value conversions as the main select', async () => {
    const t = TIPOS_COLUNA[engine]!;
    await erp.sql(`CREATE TABLE medidas (codigo ${t.texto(10)} NOT NULL PRIMARY KEY, peso ${t.real} NOT NULL)`);
    await erp.sql(`CREATE TABLE medida_itens (medida ${t.texto(10)} NOT NULL, produto ${t.texto(20)} NOT NULL, peso ${t.real} NOT NULL)`);
    for (let i = 1; i <= 12; i++) {
      const codigo = i === 5 ? 'AB12 ' : `M${String(i).padStart(2, '0')}`;
      await erp.sql('INSERT INTO medidas (codigo, peso) VALUES (?, ?)', [codigo, 9.8]);
      for (let j = 1; j <= (i % 3) + 1; j++) await erp.sql('INSERT INTO medida_itens (medida, produto, peso) VALUES (?, ?, ?)', [codigo, `P${j}`, 9.8]);
    }
    const config = configuracaoPadrao('configuracaoDadosTabelaPreco');
    config.ativa = true;
    Object.assign(config.dados, {
      quantidadeRegistrosPaginar: 5,
      select: 'SELECT codigo, peso FROM medidas ORDER BY codigo',
      selectItens: 'SELECT produto, peso FROM medida_itens WHERE medida = :tabelaPrecoIdentificador ORDER BY produto',
    });
    config.mapeamento.campos = { tabelaPrecoIdentificador: 'codigo', descricao: 'peso' };
    config.mapeamento.selectItens = { produtoIdentificador: 'produto', valorVenda: 'peso' };
    const consultas: string[] = [];
    const contado: Dialeto = Object.assign(Object.create(Object.getPrototypeOf(dialeto)), dialeto, {
      consultar: (sql: string, valores?: unknown[]) => (consultas.push(sql), dialeto.consultar(sql, valores)),
    });
    const nuvem = new NuvemEmMemoria();
    expect(
      await new Sincronizador(
        nuvem,
        contado,
        new EstadoLocal(':memory:'),
        TIPOS_DADOS_POR_TIPO.configuracaoDadosTabelaPreco,
        config,
        CONFIGURACAO_BASICA_PADRAO,
        0,
      ).executar(false),
    ).toBe('sucesso');
    // 12 parents in pages of 5: three statements, not twelve.
    expect(consultas).toHaveLength(3);
    expect(consultas[0]).toMatch(/IN \(/);
    expect(nuvem.registros.size).toBe(12);
    const m01 = nuvem.registros.get('M01')!;
    // The key with a trailing blank travels as the ERP has it, and finds its own items.
    const ab12 = nuvem.registros.get('AB12 ')!;
    expect(ab12.selectItens).toHaveLength(3);
    expect(m01.selectItens).toEqual([
      { produtoIdentificador: 'P1', valorVenda: m01.descricao === '9.8' ? 9.8 : Number(m01.descricao) },
      { produtoIdentificador: 'P2', valorVenda: expect.any(Number) },
    ]);
    for (const registro of nuvem.registros.values()) {
      for (const item of registro.selectItens as { valorVenda: number }[]) expect(item.valorVenda).toBe(Number(registro.descricao));
    }
    if (engine === 'mariadb') expect(m01.descricao).toBe('9.8');
  });

  it('writes an order with items back once, binding hostile text verbatim, with the key read back', async () => {
    const gravador = new Gravador(dialeto, estado, () => configInsertPedido(true));
    const pedido = {
      tipo: 'pedido' as const,
      uuid: `uuid-${engine}-1`,
      dados: {
        clienteIdentificador: 'C001',
        usuarioIdentificador: 'V01',
        dataPedido: '2026-11-23 10:30:00',
        valorTotal: '30.50',
        observacao: TEXTO_HOSTIL,
        itens: [
          { produtoIdentificador: 'P0001', quantidade: 2, valorUnitarioVenda: 10.25, valorTotal: 20.5, observacao: "item; DELETE FROM produtos; 'x'" },
          { produtoIdentificador: 'P0002', quantidade: 1, valorUnitarioVenda: 10, valorTotal: 10, observacao: 'Açúcar mascavo' },
        ],
      },
    };
    const resultado = await gravador.gravar(pedido);
    expect(resultado).toMatchObject({ situacao: 'integrado' });
    const again = await gravador.gravar(pedido);
    expect(again).toEqual(resultado);

    const pedidos = await erp.sql('SELECT id, observacao, total FROM pedidos WHERE uuid_app = ?', [pedido.uuid]);
    expect(pedidos).toHaveLength(1);
    const linha = Object.fromEntries(Object.entries(pedidos[0]).map(([k, v]) => [k.toLowerCase(), v]));
    expect(linha.observacao).toBe(TEXTO_HOSTIL);
    expect(String(linha.id)).toBe((resultado as { chaveErp: string }).chaveErp);
    const itens = await erp.sql('SELECT produto, observacao FROM pedido_itens WHERE pedido_id = ? ORDER BY produto', [Number(linha.id)]);
    expect(itens.map((i) => Object.values(i)[1])).toEqual(["item; DELETE FROM produtos; 'x'", 'Açúcar mascavo']);
    expect(await erp.sql('SELECT COUNT(*) AS n FROM produtos')).toHaveLength(1);
  });

  it('after a crash mid-write, looks the record up by uuid instead of inserting it again', async () => {
    const uuid = `uuid-${engine}-crash`;
    // The ERP got the order but the agent died before noting it.
    await erp.sql('INSERT INTO pedidos (uuid_app, cliente, total) VALUES (?, ?, ?)', [uuid, 'C001', '5.00']);
    estado.anotar(uuid, 'pedido', 'gravando');
    const dados = { clienteIdentificador: 'C001', valorTotal: 5, itens: [] };
    const resultado = await new Gravador(dialeto, estado, () => configInsertPedido(true)).gravar({ tipo: 'pedido', uuid, dados });
    expect(resultado).toMatchObject({ situacao: 'integrado' });
    expect(await erp.sql('SELECT id FROM pedidos WHERE uuid_app = ?', [uuid])).toHaveLength(1);

    const semLookup = `uuid-${engine}-revisao`;
    estado.anotar(semLookup, 'pedido', 'gravando');
    const revisao = await new Gravador(dialeto, estado, () => configInsertPedido(false)).gravar({ tipo: 'pedido', uuid: semLookup, dados });
    expect(revisao).toMatchObject({ situacao: 'erro', erro: expect.stringContaining('Confira no ERP') });
    expect(await erp.sql('SELECT id FROM pedidos WHERE uuid_app = ?', [semLookup])).toHaveLength(0);
  });

  it('rolls the whole order back when an item fails, and keeps the error', async () => {
    const uuid = `uuid-${engine}-falha`;
    const resultado = await new Gravador(dialeto, estado, () => configInsertPedido(true)).gravar({
      tipo: 'pedido',
      uuid,
      dados: { clienteIdentificador: 'C001', valorTotal: 1, itens: [{ produtoIdentificador: null, quantidade: 1, valorUnitarioVenda: 1, valorTotal: 1 }] },
    });
    expect(resultado.situacao).toBe('erro');
    expect(await erp.sql('SELECT id FROM pedidos WHERE uuid_app = ?', [uuid])).toHaveLength(0);
  });

  it('a write prepared before a column was dropped fails after the drop instead of running against the table as it was', async () => {
    const t = TIPOS_COLUNA[engine]!;
    await erp.sql(`CREATE TABLE com_obs (id ${t.inteiro} NOT NULL, obs ${t.texto(20)})`);
    const escrever = () =>
      dialeto
        .transacao(async (tx) => {
          await tx.executar(`INSERT INTO com_obs (id, obs) VALUES (${dialeto.marcador(0)}, ${dialeto.marcador(1)})`, [1, 'x']);
          throw new Error('desfazer');
        })
        .catch((e: unknown) => e);
    expect(((await escrever()) as Error).message).toBe('desfazer');
    await erp.sql(engine === 'firebird' ? 'ALTER TABLE com_obs DROP obs' : 'ALTER TABLE com_obs DROP COLUMN obs');
    const depois = await escrever();
    expect(classificarErro(engine, depois, 'testarInsert').tipo).toBe('colunaNaoEncontrada');
  });
});

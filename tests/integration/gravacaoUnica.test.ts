import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abrirSqlite } from '../../common/sqlite/abrirSqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SugestaoConfiguracao } from '../../common/api/sugestao';
import { TABELA_GRAVACAO } from '../../common/catalogo';
import { COMANDOS } from '../../common/protocolo';
import { MSG_TABELA_NAO_AUTORIZADA } from '../../agent/gravacao/gravador';
import { conexaoComoDados, esperar, gerarToken, salvarConfiguracao, type FilialComGerenciador } from '../support/agenteFixtures';
import { retratar } from '../support/erpRetrato';
import { engineDisponivel } from '../support/erps';
import { criarErpNomeado, type ErpNomeado, type Estilo } from '../support/erpsNomes';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { lancarAgente, matar } from '../support/processoAgente';
import { criarProxyCommit, type ProxyCommit } from '../support/proxyCommit';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

/**
 * Exactly once without a column added to the ERP's tables (docs/guia-integrador.md, "Gravação
 * exatamente uma vez"): the proposed order insert, with the agent's own table fv_gravacao agreed to,
 * writes phone orders with their items once each although the agent is killed (kill -9) during the
 * COMMIT of an order, whether that COMMIT reached the database or not:
 * - MariaDB and PostgreSQL: a relay between agent and server holds the COMMIT, passed on or kept;
 * - SQLite: the test holds a read lock, so the agent's COMMIT waits for it (PENDING lock);
 * - Firebird: an ON TRANSACTION COMMIT trigger of the test runs for seconds once an order is in it.
 * The ERP's tables end as they were, with only fv_gravacao beside them. Real agent processes; runs on
 * the SQLite server database only (the server's engine is not what is tested).
 */
const CASOS: { motor: 'mariadb' | 'postgres' | 'sqlite' | 'firebird'; estilo: Estilo }[] = [
  { motor: 'mariadb', estilo: 'ingles' },
  { motor: 'postgres', estilo: 'ingles' },
  { motor: 'sqlite', estilo: 'camel' },
  { motor: 'firebird', estilo: 'delphi' },
];
const TODOS = (['mariadb', 'postgres', 'sqlite', 'firebird'] as const).flatMap((motor) =>
  (['ingles', 'delphi', 'camel'] as const).map((estilo) => ({ motor, estilo })),
);
/** ESTILO_ERP=todos runs every style on every engine (12 cases) instead of one style per engine. */
const EXECUTAR = (process.env.ESTILO_ERP === 'todos' ? TODOS : CASOS).filter((c) => engineDisponivel(c.motor));

/** Keys of each fixture for a phone order: customer, seller and two products. */
const CHAVES: Record<Estilo, { cliente: string; vendedor: string; produtos: [string, string] }> = {
  ingles: { cliente: 'SJOAO', vendedor: '1', produtos: ['3', '4'] },
  delphi: { cliente: '1', vendedor: '7', produtos: ['101', '102'] },
  camel: { cliente: '1', vendedor: '1', produtos: ['3', '4'] },
};
/** The orders' header and items tables and their key columns, as each fixture names them. */
const PEDIDOS: Record<Estilo, { tabela: string; chave: string; itens: string; pai: string; texto: string }> = {
  ingles: { tabela: 'orders', chave: 'order_id', itens: 'order_details', pai: 'order_id', texto: 'notes' },
  delphi: { tabela: 'PEDIDO', chave: 'NUM_PEDIDO', itens: 'PEDIDO_ITEM', pai: 'NUM_PEDIDO', texto: 'OBS' },
  camel: { tabela: 'Orders', chave: 'OrderID', itens: 'Order Details', pai: 'OrderID', texto: 'Notes' },
};

describe.runIf(process.env.TEST_DB !== 'postgres').each(EXECUTAR)('exatamente uma vez com a tabela do gerenciador: $motor ($estilo)', ({ motor, estilo }) => {
  let t: TestApp;
  let erp: ErpNomeado;
  let parceiro: Partner;
  let filial: FilialComGerenciador;
  let proxy: ProxyCommit | null = null;
  let agente: ChildProcess | null = null;
  const estado = join(mkdtempSync(join(tmpdir(), `gravacao-unica-${motor}-`)), 'estado.db');
  const p = PEDIDOS[estilo];
  let pedidosAntes = 0;

  beforeAll(async () => {
    erp = await criarErpNomeado(motor, estilo);
    if (motor === 'firebird') {
      // The test's own slow COMMIT: once an order is in a transaction, its COMMIT signals (in a transaction
      // of its own) and then spins for seconds before the engine commits. Armed by a row of ARMA_COMMIT
      // (an attachment loads the database triggers once, so the trigger itself stays active).
      await erp.sql('CREATE TABLE SINAL_COMMIT (QUANDO TIMESTAMP)');
      await erp.sql('CREATE TABLE ARMA_COMMIT (ARMADO INTEGER)');
      await erp.sql(
        `CREATE TRIGGER PEDIDO_MARCA FOR ${erp.q(p.tabela)} ACTIVE AFTER INSERT POSITION 10 AS BEGIN RDB$SET_CONTEXT('USER_TRANSACTION', 'FV_TESTE', '1'); END`,
      );
      await erp.sql(`CREATE TRIGGER COMMIT_LENTO ACTIVE ON TRANSACTION COMMIT POSITION 0 AS DECLARE t0 TIMESTAMP; BEGIN
        IF (RDB$GET_CONTEXT('USER_TRANSACTION', 'FV_TESTE') = '1' AND EXISTS (SELECT 1 FROM ARMA_COMMIT)) THEN BEGIN
          IN AUTONOMOUS TRANSACTION DO INSERT INTO SINAL_COMMIT (QUANDO) VALUES (CURRENT_TIMESTAMP);
          t0 = CAST('NOW' AS TIMESTAMP);
          WHILE (DATEDIFF(MILLISECOND FROM t0 TO CAST('NOW' AS TIMESTAMP)) < 4000) DO t0 = t0;
        END
      END`);
    }
    t = await startTestApp();
    const admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, `Unica${motor}${estilo}`);
    filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, `Loja ${motor}`));
    let conexao = erp.conexao;
    if (motor === 'mariadb' || motor === 'postgres') {
      proxy = await criarProxyCommit(erp.conexao.hostname || '127.0.0.1', Number(erp.conexao.porta));
      conexao = { ...erp.conexao, hostname: '127.0.0.1', porta: proxy.porta };
    }
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoIntegracao', conexaoComoDados(conexao));
    pedidosAntes = await contar(p.tabela);
  }, 180_000);
  afterAll(async () => {
    if (agente) await matar(agente);
    await proxy?.fechar();
    await t?.close();
    await erp?.remover();
  });

  const contar = async (tabela: string, onde = '', valores: unknown[] = []) =>
    Number(Object.values((await erp.sql(`SELECT COUNT(*) AS n FROM ${erp.q(tabela)}${onde}`, valores))[0]!)[0]);
  const conectado = () => t.app.hub.isConnected(filial.filialId);
  const iniciar = async () => {
    agente = lancarAgente(t.url, filial.token, estado);
    await esperar(async () => conectado(), Boolean, 30_000);
  };
  const registros = () =>
    t.app.db.kysely
      .selectFrom('mobile_registro')
      .select(['uuid', 'situacao', 'chaveErp', 'erro'])
      .where('filialId', '=', filial.filialId)
      .where('tipo', '=', 'pedido')
      .execute();
  const postar = async (uuid: string) => {
    const c = CHAVES[estilo];
    await t.app.services.registrosApp.registrar({
      filialId: filial.filialId,
      dispositivoId: null,
      tipo: 'pedido',
      uuid,
      usuarioIdentificador: c.vendedor,
      dados: {
        clienteIdentificador: c.cliente,
        usuarioIdentificador: c.vendedor,
        dataPedido: '2024-05-02 10:00:00',
        observacao: `pedido ${uuid}`,
        valorTotal: 30,
        valorDesconto: null,
        itens: c.produtos.map((produto, i) => ({ produtoIdentificador: produto, quantidade: 1 + i, valorUnitarioVenda: 10, valorTotal: 10 * (1 + i) })),
      },
    });
    t.app.hub.notify(filial.filialId, COMANDOS.registrosPendentes);
  };
  /** Each order once in the ERP: its key in fv_gravacao, one header under that key, its two items. */
  const conferir = async (uuids: string[]) => {
    const finais = await esperar(registros, (r) => uuids.every((u) => r.find((x) => x.uuid === u)?.situacao === 'integrado'), 120_000);
    for (const uuid of uuids) {
      const chave = finais.find((r) => r.uuid === uuid)!.chaveErp!;
      const gravados = await erp.sql(`SELECT chave FROM ${TABELA_GRAVACAO} WHERE uuid = ?`, [uuid]);
      expect(
        gravados.map((g) => String(Object.values(g)[0])),
        uuid,
      ).toEqual([chave]);
      expect(await contar(p.tabela, ` WHERE ${erp.q(p.chave)} = ?`, [Number(chave)]), uuid).toBe(1);
      expect(await contar(p.itens, ` WHERE ${erp.q(p.pai)} = ?`, [Number(chave)]), uuid).toBe(2);
    }
    expect(await contar(p.tabela)).toBe(pedidosAntes + uuids.length);
  };

  /** Posts an order and kills the agent (kill -9) in the middle of its COMMIT; the order is then still pending. */
  const matarNoCommit = async (uuid: string, modo: 'encaminhar' | 'reter') => {
    if (proxy) {
      const segurado = proxy.armar(modo);
      await postar(uuid);
      await segurado;
      await matar(agente!);
      proxy.cortar();
    } else if (motor === 'sqlite') {
      // A read transaction in another process: the agent's COMMIT waits for it holding PENDING, which turns new readers away.
      const leitor = await segurarLeitura(erp.conexao.sqliteArquivo);
      await postar(uuid);
      await esperar(async () => emCommit(erp.conexao.sqliteArquivo), Boolean, 30_000);
      await matar(agente!);
      await leitor.soltar();
    } else {
      await erp.sql('INSERT INTO ARMA_COMMIT (ARMADO) VALUES (1)');
      await postar(uuid);
      await esperar(
        async () => contar('SINAL_COMMIT'),
        (n) => n > 0,
        30_000,
      );
      await matar(agente!);
      await erp.sql('DELETE FROM ARMA_COMMIT');
      await erp.sql('DELETE FROM SINAL_COMMIT');
    }
    expect((await registros()).find((x) => x.uuid === uuid)?.situacao).toBe('pendente');
  };

  it('writes each order once across kill -9 during its COMMIT, with no column added to the ERP’s tables', async () => {
    const antes = await retratar(erp, ['SINAL_COMMIT', 'ARMA_COMMIT']);
    await iniciar();
    // The integrator accepts the proposal and agrees to the agent's own table.
    const r = await t.gql<{ r: SugestaoConfiguracao }>(
      'query($a: String!) { r: filialGerenciadorSugerirConfiguracao(identificadorApp: $a, tipo: "configuracaoDadosInsertPedido") { dados mapeamento } }',
      { a: filial.identificadorApp },
      parceiro.token,
    );
    const dados = JSON.parse(r.data!.r.dados);
    const mapeamento = JSON.parse(r.data!.r.mapeamento);
    expect(dados.gravacaoUnica).toEqual({ modo: 'tabelaGerenciador', criarTabela: false, selectUuid: '' });
    // Saved as proposed, without the consent: the order waits in erro saying why, and nothing is created.
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoDadosInsertPedido', dados, mapeamento);
    await postar('primeiro');
    const semConsentimento = await esperar(registros, (x) => x.some((r) => r.uuid === 'primeiro' && r.situacao === 'erro'));
    expect(semConsentimento[0]!.erro).toBe(MSG_TABELA_NAO_AUTORIZADA);
    expect((await retratar(erp, ['SINAL_COMMIT', 'ARMA_COMMIT'])).catalogo).toBe(antes.catalogo);
    // The consent saved: the order goes back to the queue and is written.
    await salvarConfiguracao(
      t,
      parceiro.token,
      filial.filialId,
      'configuracaoDadosInsertPedido',
      { ...dados, gravacaoUnica: { ...dados.gravacaoUnica, criarTabela: true } },
      mapeamento,
    );
    await conferir(['primeiro']);

    const uuids = ['primeiro'];
    for (const [i, modo] of (['encaminhar', 'reter'] as const).entries()) {
      if (motor === 'firebird' && modo === 'reter') continue;
      const uuid = `morto-no-commit-${i}`;
      uuids.push(uuid);
      await matarNoCommit(uuid, modo);
      await iniciar();
      await conferir(uuids);
    }
    // The ERP's own tables: same columns, types, keys and triggers; the agent's table beside them.
    const depois = await retratar(erp, [TABELA_GRAVACAO, 'SINAL_COMMIT', 'ARMA_COMMIT']);
    expect(depois.catalogo).toBe(antes.catalogo);
    expect((await registros()).every((x) => x.situacao === 'integrado')).toBe(true);
  }, 300_000);

  it('with a text column of the ERP picked for the uuid instead, also writes once across kill -9 during its COMMIT', async () => {
    const r = await t.gql<{ r: SugestaoConfiguracao }>(
      'query($a: String!) { r: filialGerenciadorSugerirConfiguracao(identificadorApp: $a, tipo: "configuracaoDadosInsertPedido") { dados mapeamento } }',
      { a: filial.identificadorApp },
      parceiro.token,
    );
    const dados = JSON.parse(r.data!.r.dados);
    // The integrator picks the notes column: the insert writes the uuid there and the look-up reads it back.
    const cabecalho = dados.insert.map((c: { sql: string }) => ({ ...c, sql: c.sql.replace(':observacao', ':uuid') }));
    const selectUuid = `SELECT ${erp.q(p.chave)} FROM ${erp.q(p.tabela)} WHERE ${erp.q(p.texto)} = :uuid`;
    await salvarConfiguracao(
      t,
      parceiro.token,
      filial.filialId,
      'configuracaoDadosInsertPedido',
      { ...dados, insert: cabecalho, gravacaoUnica: { modo: 'colunaErp', criarTabela: false, selectUuid } },
      JSON.parse(r.data!.r.mapeamento),
    );
    if (!conectado()) await iniciar();
    const uuids: string[] = [];
    for (const [i, modo] of (['encaminhar', 'reter'] as const).entries()) {
      if (motor === 'firebird' && modo === 'reter') continue;
      const uuid = `coluna-${i}`;
      uuids.push(uuid);
      await matarNoCommit(uuid, modo);
      await iniciar();
      const finais = await esperar(registros, (x) => uuids.every((u) => x.find((y) => y.uuid === u)?.situacao === 'integrado'), 120_000);
      for (const u of uuids) {
        const noErp = (await erp.sql(`SELECT ${erp.q(p.chave)} FROM ${erp.q(p.tabela)} WHERE ${erp.q(p.texto)} = ?`, [u])).map((l) =>
          String(Object.values(l)[0]),
        );
        expect(noErp, u).toEqual([finais.find((y) => y.uuid === u)!.chaveErp]);
      }
    }
  }, 300_000);
});

/**
 * A read transaction on the SQLite file held by a process of its own (SQLite shares one process's
 * locks among its connections, so the probe below must not live beside it).
 */
async function segurarLeitura(arquivo: string): Promise<{ soltar(): Promise<void> }> {
  const codigo = `const s = process.getBuiltinModule?.('node:sqlite'); const f = ${JSON.stringify(arquivo)}; const db = s ? new s.DatabaseSync(f) : new (require('better-sqlite3'))(f); db.exec('BEGIN'); db.prepare('SELECT COUNT(*) FROM sqlite_master').get();
    process.stdout.write('pronto\\n'); process.stdin.resume(); process.stdin.on('end', () => { db.exec('ROLLBACK'); db.close(); process.exit(0); });`;
  const filho = spawn(process.execPath, ['-e', codigo], { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    filho.stdout!.on('data', (d: Buffer) => d.toString().includes('pronto') && resolve());
    filho.once('exit', (c) => reject(new Error(`leitor saiu (${c})`)));
  });
  return { soltar: () => new Promise((resolve) => (filho.once('exit', () => resolve()), filho.stdin!.end())) };
}

/** Whether a writer of the SQLite file is in its COMMIT: it holds PENDING, and a new reader is turned away at once. */
function emCommit(arquivo: string): boolean {
  const db = abrirSqlite(arquivo, { readonly: true, timeout: 0 });
  try {
    db.prepare('SELECT COUNT(*) FROM sqlite_master').get();
    return false;
  } catch (error) {
    return /SQLITE_BUSY|locked/i.test(String((error as { code?: string }).code ?? error));
  } finally {
    db.close();
  }
}

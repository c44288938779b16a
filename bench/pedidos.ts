/**
 * Sub-select benchmark (agent/sincronizacao/subSelectLote.ts): 2,000 ERP orders with 3 items each, synced by the real agent
 * process (configuracaoDadosPedido, items through its sub-select) into the real server, on each ERP
 * engine, beside the same run's bare select of the same rows: the engine's own driver on a fresh
 * connection reading the 2,000 orders and the 6,000 items. The agent's time is its run (dtInicio to
 * dtFim) with every order sent again (reenviarTodos) by an agent already warm (two runs first), the
 * median of three runs, beside the median of six bare selects; the ratio agent / bare is the figure (the target
 * for Firebird is at most 3×). The first run after the agent starts is reported too. Nothing is
 * asserted on absolute times.
 *
 *   npx tsx bench/pedidos.ts [--pedidos 2000] [--engines sqlite,mariadb,postgres,firebird]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import Firebird from 'node-firebird';
import pg from 'pg';
import type { ConexaoErp } from '../agent/dialects';
import { conexaoComoDados, esperar, gerarToken, salvarConfiguracao } from '../tests/support/agenteFixtures';
import { criarErp, engineDisponivel, type ErpDeTeste } from '../tests/support/erps';
import { createFilial, createPartner } from '../tests/support/fixtures';
import { lancarAgente, matar } from '../tests/support/processoAgente';
import { ADMIN, startTestApp } from '../tests/support/testApp';

type Engine = 'sqlite' | 'mariadb' | 'postgres' | 'firebird';
const TIPO = 'configuracaoDadosPedido';
const ITENS_POR_PEDIDO = 3;
const SELECT_PEDIDOS = 'SELECT id, cliente, vendedor, emissao, total, observacao FROM pedidos ORDER BY id';
const SELECT_ITENS_TODOS = 'SELECT pedido_id, produto, quantidade, valor_unitario, total FROM pedido_itens ORDER BY pedido_id, produto';
const SELECT_ITENS = 'SELECT produto, quantidade, valor_unitario, total FROM pedido_itens WHERE pedido_id = :pedidoIdentificador ORDER BY produto';
const MAPEAMENTO = {
  campos: {
    pedidoIdentificador: 'id',
    clienteIdentificador: 'cliente',
    usuarioIdentificador: 'vendedor',
    dataPedido: 'emissao',
    valorTotal: 'total',
    observacao: 'observacao',
  },
  selectItens: { produtoIdentificador: 'produto', quantidade: 'quantidade', valorUnitarioVenda: 'valor_unitario', valorTotal: 'total' },
  selectFormaPagamentoCliente: {},
  camposPersonalizados: [],
};
const SINCRONIZAR = 'query($a: String!, $d: SincronizarInput!) { filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status msg erro } }';
const STATUS = 'query($a: String!) { filialGerenciadorStatus(identificadorApp: $a) { conectado } }';
const SYNC_STATUS =
  'query($a: String!, $t: String!) { filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { executando sucesso erro msg itemsCount itensSincronizadosCount dtInicio dtFim } }';

export interface MedidaPedidos {
  engine: Engine;
  pedidos: number;
  itens: number;
  /** The engine's driver, fresh connection, both selects read whole: milliseconds. */
  selectPuroMs: number;
  /** The agent's run (reenviarTodos: every order and its items sent and stored again), a process already warm: milliseconds. */
  agenteMs: number;
  /** The agent's first run, right after it started (all records new). */
  primeiraExecucaoMs: number;
  razao: number;
}

const arred = (n: number, casas = 1) => Math.round(n * 10 ** casas) / 10 ** casas;
/** Each figure is the median of a few runs: the machine is shared, single runs swing. */
const REPETICOES = 3;
const mediana = (valores: number[]) => [...valores].sort((a, b) => a - b)[Math.floor(valores.length / 2)]!;

/** 2,000 orders and their items, written by the engine itself (no round-trip per row). */
async function preencher(erp: ErpDeTeste, engine: Engine, pedidos: number): Promise<void> {
  const itens = pedidos * ITENS_POR_PEDIDO;
  // The items' foreign key column is indexed, as in any ERP (Firebird and MariaDB index a foreign key by themselves).
  await erp.sql('CREATE INDEX pedido_itens_pedido ON pedido_itens (pedido_id)');
  if (engine === 'firebird') {
    await erp.sql(`EXECUTE BLOCK AS DECLARE i INTEGER = 1; DECLARE j INTEGER; BEGIN
      WHILE (i <= ${pedidos}) DO BEGIN
        INSERT INTO pedidos (id, uuid_app, cliente, vendedor, emissao, total, observacao) VALUES (:i, NULL, 'C' || :i, 'V01', TIMESTAMP '2026-11-20 08:30:00', 31.5, 'Pedido nº ' || :i || ' — entrega à tarde');
        j = 1;
        WHILE (j <= ${ITENS_POR_PEDIDO}) DO BEGIN
          INSERT INTO pedido_itens (pedido_id, produto, quantidade, valor_unitario, total) VALUES (:i, 'P' || :j, :j, 3.5, :j * 3.5);
          j = j + 1;
        END
        i = i + 1;
      END
    END`);
    return;
  }
  const serie = (n: number, coluna: string) =>
    engine === 'postgres'
      ? `SELECT generate_series(1, ${n}) AS ${coluna}`
      : `WITH RECURSIVE s(${coluna}) AS (SELECT 1 UNION ALL SELECT ${coluna} + 1 FROM s WHERE ${coluna} < ${n}) SELECT ${coluna} FROM s`;
  const concat = (...partes: string[]) => (engine === 'mariadb' ? `CONCAT(${partes.join(', ')})` : partes.join(' || '));
  // MariaDB stops a recursive CTE after 1,000 iterations unless told otherwise.
  if (engine === 'mariadb') await erp.sql('SET SESSION max_recursive_iterations = 1000000');
  const emissao = engine === 'sqlite' ? "'2026-11-20 08:30:00'" : "TIMESTAMP '2026-11-20 08:30:00'";
  await erp.sql(`INSERT INTO pedidos (id, uuid_app, cliente, vendedor, emissao, total, observacao)
    SELECT i, NULL, ${concat("'C'", engine === 'postgres' ? 'i::text' : 'i')}, 'V01', ${emissao}, 31.5, ${concat("'Pedido nº '", engine === 'postgres' ? 'i::text' : 'i', "' — entrega à tarde'")} FROM (${serie(pedidos, 'i')}) AS n`);
  await erp.sql(`INSERT INTO pedido_itens (pedido_id, produto, quantidade, valor_unitario, total)
    SELECT (k - 1) / ${ITENS_POR_PEDIDO} + 1, ${concat("'P'", engine === 'postgres' ? `((k - 1) % ${ITENS_POR_PEDIDO} + 1)::text` : `(k - 1) % ${ITENS_POR_PEDIDO} + 1`)}, (k - 1) % ${ITENS_POR_PEDIDO} + 1, 3.5, ((k - 1) % ${ITENS_POR_PEDIDO} + 1) * 3.5 FROM (${serie(itens, 'k')}) AS n`);
}

/** The bare driver on a fresh connection: both selects, every row read, then closed. */
async function selectPuro(engine: Engine, c: ConexaoErp): Promise<{ ms: number; linhas: number }> {
  const inicio = performance.now();
  let linhas = 0;
  if (engine === 'sqlite') {
    const db = new Database(c.sqliteArquivo, { readonly: true, fileMustExist: true });
    for (const sql of [SELECT_PEDIDOS, SELECT_ITENS_TODOS]) for (const _ of db.prepare(sql).iterate()) linhas++;
    db.close();
  } else if (engine === 'mariadb') {
    const conn = await mysql.createConnection({
      host: c.hostname,
      port: c.porta,
      user: c.username,
      password: c.password,
      database: c.database,
      dateStrings: true,
      decimalNumbers: false,
    });
    for (const sql of [SELECT_PEDIDOS, SELECT_ITENS_TODOS]) linhas += ((await conn.query(sql))[0] as unknown[]).length;
    await conn.end();
  } else if (engine === 'postgres') {
    const client = new pg.Client({ host: c.hostname, port: c.porta, user: c.username, password: c.password, database: c.database });
    await client.connect();
    for (const sql of [SELECT_PEDIDOS, SELECT_ITENS_TODOS]) linhas += (await client.query(sql)).rows.length;
    await client.end();
  } else {
    const opcoes = {
      host: c.hostname,
      port: c.porta,
      user: c.username,
      password: c.password,
      database: c.database,
      encoding: 'UTF8',
      blobAsText: true,
    } as Firebird.Options;
    const db = await new Promise<Firebird.Database>((resolve, reject) => Firebird.attach(opcoes, (err, d) => (err ? reject(err) : resolve(d))));
    for (const sql of [SELECT_PEDIDOS, SELECT_ITENS_TODOS])
      linhas += (
        await new Promise<unknown[]>((resolve, reject) => db.query(sql, [], (err: unknown, r: unknown) => (err ? reject(err) : resolve(r as unknown[]))))
      ).length;
    await new Promise<void>((resolve) => db.detach(() => resolve()));
  }
  return { ms: performance.now() - inicio, linhas };
}

/** The agent process on a fresh server and state file, one run of the orders with their items. */
async function medirAgente(c: ConexaoErp, pedidos: number): Promise<{ primeira: number; segunda: number }> {
  const t = await startTestApp();
  const pasta = mkdtempSync(join(tmpdir(), 'bench-pedidos-'));
  let agente: ChildProcess | null = null;
  try {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const parceiro = await createPartner(t, admin, `BenchPedidos${c.tipoIntegracao}`);
    const filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Filial Pedidos'));
    await salvarConfiguracao(t, parceiro.token, filial.filialId, 'configuracaoIntegracao', conexaoComoDados(c));
    await salvarConfiguracao(
      t,
      parceiro.token,
      filial.filialId,
      TIPO,
      { tempoSincronizacao: '24:00', quantidadeRegistrosPaginar: 100, select: SELECT_PEDIDOS, selectItens: SELECT_ITENS },
      MAPEAMENTO,
    );
    agente = lancarAgente(t.url, filial.token, join(pasta, 'estado.db'));
    await esperar(
      async () =>
        (await t.gql<{ filialGerenciadorStatus: { conectado: boolean } }>(STATUS, { a: filial.identificadorApp }, parceiro.token)).data?.filialGerenciadorStatus
          .conectado,
      Boolean,
      60_000,
    );
    type Status = { executando: boolean; sucesso: boolean; msg: string | null; itemsCount: number; dtInicio: string | null; dtFim: string | null };
    const ler = async () =>
      (await t.gql<{ filialGerenciadorSincronizarStatus: Status }>(SYNC_STATUS, { a: filial.identificadorApp, t: TIPO }, parceiro.token)).data!
        .filialGerenciadorSincronizarStatus;
    const rodar = async (reenviarTodos: boolean) => {
      const inicio = Date.now();
      const pedir = async () =>
        (
          await t.gql<{ filialGerenciadorSincronizar: { status: boolean } }>(
            SINCRONIZAR,
            { a: filial.identificadorApp, d: { tipo: TIPO, reenviarTodos } },
            parceiro.token,
          )
        ).data?.filialGerenciadorSincronizar.status;
      await esperar(pedir, Boolean, 30_000);
      // Polled gently: the server runs in this process and is part of what is measured.
      let fim = await ler();
      while (fim.executando || !fim.dtFim || Date.parse(fim.dtInicio ?? '') < inicio) {
        await new Promise((r) => setTimeout(r, 250));
        fim = await ler();
      }
      if (!fim.sucesso || fim.itemsCount !== pedidos) throw new Error(`sincronização dos pedidos terminou assim: ${JSON.stringify(fim)}`);
      return Date.parse(fim.dtFim) - Date.parse(fim.dtInicio!);
    };
    const primeira = await rodar(false);
    // The agent runs for months: its JIT is warm. Two runs warm it up, three are measured.
    for (let i = 0; i < 2; i++) await rodar(true);
    const seguintes: number[] = [];
    for (let i = 0; i < REPETICOES; i++) seguintes.push(await rodar(true));
    const segunda = mediana(seguintes);
    const amostra = await t.app.db.kysely
      .selectFrom('mobile_dado')
      .select('dados')
      .where('filialId', '=', filial.filialId)
      .where('tipo', '=', TIPO)
      .where('identificador', '=', '7')
      .executeTakeFirstOrThrow();
    const itens = (JSON.parse(amostra.dados) as { selectItens: unknown[] }).selectItens;
    if (itens.length !== ITENS_POR_PEDIDO) throw new Error(`o pedido 7 chegou com ${itens.length} itens`);
    return { primeira, segunda };
  } finally {
    if (agente) await matar(agente);
    await t.close();
    rmSync(pasta, { recursive: true, force: true });
  }
}

export async function medirPedidos(opcoes: { pedidos?: number; engines?: Engine[] } = {}): Promise<MedidaPedidos[]> {
  const pedidos = opcoes.pedidos ?? 2000;
  const engines = (opcoes.engines ?? (['sqlite', 'mariadb', 'postgres', 'firebird'] as Engine[])).filter(engineDisponivel);
  const medidas: MedidaPedidos[] = [];
  for (const engine of engines) {
    const erp = await criarErp(engine);
    try {
      await preencher(erp, engine, pedidos);
      await selectPuro(engine, erp.conexao); // warms the engine's cache as the agent's runs will find it
      const puros: number[] = [];
      for (let i = 0; i < REPETICOES * 2; i++) {
        const puro = await selectPuro(engine, erp.conexao);
        if (puro.linhas !== pedidos * (1 + ITENS_POR_PEDIDO)) throw new Error(`select puro leu ${puro.linhas} linhas`);
        puros.push(puro.ms);
      }
      const puro = { ms: mediana(puros) };
      const agente = await medirAgente(erp.conexao, pedidos);
      medidas.push({
        engine,
        pedidos,
        itens: pedidos * ITENS_POR_PEDIDO,
        selectPuroMs: arred(puro.ms),
        agenteMs: agente.segunda,
        primeiraExecucaoMs: agente.primeira,
        razao: arred(agente.segunda / puro.ms, 2),
      });
    } finally {
      await erp.remover();
    }
  }
  return medidas;
}

export function relatorioPedidos(medidas: MedidaPedidos[]): string {
  return medidas
    .map(
      (m) =>
        `  ${m.engine.padEnd(8)} ${m.pedidos} pedidos + ${m.itens} itens: select puro ${m.selectPuroMs} ms; agente ${m.agenteMs} ms (primeira execução, processo recém-iniciado: ${m.primeiraExecucaoMs} ms); razão agente / select puro ${m.razao}×`,
    )
    .join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { pedidos: { type: 'string' }, engines: { type: 'string' } } });
  const medidas = await medirPedidos({
    pedidos: values.pedidos ? Number(values.pedidos) : undefined,
    engines: values.engines?.split(',') as Engine[] | undefined,
  });
  console.log(relatorioPedidos(medidas));
}

/**
 * Agent sync benchmark (docs/mapa-do-codigo.md, agent/sincronizacao): products read from a MariaDB ERP by the real agent process and
 * pushed through the real server into its database, beside a baseline measured in the same run —
 * the same rows read with the bare mysql2 driver (streaming) and bulk-inserted into the same
 * mobile_dado table through Kysely in batches. It reports rows per second, the ratio agent time /
 * baseline time, and the agent's peak memory (VmHWM) on a small and on the full table, to show the
 * memory does not grow with the table. Nothing is asserted on absolute times.
 *
 *   npx tsx bench/sync.ts [--linhas 1000000] [--amostra 100000]
 *   BENCH_ROWS=200000 npm run bench          (fewer rows on a slow machine)
 *   BENCH_MARIADB_URL=mysql://user:pass@host:3306   (default mysql://root@127.0.0.1:3306)
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import mysql from 'mysql2';
import mysqlPromise from 'mysql2/promise';
import type { ConexaoErp } from '../agent/dialects';
import { hashDados } from '../server/sincronizacao/mobileDados';
import { conexaoComoDados, esperar, gerarToken, salvarConfiguracao } from '../tests/support/agenteFixtures';
import { createFilial, createPartner } from '../tests/support/fixtures';
import { lancarAgente, matar } from '../tests/support/processoAgente';
import { ADMIN, startTestApp, type TestApp } from '../tests/support/testApp';

const TIPO = 'configuracaoDadosProduto';
/** The largest page the manager pages allow (docs/produto.md §5: 10 to 100). */
const POR_PAGINA = 100;
const LOTE_BASELINE = 500;
const MAPEAMENTO = {
  campos: { produtoIdentificador: 'codigo', descricao: 'descricao', valorUnitario: 'preco', estoqueAtual: 'estoque', grupo: 'grupo', ativo: 'ativo' },
  selectItens: {},
  selectFormaPagamentoCliente: {},
  camposPersonalizados: [],
};
const SINCRONIZAR = 'query($a: String!, $d: SincronizarInput!) { filialGerenciadorSincronizar(identificadorApp: $a, dados: $d) { status msg erro } }';
const STATUS = 'query($a: String!) { filialGerenciadorStatus(identificadorApp: $a) { conectado } }';
const SYNC_STATUS =
  'query($a: String!, $t: String!) { filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { executando sucesso erro itemsCount itensSincronizadosCount dtInicio dtFim } }';

interface StatusSync {
  executando: boolean;
  sucesso: boolean;
  erro: string | null;
  itemsCount: number;
  itensSincronizadosCount: number;
  dtInicio: string | null;
  dtFim: string | null;
}

export interface MedidaAgente {
  linhas: number;
  segundos: number;
  linhasPorSegundo: number;
  /** Resident memory of the agent connected and idle, before the run (MiB). */
  memoriaOciosaMiB: number;
  /** Peak resident memory of the agent process over its life, read after the run (VmHWM, MiB). */
  picoMemoriaMiB: number;
  /** Largest resident memory sampled (once a second) in each quarter of the rows read, MiB (0: no sample fell there). */
  rssPorQuartoMiB: number[];
}

export interface ResultadoSync {
  banco: string;
  linhas: number;
  preenchimentoSegundos: number;
  /**
   * The mean of two baseline runs, one before the agent's and one after: this machine's speed drifts
   * by tens of percent within minutes, and a baseline on one side only would skew the ratio.
   */
  baseline: { segundos: number; linhasPorSegundo: number; antesSegundos: number; depoisSegundos: number };
  agente: MedidaAgente;
  agenteAmostra: MedidaAgente;
  /** Agent time / baseline time on the full table. */
  razaoTempo: number;
  /** Agent rows per second / baseline rows per second on the full table (the figure this benchmark reports). */
  razaoVazao: number;
  /** Peak memory on the full table / on the sample. */
  razaoMemoria: number;
}

const arred = (n: number, casas = 1) => Math.round(n * 10 ** casas) / 10 ** casas;

/**
 * A dedicated database on the MariaDB server, and a read-only user with a password for the agent
 * (the manager pages require one, as an ERP's integration user would have); both dropped at the end.
 */
async function criarErpMariadb(linhas: number): Promise<{ conexao: ConexaoErp; segundos: number; remover: () => Promise<void> }> {
  const url = new URL(process.env.BENCH_MARIADB_URL ?? process.env.TEST_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306');
  const database = `bench_sync_${Date.now().toString(36)}`;
  const leitor = { user: database, password: `Leitura#${Math.random().toString(36).slice(2, 10)}` };
  const acesso = {
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
  };
  const admin = await mysqlPromise.createConnection(acesso);
  const remover = async () => {
    for (const host of ['%', 'localhost']) await admin.query('DROP USER IF EXISTS ?@?', [leitor.user, host]);
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.end();
  };
  const inicio = performance.now();
  try {
    await admin.query(`CREATE DATABASE ${database} CHARACTER SET utf8mb4`);
    await admin.query(`USE ${database}`);
    await admin.query(`CREATE TABLE produtos (
      id INT NOT NULL PRIMARY KEY, codigo VARCHAR(20) NOT NULL, descricao VARCHAR(200) NOT NULL, preco DECIMAL(15,2) NOT NULL,
      estoque DECIMAL(15,2) NOT NULL, ativo INT NOT NULL, grupo VARCHAR(60)) ENGINE=InnoDB`);
    // Numbers 1..10^k from a digits CTE cross-joined k times; one INSERT … SELECT.
    const digitos = Math.max(1, Math.ceil(Math.log10(linhas)));
    const tabelas = Array.from({ length: digitos }, (_, k) => `d d${k}`).join(', ');
    const numero = Array.from({ length: digitos }, (_, k) => `d${k}.n * ${10 ** k}`).join(' + ');
    await admin.query(
      `INSERT INTO produtos (id, codigo, descricao, preco, estoque, ativo, grupo)
      WITH RECURSIVE d(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM d WHERE n < 9)
      SELECT i, CONCAT('P', LPAD(i, 7, '0')), CONCAT('Pão de açúcar nº ', i, ' — café & maçã'), ROUND((i % 1000) * 1.25 + 0.99, 2), i % 97, IF(i % 10 = 0, 0, 1), CONCAT('Grupo ', i % 40)
      FROM (SELECT ${numero} + 1 AS i FROM ${tabelas}) AS numeros WHERE i <= ?`,
      [linhas],
    );
    for (const host of ['%', 'localhost']) {
      await admin.query('CREATE USER ?@? IDENTIFIED BY ?', [leitor.user, host, leitor.password]);
      await admin.query(`GRANT SELECT ON ${database}.* TO ?@?`, [leitor.user, host]);
    }
  } catch (error) {
    await remover();
    throw error;
  }
  const segundos = (performance.now() - inicio) / 1000;
  return {
    conexao: {
      tipoIntegracao: 'mariadb',
      hostname: acesso.host,
      porta: acesso.port,
      portaMssql: 0,
      database,
      username: leitor.user,
      password: leitor.password,
      sqliteArquivo: '',
    },
    segundos,
    remover,
  };
}

const selectAte = (linhas: number) => `SELECT codigo, descricao, preco, estoque, ativo, grupo FROM produtos WHERE id <= ${linhas} ORDER BY id`;

/** A fresh server database with one partner's branch. */
async function servidorComFilial(nome: string): Promise<{ t: TestApp; token: string; filialId: number }> {
  const t = await startTestApp();
  const admin = await t.login(ADMIN.email, ADMIN.password);
  const parceiro = await createPartner(t, admin, nome);
  return { t, token: parceiro.token, filialId: await createFilial(t, parceiro.token, `Filial ${nome}`) };
}

/** The record the agent stores for a row, built by hand: the baseline does the same work and stores the same JSON. */
function dadosDaLinha(l: Record<string, unknown>): Record<string, unknown> {
  return {
    produtoIdentificador: String(l.codigo),
    descricao: l.descricao,
    valorUnitario: Number(l.preco),
    valorVendaAPrazo: 0,
    estoqueAtual: Number(l.estoque),
    grupo: l.grupo,
    ativo: Number(l.ativo) === 1,
  };
}

/** Baseline: stream the rows with the bare driver and insert them into mobile_dado in batches. */
async function medirBaseline(conexao: ConexaoErp, linhas: number): Promise<{ segundos: number; amostra: string }> {
  const { t, filialId } = await servidorComFilial('BenchBase');
  const conn = mysql.createConnection({
    host: conexao.hostname,
    port: conexao.porta,
    user: conexao.username,
    password: conexao.password,
    database: conexao.database,
    charset: 'utf8mb4',
    dateStrings: true,
    decimalNumbers: false,
    supportBigNumbers: true,
    bigNumberStrings: true,
  });
  try {
    const inicio = performance.now();
    let sequencia = 0;
    let lote: Record<string, unknown>[] = [];
    const gravar = async () => {
      const updatedAt = new Date().toISOString();
      const valores = lote.map((l) => {
        const dados = dadosDaLinha(l);
        return {
          filialId,
          tipo: TIPO,
          identificador: String(l.codigo),
          dados: JSON.stringify(dados),
          hash: hashDados(dados),
          removido: 0,
          sequencia: ++sequencia,
          updatedAt,
        };
      });
      await t.app.db.kysely.insertInto('mobile_dado').values(valores).execute();
      lote = [];
    };
    for await (const linha of conn.query(selectAte(linhas)).stream({ highWaterMark: LOTE_BASELINE }) as AsyncIterable<Record<string, unknown>>) {
      lote.push(linha);
      if (lote.length >= LOTE_BASELINE) await gravar();
    }
    if (lote.length) await gravar();
    const segundos = (performance.now() - inicio) / 1000;
    if (sequencia !== linhas) throw new Error(`baseline gravou ${sequencia} de ${linhas} linhas`);
    return { segundos, amostra: await dadoGravado(t, filialId, 'P0000007') };
  } finally {
    conn.destroy();
    await t.close();
  }
}

async function dadoGravado(t: TestApp, filialId: number, identificador: string): Promise<string> {
  const r = await t.app.db.kysely
    .selectFrom('mobile_dado')
    .select('dados')
    .where('filialId', '=', filialId)
    .where('tipo', '=', TIPO)
    .where('identificador', '=', identificador)
    .executeTakeFirstOrThrow();
  return r.dados;
}

/** A field of /proc/<pid>/status in MiB (VmRSS, VmHWM). */
function memoriaMiB(pid: number, campo: 'VmRSS' | 'VmHWM'): number {
  const linha = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${campo}:`));
  if (!linha) throw new Error(`${campo} ausente em /proc/${pid}/status`);
  return Number(linha.replace(/\D+/g, '')) / 1024;
}

/** The agent process on a fresh server and a fresh state file, syncing the first `linhas` rows once. */
async function medirAgente(conexao: ConexaoErp, linhas: number): Promise<MedidaAgente & { amostra: string }> {
  const { t, token, filialId } = await servidorComFilial(`BenchAgente${linhas}`);
  const pasta = mkdtempSync(join(tmpdir(), 'bench-agente-'));
  let agente: ChildProcess | null = null;
  try {
    const filial = await gerarToken(t, token, filialId);
    await salvarConfiguracao(t, token, filialId, 'configuracaoIntegracao', conexaoComoDados(conexao));
    await salvarConfiguracao(
      t,
      token,
      filialId,
      TIPO,
      { tempoSincronizacao: '24:00', quantidadeRegistrosPaginar: POR_PAGINA, select: selectAte(linhas) },
      MAPEAMENTO,
    );
    agente = lancarAgente(t.url, filial.token, join(pasta, 'estado.db'));
    const pid = agente.pid!;
    const conectado = async () =>
      (await t.gql<{ filialGerenciadorStatus: { conectado: boolean } }>(STATUS, { a: filial.identificadorApp }, token)).data?.filialGerenciadorStatus
        .conectado ?? false;
    await esperar(conectado, Boolean, 60_000);
    // Connected, configuration loaded: what the agent takes before reading anything.
    await new Promise((r) => setTimeout(r, 1000));
    const memoriaOciosaMiB = memoriaMiB(pid, 'VmRSS');

    const inicio = await t.gql<{ filialGerenciadorSincronizar: { status: boolean; erro: string | null } }>(
      SINCRONIZAR,
      { a: filial.identificadorApp, d: { tipo: TIPO, reenviarTodos: false } },
      token,
    );
    if (!inicio.data?.filialGerenciadorSincronizar.status) throw new Error(`sincronização não iniciou: ${JSON.stringify(inicio)}`);
    const ler = async () =>
      (await t.gql<{ filialGerenciadorSincronizarStatus: StatusSync }>(SYNC_STATUS, { a: filial.identificadorApp, t: TIPO }, token)).data!
        .filialGerenciadorSincronizarStatus;
    // Once a second (the server runs in this process: polling harder would slow what is measured),
    // the rows read so far and the agent's resident memory.
    const amostras: { itens: number; rssMiB: number }[] = [];
    let fim = await ler();
    while (fim.executando || fim.dtFim === null) {
      await new Promise((r) => setTimeout(r, 1000));
      fim = await ler();
      amostras.push({ itens: fim.itemsCount, rssMiB: memoriaMiB(pid, 'VmRSS') });
    }
    const picoMemoriaMiB = memoriaMiB(pid, 'VmHWM');
    if (!fim.sucesso || fim.itemsCount !== linhas || fim.itensSincronizadosCount !== linhas)
      throw new Error(`sincronização do agente terminou assim: ${JSON.stringify(fim)}`);
    const gravados = await t.app.db.kysely
      .selectFrom('mobile_dado')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('filialId', '=', filialId)
      .where('tipo', '=', TIPO)
      .executeTakeFirstOrThrow();
    if (Number(gravados.n) !== linhas) throw new Error(`o servidor guardou ${gravados.n} de ${linhas} linhas`);
    const segundos = (Date.parse(fim.dtFim!) - Date.parse(fim.dtInicio!)) / 1000;
    const rssPorQuarto = [1, 2, 3, 4].map((q) =>
      Math.max(0, ...amostras.filter((a) => a.itens > ((q - 1) * linhas) / 4 && a.itens <= (q * linhas) / 4).map((a) => a.rssMiB)),
    );
    return {
      linhas,
      segundos,
      linhasPorSegundo: Math.round(linhas / segundos),
      memoriaOciosaMiB,
      picoMemoriaMiB,
      rssPorQuartoMiB: rssPorQuarto.map((m) => arred(m)),
      amostra: await dadoGravado(t, filialId, 'P0000007'),
    };
  } finally {
    if (agente) await matar(agente);
    await t.close();
    rmSync(pasta, { recursive: true, force: true });
  }
}

export async function medirSincronizacao(opcoes: { linhas?: number; amostra?: number } = {}): Promise<ResultadoSync> {
  const linhas = opcoes.linhas ?? (Number(process.env.BENCH_ROWS) || 1_000_000);
  const amostra = opcoes.amostra ?? Math.max(1, Math.min(100_000, Math.floor(linhas / 10)));
  const erp = await criarErpMariadb(linhas);
  try {
    const antes = await medirBaseline(erp.conexao, linhas);
    const { amostra: _a, ...agenteAmostra } = await medirAgente(erp.conexao, amostra);
    const { amostra: registroAgente, ...agente } = await medirAgente(erp.conexao, linhas);
    const depois = await medirBaseline(erp.conexao, linhas);
    // Both paths must store the very same record, or the comparison means nothing.
    if (registroAgente !== antes.amostra) throw new Error(`registros diferentes: agente ${registroAgente} / baseline ${antes.amostra}`);
    const baseline = { segundos: (antes.segundos + depois.segundos) / 2 };
    return {
      banco: process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite',
      linhas,
      preenchimentoSegundos: arred(erp.segundos),
      baseline: {
        segundos: arred(baseline.segundos),
        linhasPorSegundo: Math.round(linhas / baseline.segundos),
        antesSegundos: arred(antes.segundos),
        depoisSegundos: arred(depois.segundos),
      },
      agente: { ...agente, segundos: arred(agente.segundos), memoriaOciosaMiB: arred(agente.memoriaOciosaMiB), picoMemoriaMiB: arred(agente.picoMemoriaMiB) },
      agenteAmostra: {
        ...agenteAmostra,
        segundos: arred(agenteAmostra.segundos),
        memoriaOciosaMiB: arred(agenteAmostra.memoriaOciosaMiB),
        picoMemoriaMiB: arred(agenteAmostra.picoMemoriaMiB),
      },
      razaoTempo: arred(agente.segundos / baseline.segundos, 2),
      razaoVazao: arred(baseline.segundos / agente.segundos, 2),
      razaoMemoria: arred(agente.picoMemoriaMiB / agenteAmostra.picoMemoriaMiB, 2),
    };
  } finally {
    await erp.remover();
  }
}

export function relatorioSincronizacao(r: ResultadoSync): string {
  const fmt = (n: number) => n.toLocaleString('pt-BR');
  const linhaAgente = (m: MedidaAgente) =>
    `  agente, ${fmt(m.linhas)} linhas: ${m.segundos} s, ${fmt(m.linhasPorSegundo)} linhas/s; memória ociosa ${m.memoriaOciosaMiB} MiB, pico (VmHWM) ${m.picoMemoriaMiB} MiB; ` +
    `RSS máximo por quarto da leitura ${m.rssPorQuartoMiB.map((v) => (v ? String(v) : '—')).join(' / ')} MiB`;
  return [
    `  ERP MariaDB com ${fmt(r.linhas)} produtos (preenchido em ${r.preenchimentoSegundos} s); banco do servidor: ${r.banco}; ${POR_PAGINA} registros por página`,
    `  baseline (mysql2 em stream + insert em lotes de ${LOTE_BASELINE} no mobile_dado), média de uma medida antes e outra depois do agente ` +
      `(${r.baseline.antesSegundos} s e ${r.baseline.depoisSegundos} s): ${r.baseline.segundos} s, ${fmt(r.baseline.linhasPorSegundo)} linhas/s`,
    linhaAgente(r.agente),
    linhaAgente(r.agenteAmostra),
    `  razão tempo agente / baseline: ${r.razaoTempo}×; vazão do agente / baseline: ${r.razaoVazao}×`,
    `  razão pico de memória ${fmt(r.agente.linhas)} / ${fmt(r.agenteAmostra.linhas)} linhas: ${r.razaoMemoria}× (tabela ${arred(r.agente.linhas / r.agenteAmostra.linhas, 0)}× maior)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { linhas: { type: 'string' }, amostra: { type: 'string' } } });
  const r = await medirSincronizacao({
    linhas: values.linhas ? Number(values.linhas) : undefined,
    amostra: values.amostra ? Number(values.amostra) : undefined,
  });
  console.log(relatorioSincronizacao(r));
}

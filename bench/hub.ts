/**
 * The hub at scale: `agentes` simulated agents connected over the agent's WebSocket with their branch
 * tokens, each sending hello and then a heartbeat every HEARTBEAT_MS as the real one does, plus
 * `pollers` browsers with a manager page open, asking as the SPA asks (src/gerenciador/hooks/
 * intervalosPolling.ts): filialGerenciadorStatus every 2 s, and filialGerenciadorSincronizarStatus
 * every 30 s, or every 500 ms for the browsers following a run they started (one in ten by default;
 * `--acompanhando 1`: every browser at once, the worst case), for `segundos`. On one server instance,
 * then on two over the same PostgreSQL (agents and browsers split between them, the LISTEN/NOTIFY
 * relay carrying commands): each instance its own child process (bench/instanciaHub.ts), as behind a
 * load balancer, so its CPU and memory are its own; the agents and browsers run in a worker thread of
 * this process. The browsers start once every agent is connected and its presence written (the steady
 * state; the burst of agents reconnecting at once is not a poll's normal weather). Baseline in the same
 * run: the same browsers on one instance with no agent connected, after an uncounted warm-up. Each
 * instance reports its server CPU per browser request (every thread, agents' messages included) and its
 * peak heap and RSS.
 *
 *   TEST_POSTGRES_URL=… npx tsx bench/hub.ts   (BENCH_ESCALA=grande: 1,000 agents, 200 browsers, 30 s)
 *   TEST_POSTGRES_URL=… npx tsx bench/hub.ts --agentes 5000 --navegadores 500 --segundos 20
 *   … --perfil DIR   writes a V8 CPU profile of each instance into DIR (node --cpu-prof)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { HEARTBEAT_MS, WS_PATH } from '../common/protocolo';
import { hashAgentToken } from '../server/services/gerenciadorConexoes';
import { INTERVALO_PROXIMA_MS, INTERVALO_SINCRONIZACAO_MS, INTERVALO_STATUS_MS } from '../src/gerenciador/hooks/intervalosPolling';
import type { MensagemInstancia } from './instanciaHub';

interface Medida {
  p50: number;
  p95: number;
  p99: number;
  n: number;
  erros: number;
}
interface Instancia {
  n: number;
  conectados: number;
  recusados: Record<string, number>;
  status: Medida;
  sincronizacao: Medida;
  /** Server CPU (every thread) per browser request, by instance, in ms. */
  cpuPorConsultaMs: number[];
  heapMb: number[];
  rssMb: number[];
}
export interface ResultadoHub {
  agentes: number;
  pollers: number;
  acompanhando: number;
  segundos: number;
  linhaDeBase: Medida;
  cpuLinhaDeBaseMs: number;
  instancias: Instancia[];
}

const CODIGO = `
const { parentPort, workerData: w } = require('node:worker_threads');
const WebSocket = require('ws');
const medidas = { status: [], sincronizacao: [], erros: 0 };
const sockets = [];
const q = async (url, token, query, variables, onde) => {
  const t0 = performance.now();
  try {
    const r = await fetch(url + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token }, body: JSON.stringify({ query, variables }) });
    const texto = await r.text();
    if (r.status !== 200 || texto.includes('"errors"')) { medidas.erros++; if (medidas.erros === 1) console.error(texto.slice(0, 300)); }
  } catch (e) { medidas.erros++; }
  if (onde) medidas[onde].push(performance.now() - t0);
};
(async () => {
  let abertos = 0;
  const recusados = {};
  await Promise.all(w.agentes.map((a, i) => new Promise((resolve) => {
    const s = new WebSocket(a.url.replace(/^http/, 'ws') + w.wsPath, { headers: { authorization: 'Bearer ' + a.token } });
    sockets.push(s);
    s.on('open', () => {
      abertos++;
      s.send(JSON.stringify({ id: 'h' + i, type: 'hello', payload: { versao: '0.1.0', hostname: 'erp-' + i } }));
      // Spread the heartbeats over the interval, as agents started at different times would be.
      setTimeout(() => { s.batida = setInterval(() => s.send(JSON.stringify({ id: 'b' + i + '-' + Date.now(), type: 'heartbeat' })), w.heartbeatMs); }, Math.random() * w.heartbeatMs);
      resolve();
    });
    s.on('error', (e) => { recusados[e.message] = (recusados[e.message] ?? 0) + 1; resolve(); });
  })));
  parentPort.postMessage({ tipo: 'conectados', abertos, recusados });
  // The main thread answers once every connected agent's presence is in the database.
  await new Promise((r) => parentPort.once('message', r));
  const fim = performance.now() + w.segundos * 1000;
  const laco = async (p, intervalo, query, variables, onde) => {
    await new Promise((r) => setTimeout(r, Math.random() * intervalo));
    while (performance.now() < fim) {
      const t0 = performance.now();
      await q(p.url, w.token, query, variables, onde);
      await new Promise((r) => setTimeout(r, Math.max(0, intervalo - (performance.now() - t0))));
    }
  };
  await Promise.all(w.pollers.flatMap((p) => [
    laco(p, w.intervaloStatus, w.status, { a: p.identificadorApp }, 'status'),
    laco(p, p.acompanhando ? w.intervaloAcompanhando : w.intervaloPainel, w.sincronizacao, { a: p.identificadorApp, t: 'configuracaoDadosProduto' }, 'sincronizacao'),
  ]));
  for (const s of sockets) { clearInterval(s.batida); s.terminate(); }
  parentPort.postMessage({ tipo: 'fim', medidas });
})();
`;

const STATUS = 'query($a: String!) { filialGerenciadorStatus(identificadorApp: $a) { conectado msg versao } }';
const SINCRONIZACAO = 'query($a: String!, $t: String!) { filialGerenciadorSincronizarStatus(identificadorApp: $a, tipo: $t) { executando } }';

function medida(valores: number[], erros: number): Medida {
  const d = [...valores].sort((a, b) => a - b);
  const p = (x: number) => Math.round((d[Math.min(d.length - 1, Math.floor(d.length * x))] ?? 0) * 10) / 10;
  return { p50: p(0.5), p95: p(0.95), p99: p(0.99), n: d.length, erros };
}

/** A server instance in its own process (bench/instanciaHub.ts) over the database of `env`. */
async function instancia(env: Record<string, string>, perfil?: string) {
  const processo: ChildProcess = fork(fileURLToPath(new URL('./instanciaHub.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx', ...(perfil ? ['--cpu-prof', `--cpu-prof-dir=${perfil}`] : [])],
    env: { ...process.env, BENCH_INSTANCIA: JSON.stringify(env), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  });
  const proxima = () =>
    new Promise<MensagemInstancia>((resolve, reject) => {
      const saiu = (codigo: number | null) => reject(new Error(`a instância do hub saiu (código ${codigo})`));
      processo.once('exit', saiu);
      processo.once('message', (m) => {
        processo.off('exit', saiu);
        resolve(m as MensagemInstancia);
      });
    });
  const { url } = (await proxima()) as { url: string };
  return {
    url,
    zerar: () => processo.send('zerar'),
    medida: async () => {
      const pedido = proxima();
      processo.send('medida');
      return ((await pedido) as { medida: { cpuUs: number; heap: number; rss: number } }).medida;
    },
    sair: () => new Promise<void>((resolve) => (processo.exitCode !== null ? resolve() : (processo.once('exit', () => resolve()), processo.send('sair')))),
  };
}

export async function medirHub(
  opcoes: { agentes?: number; pollers?: number; segundos?: number; acompanhando?: number; perfil?: string } = {},
): Promise<ResultadoHub> {
  if (!process.env.TEST_POSTGRES_URL) throw new Error('Defina TEST_POSTGRES_URL para medir o hub no PostgreSQL.');
  process.env.TEST_DB = 'postgres';
  const { ADMIN, TEST_SECRET, startTestApp } = await import('../tests/support/testApp');
  const { createPartner } = await import('../tests/support/fixtures');
  const grande = process.env.BENCH_ESCALA === 'grande';
  const agentes = opcoes.agentes ?? (grande ? 1000 : 200);
  const pollers = opcoes.pollers ?? (grande ? 200 : 40);
  const segundos = opcoes.segundos ?? (grande ? 30 : 12);
  const acompanhando = opcoes.acompanhando ?? 0.1;
  const t = await startTestApp();
  // The test support keeps every SQL text for the tests that read it: not here, where it would grow.
  t.queries.push = () => 0;
  const env = {
    DATA_DIR: t.config.dataDir,
    DATABASE_URL: t.config.databaseUrl,
    APP_SECRET: TEST_SECRET,
    STATIC_DIR: t.config.staticDir,
    CEP_LOOKUP_URL: 'off',
    CNPJ_LOOKUP_URL: 'off',
  };
  const instancias: Awaited<ReturnType<typeof instancia>>[] = [];
  try {
    const parceiro = await createPartner(t, await t.login(ADMIN.email, ADMIN.password), 'BenchHub');
    const agora = new Date().toISOString();
    const filiais = Array.from({ length: agentes }, (_, i) => ({
      i,
      token: `fvg_bench_${i}_${Math.random().toString(36).slice(2)}`,
      identificadorApp: `benchhub${i}`,
    }));
    for (let i = 0; i < agentes; i += 500) {
      await t.app.db.kysely
        .insertInto('mobile_filial')
        .values(
          filiais.slice(i, i + 500).map((f) => ({
            contratanteId: parceiro.contratanteId,
            filialUuid: `bench-hub-${f.i}`,
            identificadorApp: f.identificadorApp,
            numeroDispositivos: 1,
            nome: `Filial ${f.i}`,
            tipoDocFederal: 'J',
            ativo: 1,
            agentTokenHash: hashAgentToken(f.token),
            createdAt: agora,
            updatedAt: agora,
          })),
        )
        .execute();
    }
    // Two instances, started one after the other (the database is already migrated).
    instancias.push(await instancia(env, opcoes.perfil));
    instancias.push(await instancia(env, opcoes.perfil));
    const presencas = async () =>
      Number(
        (
          await t.app.db.kysely
            .selectFrom('gerenciador_presenca')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    /** Resolves once the count of presences passes `pronto` (a condition polled, not a pause). */
    const presencasAte = async (pronto: (n: number) => boolean) => {
      while (!pronto(await presencas())) await new Promise((r) => setTimeout(r, 100));
    };
    type Medidas = { status: number[]; sincronizacao: number[]; erros: number };
    const rodada = (urls: string[], comAgentes: boolean, s: number, aoComecar: () => void = () => undefined) =>
      new Promise<{ abertos: number; recusados: Record<string, number>; medidas: Medidas }>((resolve, reject) => {
        const worker = new Worker(CODIGO, {
          eval: true,
          workerData: {
            wsPath: WS_PATH,
            heartbeatMs: HEARTBEAT_MS,
            intervaloStatus: INTERVALO_STATUS_MS,
            intervaloPainel: INTERVALO_PROXIMA_MS,
            intervaloAcompanhando: INTERVALO_SINCRONIZACAO_MS,
            segundos: s,
            token: parceiro.token,
            status: STATUS,
            sincronizacao: SINCRONIZACAO,
            agentes: comAgentes ? filiais.map((f) => ({ url: urls[f.i % urls.length], token: f.token })) : [],
            pollers: Array.from({ length: pollers }, (_, i) => ({
              url: urls[i % urls.length],
              identificadorApp: filiais[(i * 7) % agentes]!.identificadorApp,
              // Spread evenly: with one in ten, browsers 0, 10, 20… follow a run.
              acompanhando: Math.floor((i + 1) * acompanhando) > Math.floor(i * acompanhando),
            })),
          },
        });
        let conectados: { abertos: number; recusados: Record<string, number> } = { abertos: 0, recusados: {} };
        worker.on('message', (m: { tipo: string; abertos?: number; recusados?: Record<string, number>; medidas?: Medidas }) => {
          if (m.tipo === 'conectados') {
            conectados = { abertos: m.abertos!, recusados: m.recusados! };
            presencasAte((n) => n >= conectados.abertos).then(() => {
              aoComecar();
              worker.postMessage('comecar');
            }, reject);
          } else {
            void worker.terminate();
            resolve({ ...conectados, medidas: m.medidas! });
          }
        });
        worker.once('error', reject);
      });
    const consultas = (m: Medidas) => m.status.length + m.sincronizacao.length;
    // A warm-up round on both first, not counted: the baseline would otherwise pay the server's cold start.
    await rodada(
      instancias.map((i) => i.url),
      false,
      5,
    );
    const base = await rodada([instancias[0]!.url], false, segundos, () => instancias[0]!.zerar());
    const cpuBase = await instancias[0]!.medida();
    const resultado: ResultadoHub = {
      agentes,
      pollers,
      acompanhando,
      segundos,
      linhaDeBase: medida(base.medidas.status, base.medidas.erros),
      cpuLinhaDeBaseMs: cpuBase.cpuUs / 1000 / Math.max(1, consultas(base.medidas)),
      instancias: [],
    };
    const medirCom = async (usadas: typeof instancias) => {
      // The previous round's agents gone from the table first (their sockets close as it ends).
      await presencasAte((n) => n === 0);
      const r = await rodada(
        usadas.map((i) => i.url),
        true,
        segundos,
        () => usadas.forEach((i) => i.zerar()),
      );
      const porInstancia = await Promise.all(usadas.map((i) => i.medida()));
      // Each instance serves the browsers of its URLs, an equal share.
      const porConsulta = consultas(r.medidas) / usadas.length;
      resultado.instancias.push({
        n: usadas.length,
        conectados: r.abertos,
        recusados: r.recusados,
        status: medida(r.medidas.status, r.medidas.erros),
        sincronizacao: medida(r.medidas.sincronizacao, 0),
        cpuPorConsultaMs: porInstancia.map((m) => Math.round((m.cpuUs / 1000 / Math.max(1, porConsulta)) * 100) / 100),
        heapMb: porInstancia.map((m) => Math.round(m.heap / 1048576)),
        rssMb: porInstancia.map((m) => Math.round(m.rss / 1048576)),
      });
    };
    await medirCom([instancias[0]!]);
    await medirCom(instancias);
    return resultado;
  } finally {
    await Promise.all(instancias.map((i) => i.sair()));
    await t.close();
  }
}

export function relatorioHub(r: ResultadoHub): string {
  const f = (m: Medida) => `p50 ${m.p50} / p95 ${m.p95} / p99 ${m.p99} ms (${m.n} consultas${m.erros ? `, ${m.erros} erros` : ''})`;
  const recusas = (porMotivo: Record<string, number>) => {
    const motivos = Object.entries(porMotivo);
    return motivos.length ? ` (recusados: ${motivos.map(([motivo, n]) => `${n} × ${motivo}`).join('; ')})` : '';
  };
  const lista = (valores: number[], unidade: string) => valores.map((v) => `${v} ${unidade}`).join(' e ');
  const seguindo = r.acompanhando >= 1 ? 'todos acompanhando uma execução (pior caso)' : `${Math.round(r.acompanhando * 100)}% acompanhando uma execução`;
  return [
    `  ${r.agentes} agentes com heartbeat + ${r.pollers} navegadores (${seguindo}), ${r.segundos} s por rodada${process.env.BENCH_ESCALA === 'grande' ? '' : ' (BENCH_ESCALA=grande: 1.000 agentes, 200 navegadores, 30 s)'}`,
    `  linha de base, filialGerenciadorStatus dos ${r.pollers} navegadores numa instância sem agentes: ${f(r.linhaDeBase)}; CPU do servidor ${r.cpuLinhaDeBaseMs.toFixed(2)} ms por consulta`,
    ...r.instancias.map(
      (i) =>
        `  ${i.n === 1 ? 'uma instância' : 'duas instâncias (mesmo PostgreSQL, um processo cada)'}: ${i.conectados} agentes conectados${recusas(i.recusados)}; filialGerenciadorStatus ${f(i.status)}; sincronização ${f(i.sincronizacao)}; CPU do servidor por consulta ${lista(i.cpuPorConsultaMs, 'ms')} (com as mensagens dos agentes); memória por instância: heap ${lista(i.heapMb, 'MB')}, RSS ${lista(i.rssMb, 'MB')} (picos)`,
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      agentes: { type: 'string' },
      navegadores: { type: 'string' },
      segundos: { type: 'string' },
      acompanhando: { type: 'string' },
      perfil: { type: 'string' },
    },
  });
  const numero = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  medirHub({
    agentes: numero(values.agentes),
    pollers: numero(values.navegadores),
    segundos: numero(values.segundos),
    acompanhando: numero(values.acompanhando),
    perfil: values.perfil,
  })
    .then((r) => console.log(relatorioHub(r)))
    .catch((e: Error) => {
      console.error(e);
      process.exit(1);
    });
}

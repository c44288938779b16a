/**
 * The hub at scale (a thousand branches): `agentes` simulated agents connected over the agent's WebSocket with
 * their branch tokens, each sending hello and then a heartbeat every HEARTBEAT_MS as the real one
 * does, plus `pollers` browsers each asking filialGerenciadorStatus every 2 s and
 * filialGerenciadorSincronizarStatus every 500 ms, for `segundos`; on one server instance, then on
 * two over the same PostgreSQL (agents and browsers split between them, the LISTEN/NOTIFY relay
 * carrying presence). Agents and browsers run in a worker thread. The browsers start once every
 * agent is connected and its presence written (the steady state of a thousand branches; the burst of a
 * thousand agents connecting at once is not a poll's normal weather). Baseline in the same run: the
 * same browsers on one instance with no agent connected, after an uncounted warm-up. Server memory: the main thread's heap (the
 * server's) and the process's RSS (which also holds the worker's sockets).
 *
 *   TEST_POSTGRES_URL=… npx tsx bench/hub.ts   (BENCH_ESCALA=grande: 1,000 agents, 200 browsers, 30 s)
 *   TEST_POSTGRES_URL=… npx tsx bench/hub.ts --agentes 5000 --navegadores 500 --segundos 20
 */
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { HEARTBEAT_MS, WS_PATH } from '../common/protocolo';
import { hashAgentToken } from '../server/services/gerenciadorConexoes';

interface Medida {
  p50: number;
  p95: number;
  p99: number;
  n: number;
  erros: number;
}
export interface ResultadoHub {
  agentes: number;
  pollers: number;
  segundos: number;
  linhaDeBase: Medida;
  instancias: { n: number; conectados: number; status: Medida; sincronizacao: Medida; heapMb: number; rssMb: number }[];
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
    s.on('error', () => resolve());
  })));
  parentPort.postMessage({ tipo: 'conectados', abertos });
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
    laco(p, 2000, w.status, { a: p.identificadorApp }, 'status'),
    laco(p, 500, w.sincronizacao, { a: p.identificadorApp, t: 'configuracaoDadosProduto' }, 'sincronizacao'),
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

export async function medirHub(opcoes: { agentes?: number; pollers?: number; segundos?: number } = {}): Promise<ResultadoHub> {
  if (!process.env.TEST_POSTGRES_URL) throw new Error('Defina TEST_POSTGRES_URL para medir o hub no PostgreSQL.');
  process.env.TEST_DB = 'postgres';
  const { ADMIN, startTestApp } = await import('../tests/support/testApp');
  const { createPartner } = await import('../tests/support/fixtures');
  const { createApp, listen } = await import('../server/app');
  const grande = process.env.BENCH_ESCALA === 'grande';
  const agentes = opcoes.agentes ?? (grande ? 1000 : 200);
  const pollers = opcoes.pollers ?? (grande ? 200 : 40);
  const segundos = opcoes.segundos ?? (grande ? 30 : 12);
  const t = await startTestApp();
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
    const rodada = (urls: string[], comAgentes: boolean, nPollers: number, s: number) =>
      new Promise<{ abertos: number; medidas: { status: number[]; sincronizacao: number[]; erros: number } }>((resolve, reject) => {
        const worker = new Worker(CODIGO, {
          eval: true,
          workerData: {
            wsPath: WS_PATH,
            heartbeatMs: HEARTBEAT_MS,
            segundos: s,
            token: parceiro.token,
            status: STATUS,
            sincronizacao: SINCRONIZACAO,
            agentes: comAgentes ? filiais.map((f) => ({ url: urls[f.i % urls.length], token: f.token })) : [],
            pollers: Array.from({ length: nPollers }, (_, i) => ({
              url: urls[i % urls.length],
              identificadorApp: filiais[(i * 7) % agentes]!.identificadorApp,
            })),
          },
        });
        let abertos = 0;
        worker.on('message', (m: { tipo: string; abertos?: number; medidas?: { status: number[]; sincronizacao: number[]; erros: number } }) => {
          if (m.tipo === 'conectados') {
            abertos = m.abertos!;
            presencasAte((n) => n >= abertos).then(() => worker.postMessage('comecar'), reject);
          } else {
            void worker.terminate();
            resolve({ abertos, medidas: m.medidas! });
          }
        });
        worker.once('error', reject);
      });
    // A warm-up round first, not counted: the baseline would otherwise pay the server's cold start.
    await rodada([t.url], false, pollers, 5);
    const base = await rodada([t.url], false, pollers, segundos);
    const resultado: ResultadoHub = { agentes, pollers, segundos, linhaDeBase: medida(base.medidas.status, base.medidas.erros), instancias: [] };

    let pico = { heap: 0, rss: 0 };
    const amostrar = () => {
      const m = process.memoryUsage();
      pico = { heap: Math.max(pico.heap, m.heapUsed), rss: Math.max(pico.rss, m.rss) };
    };
    const medirCom = async (urls: string[]) => {
      // The previous round's agents gone from the table first (their sockets close as it ends).
      await presencasAte((n) => n === 0);
      pico = { heap: 0, rss: 0 };
      const relogio = setInterval(amostrar, 250);
      const r = await rodada(urls, true, pollers, segundos);
      clearInterval(relogio);
      resultado.instancias.push({
        n: urls.length,
        conectados: r.abertos,
        status: medida(r.medidas.status, r.medidas.erros),
        sincronizacao: medida(r.medidas.sincronizacao, 0),
        heapMb: Math.round(pico.heap / 1048576),
        rssMb: Math.round(pico.rss / 1048576),
      });
    };
    await medirCom([t.url]);
    const b = await createApp(t.config);
    const servidorB = await listen(b, 0);
    try {
      await medirCom([t.url, `http://127.0.0.1:${(servidorB.address() as AddressInfo).port}`]);
    } finally {
      servidorB.closeAllConnections();
      await new Promise((r) => servidorB.close(r));
      await b.close();
    }
    return resultado;
  } finally {
    await t.close();
  }
}

export function relatorioHub(r: ResultadoHub): string {
  const f = (m: Medida) => `p50 ${m.p50} / p95 ${m.p95} / p99 ${m.p99} ms (${m.n} consultas${m.erros ? `, ${m.erros} erros` : ''})`;
  return [
    `  ${r.agentes} agentes com heartbeat + ${r.pollers} navegadores, ${r.segundos} s por rodada${process.env.BENCH_ESCALA === 'grande' ? '' : ' (BENCH_ESCALA=grande: 1.000 agentes, 200 navegadores, 30 s)'}`,
    `  linha de base, filialGerenciadorStatus dos ${r.pollers} navegadores numa instância sem agentes: ${f(r.linhaDeBase)}`,
    ...r.instancias.map(
      (i) =>
        `  ${i.n === 1 ? 'uma instância' : 'duas instâncias (mesmo PostgreSQL)'}: ${i.conectados} agentes conectados; filialGerenciadorStatus ${f(i.status)}; sincronização ${f(i.sincronizacao)}; memória: heap do servidor ${i.heapMb} MB (pico${i.n === 2 ? ', as duas instâncias no mesmo processo' : ''}), RSS do processo ${i.rssMb} MB (com os agentes simulados)`,
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { agentes: { type: 'string' }, navegadores: { type: 'string' }, segundos: { type: 'string' } } });
  const numero = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  medirHub({ agentes: numero(values.agentes), pollers: numero(values.navegadores), segundos: numero(values.segundos) })
    .then((r) => console.log(relatorioHub(r)))
    .catch((e: Error) => {
      console.error(e);
      process.exit(1);
    });
}

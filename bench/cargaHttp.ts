/**
 * HTTP load from outside the server's event loop: `clientes` connections of autocannon (the load
 * generator STACK.md names) in a worker thread POSTing one body until `segundos` pass, as browsers
 * would (a load generator sharing the server's thread would charge its own work to the server; and
 * on this 2-core machine it shares the CPU: autocannon costs about a twentieth of fetch per request).
 * Answers requests per second and the p50/p95/p99 latencies of the answers. Each client may have
 * its own headers and body (`porCliente`); `__UUID__` in a body becomes a new uuid on every request
 * (a phone's order is new each time). An answer other than 200, or with GraphQL `errors`, is an error.
 * With `processo: true` the load runs in a child process instead, so that `process.cpuUsage()` of
 * this process is the server's CPU alone (a worker thread's CPU counts as this process's).
 */
import { fork } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

export interface Carga {
  porSegundo: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  erros: number;
  respostas: number;
}

const EM_THREAD = "const { parentPort, workerData: w } = require('node:worker_threads');";
const EM_PROCESSO =
  "const w = JSON.parse(require('node:fs').readFileSync(process.env.CARGA_HTTP, 'utf8')); const parentPort = { postMessage: (m) => process.send(m, () => process.disconnect()) };";

const CODIGO = `
const { randomUUID } = require('node:crypto');
const autocannon = require(w.autocannon);
const clientes = w.porCliente ?? [{ headers: w.headers, corpo: w.corpo }];
let proximo = 0;
let erros = 0;
const duracoes = [];
const instancia = autocannon({
  url: w.url, method: 'POST', connections: w.clientes, duration: w.segundos,
  setupClient: (cliente) => {
    const { headers, corpo } = clientes[proximo++ % clientes.length];
    cliente.setHeadersAndBody(headers, corpo);
  },
  requests: [{
    setupRequest: (req) => (req.body && req.body.includes('__UUID__') ? { ...req, body: req.body.replaceAll('__UUID__', randomUUID()) } : req),
    onResponse: (status, corpo) => {
      if (status !== 200 || corpo.includes('"errors"')) { erros++; if (erros === 1) console.error('HTTP ' + status + ': ' + corpo.slice(0, 300)); }
    },
  }],
}, (falha, resultado) => {
  if (falha) throw falha;
  erros += resultado.errors;
  parentPort.postMessage({ duracoes, erros, segundos: resultado.duration });
});
instancia.on('response', (_cliente, _status, _bytes, ms) => duracoes.push(ms));
`;

export function cargaHttp(
  opcoes: { url: string; clientes: number; segundos: number; processo?: boolean } & (
    { headers: Record<string, string>; corpo: string } | { porCliente: { headers: Record<string, string>; corpo: string }[] }
  ),
): Promise<Carga> {
  return new Promise((resolve, reject) => {
    const dados = { ...opcoes, autocannon: createRequire(import.meta.url).resolve('autocannon') };
    let terminar: () => void;
    let fonte: EventEmitter;
    if (opcoes.processo) {
      const pasta = mkdtempSync(join(tmpdir(), 'carga-http-'));
      const arquivo = join(pasta, 'carga.cjs');
      writeFileSync(arquivo, EM_PROCESSO + CODIGO);
      writeFileSync(join(pasta, 'dados.json'), JSON.stringify(dados));
      const filho = fork(arquivo, [], { env: { ...process.env, CARGA_HTTP: join(pasta, 'dados.json') }, execArgv: [] });
      filho.once('exit', () => rmSync(pasta, { recursive: true, force: true }));
      terminar = () => undefined;
      fonte = filho;
    } else {
      const worker = new Worker(EM_THREAD + CODIGO, { eval: true, workerData: dados });
      terminar = () => void worker.terminate();
      fonte = worker;
    }
    fonte.once('error', reject);
    fonte.once('message', (m: { duracoes: number[]; erros: number; segundos: number }) => {
      terminar();
      const d = m.duracoes.sort((a, b) => a - b);
      const q = (p: number) => d[Math.min(d.length - 1, Math.floor(d.length * p))] ?? 0;
      resolve({ porSegundo: d.length / m.segundos, p50Ms: q(0.5), p95Ms: q(0.95), p99Ms: q(0.99), erros: m.erros, respostas: d.length });
    });
  });
}

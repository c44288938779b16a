/**
 * HTTP load from outside the server's event loop: `clientes` connections of autocannon (the load
 * generator STACK.md names) in a worker thread POSTing one body until `segundos` pass, as browsers
 * would (a load generator sharing the server's thread would charge its own work to the server; and
 * on this 2-core machine it shares the CPU: autocannon costs about a twentieth of fetch per request).
 * Answers requests per second and the p50/p95/p99 latencies of the answers. Each client may have
 * its own headers and body (`porCliente`); `__UUID__` in a body becomes a new uuid on every request
 * (a phone's order is new each time). An answer other than 200, or with GraphQL `errors`, is an error.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface Carga { porSegundo: number; p50Ms: number; p95Ms: number; p99Ms: number; erros: number }

const CODIGO = `
const { parentPort, workerData: w } = require('node:worker_threads');
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

export function cargaHttp(opcoes: { url: string; clientes: number; segundos: number } & ({ headers: Record<string, string>; corpo: string } | { porCliente: { headers: Record<string, string>; corpo: string }[] })): Promise<Carga> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CODIGO, { eval: true, workerData: { ...opcoes, autocannon: createRequire(import.meta.url).resolve('autocannon') } });
    worker.once('error', reject);
    worker.once('message', (m: { duracoes: number[]; erros: number; segundos: number }) => {
      void worker.terminate();
      const d = m.duracoes.sort((a, b) => a - b);
      const q = (p: number) => d[Math.min(d.length - 1, Math.floor(d.length * p))] ?? 0;
      resolve({ porSegundo: d.length / m.segundos, p50Ms: q(0.5), p95Ms: q(0.95), p99Ms: q(0.99), erros: m.erros });
    });
  });
}

/**
 * HTTP load from outside the server's event loop: `clientes` loops in a worker thread POSTing one
 * body until `segundos` pass, as browsers would (a load generator sharing the server's thread would
 * charge its own fetch work to the server). Answers requests per second and the p95/p99 latencies.
 * Each client may have its own headers and body (`porCliente`); `__UUID__` in a body becomes a new
 * uuid on every request (a phone's order is new each time).
 */
import { Worker } from 'node:worker_threads';

export interface Carga { porSegundo: number; p50Ms: number; p95Ms: number; p99Ms: number; erros: number }

const CODIGO = `
const { parentPort, workerData: w } = require('node:worker_threads');
const { randomUUID } = require('node:crypto');
(async () => {
  const fim = performance.now() + w.segundos * 1000;
  const duracoes = [];
  let erros = 0;
  const inicio = performance.now();
  await Promise.all(Array.from({ length: w.clientes }, async (_, c) => {
    const { headers, corpo } = w.porCliente ? w.porCliente[c] : w;
    while (performance.now() < fim) {
      const t0 = performance.now();
      const r = await fetch(w.url, { method: 'POST', headers, body: corpo.includes('__UUID__') ? corpo.replaceAll('__UUID__', randomUUID()) : corpo });
      const texto = await r.text();
      if (r.status !== 200 || texto.includes('"errors"')) { erros++; if (erros === 1) console.error('HTTP ' + r.status + ': ' + texto.slice(0, 300)); }
      duracoes.push(performance.now() - t0);
    }
  }));
  parentPort.postMessage({ duracoes, erros, segundos: (performance.now() - inicio) / 1000 });
})();
`;

export function cargaHttp(opcoes: { url: string; clientes: number; segundos: number } & ({ headers: Record<string, string>; corpo: string } | { porCliente: { headers: Record<string, string>; corpo: string }[] })): Promise<Carga> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CODIGO, { eval: true, workerData: opcoes });
    worker.once('error', reject);
    worker.once('message', (m: { duracoes: number[]; erros: number; segundos: number }) => {
      void worker.terminate();
      const d = m.duracoes.sort((a, b) => a - b);
      const q = (p: number) => d[Math.min(d.length - 1, Math.floor(d.length * p))] ?? 0;
      resolve({ porSegundo: d.length / m.segundos, p50Ms: q(0.5), p95Ms: q(0.95), p99Ms: q(0.99), erros: m.erros });
    });
  });
}

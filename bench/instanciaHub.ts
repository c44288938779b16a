/**
 * One server instance of bench/hub.ts, run as a child process as each instance behind a load balancer
 * runs: its own event loop and heap, the other instances reached only through the shared PostgreSQL
 * (presence rows, the LISTEN/NOTIFY relay). BENCH_INSTANCIA holds the server's environment as JSON.
 * Over IPC it sends `{ url }` once listening; `'zerar'` starts a round (CPU and memory peaks from
 * now), `'medida'` answers the round's CPU (user + system of every thread, microseconds) and its
 * peak heap and RSS in bytes, sampled every 250 ms; `'sair'` closes it.
 */
import type { AddressInfo } from 'node:net';
import { createApp, listen } from '../server/app';
import { loadConfig } from '../server/config';

export type MensagemInstancia = { url: string } | { medida: { cpuUs: number; heap: number; rss: number } };

const app = await createApp(loadConfig(JSON.parse(process.env.BENCH_INSTANCIA ?? '{}') as Record<string, string>));
const server = await listen(app, 0);
let inicio = process.cpuUsage();
let pico = { heap: 0, rss: 0 };
const amostrar = () => {
  const m = process.memoryUsage();
  pico = { heap: Math.max(pico.heap, m.heapUsed), rss: Math.max(pico.rss, m.rss) };
};
setInterval(amostrar, 250).unref();

process.send!({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` } satisfies MensagemInstancia);
process.on('message', (m) => {
  if (m === 'zerar') {
    inicio = process.cpuUsage();
    pico = { heap: 0, rss: 0 };
    amostrar();
  } else if (m === 'medida') {
    amostrar();
    const cpu = process.cpuUsage(inicio);
    process.send!({ medida: { cpuUs: cpu.user + cpu.system, ...pico } } satisfies MensagemInstancia);
  } else if (m === 'sair') {
    server.closeAllConnections();
    server.close();
    void app.close().then(() => process.exit(0));
  }
});

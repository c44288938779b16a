/**
 * A server measured from outside (bench/custoRequisicao.ts): run as a child process, so the CPU the
 * load generator spends is not charged to it. `BENCH_SERVIDOR=produto` starts the real server over a
 * fresh database of TEST_DB (sqlite or postgres) and logs the provider admin in; `BENCH_SERVIDOR=puro`
 * is the floor, a bare node:http server that reads the body and answers a fixed GraphQL result.
 * Over IPC it sends `{ url, token }` once ready and answers `'cpu'` with process.cpuUsage() (user +
 * system of every thread of the process, microseconds); `'sair'` closes it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Pronto {
  url: string;
  token: string | null;
}
export type Resposta = { pronto: Pronto } | { cpu: { user: number; system: number } };

const RESPOSTA_PURA = JSON.stringify({ data: { __typename: 'Query' } });

async function servidorPuro(): Promise<{ pronto: Pronto; fechar: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      JSON.parse(Buffer.concat(partes).toString('utf8'));
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(RESPOSTA_PURA) });
      res.end(RESPOSTA_PURA);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    pronto: { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token: null },
    fechar: () => new Promise((r) => server.close(() => r())),
  };
}

async function servidorProduto(): Promise<{ pronto: Pronto; fechar: () => Promise<void> }> {
  const { ADMIN, startTestApp } = await import('../tests/support/testApp');
  const t = await startTestApp();
  // The test support keeps every SQL text for the tests that read it: not here, where it would grow.
  t.queries.push = () => 0;
  const token = await t.login(ADMIN.email, ADMIN.password);
  return { pronto: { url: t.url, token }, fechar: t.close };
}

const { pronto, fechar } = await (process.env.BENCH_SERVIDOR === 'puro' ? servidorPuro() : servidorProduto());
process.send!({ pronto } satisfies Resposta);
process.on('message', (m) => {
  if (m === 'cpu') process.send!({ cpu: process.cpuUsage() } satisfies Resposta);
  if (m === 'sair') void fechar().then(() => process.exit(0));
});

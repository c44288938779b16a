/**
 * Order posts at peak on PostgreSQL (docs/operacao.md, PostgreSQL): `dispositivos` phones (50), each logged in as a
 * seller, post orders of 10 items as fast as the server answers, for `segundos`, through the whole
 * path (token, seller, the order rules against the synced products and customer, the insert that
 * hands the order to the agent). The load runs in a worker thread, as phones are not the server.
 * Baseline in the same run: the same inserts (mobile_registro, the same JSON, `on conflict do
 * nothing returning *`) done by the bare `pg` driver with the server's pool size and as many loops.
 * Beside throughput, CPU time per order of the server process (all its threads, process.cpuUsage;
 * the load runs in a child process so that none of its CPU is counted) and per insert of the bare
 * driver (the target: the server at least 0.3× the driver), and the statements the server ran per
 * order (each a round trip to PostgreSQL; the driver's baseline runs one).
 *
 *   TEST_POSTGRES_URL=postgres://… npx tsx bench/pedidosPostgres.ts [--dispositivos 50] [--segundos 8]
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { montarPedido } from '../scripts/device';
import { cargaHttp } from './cargaHttp';

export interface ResultadoPedidosPg {
  dispositivos: number;
  servidor: { porSegundo: number; p50Ms: number; p95Ms: number; pedidos: number; cpuPorPedidoMs: number; comandosPorPedido: number };
  driver: { porSegundo: number; p50Ms: number; p95Ms: number; cpuPorInsertMs: number };
}

const PRODUTOS = 2000;
const ITENS = 10;
const arred = (n: number, casas = 1) => Math.round(n * 10 ** casas) / 10 ** casas;
/** Milliseconds of CPU this process spent since `desde` (all its threads). */
const cpuMs = (desde: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(desde);
  return (d.user + d.system) / 1000;
};

export async function medirPedidosPostgres(opcoes: { dispositivos?: number; segundos?: number } = {}): Promise<ResultadoPedidosPg> {
  if (!process.env.TEST_POSTGRES_URL) throw new Error('Defina TEST_POSTGRES_URL para medir os pedidos no PostgreSQL.');
  process.env.TEST_DB = 'postgres';
  const { startTestApp } = await import('../tests/support/testApp');
  const { cliente, criarCenario, produto, usuario } = await import('../tests/integration/mobileCenario');
  const dispositivos = opcoes.dispositivos ?? 50;
  const segundos = opcoes.segundos ?? 8;
  const t = await startTestApp();
  const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 10 });
  try {
    const c = await criarCenario(t, 'BenchPg', { numeroDispositivos: dispositivos + 1, basica: { permiteVendaProdutoSemEstoque: true } });
    await c.sincronizar('configuracaoDadosUsuario', [usuario('1', 'bench', 'senha-bench')]);
    await c.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
    for (let i = 0; i < PRODUTOS; i += 1000) {
      await c.sincronizar(
        'configuracaoDadosProduto',
        Array.from({ length: 1000 }, (_, k) => produto(`P${i + k}`, { descricao: `Produto ${i + k}`, grupo: `G${(i + k) % 40}` })),
      );
    }
    const fones = await Promise.all(Array.from({ length: dispositivos }, () => c.vendedorLogado('bench', 'senha-bench')));
    const pedido = (d: number) => ({
      ...montarPedido(
        'C1',
        Array.from({ length: ITENS }, (_, k) => ({ produtoIdentificador: `P${(d * 97 + k * 131) % PRODUTOS}`, quantidade: 1 + k, valorUnitarioVenda: 10 })),
      ),
      uuid: '__UUID__',
    });
    // Each phone posts once before the clock starts (connections, caches, plans).
    for (const [d, f] of fones.entries()) {
      const r = await f.postar('pedidos', { ...pedido(d), uuid: randomUUID() });
      if (r.status !== 200) throw new Error(`pedido recusado: ${JSON.stringify(r.corpo)}`);
    }
    const antes = await t.app.db.kysely
      .selectFrom('mobile_registro')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tipo', '=', 'pedido')
      .executeTakeFirstOrThrow();
    const comandosAntes = t.queries.length;
    const cpuServidor = process.cpuUsage();
    const servidor = await cargaHttp({
      url: `${t.url}/api/v1/mobile/pedidos`,
      clientes: dispositivos,
      segundos,
      processo: true,
      porCliente: fones.map((f, d) => ({
        headers: { 'content-type': 'application/json', authorization: `Bearer ${f.token}` },
        corpo: JSON.stringify(pedido(d)),
      })),
    });
    const cpuServidorMs = cpuMs(cpuServidor);
    const comandos = t.queries.length - comandosAntes;
    if (servidor.erros) throw new Error(`${servidor.erros} pedidos recusados`);
    const depois = await t.app.db.kysely
      .selectFrom('mobile_registro')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tipo', '=', 'pedido')
      .executeTakeFirstOrThrow();

    // The baseline: the stored row of each order, inserted by the bare driver.
    const { dispositivoId, filialId } = await t.app.db.kysely
      .selectFrom('mobile_registro')
      .select(['dispositivoId', 'filialId'])
      .where('tipo', '=', 'pedido')
      .executeTakeFirstOrThrow();
    const fim = performance.now() + segundos * 1000;
    const duracoes: number[] = [];
    const cpuDriver = process.cpuUsage();
    const inicio = performance.now();
    await Promise.all(
      Array.from({ length: dispositivos }, async (_, d) => {
        while (performance.now() < fim) {
          const t0 = performance.now();
          const agora = new Date().toISOString();
          await pool.query(
            `insert into mobile_registro ("filialId", "dispositivoId", tipo, uuid, dados, situacao, "chaveErp", erro, "usuarioIdentificador", "createdAt", "updatedAt")
           values ($1, $2, 'pedido', $3, $4, 'pendente', null, null, '1', $5, $5) on conflict ("filialId", tipo, uuid) do nothing returning *`,
            [filialId, dispositivoId, randomUUID(), JSON.stringify({ ...pedido(d), uuid: randomUUID() }), agora],
          );
          duracoes.push(performance.now() - t0);
        }
      }),
    );
    const segundosDriver = (performance.now() - inicio) / 1000;
    const cpuDriverMs = cpuMs(cpuDriver);
    duracoes.sort((a, b) => a - b);
    const q = (p: number) => duracoes[Math.min(duracoes.length - 1, Math.floor(duracoes.length * p))] ?? 0;
    return {
      dispositivos,
      servidor: {
        porSegundo: arred(servidor.porSegundo),
        p50Ms: arred(servidor.p50Ms),
        p95Ms: arred(servidor.p95Ms),
        pedidos: Number(depois.n) - Number(antes.n),
        cpuPorPedidoMs: arred(cpuServidorMs / (Number(depois.n) - Number(antes.n)), 3),
        comandosPorPedido: arred(comandos / (Number(depois.n) - Number(antes.n)), 2),
      },
      driver: {
        porSegundo: arred(duracoes.length / segundosDriver),
        p50Ms: arred(q(0.5)),
        p95Ms: arred(q(0.95)),
        cpuPorInsertMs: arred(cpuDriverMs / duracoes.length, 3),
      },
    };
  } finally {
    await pool.end();
    await t.close();
  }
}

export function relatorioPedidosPostgres(r: ResultadoPedidosPg): string {
  return [
    `  servidor: ${r.servidor.porSegundo} pedidos/s (${r.servidor.pedidos} gravados), p50 ${r.servidor.p50Ms} ms, p95 ${r.servidor.p95Ms} ms`,
    `  driver pg puro, os mesmos inserts: ${r.driver.porSegundo} inserts/s, p50 ${r.driver.p50Ms} ms, p95 ${r.driver.p95Ms} ms; razão ${arred(r.servidor.porSegundo / r.driver.porSegundo, 2)}×`,
    `  comandos SQL do servidor por pedido (idas ao banco): ${r.servidor.comandosPorPedido}`,
    `  CPU do processo do servidor por pedido: ${r.servidor.cpuPorPedidoMs} ms; do driver pg puro por insert: ${r.driver.cpuPorInsertMs} ms; razão driver / servidor ${arred(r.driver.cpuPorInsertMs / r.servidor.cpuPorPedidoMs, 2)}×`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { dispositivos: { type: 'string' }, segundos: { type: 'string' } } });
  medirPedidosPostgres({
    dispositivos: values.dispositivos ? Number(values.dispositivos) : undefined,
    segundos: values.segundos ? Number(values.segundos) : undefined,
  })
    .then((r) => console.log(relatorioPedidosPostgres(r)))
    .catch((e: Error) => {
      console.error(e);
      process.exit(1);
    });
}

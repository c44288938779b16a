/**
 * Device API benchmark on the real server over a fresh database (SQLite, or PostgreSQL with
 * `--banco postgres` and TEST_POSTGRES_URL): pull throughput of 100,000 synced products and order post
 * latency under 50 concurrent devices. Every figure is printed beside the same server's empty
 * request (GET /api/v1/mobile/ping) measured in the same run and at the same concurrency, so the
 * ratios mean something on any machine; nothing is asserted.
 *
 * Whether an order's cost grows with the catalogue: a second branch of the same server holds 1,000
 * products, and single orders of 10 items are posted to one branch and the other in turn (the
 * machine's noise falls on both alike); the figure is the 100,000 branch's p50 and CPU time per
 * order over the 1,000 branch's (the target: at most 1.2×).
 *
 *   npx tsx bench/device.ts [--produtos 100000] [--dispositivos 50] [--pedidos 10] [--banco sqlite|postgres]
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { montarPedido, TelefoneSimulado } from '../scripts/device';
import { startTestApp } from '../tests/support/testApp';
import { cliente, criarCenario, produto, usuario } from '../tests/integration/mobileCenario';

export interface ResultadoDispositivo {
  banco: string;
  produtos: number;
  /** Empty request, one client at a time: milliseconds. */
  pingSequencialMs: { p50: number; p95: number };
  /** Empty request, as many clients as devices: milliseconds. */
  pingConcorrenteMs: { p50: number; p95: number };
  pull: { registrosPorSegundo: number; paginas: number; paginaP50Ms: number; razaoPaginaPorPing: number };
  /** One device posting alone. */
  postSequencial: { p50Ms: number; razaoP50: number };
  /** Single orders of 10 items to the small and the large catalogue's branch in turn: p50 and CPU per order (this process: server and phone). */
  catalogo: { pequeno: number; p50PequenoMs: number; p50GrandeMs: number; cpuPequenoMs: number; cpuGrandeMs: number; razaoP50: number; razaoCpu: number };
  post: { dispositivos: number; pedidos: number; porSegundo: number; p50Ms: number; p95Ms: number; razaoP50: number; razaoP95: number };
  cargaAgente: { registrosPorSegundo: number };
}

const percentil = (valores: number[], p: number) => {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))];
};
const arred = (n: number, casas = 2) => Math.round(n * 10 ** casas) / 10 ** casas;

async function cronometrar(tarefa: () => Promise<unknown>): Promise<number> {
  const inicio = performance.now();
  await tarefa();
  return performance.now() - inicio;
}

/** `clientes` loops in parallel, each running `vezes` sequential calls; returns every call's duration. */
async function emParalelo(clientes: number, vezes: number, chamada: (cliente: number, vez: number) => Promise<unknown>): Promise<number[]> {
  const duracoes: number[] = [];
  await Promise.all(
    Array.from({ length: clientes }, async (_, c) => {
      for (let v = 0; v < vezes; v++) duracoes.push(await cronometrar(() => chamada(c, v)));
    }),
  );
  return duracoes;
}

/** Milliseconds of CPU this process spent since `desde` (all its threads). */
const cpuMs = (desde: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(desde);
  return (d.user + d.system) / 1000;
};

const CATALOGO_PEQUENO = 1000;
const RODADAS_CATALOGO = 120;

export async function medirDispositivo(
  opcoes: { produtos?: number; dispositivos?: number; pedidos?: number; banco?: 'sqlite' | 'postgres' } = {},
): Promise<ResultadoDispositivo> {
  const totalProdutos = opcoes.produtos ?? 100_000;
  const dispositivos = opcoes.dispositivos ?? 50;
  const pedidosPorDispositivo = opcoes.pedidos ?? 10;
  const t = await startTestApp({}, { engine: opcoes.banco });
  try {
    const filial = async (nome: string, produtos: number, assentos: number) => {
      const c = await criarCenario(t, nome, { numeroDispositivos: assentos, basica: { permiteVendaProdutoSemEstoque: true } });
      await c.sincronizar('configuracaoDadosUsuario', [usuario('1', 'bench', 'senha-bench')]);
      await c.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
      for (let i = 0; i < produtos; i += 1000) {
        await c.sincronizar(
          'configuracaoDadosProduto',
          Array.from({ length: Math.min(1000, produtos - i) }, (_, k) =>
            produto(`P${i + k}`, { descricao: `Produto de teste número ${i + k}`, grupo: `G${(i + k) % 40}` }),
          ),
        );
      }
      return c;
    };
    const pequeno = await filial('BenchPequeno', CATALOGO_PEQUENO, 2);
    const inicioCarga = performance.now();
    const c = await filial('Bench', totalProdutos, dispositivos + 1);
    const cargaAgente = { registrosPorSegundo: Math.round(totalProdutos / ((performance.now() - inicioCarga) / 1000)) };

    const ping = new TelefoneSimulado(t.url);
    for (let i = 0; i < 50; i++) await ping.chamar('GET', '/ping');
    const pingSequencial = await emParalelo(1, 300, () => ping.chamar('GET', '/ping'));

    const leitor = await c.vendedorLogado('bench', 'senha-bench');
    const paginas: number[] = [];
    let cursor: string | null = null;
    let recebidos = 0;
    const inicioPull = performance.now();
    for (;;) {
      let pagina: Awaited<ReturnType<TelefoneSimulado['puxar']>> | undefined;
      paginas.push(await cronometrar(async () => (pagina = await leitor.puxar('produto', cursor, 1000))));
      recebidos += pagina!.corpo.registros.length;
      cursor = pagina!.corpo.proximo;
      if (!pagina!.corpo.temMais) break;
    }
    const segundosPull = (performance.now() - inicioPull) / 1000;
    if (recebidos !== totalProdutos) throw new Error(`pull trouxe ${recebidos} de ${totalProdutos} produtos`);

    const pedidoAleatorio = (d: number, v: number) =>
      montarPedido(
        'C1',
        [0, 1, 2].map((k) => ({ produtoIdentificador: `P${(d * 97 + v * 13 + k * 7919) % totalProdutos}`, quantidade: 1 + k, valorUnitarioVenda: 10 })),
      );
    const postSequencial = await emParalelo(1, 50, async (_, v) => {
      const r = await leitor.postar('pedidos', pedidoAleatorio(dispositivos + 1, v));
      if (r.status !== 200) throw new Error(`pedido recusado: ${JSON.stringify(r.corpo)}`);
    });

    // The same order to either branch in turn, 10 items spread over its catalogue; 10 rounds to warm up.
    const fonePequeno = await pequeno.vendedorLogado('bench', 'senha-bench');
    const pedidoDe10 = (produtos: number, v: number) =>
      montarPedido(
        'C1',
        Array.from({ length: 10 }, (_, k) => ({ produtoIdentificador: `P${(v * 97 + k * 7919) % produtos}`, quantidade: 1 + k, valorUnitarioVenda: 10 })),
      );
    const medidas = { pequeno: { ms: [] as number[], cpu: [] as number[] }, grande: { ms: [] as number[], cpu: [] as number[] } };
    for (let v = 0; v < RODADAS_CATALOGO + 10; v++) {
      const vez = [
        ['pequeno', fonePequeno, CATALOGO_PEQUENO],
        ['grande', leitor, totalProdutos],
      ] as const;
      for (const [nome, fone, produtos] of v % 2 ? [...vez].reverse() : vez) {
        const cpu = process.cpuUsage();
        const inicio = performance.now();
        const r = await fone.postar('pedidos', pedidoDe10(produtos, v));
        const ms = performance.now() - inicio;
        if (r.status !== 200) throw new Error(`pedido recusado: ${JSON.stringify(r.corpo)}`);
        if (v < 10) continue;
        medidas[nome].ms.push(ms);
        medidas[nome].cpu.push(cpuMs(cpu));
      }
    }
    const media = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const catalogo = {
      pequeno: CATALOGO_PEQUENO,
      p50PequenoMs: arred(percentil(medidas.pequeno.ms, 50)),
      p50GrandeMs: arred(percentil(medidas.grande.ms, 50)),
      cpuPequenoMs: arred(media(medidas.pequeno.cpu)),
      cpuGrandeMs: arred(media(medidas.grande.cpu)),
      razaoP50: arred(percentil(medidas.grande.ms, 50) / percentil(medidas.pequeno.ms, 50)),
      razaoCpu: arred(media(medidas.grande.cpu) / media(medidas.pequeno.cpu)),
    };

    const fones = await Promise.all(Array.from({ length: dispositivos }, () => c.vendedorLogado('bench', 'senha-bench')));
    const pingConcorrente = await emParalelo(dispositivos, pedidosPorDispositivo, () => ping.chamar('GET', '/ping'));
    const inicioPosts = performance.now();
    const posts = await emParalelo(dispositivos, pedidosPorDispositivo, async (d, v) => {
      const r = await fones[d].postar('pedidos', pedidoAleatorio(d, v));
      if (r.status !== 200) throw new Error(`pedido recusado: ${JSON.stringify(r.corpo)}`);
    });

    const segundosPosts = (performance.now() - inicioPosts) / 1000;
    const pingP50 = percentil(pingSequencial, 50);
    const concP50 = percentil(pingConcorrente, 50);
    const concP95 = percentil(pingConcorrente, 95);
    return {
      banco: t.app.db.engine,
      produtos: totalProdutos,
      pingSequencialMs: { p50: arred(pingP50), p95: arred(percentil(pingSequencial, 95)) },
      pingConcorrenteMs: { p50: arred(concP50), p95: arred(concP95) },
      pull: {
        registrosPorSegundo: Math.round(recebidos / segundosPull),
        paginas: paginas.length,
        paginaP50Ms: arred(percentil(paginas, 50)),
        razaoPaginaPorPing: arred(percentil(paginas, 50) / pingP50, 1),
      },
      postSequencial: { p50Ms: arred(percentil(postSequencial, 50)), razaoP50: arred(percentil(postSequencial, 50) / pingP50, 1) },
      catalogo,
      post: {
        dispositivos,
        pedidos: posts.length,
        porSegundo: Math.round(posts.length / segundosPosts),
        p50Ms: arred(percentil(posts, 50)),
        p95Ms: arred(percentil(posts, 95)),
        razaoP50: arred(percentil(posts, 50) / concP50, 1),
        razaoP95: arred(percentil(posts, 95) / concP95, 1),
      },
      cargaAgente,
    };
  } finally {
    await t.close();
  }
}

export function relatorioDispositivo(r: ResultadoDispositivo): string {
  return [
    `API do dispositivo (${r.banco}, ${r.produtos.toLocaleString('pt-BR')} produtos)`,
    `  linha de base: requisição vazia ${r.pingSequencialMs.p50} ms (p50, 1 cliente); ${r.pingConcorrenteMs.p50} / ${r.pingConcorrenteMs.p95} ms (p50/p95, ${r.post.dispositivos} clientes)`,
    `  carga pelo agente: ${r.cargaAgente.registrosPorSegundo.toLocaleString('pt-BR')} registros/s`,
    `  pull: ${r.pull.registrosPorSegundo.toLocaleString('pt-BR')} registros/s em ${r.pull.paginas} páginas de 1000; página p50 ${r.pull.paginaP50Ms} ms = ${r.pull.razaoPaginaPorPing}× a requisição vazia`,
    `  pedido sozinho: p50 ${r.postSequencial.p50Ms} ms = ${r.postSequencial.razaoP50}× a requisição vazia`,
    `  pedido sozinho de 10 itens, p50: ${r.catalogo.p50GrandeMs} ms com ${r.produtos.toLocaleString('pt-BR')} produtos = ${r.catalogo.razaoP50}× os ${r.catalogo.p50PequenoMs} ms com ${r.catalogo.pequeno.toLocaleString('pt-BR')} (intercalados)`,
    `  pedido sozinho de 10 itens, CPU por pedido (servidor e telefone neste processo): ${r.catalogo.cpuGrandeMs} ms com ${r.produtos.toLocaleString('pt-BR')} produtos = ${r.catalogo.razaoCpu}× os ${r.catalogo.cpuPequenoMs} ms com ${r.catalogo.pequeno.toLocaleString('pt-BR')}`,
    `  pedidos: ${r.post.pedidos} de ${r.post.dispositivos} dispositivos simultâneos (${r.post.porSegundo}/s); p50 ${r.post.p50Ms} ms (${r.post.razaoP50}× a vazia), p95 ${r.post.p95Ms} ms (${r.post.razaoP95}× a vazia)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { produtos: { type: 'string' }, dispositivos: { type: 'string' }, pedidos: { type: 'string' }, banco: { type: 'string' } },
  });
  const banco = values.banco === 'postgres' ? 'postgres' : values.banco === undefined || values.banco === 'sqlite' ? 'sqlite' : null;
  if (!banco) throw new Error(`--banco sqlite|postgres, não ${values.banco}`);
  medirDispositivo({
    produtos: values.produtos ? Number(values.produtos) : undefined,
    dispositivos: values.dispositivos ? Number(values.dispositivos) : undefined,
    pedidos: values.pedidos ? Number(values.pedidos) : undefined,
    banco,
  })
    .then((r) => console.log(relatorioDispositivo(r)))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}

/**
 * A hostile agent against the hub: the server runs in a child process (so that what it suffers is
 * measured apart from the attacker), one branch's agent token in hand, and for each attack the
 * child reports the longest event-loop delay (perf_hooks.monitorEventLoopDelay), its peak RSS and
 * whether it is still alive; the attacker measures how long the server took to refuse (close the
 * socket) and how long a phone's GET /api/v1/mobile/ping took meanwhile, beside the same pings with
 * nothing happening (the baseline, in the same run).
 *
 *   flock /work/bench.lock npx tsx bench/hubHostil.ts        (TEST_DB=postgres with TEST_POSTGRES_URL for PostgreSQL)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import WebSocket from 'ws';

const WS = '/api/v1/gerenciador/ws';
const ESTE_ARQUIVO = fileURLToPath(import.meta.url);

interface Alvo {
  url: string;
  token: string;
}
interface Medidas {
  atrasoMaxMs: number;
  atrasoP99Ms: number;
  rssPicoMb: number;
}
export interface Ataque {
  nome: string;
  vivo: boolean;
  recusaMs: number | null;
  fechamento: string;
  respondidas: number;
  servidor: Medidas | null;
  pingMaxMs: number;
  pingP50Ms: number;
}
export interface ResultadoHubHostil {
  motor: string;
  pingBaseP50Ms: number;
  pingBaseMaxMs: number;
  base: Medidas | null;
  ataques: Ataque[];
}

// ---------------------------------------------------------------- the server (child process)

async function servidor(): Promise<void> {
  const { ADMIN, startTestApp } = await import('../tests/support/testApp');
  const { createFilial, createPartner, insertDevice } = await import('../tests/support/fixtures');
  const { gerarToken } = await import('../tests/support/agenteFixtures');
  const t = await startTestApp();
  const parceiro = await createPartner(t, await t.login(ADMIN.email, ADMIN.password), 'Hostil');
  const filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Filial Hostil'));
  const dispositivoId = await insertDevice(t, filial.filialId, 'aparelho-hostil');
  // Pending phone records, so that each `pendentes` costs what it costs in real life (orders look up their customer).
  for (let i = 0; i < 100; i++) {
    const tipo = i % 2 ? 'pedido' : 'cliente';
    await t.app.services.registrosApp.registrar({
      filialId: filial.filialId,
      dispositivoId,
      tipo,
      uuid: randomUUID(),
      usuarioIdentificador: '1',
      dados:
        tipo === 'cliente'
          ? { nome: `Cliente ${i}`, tipoPessoa: 'F' }
          : { clienteIdentificador: randomUUID(), itens: [{ produtoIdentificador: '1', quantidade: 1 }] },
    });
  }
  const atraso = monitorEventLoopDelay({ resolution: 10 });
  atraso.enable();
  let rssPico = 0;
  setInterval(() => (rssPico = Math.max(rssPico, process.memoryUsage().rss)), 20).unref();
  process.on('message', (m: string) => {
    if (m === 'zerar') {
      atraso.reset();
      rssPico = process.memoryUsage().rss;
      process.send!({ tipo: 'zerado' });
    } else if (m === 'ler') {
      process.send!({
        tipo: 'medidas',
        medidas: {
          atrasoMaxMs: Math.round(atraso.max / 1e6),
          atrasoP99Ms: Math.round(atraso.percentile(99) / 1e6),
          rssPicoMb: Math.round(Math.max(rssPico, process.memoryUsage().rss) / 1048576),
        },
      });
    }
  });
  process.send!({ tipo: 'pronto', alvo: { url: t.url, token: filial.token } satisfies Alvo });
}

// ---------------------------------------------------------------- the attacker

class Servidor {
  private constructor(
    readonly filho: ChildProcess,
    readonly alvo: Alvo,
  ) {}

  static iniciar(): Promise<Servidor> {
    const filho = fork(ESTE_ARQUIVO, ['--servidor'], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', process.env.BENCH_LOG ? 'inherit' : 'ignore', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      const saiu = (c: number | null) => reject(new Error(`o servidor saiu antes de ficar pronto (${c})`));
      filho.once('exit', saiu);
      filho.on('message', (m: { tipo: string; alvo?: Alvo }) => {
        if (m.tipo !== 'pronto') return;
        filho.off('exit', saiu);
        resolve(new Servidor(filho, m.alvo!));
      });
    });
  }

  get vivo(): boolean {
    return this.filho.exitCode === null && this.filho.signalCode === null;
  }

  private pedir<T>(m: string, resposta: string): Promise<T | null> {
    if (!this.vivo) return Promise.resolve(null);
    return new Promise((resolve) => {
      const aoSair = () => resolve(null);
      const ouvir = (r: { tipo: string; medidas?: T }) => {
        if (r.tipo !== resposta) return;
        this.filho.off('message', ouvir);
        this.filho.off('exit', aoSair);
        resolve((r.medidas ?? null) as T | null);
      };
      this.filho.on('message', ouvir);
      this.filho.once('exit', aoSair);
      this.filho.send(m);
    });
  }

  zerar = () => this.pedir<void>('zerar', 'zerado');
  ler = () => this.pedir<Medidas>('ler', 'medidas');

  parar(): Promise<void> {
    if (!this.vivo) return Promise.resolve();
    return new Promise((r) => {
      this.filho.once('exit', () => r());
      this.filho.kill('SIGKILL');
    });
  }
}

/** A phone pinging every 50 ms while `enquanto` runs: the latencies seen. */
async function pingando<T>(url: string, enquanto: Promise<T>): Promise<{ valor: T; latencias: number[] }> {
  const latencias: number[] = [];
  let fim = false;
  const laco = (async () => {
    while (!fim) {
      const t0 = performance.now();
      try {
        await fetch(`${url}/api/v1/mobile/ping`, { signal: AbortSignal.timeout(30_000) });
        latencias.push(performance.now() - t0);
      } catch {
        latencias.push(performance.now() - t0);
        // The server is gone: nothing more to measure.
        if (performance.now() - t0 < 5) break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const valor = await enquanto.finally(() => (fim = true));
  await laco;
  return { valor, latencias };
}

const pct = (v: number[], p: number) => {
  const d = [...v].sort((a, b) => a - b);
  return Math.round(d[Math.min(d.length - 1, Math.floor(d.length * p))] ?? 0);
};

function abrir(alvo: Alvo): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const s = new WebSocket(alvo.url.replace(/^http/, 'ws') + WS, { headers: { authorization: `Bearer ${alvo.token}` }, maxPayload: 64 * 1024 * 1024 });
    s.once('open', () => resolve(s));
    s.once('error', reject);
  });
}

/** Sends what `enviar` sends and waits until the server closes the socket, answers `esperadas` messages, or `limiteMs` passes. */
async function atacar(
  alvo: Alvo,
  enviar: (s: WebSocket) => void,
  esperadas: number,
  limiteMs: number,
): Promise<{ recusaMs: number | null; fechamento: string; respondidas: number }> {
  const s = await abrir(alvo);
  let respondidas = 0;
  const t0 = performance.now();
  return new Promise((resolve) => {
    const acabar = (recusaMs: number | null, fechamento: string) => {
      clearTimeout(relogio);
      s.removeAllListeners();
      s.on('error', () => undefined);
      s.terminate();
      resolve({ recusaMs, fechamento, respondidas });
    };
    const relogio = setTimeout(() => acabar(null, `aberta após ${limiteMs} ms`), limiteMs);
    s.on('message', () => {
      if (++respondidas >= esperadas) acabar(null, `${respondidas} respostas em ${Math.round(performance.now() - t0)} ms`);
    });
    s.on('close', (codigo, razao) => acabar(Math.round(performance.now() - t0), `${codigo} ${String(razao)}`));
    s.on('error', () => undefined);
    enviar(s);
  });
}

/** A raw frame on a fresh upgraded socket (ws would not send invalid UTF-8 as text). */
function quadroCru(alvo: Alvo, quadro: Buffer): Promise<{ recusaMs: number | null; fechamento: string; respondidas: number }> {
  const url = new URL(alvo.url);
  return new Promise((resolve) => {
    const sock = connect(Number(url.port), url.hostname);
    let t0 = 0;
    let aberto = false;
    const relogio = setTimeout(() => fim(null, 'aberta após 10000 ms'), 10_000);
    const fim = (ms: number | null, como: string) => {
      clearTimeout(relogio);
      sock.destroy();
      resolve({ recusaMs: ms, fechamento: como, respondidas: 0 });
    };
    sock.on('connect', () => {
      sock.write(
        `GET ${WS} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nAuthorization: Bearer ${alvo.token}\r\n\r\n`,
      );
    });
    sock.on('data', (d) => {
      if (!aberto && d.toString('latin1').startsWith('HTTP/1.1 101')) {
        aberto = true;
        t0 = performance.now();
        sock.write(quadro);
      }
    });
    sock.on('close', () => fim(aberto ? Math.round(performance.now() - t0) : null, aberto ? 'conexão encerrada pelo servidor' : 'upgrade recusado'));
    sock.on('error', () => undefined);
  });
}

const loteDe1Mb = (i: number) =>
  JSON.stringify({
    id: `lote-${i}`,
    type: 'lote',
    payload: {
      tipo: 'configuracaoDadosProduto',
      geracao: 0,
      registros: Array.from({ length: 1000 }, (_, j) => ({ identificador: `P${i}-${j}`, dados: { identificador: `P${i}-${j}`, descricao: 'x'.repeat(980) } })),
    },
  });

export async function medirHubHostil(): Promise<ResultadoHubHostil> {
  let srv = await Servidor.iniciar();
  // The same phone with nothing else going on, after a warm-up: the machine's own noise in this run.
  await pingando(srv.alvo.url, new Promise((r) => setTimeout(r, 1000)));
  await srv.zerar();
  const base = await pingando(srv.alvo.url, new Promise((r) => setTimeout(r, 3000)));
  const resultado: ResultadoHubHostil = {
    motor: process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite',
    pingBaseP50Ms: pct(base.latencias, 0.5),
    pingBaseMaxMs: pct(base.latencias, 1),
    base: await srv.ler(),
    ataques: [],
  };

  const ataques: { nome: string; rodar: (a: Alvo) => Promise<{ recusaMs: number | null; fechamento: string; respondidas: number }> }[] = [
    { nome: 'quadro "null"', rodar: (a) => atacar(a, (s) => s.send('null'), 1, 10_000) },
    { nome: 'quadro "[]", "42", tipo desconhecido', rodar: (a) => atacar(a, (s) => s.send('{"id":"x","type":"apagarTudo","payload":{}}'), 1, 10_000) },
    { nome: 'quadro de 20 MB', rodar: (a) => atacar(a, (s) => s.send(Buffer.alloc(20 * 1024 * 1024, 0x20).toString()), 1, 20_000) },
    { nome: 'quadro com UTF-8 inválido (81 81 00 00 00 00 ff)', rodar: (a) => quadroCru(a, Buffer.from([0x81, 0x81, 0, 0, 0, 0, 0xff])) },
    {
      nome: 'enxurrada de 5.000 "pendentes"',
      rodar: (a) =>
        atacar(
          a,
          (s) => {
            for (let i = 0; i < 5000; i++) s.send(JSON.stringify({ id: `p${i}`, type: 'pendentes', payload: { limite: 100 } }));
          },
          5000,
          60_000,
        ),
    },
    {
      nome: '200 lotes de 1 MB',
      rodar: (a) =>
        atacar(
          a,
          (s) => {
            const l = loteDe1Mb(0);
            for (let i = 0; i < 200; i++) s.send(l.replace(/"lote-0"/, `"lote-${i}"`));
          },
          200,
          120_000,
        ),
    },
  ];
  for (const ataque of ataques) {
    if (!srv.vivo) srv = await Servidor.iniciar();
    await srv.zerar();
    const { valor, latencias } = await pingando(srv.alvo.url, ataque.rodar(srv.alvo));
    // The server may die a moment after the refusal: give it the time a ping takes to notice.
    await new Promise((r) => setTimeout(r, 500));
    const medidas = await srv.ler();
    resultado.ataques.push({ nome: ataque.nome, vivo: srv.vivo, ...valor, servidor: medidas, pingMaxMs: pct(latencias, 1), pingP50Ms: pct(latencias, 0.5) });
  }
  await srv.parar();
  return resultado;
}

export function relatorioHubHostil(r: ResultadoHubHostil): string {
  return [
    `  ${r.motor}; sem ataque (linha de base): ping de um celular p50 ${r.pingBaseP50Ms} ms, máximo ${r.pingBaseMaxMs} ms` +
      (r.base ? `; laço de eventos: atraso máximo ${r.base.atrasoMaxMs} ms, p99 ${r.base.atrasoP99Ms} ms; RSS ${r.base.rssPicoMb} MB` : ''),
    ...r.ataques.map(
      (a) =>
        `  ${a.nome}: servidor ${a.vivo ? 'vivo' : 'ENCERRADO'}; ${a.recusaMs === null ? 'sem recusa' : `recusado em ${a.recusaMs} ms`} (${a.fechamento}); ` +
        (a.servidor
          ? `laço de eventos: atraso máximo ${a.servidor.atrasoMaxMs} ms, p99 ${a.servidor.atrasoP99Ms} ms; RSS pico ${a.servidor.rssPicoMb} MB; `
          : '') +
        `ping durante: p50 ${a.pingP50Ms} ms, máximo ${a.pingMaxMs} ms (${(a.pingMaxMs / Math.max(1, r.pingBaseMaxMs)).toFixed(1)}× a base)`,
    ),
  ].join('\n');
}

if (process.argv.includes('--servidor')) {
  servidor().catch((e) => {
    console.error(e);
    process.exit(1);
  });
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  medirHubHostil()
    .then((r) => console.log(relatorioHubHostil(r)))
    .catch((e: Error) => {
      console.error(e);
      process.exit(1);
    });
}

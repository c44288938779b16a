/**
 * The cost of a request: server CPU per request (user + system of every thread of the
 * server process, from process.cpuUsage in that process) beside requests per second, under
 * `--clientes` connections of autocannon, on SQLite and (with TEST_POSTGRES_URL) PostgreSQL. The
 * server runs as a child process (bench/servidorMedido.ts) so the load generator's CPU is not
 * counted. The baseline is a bare node:http server in its own process that reads the body and
 * answers the same `{ __typename }` result, measured before and after the server in the same run
 * (this machine's speed drifts within minutes); each figure is also given as a multiple of it.
 *
 *   npx tsx bench/custoRequisicao.ts [--segundos 8] [--clientes 16] [--bancos sqlite,postgres]
 *     [--formas autenticado,anonimo,lista] [--perfil DIR]
 *
 * `--perfil DIR` writes a V8 CPU profile of each server process into DIR (node --cpu-prof), for
 * Chrome DevTools (Performance, Load profile). Its samples are spaced in wall time: a large `writev` can
 * be the server's thread waiting for a core while its answer wakes the load generator.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { cargaHttp } from './cargaHttp';
import type { Pronto, Resposta } from './servidorMedido';

const TIPO = '{ __typename }';
const LISTA = '{ usuarios(queryOptions: { limit: 10 }) { id nome email ativo } usuariosCount }';

const FORMAS = [
  { chave: 'autenticado', nome: `${TIPO} autenticado`, consulta: TIPO, autenticado: true },
  { chave: 'anonimo', nome: `${TIPO} anônimo`, consulta: TIPO, autenticado: false },
  { chave: 'lista', nome: 'lista de usuários, 10 linhas com o total', consulta: LISTA, autenticado: true },
];

export interface Medida {
  nome: string;
  porSegundo: number;
  cpuMsPorRequisicao: number;
  p95Ms: number;
  respostas: number;
}
export interface ResultadoCusto {
  banco: string;
  clientes: number;
  segundos: number;
  antes: Medida;
  depois: Medida;
  formas: Medida[];
}

const arred = (n: number, casas = 3) => Math.round(n * 10 ** casas) / 10 ** casas;

interface Filho {
  processo: ChildProcess;
  pronto: Pronto;
  cpuUs: () => Promise<number>;
  sair: () => Promise<void>;
}

function lancar(env: Record<string, string>, perfil?: string): Promise<Filho> {
  const processo = fork(fileURLToPath(new URL('./servidorMedido.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx', ...(perfil ? ['--cpu-prof', `--cpu-prof-dir=${perfil}`] : [])],
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const proxima = () =>
    new Promise<Resposta>((resolve, reject) => {
      processo.once('message', (m) => resolve(m as Resposta));
      processo.once('exit', (code) => reject(new Error(`servidor medido saiu (${code})`)));
    });
  return proxima().then((m) => {
    if (!('pronto' in m)) throw new Error('servidor medido não anunciou o endereço');
    return {
      processo,
      pronto: m.pronto,
      cpuUs: async () => {
        const r = proxima();
        processo.send('cpu');
        const c = await r;
        if (!('cpu' in c)) throw new Error('resposta inesperada do servidor medido');
        return c.cpu.user + c.cpu.system;
      },
      sair: () =>
        new Promise<void>((resolve) => {
          processo.once('exit', () => resolve());
          processo.send('sair');
        }),
    };
  });
}

async function medir(nome: string, filho: Filho, consulta: string, autenticado: boolean, clientes: number, segundos: number): Promise<Medida> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(autenticado && filho.pronto.token ? { authorization: `Bearer ${filho.pronto.token}` } : {}),
  };
  const corpo = JSON.stringify({ query: consulta });
  const url = `${filho.pronto.url}/graphql`;
  await cargaHttp({ url, headers, corpo, clientes, segundos: 1 });
  const antes = await filho.cpuUs();
  const carga = await cargaHttp({ url, headers, corpo, clientes, segundos });
  const cpu = (await filho.cpuUs()) - antes;
  if (carga.erros) throw new Error(`${nome}: ${carga.erros} requisições com erro`);
  return {
    nome,
    porSegundo: arred(carga.porSegundo, 0),
    cpuMsPorRequisicao: arred(cpu / 1000 / carga.respostas),
    p95Ms: arred(carga.p95Ms, 1),
    respostas: carga.respostas,
  };
}

export async function medirCustoRequisicao(
  opcoes: { segundos?: number; clientes?: number; bancos?: string[]; formas?: string[]; perfil?: string } = {},
): Promise<ResultadoCusto[]> {
  const segundos = opcoes.segundos ?? 8;
  const clientes = opcoes.clientes ?? 16;
  const bancos = (opcoes.bancos ?? ['sqlite', 'postgres']).filter((b) => b !== 'postgres' || process.env.TEST_POSTGRES_URL);
  const resultados: ResultadoCusto[] = [];
  for (const banco of bancos) {
    const puro = await lancar({ BENCH_SERVIDOR: 'puro' });
    const servidor = await lancar({ BENCH_SERVIDOR: 'produto', TEST_DB: banco }, opcoes.perfil);
    try {
      const antes = await medir('baseline antes', puro, TIPO, false, clientes, segundos);
      const formas: Medida[] = [];
      for (const f of FORMAS.filter((f) => !opcoes.formas || opcoes.formas.includes(f.chave))) {
        formas.push(await medir(f.nome, servidor, f.consulta, f.autenticado, clientes, segundos));
      }
      const depois = await medir('baseline depois', puro, TIPO, false, clientes, segundos);
      resultados.push({ banco, clientes, segundos, antes, depois, formas });
    } finally {
      await Promise.all([puro.sair(), servidor.sair()]);
    }
  }
  return resultados;
}

export function relatorioCustoRequisicao(resultados: ResultadoCusto[]): string {
  const linhas: string[] = [];
  for (const r of resultados) {
    const base = (r.antes.cpuMsPorRequisicao + r.depois.cpuMsPorRequisicao) / 2;
    const baseVazao = (r.antes.porSegundo + r.depois.porSegundo) / 2;
    const linha = (m: Medida, razao: boolean) =>
      `  ${r.banco.padEnd(8)} ${m.nome}: CPU do servidor ${m.cpuMsPorRequisicao} ms/req` +
      (razao ? ` (${arred(m.cpuMsPorRequisicao / base, 2)}× a baseline)` : '') +
      `, ${m.porSegundo} req/s` +
      (razao ? ` (${arred(m.porSegundo / baseVazao, 2)}×)` : '') +
      `, p95 ${m.p95Ms} ms`;
    linhas.push(`  ${r.banco}: ${r.clientes} conexões, ${r.segundos} s por medida; baseline = node:http puro que lê o corpo e responde o mesmo JSON`);
    linhas.push(linha(r.antes, false));
    for (const f of r.formas) linhas.push(linha(f, true));
    linhas.push(linha(r.depois, false));
  }
  return linhas.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { segundos: { type: 'string' }, clientes: { type: 'string' }, bancos: { type: 'string' }, formas: { type: 'string' }, perfil: { type: 'string' } },
  });
  medirCustoRequisicao({
    segundos: values.segundos ? Number(values.segundos) : undefined,
    clientes: values.clientes ? Number(values.clientes) : undefined,
    bancos: values.bancos?.split(','),
    formas: values.formas?.split(','),
    perfil: values.perfil,
  })
    .then((r) => console.log(relatorioCustoRequisicao(r)))
    .catch((e: Error) => {
      console.error(e.message);
      process.exit(1);
    });
}

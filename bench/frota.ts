/**
 * The fleet home at scale (docs/frota.md): 1,000 branches, 100 of them in trouble, 30 orders each,
 * the provider admin's requests as the SPA sends them, beside a plain list of the same table (the
 * Filiais list's first page with its total, `mobileFiliais` + `mobileFiliaisCount`) measured before
 * and after them in the same run, on SQLite and (with TEST_POSTGRES_URL) on PostgreSQL. Latencies
 * under `--clientes` simultaneous browsers (8), as ratios to that baseline.
 *
 *   npx tsx bench/frota.ts [--filiais 1000] [--segundos 5] [--clientes 8]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { createPartner } from '../tests/support/fixtures';
import { semearFrota } from '../tests/support/frotaSemeada';
import { ADMIN, startTestApp } from '../tests/support/testApp';
import { cargaHttp, type Carga } from './cargaHttp';

const LISTA_SIMPLES =
  'query($q: QueryOptions) { mobileFiliais(queryOptions: $q) { id nome docFederal identificadorApp email telefone ativo } mobileFiliaisCount(queryOptions: $q) }';
const FROTA = `query($q: QueryOptions) {
  gerenciadoresFrota(queryOptions: $q) { id filialId nome ativo contratanteId contratanteNome pedidosSincronizados pedidosDia pedidosSemSincronizar qtdeErros gerenciadorConectado versaoGerenciador ultimoContatoGerenciador problemas registrosErro execucoesFalha estruturaAlterada desatualizado versaoAlvo }
  gerenciadoresFrotaCount(queryOptions: $q)
}`;
const CONTADORES = '{ gerenciadoresFrotaContadores { filiais conectados offline estrutura execucoesFalha registrosErro registrosErroTotal desatualizado } }';
const GRAFICOS = '{ gerenciadoresFrotaGraficos { dia pedidosRecebidos pedidosIntegrados execucoesFalha } }';

export interface ResultadoFrota {
  banco: string;
  filiais: number;
  emProblema: number;
  clientes: number;
  formas: { nome: string; p50Ms: number; p95Ms: number; porSegundo: number; razaoP50: number }[];
}

const arred = (n: number, casas = 1) => Math.round(n * 10 ** casas) / 10 ** casas;

/**
 * A fresh database of the engine, named here (the test support picks its engine once per process,
 * and this bench runs both in one).
 */
async function bancoNovo(banco: 'sqlite' | 'postgres'): Promise<{ url: string; apagar: () => Promise<void> }> {
  if (banco === 'sqlite') {
    const pasta = mkdtempSync(join(tmpdir(), 'fv-bench-frota-'));
    return { url: `sqlite://${join(pasta, 'frota.sqlite')}`, apagar: async () => rmSync(pasta, { recursive: true, force: true }) };
  }
  const nome = `fv_bench_frota_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nome}`);
  await admin.end();
  const url = new URL(process.env.TEST_POSTGRES_URL!);
  url.pathname = `/${nome}`;
  return {
    url: url.toString(),
    apagar: async () => {
      const c = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function medirBanco(banco: 'sqlite' | 'postgres', opcoes: { filiais: number; segundos: number; clientes: number }): Promise<ResultadoFrota> {
  const db = await bancoNovo(banco);
  const t = await startTestApp({ DATABASE_URL: db.url });
  try {
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const contratantes = [];
    for (const nome of ['Alfa', 'Beta', 'Gama', 'Delta']) contratantes.push((await createPartner(t, admin, `Bench${nome}`)).contratanteId);
    const emProblema = Math.round(opcoes.filiais / 10);
    await semearFrota(t.app.db, { contratantes, filiais: opcoes.filiais, emProblema, presencaAte: new Date(Date.now() + 86_400_000), pedidosPorFilial: 30 });
    // Fresh statistics, as autovacuum would leave them on a server that has run for a while.
    if (banco === 'postgres') await sql`analyze`.execute(t.app.db.kysely);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${admin}` };
    const carga =
      (query: string, variables: Record<string, unknown> = {}) =>
      (segundos: number): Promise<Carga> =>
        cargaHttp({ url: `${t.url}/graphql`, headers, corpo: JSON.stringify({ query, variables }), clientes: opcoes.clientes, segundos });
    const pagina = { limit: 20, order: [{ campo: 'nome', direcao: 'ASC' }] };
    const base = carga(LISTA_SIMPLES, { q: pagina });
    const formas: [string, (s: number) => Promise<Carga>][] = [
      ['lista simples da mesma tabela (mobileFiliais, 1ª página de 20 + total) — antes', base],
      ['frota: 1ª página de 20, problemas primeiro, + total', carga(FROTA, { q: { limit: 20, order: [{ campo: 'gravidade', direcao: 'DESC' }] } })],
      [
        'frota: só as com problema, 1ª página + total',
        carga(FROTA, { q: { limit: 20, where: { andWhere: [{ campo: 'problema', operador: '=', valor: 'algum' }] } } }),
      ],
      ['frota: contadores', carga(CONTADORES)],
      ['frota: gráficos de 30 dias', carga(GRAFICOS)],
      ['lista simples da mesma tabela — depois', base],
    ];
    const medidas: { nome: string; carga: Carga }[] = [];
    for (const [nome, medir] of formas) {
      await medir(1);
      const carga = await medir(opcoes.segundos);
      if (carga.erros) throw new Error(`${nome}: ${carga.erros} requisições com erro`);
      medidas.push({ nome, carga });
    }
    const linhaDeBase = (medidas[0].carga.p50Ms + medidas.at(-1)!.carga.p50Ms) / 2;
    return {
      banco,
      filiais: opcoes.filiais,
      emProblema,
      clientes: opcoes.clientes,
      formas: medidas.map(({ nome, carga }) => ({
        nome,
        p50Ms: arred(carga.p50Ms),
        p95Ms: arred(carga.p95Ms),
        porSegundo: arred(carga.porSegundo),
        razaoP50: arred(carga.p50Ms / linhaDeBase, 2),
      })),
    };
  } finally {
    await t.close();
    await db.apagar();
  }
}

/** SQLite always; PostgreSQL when TEST_POSTGRES_URL is set. */
export async function medirFrota(opcoes: { filiais?: number; segundos?: number; clientes?: number } = {}): Promise<ResultadoFrota[]> {
  const o = { filiais: opcoes.filiais ?? 1000, segundos: opcoes.segundos ?? 5, clientes: opcoes.clientes ?? 8 };
  const resultados = [await medirBanco('sqlite', o)];
  if (process.env.TEST_POSTGRES_URL) resultados.push(await medirBanco('postgres', o));
  return resultados;
}

export function relatorioFrota(resultados: ResultadoFrota[]): string {
  return resultados
    .flatMap((r) => [
      `  ${r.banco}: ${r.filiais.toLocaleString('pt-BR')} filiais (${r.emProblema} com problema), ${r.clientes} clientes simultâneos; razão = p50 / p50 da lista simples (média de antes e depois):`,
      ...r.formas.map((f) => `    ${f.nome}: p50 ${f.p50Ms} ms, p95 ${f.p95Ms} ms, ${f.porSegundo} req/s, razão ${f.razaoP50}×`),
    ])
    .join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { filiais: { type: 'string' }, segundos: { type: 'string' }, clientes: { type: 'string' } } });
  medirFrota({
    filiais: values.filiais ? Number(values.filiais) : undefined,
    segundos: values.segundos ? Number(values.segundos) : undefined,
    clientes: values.clientes ? Number(values.clientes) : undefined,
  })
    .then((r) => console.log(relatorioFrota(r)))
    .catch((e: Error) => {
      console.error(e.message);
      process.exit(1);
    });
}

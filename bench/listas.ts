/**
 * Lists at scale on PostgreSQL (docs/operacao.md, PostgreSQL): 100,000 contratantes, the provider admin's list request
 * as the SPA sends it (a page of rows plus the total, one GraphQL request) under 32 concurrent
 * clients, beside the same SQL run by the bare `pg` driver with the same pool size, in the same run.
 * Two shapes: a name prefix (`nome ilike 'Pa%'`, ordered by nome, 20 rows at offset 1000) and the
 * search box's own (a 5-letter word contained in any of five fields, first page and page 50).
 *
 *   TEST_POSTGRES_URL=postgres://… npx tsx bench/listas.ts [--contratantes 100000] [--segundos 8]
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'kysely';
import { cargaHttp } from './cargaHttp';

const CLIENTES = 32;
const LISTA =
  'query($q: QueryOptions) { contratantes(queryOptions: $q) { id nome fantasia docFederal email telefone ativo } contratantesCount(queryOptions: $q) }';
const CAMPOS_BUSCA = ['nome', 'fantasia', 'docFederal', 'email', 'telefone'];

export interface ResultadoListas {
  contratantes: number;
  formas: { nome: string; servidorPorSegundo: number; drivePorSegundo: number; razao: number; p95Ms: number }[];
}

const arred = (n: number, casas = 2) => Math.round(n * 10 ** casas) / 10 ** casas;

/** 32 loops calling `chamada` until `segundos` pass: requests per second and p95 latency. */
async function carga(segundos: number, chamada: () => Promise<void>): Promise<{ porSegundo: number; p95Ms: number }> {
  const fim = performance.now() + segundos * 1000;
  const duracoes: number[] = [];
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTES }, async () => {
      while (performance.now() < fim) {
        const t0 = performance.now();
        await chamada();
        duracoes.push(performance.now() - t0);
      }
    }),
  );
  duracoes.sort((a, b) => a - b);
  return { porSegundo: duracoes.length / ((performance.now() - inicio) / 1000), p95Ms: duracoes[Math.floor(duracoes.length * 0.95)] ?? 0 };
}

export async function medirListas(opcoes: { contratantes?: number; segundos?: number } = {}): Promise<ResultadoListas> {
  if (!process.env.TEST_POSTGRES_URL)
    throw new Error('Defina TEST_POSTGRES_URL (ex.: postgres://postgres@127.0.0.1:5432/postgres) para medir as listas no PostgreSQL.');
  process.env.TEST_DB = 'postgres';
  // Imported only now: the test support reads TEST_DB when it loads.
  const { ADMIN, startTestApp } = await import('../tests/support/testApp');
  const total = opcoes.contratantes ?? 100_000;
  const segundos = opcoes.segundos ?? 8;
  const t = await startTestApp();
  const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 10 });
  try {
    await sql`insert into contratante ("tipoEmpresa", nome, fantasia, "docFederal", email, telefone, ativo, "maxDipositivos", "maxFiliais", "createdAt", "updatedAt")
      select 'J',
        (array['Padaria','Mercado','Farmácia','Papelaria','Açougue','Loja','Distribuidora','Comercial','Atacado','Bazar'])[i % 10 + 1] || ' '
          || (array['Salvador','Recife','Campinas','Curitiba','Natal','Belém','Goiânia','Palmas','Manaus','Vitória','Santos','Osasco','Niterói'])[i % 13 + 1] || ' ' || i,
        'Fantasia ' || md5(i::text), lpad(i::text, 14, '0'), 'contato' || i || '@empresa' || (i % 97) || '.com.br', '11' || lpad(i::text, 9, '0'), 1, 1, 1, now()::text, now()::text
      from generate_series(1, ${total}) as i`.execute(t.app.db.kysely);
    await sql`vacuum analyze contratante`.execute(t.app.db.kysely);
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const viaServidor = (q: unknown) => (segundosCarga: number) =>
      cargaHttp({
        url: `${t.url}/graphql`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        corpo: JSON.stringify({ query: LISTA, variables: { q } }),
        clientes: CLIENTES,
        segundos: segundosCarga,
      });
    /**
     * The bare driver runs the SQL the server ran for the same request (taken from the server's query
     * log after one request), with the same values: the list and the count, side by side.
     */
    const viaDriver = async (q: { limit: number; offset: number }, valor: string) => {
      t.queries.length = 0;
      const r = await t.gql(LISTA, { q }, admin);
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      const lista = t.queries.find((s) => /from "contratante"/.test(s) && / limit /.test(s));
      const total = t.queries.find((s) => /from "contratante"/.test(s) && /count\(/.test(s));
      if (!lista || !total) throw new Error(`SQL do servidor não encontrado: ${t.queries.join(' | ')}`);
      const valoresLista = [valor, q.limit, ...(q.offset ? [q.offset] : [])];
      return (segundosCarga: number) =>
        carga(segundosCarga, async () => {
          await Promise.all([pool.query(lista, valoresLista), pool.query(total, [valor])]);
        });
    };
    const busca = (texto: string) => ({ orWhere: CAMPOS_BUSCA.map((campo) => ({ campo, operador: 'ilike', valor: `%${texto}%` })) });

    const ordem = [{ campo: 'nome', direcao: 'ASC' }];
    const prefixo = { limit: 20, offset: 1000, order: ordem, where: { andWhere: [{ campo: 'nome', operador: 'ilike', valor: 'Pa%' }] } };
    const primeira = { limit: 10, offset: 0, order: ordem, where: busca('salva') };
    const pagina50 = { limit: 10, offset: 490, order: ordem, where: busca('salva') };
    // The values the server binds: the normalised prefix, the term between wildcards.
    const formas = [
      {
        nome: "prefixo (nome ilike 'Pa%', 20 linhas no deslocamento 1000, com o total)",
        servidor: viaServidor(prefixo),
        driver: await viaDriver(prefixo, 'pa%'),
      },
      { nome: "busca da SPA ('salva' em 5 campos, 1ª página, com o total)", servidor: viaServidor(primeira), driver: await viaDriver(primeira, '%salva%') },
      { nome: "busca da SPA ('salva' em 5 campos, página 50, com o total)", servidor: viaServidor(pagina50), driver: await viaDriver(pagina50, '%salva%') },
    ];
    const resultado: ResultadoListas = { contratantes: total, formas: [] };
    for (const f of process.env.BENCH_LISTAS_SO ? formas.slice(0, Number(process.env.BENCH_LISTAS_SO)) : formas) {
      await f.servidor(1);
      await f.driver(1);
      const servidor = await f.servidor(segundos);
      const driver = await f.driver(segundos);
      if (servidor.erros) throw new Error(`${servidor.erros} requisições com erro`);
      resultado.formas.push({
        nome: f.nome,
        servidorPorSegundo: arred(servidor.porSegundo, 1),
        drivePorSegundo: arred(driver.porSegundo, 1),
        razao: arred(servidor.porSegundo / driver.porSegundo),
        p95Ms: arred(servidor.p95Ms, 1),
      });
    }
    return resultado;
  } finally {
    await pool.end();
    await t.close();
  }
}

export function relatorioListas(r: ResultadoListas): string {
  return [
    `  ${r.contratantes.toLocaleString('pt-BR')} contratantes no PostgreSQL, ${CLIENTES} clientes simultâneos:`,
    ...r.formas.map(
      (f) => `  ${f.nome}: servidor ${f.servidorPorSegundo} req/s (p95 ${f.p95Ms} ms), driver pg puro ${f.drivePorSegundo} req/s, razão ${f.razao}×`,
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { contratantes: { type: 'string' }, segundos: { type: 'string' } } });
  medirListas({ contratantes: values.contratantes ? Number(values.contratantes) : undefined, segundos: values.segundos ? Number(values.segundos) : undefined })
    .then((r) => console.log(relatorioListas(r)))
    .catch((e: Error) => {
      console.error(e.message);
      process.exit(1);
    });
}

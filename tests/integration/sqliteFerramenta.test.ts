import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACENTUADAS, normalizarBusca, SEPARADOR_BUSCA } from '../../common/text/buscaNormalizada';
import { openDb, type Db } from '../../server/db/connection';
import { migrate, migrator } from '../../server/db/migrate';
import { falta } from '../support/requisitos';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

/** The sqlite3 tool of this machine (Debian 12: 3.40.1, whose parser the deep 0030 schema overflowed). */
const sqlite3 = (arquivo: string, comando: string) =>
  execFileSync('sqlite3', ['-batch', arquivo, comando], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

const CONTRATANTES = 'query($q: QueryOptions) { contratantes(queryOptions: $q) { id nome } }';

/**
 * The SQLite data file stays readable by the sqlite3 tool of current Debian and Ubuntu (docs/operacao.md,
 * "A ferramenta sqlite3"): migration 0038 computes the lists' normalised columns in steps a 3.40 parser
 * accepts, for new files and for files migrated before it, with the very text the search compares.
 */
describe.runIf(process.env.TEST_DB !== 'postgres')('o arquivo SQLite na ferramenta sqlite3', { timeout: 60_000 }, () => {
  const pular = falta('sqlite3', 'o arquivo SQLite lido pela ferramenta sqlite3');
  let t: TestApp;
  let arquivo: string;

  beforeAll(async () => {
    if (pular) return;
    t = await startTestApp();
    arquivo = t.config.databaseUrl.replace(/^sqlite:\/\//, '');
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const r = await t.gql(
      'mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { id } }',
      {
        i: {
          tipoEmpresa: 'J',
          nome: 'Ação & Cia. Ltda',
          fantasia: 'Pão de Açúcar',
          docFederal: '11222333000181',
          email: 'contato@acao.com.br',
          telefone: '1134567890',
          cidadeId: 3550308,
        },
      },
      admin,
    );
    expect(r.errors).toBeUndefined();
  });
  afterAll(() => t?.close());

  it.skipIf(pular)(
    `queries every table and passes integrity_check (${(() => {
      try {
        return execFileSync('sqlite3', ['--version'], { encoding: 'utf8' }).split(' ')[0];
      } catch {
        return 'sem sqlite3';
      }
    })()})`,
    async () => {
      const tabelas = (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.app.db.kysely)).rows.map((r) => r.name);
      expect(tabelas).toEqual(expect.arrayContaining(['contratante', 'usuario', 'mobile_filial', 'cidade', 'mobile_registro']));
      for (const tabela of tabelas) {
        const peloServidor = (await sql<{ n: number }>`select count(*) as n from ${sql.table(tabela)}`.execute(t.app.db.kysely)).rows[0]!.n;
        expect(Number(sqlite3(arquivo, `SELECT count(*) FROM "${tabela}"`)), tabela).toBe(Number(peloServidor));
      }
      expect(sqlite3(arquivo, 'PRAGMA integrity_check')).toBe('ok');
    },
  );

  it.skipIf(pular)('a row written with the tool gets the same normalised text, and the search finds it accents and case aside', async () => {
    const nome = `Çapeçaria ${ACENTUADAS}`;
    sqlite3(
      arquivo,
      `INSERT INTO contratante (tipoEmpresa, nome, docFederal, ativo, maxDipositivos, maxFiliais, createdAt, updatedAt) VALUES ('J', '${nome}', '45723174000110', 1, 1, 1, '2026-01-01', '2026-01-01')`,
    );
    const linha = await t.app.db.kysely
      .selectFrom('contratante')
      .select(['id', 'nomeNormalizado', 'busca'])
      .where('docFederal', '=', '45723174000110')
      .executeTakeFirstOrThrow();
    expect(linha.nomeNormalizado).toBe(normalizarBusca(nome));
    expect(linha.busca).toBe([nome, '', '45723174000110', '', ''].map(normalizarBusca).join(SEPARADOR_BUSCA));
    const admin = await t.login(ADMIN.email, ADMIN.password);
    for (const termo of ['CAPECARIA', 'çapeçaria', 'aaaaaeeee', 'acao & cia', 'PAO DE ACUCAR']) {
      const r = await t.gql<{ contratantes: { nome: string }[] }>(
        CONTRATANTES,
        {
          q: {
            where: { orWhere: ['nome', 'fantasia', 'docFederal', 'email', 'telefone'].map((campo) => ({ campo, operador: 'ilike', valor: `%${termo}%` })) },
          },
        },
        admin,
      );
      expect(
        r.data?.contratantes.map((c) => c.nome),
        termo,
      ).toHaveLength(1);
    }
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('migração 0038 num arquivo SQLite em uso', () => {
  const pular = falta('sqlite3', 'a migração 0038 lida pela ferramenta sqlite3');
  const pasta = mkdtempSync(join(tmpdir(), 'fv-0038-'));
  const arquivo = join(pasta, 'antigo.sqlite');
  let db: Db;
  beforeAll(() => {
    db = openDb(arquivo);
  });
  afterAll(async () => {
    await db?.kysely.destroy();
    rmSync(pasta, { recursive: true, force: true });
  });

  it.skipIf(pular)('a file the old schema made unreadable is readable after it, with every row and the same search text', async () => {
    expect((await migrator(db).migrateTo('0031_indices_cobrindo_busca')).error).toBeUndefined();
    const agora = new Date().toISOString();
    const nomes = ['Belém Comércio', 'ÁBACO LTDA', `Todas ${ACENTUADAS}`, 'sem acento'];
    await db.kysely
      .insertInto('contratante')
      .values(
        nomes.map((nome, i) => ({
          tipoEmpresa: 'J',
          nome,
          fantasia: `Fantasia ${nome}`,
          docFederal: String(30_000_000_000_000 + i),
          ativo: 1,
          maxDipositivos: 1,
          maxFiliais: 1,
          createdAt: agora,
          updatedAt: agora,
        })) as never,
      )
      .execute();
    const { id: contratanteId } = await db.kysely.selectFrom('contratante').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.kysely
      .insertInto('usuario')
      .values({
        nome: 'José Ângelo',
        email: 'jose@acao.com.br',
        passwordHash: 'x',
        caslRules: '[]',
        contratanteId,
        ativo: 1,
        createdAt: agora,
        updatedAt: agora,
      } as never)
      .execute();
    const antes = await sql`select id, nomeNormalizado, busca from contratante union all select id, nomeNormalizado, busca from usuario order by 1, 2`.execute(
      db.kysely,
    );
    expect(() => sqlite3(arquivo, 'SELECT count(*) FROM contratante')).toThrow(/parser stack overflow|malformed/);

    await migrate(db);
    const depois = await sql`select id, nomeNormalizado, busca from contratante union all select id, nomeNormalizado, busca from usuario order by 1, 2`.execute(
      db.kysely,
    );
    expect(depois.rows).toEqual(antes.rows);
    expect(sqlite3(arquivo, 'SELECT count(*) FROM contratante')).toBe(String(nomes.length));
    expect(sqlite3(arquivo, "SELECT nome FROM contratante WHERE nomeNormalizado LIKE 'belem%'")).toBe('Belém Comércio');
    expect(sqlite3(arquivo, 'PRAGMA integrity_check')).toBe('ok');
    const plano = sqlite3(arquivo, 'EXPLAIN QUERY PLAN SELECT id FROM contratante ORDER BY nomeNormalizado, id LIMIT 10');
    expect(plano).toContain('contratante_nome_normalizado_id');
  });
});

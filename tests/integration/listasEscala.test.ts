import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnavailable } from '../support/testDatabase';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

const LISTA = 'query($q: QueryOptions) { contratantes(queryOptions: $q) { id nome } contratantesCount(queryOptions: $q) }';
const IGUAIS = 25;

/**
 * Lists that scale: every list ends its order with `id`, so rows with equal names keep one
 * place from page to page; on PostgreSQL the search box's shapes (a prefix, a contains over several
 * fields) have indexes that can serve them.
 */
describe.skipIf(postgresUnavailable())('listas: paginação estável e índices da busca', { timeout: 60_000 }, () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
    const agora = new Date().toISOString();
    await t.app.db.kysely
      .insertInto('contratante')
      .values(
        Array.from({ length: IGUAIS }, (_, i) => ({
          tipoEmpresa: 'J',
          nome: 'Padaria Mesmo Nome',
          docFederal: String(10_000_000_000_000 + i),
          ativo: 1,
          maxDipositivos: 1,
          maxFiliais: 1,
          createdAt: agora,
          updatedAt: agora,
        })),
      )
      .execute();
  });
  afterAll(() => t?.close());

  const pagina = async (offset: number, direcao = 'ASC') => {
    const r = await t.gql<{ contratantes: { id: number; nome: string }[]; contratantesCount: number }>(
      LISTA,
      {
        q: { limit: 7, offset, order: [{ campo: 'nome', direcao }], where: { andWhere: [{ campo: 'nome', operador: 'ilike', valor: 'pad%' }] } },
      },
      admin,
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data;
  };

  it.each(['ASC', 'DESC'])('pages through %s equal names with each row exactly once', async (direcao) => {
    const vistos: number[] = [];
    for (let offset = 0; offset < IGUAIS; offset += 7) {
      const { contratantes, contratantesCount } = await pagina(offset, direcao);
      expect(contratantesCount).toBe(IGUAIS);
      vistos.push(...contratantes.map((c) => c.id));
    }
    expect(vistos).toHaveLength(IGUAIS);
    expect(new Set(vistos).size).toBe(IGUAIS);
    expect(vistos).toEqual([...vistos].sort((a, b) => a - b));
  });

  describe.runIf(process.env.TEST_DB === 'postgres')('no PostgreSQL', () => {
    const plano = async (where: string, ajustes: Record<string, string> = {}): Promise<string> => {
      const cliente = new pg.Client({ connectionString: t.config.databaseUrl });
      await cliente.connect();
      try {
        // A 25-row table is cheapest read whole, or along the order's index; without those two ways
        // the plan shows which indexes can serve the condition itself.
        await cliente.query('set enable_seqscan = off');
        await cliente.query('set enable_indexscan = off');
        for (const [nome, valor] of Object.entries(ajustes)) await cliente.query(`set ${nome} = ${valor}`);
        const { rows } = await cliente.query<{ 'QUERY PLAN': string }>(
          `explain select id from contratante where ${where} order by "nomeNormalizado", id limit 20 offset 1000`,
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await cliente.end();
      }
    };

    // The conditions the server writes for a name prefix and for the search box (tests/integration/buscaNormalizada.test.ts).
    it('serves a name prefix from the btree of the normalised name', async () => {
      expect(await plano(`"nomeNormalizado" like 'pa%'`)).toMatch(/Bitmap Index Scan on contratante_nome_normalizado_id/);
    });

    it("finds a deep page of the search box's results from the name's index alone, which carries the searched text", async () => {
      expect(await plano(`busca like '%salva%'`, { enable_bitmapscan: 'off', enable_indexscan: 'on' })).toMatch(
        /Index Only Scan using contratante_nome_normalizado_id_busca/,
      );
    });

    it("serves the search box's contains over every searched field from one trigram index", async () => {
      expect(await plano(`busca like '%salva%'`)).toContain('Bitmap Index Scan on contratante_busca_trgm');
    });
  });
});

import { sql, type Kysely, type RawBuilder } from 'kysely';
import { ACENTUADAS, SEM_ACENTO, SEPARADOR_BUSCA } from '../../../common/text/buscaNormalizada';
import type { Engine } from '../connection';

/**
 * The lists' search and sort by name served by one index each (docs/operacao.md, PostgreSQL). Per list resource, two
 * generated columns the database keeps in step with every write:
 * - `nomeNormalizado`: the name without accents, in lower case; the lists sort by it (then id) and a
 *   prefix filter on the name is a range of its btree;
 * - `busca`: the search box's fields (src/providers/resources.ts `searchFields`), each normalised,
 *   joined by a separator no one types; on PostgreSQL a pg_trgm GIN index serves `%palavra%`.
 * On PostgreSQL both columns use the "C" collation, so that the btree serves `like 'pa%'` and the order
 * whatever the database's collation is. SQLite (whose lower() knows only ASCII) gets the accents
 * replaced one by one before it (rewritten in steps by 0038, for older SQLite parsers).
 */
export const BUSCA: Record<string, string[]> = {
  contratante: ['nome', 'fantasia', 'docFederal', 'email', 'telefone'],
  usuario: ['nome', 'email', 'telefone'],
  mobile_filial: ['nome', 'fantasia', 'docFederal', 'identificadorApp', 'email', 'telefone'],
};

function normalizado(engine: Engine, texto: RawBuilder<unknown>): RawBuilder<unknown> {
  if (engine === 'postgres') return sql`lower(translate(${texto}, ${sql.lit(ACENTUADAS)}, ${sql.lit(SEM_ACENTO)}))`;
  let expr = texto;
  [...ACENTUADAS].forEach((c, i) => {
    expr = sql`replace(${expr}, ${sql.lit(c)}, ${sql.lit(SEM_ACENTO[i])})`;
  });
  return sql`lower(${expr})`;
}

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const tipo = engine === 'postgres' ? sql`text collate "C"` : sql`text`;
  const guardada = engine === 'postgres' ? sql`stored` : sql`virtual`;
  const separador = engine === 'postgres' ? sql`chr(1)` : sql`char(1)`;
  if (SEPARADOR_BUSCA !== '\u0001') throw new Error('O separador da busca mudou: a migração 0030 usa chr(1).');
  for (const [tabela, campos] of Object.entries(BUSCA)) {
    const nome = normalizado(engine, sql`${sql.ref('nome')}`);
    const busca = normalizado(
      engine,
      sql.join(
        campos.map((c) => sql`coalesce(${sql.ref(c)}, '')`),
        sql` || ${separador} || `,
      ),
    );
    await sql`alter table ${sql.table(tabela)} add column ${sql.ref('nomeNormalizado')} ${tipo} generated always as (${nome}) ${guardada}`.execute(db);
    await sql`alter table ${sql.table(tabela)} add column ${sql.ref('busca')} ${tipo} generated always as (${busca}) ${guardada}`.execute(db);
  }
  await db.schema.createIndex('contratante_nome_normalizado_id').on('contratante').columns(['nomeNormalizado', 'id']).execute();
  await db.schema.createIndex('usuario_nome_normalizado_id').on('usuario').columns(['nomeNormalizado', 'id']).execute();
  await db.schema.createIndex('usuario_contratante_nome_normalizado_id').on('usuario').columns(['contratanteId', 'nomeNormalizado', 'id']).execute();
  await db.schema
    .createIndex('mobile_filial_contratante_nome_normalizado_id')
    .on('mobile_filial')
    .columns(['contratanteId', 'nomeNormalizado', 'id'])
    .execute();
  if (engine !== 'postgres') return;
  const trigramas = await sql<{ ok: boolean }>`select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`.execute(db);
  if (!trigramas.rows[0]?.ok) return;
  for (const tabela of Object.keys(BUSCA)) {
    await sql`create index ${sql.id(`${tabela}_busca_trgm`)} on ${sql.table(tabela)} using gin (${sql.ref('busca')} gin_trgm_ops)`.execute(db);
  }
}

import { sql, type Kysely } from 'kysely';
import type { Engine } from '../connection';

/** The text fields each list's search box looks in (src/providers/resources.ts `searchFields`). */
const BUSCA: Record<string, string[]> = {
  contratante: ['nome', 'fantasia', 'docFederal', 'email', 'telefone'],
  usuario: ['nome', 'email', 'telefone'],
  mobile_filial: ['nome', 'fantasia', 'docFederal', 'email', 'telefone'],
};

/**
 * Indexes for the lists (lists that stay fast at 100,000 rows, bench/listas.ts): each list's default order with `id` as its last key (what the
 * lists now order by, so equal names page stably), and on PostgreSQL the search: the lists filter
 * `lower(campo) like lower(valor)`, which a btree on `lower(campo) text_pattern_ops` serves for a
 * prefix ('pa%') and a pg_trgm GIN index on `lower(campo)` for a contains ('%palavra%'), one per
 * searched field so that the search box's OR over fields is a bitmap OR of indexes.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema.createIndex('contratante_nome_id').on('contratante').columns(['nome', 'id']).execute();
  await db.schema.createIndex('usuario_nome_id').on('usuario').columns(['nome', 'id']).execute();
  await db.schema.createIndex('usuario_contratante_nome_id').on('usuario').columns(['contratanteId', 'nome', 'id']).execute();
  await db.schema.createIndex('mobile_filial_contratante_nome_id').on('mobile_filial').columns(['contratanteId', 'nome', 'id']).execute();
  if (engine !== 'postgres') return;

  // pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it. Where the
  // server's role cannot, the prefix indexes still serve and the contains search scans, as before.
  await sql`savepoint trigramas`.execute(db);
  let trigramas = true;
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint trigramas`.execute(db);
  } catch {
    await sql`rollback to savepoint trigramas`.execute(db);
    trigramas = false;
  }
  for (const [tabela, campos] of Object.entries(BUSCA)) {
    for (const campo of campos) {
      const nome = `${tabela}_busca_${campo.toLowerCase()}`;
      await sql`create index ${sql.id(`${nome}_prefixo`)} on ${sql.table(tabela)} (lower(${sql.ref(campo)}) text_pattern_ops)`.execute(db);
      if (trigramas) await sql`create index ${sql.id(`${nome}_trgm`)} on ${sql.table(tabela)} using gin (lower(${sql.ref(campo)}) gin_trgm_ops)`.execute(db);
    }
  }
}

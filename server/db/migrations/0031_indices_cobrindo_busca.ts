import { sql, type Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * A deep page of a list (ISSUE 17) is found in the name's index alone: each list index by name also
 * carries `busca` (INCLUDE, PostgreSQL 11+), so the search box's `busca like '%texto%'` is checked on
 * the index entries skipped by the offset, without reading their rows (services/crud.ts lists a deep
 * page's ids first, then reads only the page's rows). Page 50 of a search over 100,000 contratantes:
 * 4.4 ms to 1.6 ms. SQLite keeps the indexes of 0030.
 */
const INDICES = [
  { nome: 'contratante_nome_normalizado_id', tabela: 'contratante', colunas: ['nomeNormalizado', 'id'] },
  { nome: 'usuario_nome_normalizado_id', tabela: 'usuario', colunas: ['nomeNormalizado', 'id'] },
  { nome: 'usuario_contratante_nome_normalizado_id', tabela: 'usuario', colunas: ['contratanteId', 'nomeNormalizado', 'id'] },
  { nome: 'mobile_filial_contratante_nome_normalizado_id', tabela: 'mobile_filial', colunas: ['contratanteId', 'nomeNormalizado', 'id'] },
];

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  for (const { nome, tabela, colunas } of INDICES) {
    await sql`drop index if exists ${sql.id(nome)}`.execute(db);
    await sql`create index ${sql.id(nome)} on ${sql.table(tabela)} (${sql.join(colunas.map((c) => sql.ref(c)))}) include (${sql.ref('busca')})`.execute(db);
  }
}

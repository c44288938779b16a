import { sql, type Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * A deep page of a search (docs/operacao.md, PostgreSQL) is found in an index alone: beside each list index by name of
 * 0030, one with the same keys that also carries `busca` (INCLUDE, PostgreSQL 11+), so the search box's
 * `busca like '%texto%'` is checked on the index entries the offset skips, without reading their rows
 * (services/crud.ts lists a page's ids first, then reads only the page's rows). Page 50 of a
 * search over 100,000 contratantes: 5.1 ms to 2.2 ms. The narrow indexes of 0030 stay: a prefix's count
 * and pages read them faster (2.1 against 2.6 ms for a count of 20,000). SQLite keeps the indexes of 0030.
 */
const INDICES = [
  { nome: 'contratante_nome_normalizado_id_busca', tabela: 'contratante', colunas: ['nomeNormalizado', 'id'] },
  { nome: 'usuario_nome_normalizado_id_busca', tabela: 'usuario', colunas: ['nomeNormalizado', 'id'] },
  { nome: 'usuario_contratante_nome_normalizado_id_busca', tabela: 'usuario', colunas: ['contratanteId', 'nomeNormalizado', 'id'] },
  { nome: 'mobile_filial_contratante_nome_normalizado_id_busca', tabela: 'mobile_filial', colunas: ['contratanteId', 'nomeNormalizado', 'id'] },
];

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  for (const { nome, tabela, colunas } of INDICES) {
    await sql`create index ${sql.id(nome)} on ${sql.table(tabela)} (${sql.join(colunas.map((c) => sql.ref(c)))}) include (${sql.ref('busca')})`.execute(db);
  }
}

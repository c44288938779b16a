import { sql, type Kysely, type RawBuilder } from 'kysely';
import { ACENTUADAS, SEM_ACENTO } from '../../../common/text/buscaNormalizada';
import type { Engine } from '../connection';
import { BUSCA } from './0030_busca_normalizada';

/**
 * The lists' normalised columns of 0030 written so that every sqlite3 still in use reads the file.
 * On SQLite 0030 nests 48 replace() calls in one expression; the parser of SQLite 3.40 (the sqlite3
 * tool of Debian 12) gives up at about 25 ("malformed database schema - parser stack overflow"), and
 * then no query at all runs on the file, so an operator could not inspect or repair it
 * (docs/operacao.md, "A ferramenta sqlite3"). The same replacements now run in four steps of 12, each
 * a virtual column computed from the one before: the same text as before, still kept by the database
 * on every write (writes made with the sqlite3 tool included), nothing stored, nothing to backfill.
 * The indexes on `nomeNormalizado` are dropped and built again around the change. PostgreSQL keeps
 * 0030's translate(), one call.
 */
const PASSO = 12;

/** The indexes of 0030 on the normalised names (SQLite has none on `busca`). */
const INDICES = [
  { nome: 'contratante_nome_normalizado_id', tabela: 'contratante', colunas: ['nomeNormalizado', 'id'] },
  { nome: 'usuario_nome_normalizado_id', tabela: 'usuario', colunas: ['nomeNormalizado', 'id'] },
  { nome: 'usuario_contratante_nome_normalizado_id', tabela: 'usuario', colunas: ['contratanteId', 'nomeNormalizado', 'id'] },
  { nome: 'mobile_filial_contratante_nome_normalizado_id', tabela: 'mobile_filial', colunas: ['contratanteId', 'nomeNormalizado', 'id'] },
];

/** replace() of the accented letters from `inicio` to `inicio + PASSO`, around `texto`. */
function semAcentos(texto: RawBuilder<unknown>, inicio: number): RawBuilder<unknown> {
  let expr = texto;
  for (let i = inicio; i < Math.min(inicio + PASSO, ACENTUADAS.length); i++)
    expr = sql`replace(${expr}, ${sql.lit(ACENTUADAS[i]!)}, ${sql.lit(SEM_ACENTO[i]!)})`;
  return expr;
}

/**
 * `coluna` as a chain of virtual columns `<coluna>Etapa1…` of at most PASSO replacements each, the
 * last one lower-cased under the column's own name: [name, expression] in the order they must be added.
 */
export function colunasEmEtapas(coluna: string, origem: RawBuilder<unknown>): [string, RawBuilder<unknown>][] {
  const colunas: [string, RawBuilder<unknown>][] = [];
  let anterior = origem;
  for (let inicio = 0; inicio < ACENTUADAS.length; inicio += PASSO) {
    const ultima = inicio + PASSO >= ACENTUADAS.length;
    const nome = ultima ? coluna : `${coluna}Etapa${colunas.length + 1}`;
    colunas.push([nome, ultima ? sql`lower(${semAcentos(anterior, inicio)})` : semAcentos(anterior, inicio)]);
    anterior = sql`${sql.ref(nome)}`;
  }
  return colunas;
}

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'sqlite') return;
  for (const { nome } of INDICES) await db.schema.dropIndex(nome).ifExists().execute();
  for (const [tabela, campos] of Object.entries(BUSCA)) {
    await sql`alter table ${sql.table(tabela)} drop column ${sql.ref('busca')}`.execute(db);
    await sql`alter table ${sql.table(tabela)} drop column ${sql.ref('nomeNormalizado')}`.execute(db);
    const juntos = sql.join(
      campos.map((c) => sql`coalesce(${sql.ref(c)}, '')`),
      sql` || char(1) || `,
    );
    for (const [coluna, expr] of [...colunasEmEtapas('nomeNormalizado', sql`${sql.ref('nome')}`), ...colunasEmEtapas('busca', juntos)]) {
      await sql`alter table ${sql.table(tabela)} add column ${sql.ref(coluna)} text generated always as (${expr}) virtual`.execute(db);
    }
  }
  for (const { nome, tabela, colunas } of INDICES) await db.schema.createIndex(nome).on(tabela).columns(colunas).execute();
}

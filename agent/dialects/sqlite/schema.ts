import { TABELA_GRAVACAO } from '../../../common/catalogo';
import type { Linha } from '../types';
import { ler, padraoDeclarado, texto, type LinhaCatalogo } from '../schema/agrupar';

const DO_USUARIO = "m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\'";

/**
 * Tables and views of the file (sqlite_master) with their columns, in order. pragma_table_xinfo
 * lists generated columns too (hidden 2 and 3); hidden 1 are a virtual table's own.
 */
export const SQL_ESQUEMA_SQLITE = `SELECT m.name AS tabela, m.type AS tipo_tabela, p.name AS coluna, p.type AS tipo, p."notnull" AS nao_nulo, p.dflt_value AS padrao, p.pk AS pk, p.hidden AS oculta,
  (SELECT COUNT(*) FROM pragma_table_info(m.name) k WHERE k.pk > 0) AS colunas_pk
FROM sqlite_master m JOIN pragma_table_xinfo(m.name) p
WHERE m.type IN ('table', 'view') AND ${DO_USUARIO} AND p.hidden <> 1
ORDER BY m.name, p.cid`;

/** A single-column INTEGER PRIMARY KEY is the rowid: SQLite fills it when the insert leaves it out. */
function geracaoSqlite(l: Linha): LinhaCatalogo['geracao'] {
  if ([2, 3].includes(Number(ler(l, 'oculta')))) return 'calculada';
  if (Number(ler(l, 'pk')) === 1 && Number(ler(l, 'colunas_pk')) === 1 && texto(ler(l, 'tipo')).toUpperCase() === 'INTEGER') return 'identidade';
  return null;
}

export const linhaSqlite = (l: Linha): LinhaCatalogo => {
  const base: LinhaCatalogo = {
    esquema: null,
    tabela: texto(ler(l, 'tabela')),
    view: texto(ler(l, 'tipo_tabela')) === 'view',
    coluna: texto(ler(l, 'coluna')),
    // A column declared without a type (allowed in SQLite) takes any value.
    tipo: texto(ler(l, 'tipo')) || 'qualquer',
  };
  if (ler(l, 'nao_nulo') === undefined) return base;
  const geracao = geracaoSqlite(l);
  // The rowid alias is never NULL, whatever the declaration says.
  return { ...base, nulavel: Number(ler(l, 'nao_nulo')) === 0 && geracao !== 'identidade', padrao: padraoDeclarado(ler(l, 'padrao')), geracao };
};

/** Primary keys (pragma_table_info) and foreign keys (pragma_foreign_key_list; a missing "to" is the parent's primary key). */
export const SQL_CHAVES_SQLITE = `SELECT m.name AS tabela, 'pk' AS restricao, 'P' AS tipo, p.name AS coluna, p.pk AS posicao, NULL AS tabela_ref, NULL AS coluna_ref
FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND ${DO_USUARIO} AND p.pk > 0
UNION ALL
SELECT m.name, 'fk' || f.id, 'F', f."from", f.seq + 1, f."table", f."to"
FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f WHERE m.type = 'table' AND ${DO_USUARIO}
ORDER BY 1, 2, 5`;

/** Triggers that fire on insert: SQLite's cannot change NEW, so what they set is an UPDATE … SET in their body. */
export const SQL_GATILHOS_SQLITE = `SELECT m.tbl_name AS tabela, m.sql AS corpo FROM sqlite_master m WHERE m.type = 'trigger' AND m.sql LIKE '%INSERT%'`;

/** The agent's own table of written records (exactly once without the ERP's tables, agent/gravacao/tabelaGravacao.ts): created only with the integrator's consent. */
export const SQL_CRIAR_GRAVACAO_SQLITE = `CREATE TABLE IF NOT EXISTS ${TABELA_GRAVACAO} (uuid TEXT NOT NULL PRIMARY KEY, tipo TEXT NOT NULL, chave TEXT, gravado_em TEXT NOT NULL)`;
export const SQL_EXISTE_GRAVACAO_SQLITE = `SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = '${TABELA_GRAVACAO}'`;

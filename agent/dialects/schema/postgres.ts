import type { Linha } from '../types';
import { ler, texto, type LinhaCatalogo } from './agrupar';

/**
 * Tables and views the user can read, outside the system schemas (information_schema), in order.
 * A table in a schema of the search path is named without it, as a select would.
 */
export const SQL_ESQUEMA_POSTGRES = `SELECT c.table_schema AS esquema, c.table_schema = ANY (current_schemas(false)) AS no_caminho,
  c.table_name AS tabela, t.table_type AS tipo_tabela, c.column_name AS coluna,
  CASE
    WHEN c.character_maximum_length IS NOT NULL THEN c.data_type || '(' || c.character_maximum_length || ')'
    WHEN c.data_type = 'numeric' AND c.numeric_precision IS NOT NULL THEN 'numeric(' || c.numeric_precision || ',' || c.numeric_scale || ')'
    WHEN c.data_type = 'USER-DEFINED' THEN c.udt_name
    ELSE c.data_type
  END AS tipo
FROM information_schema.columns c
JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema') AND c.table_schema NOT LIKE 'pg\\_%'
ORDER BY c.table_schema, c.table_name, c.ordinal_position`;

export const linhaPostgres = (l: Linha): LinhaCatalogo => ({
  esquema: ler(l, 'no_caminho') === true ? null : texto(ler(l, 'esquema')),
  tabela: texto(ler(l, 'tabela')),
  view: texto(ler(l, 'tipo_tabela')).toUpperCase() === 'VIEW',
  coluna: texto(ler(l, 'coluna')),
  tipo: texto(ler(l, 'tipo')),
});

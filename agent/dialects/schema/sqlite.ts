import type { Linha } from '../types';
import { ler, texto, type LinhaCatalogo } from './agrupar';

/** Tables and views of the file (sqlite_master) with their columns (pragma table_info), in order. */
export const SQL_ESQUEMA_SQLITE = `SELECT m.name AS tabela, m.type AS tipo_tabela, p.name AS coluna, p.type AS tipo
FROM sqlite_master m JOIN pragma_table_info(m.name) p
WHERE m.type IN ('table', 'view') AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
ORDER BY m.name, p.cid`;

export const linhaSqlite = (l: Linha): LinhaCatalogo => ({
  esquema: null,
  tabela: texto(ler(l, 'tabela')),
  view: texto(ler(l, 'tipo_tabela')) === 'view',
  coluna: texto(ler(l, 'coluna')),
  // A column declared without a type (allowed in SQLite) takes any value.
  tipo: texto(ler(l, 'tipo')) || 'qualquer',
});

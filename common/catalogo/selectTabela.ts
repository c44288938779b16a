import type { TipoIntegracao } from './conexao';

/** Words the engines reserve that an ERP may still use as a column name (ORDER, GROUP, DESC…): they are quoted. */
const RESERVADAS = new Set([
  'add',
  'all',
  'alter',
  'and',
  'any',
  'as',
  'asc',
  'between',
  'by',
  'case',
  'check',
  'column',
  'constraint',
  'create',
  'cross',
  'current',
  'date',
  'default',
  'delete',
  'desc',
  'distinct',
  'drop',
  'else',
  'end',
  'exists',
  'false',
  'first',
  'for',
  'foreign',
  'from',
  'full',
  'grant',
  'group',
  'having',
  'in',
  'index',
  'inner',
  'insert',
  'into',
  'is',
  'join',
  'key',
  'left',
  'like',
  'limit',
  'not',
  'null',
  'of',
  'on',
  'or',
  'order',
  'outer',
  'position',
  'primary',
  'references',
  'right',
  'rows',
  'select',
  'set',
  'table',
  'then',
  'time',
  'timestamp',
  'to',
  'top',
  'true',
  'union',
  'unique',
  'update',
  'user',
  'using',
  'value',
  'values',
  'when',
  'where',
  'with',
]);

/**
 * How each engine reads a name written without quotes: PostgreSQL folds it to lower case and Firebird
 * to upper case, so a name stored otherwise (or with accents, spaces, a reserved word) needs quotes.
 */
const SEM_ASPAS: Record<TipoIntegracao, RegExp> = {
  mysql: /^[A-Za-z_][A-Za-z0-9_]*$/,
  mariadb: /^[A-Za-z_][A-Za-z0-9_]*$/,
  sqlite: /^[A-Za-z_][A-Za-z0-9_]*$/,
  mssql: /^[A-Za-z_][A-Za-z0-9_]*$/,
  postgres: /^[a-z_][a-z0-9_]*$/,
  firebird: /^[A-Z][A-Z0-9_$]*$/,
};

/** A table or column name as the engine needs it in SQL: bare when it can be, quoted in the engine's style otherwise. */
export function nomeSql(tipo: TipoIntegracao, nome: string): string {
  if (SEM_ASPAS[tipo].test(nome) && !RESERVADAS.has(nome.toLowerCase())) return nome;
  if (tipo === 'mysql' || tipo === 'mariadb') return `\`${nome.replace(/`/g, '``')}\``;
  if (tipo === 'mssql') return `[${nome.replace(/]/g, ']]')}]`;
  return `"${nome.replace(/"/g, '""')}"`;
}

/**
 * The select a picked table writes into the editor: every column by name (docs/produto.md §5: no `*`), the
 * table qualified by its schema when it must be.
 */
export function selectDaTabela(tipo: TipoIntegracao, tabela: { esquema: string | null; nome: string; colunas: { nome: string }[] }): string {
  const de = [tabela.esquema, tabela.nome]
    .filter((p): p is string => Boolean(p))
    .map((p) => nomeSql(tipo, p))
    .join('.');
  return `SELECT ${tabela.colunas.map((c) => nomeSql(tipo, c.nome)).join(', ')}\nFROM ${de}`;
}

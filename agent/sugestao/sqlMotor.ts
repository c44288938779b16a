import { nomeSql, type TipoIntegracao } from '../../common/catalogo';

/**
 * The SQL a proposal writes, in each engine's own dialect: where the engines differ (trimming CHAR
 * padding, a text's length, joining texts, a bounded count, casting a parameter), one entry each.
 */
export interface SqlMotor {
  tipo: TipoIntegracao;
  nome(nome: string): string;
  /** The text without the trailing blanks CHAR columns are padded with. */
  aparar(expr: string): string;
  /** Length in characters. */
  tamanho(expr: string): string;
  /** Texts joined, a NULL part read as empty. */
  concatenar(partes: string[]): string;
  /** At most `limite` rows of `tabela` counted (reads no more than that). */
  contarAte(tabela: string, limite: number): string;
  /** A parameter given the column's type (where the engine cannot infer it inside an expression). */
  tipar(marcador: string, tipoColuna: string): string;
  /** The key read back from the statement that inserted the record: a clause after VALUES (RETURNING) or none. */
  retornando(coluna: string): string | null;
}

const ansi = (tipo: TipoIntegracao, extra: Partial<SqlMotor>): SqlMotor => ({
  tipo,
  nome: (n) => nomeSql(tipo, n),
  aparar: (e) => `RTRIM(${e})`,
  tamanho: (e) => `CHAR_LENGTH(${e})`,
  concatenar: (partes) => partes.map((p) => `COALESCE(${p}, '')`).join(' || '),
  contarAte: (t, n) => `SELECT COUNT(*) AS n FROM (SELECT 1 AS x FROM ${t} LIMIT ${n}) c`,
  tipar: (m, t) => `CAST(${m} AS ${t})`,
  retornando: (c) => `RETURNING ${c}`,
  ...extra,
});

/** MySQL casts only to a few type names: a decimal keeps its precision, text becomes CHAR, integers SIGNED. */
function tipoCastMysql(tipo: string): string | null {
  const t = tipo.toLowerCase();
  const decimal = /^(decimal|numeric)\((\d+),\s*(\d+)\)/.exec(t);
  if (decimal) return `DECIMAL(${decimal[2]},${decimal[3]})`;
  if (/int/.test(t)) return 'SIGNED';
  if (/^(date|datetime|timestamp)/.test(t)) return t.startsWith('date') && !t.startsWith('datetime') ? 'DATE' : 'DATETIME';
  return null;
}

export const MOTORES: Record<TipoIntegracao, SqlMotor> = {
  mysql: ansi('mysql', {
    concatenar: (partes) => `CONCAT(${partes.map((p) => `COALESCE(${p}, '')`).join(', ')})`,
    // MySQL converts a bound text by itself where a cast would not read it.
    tipar: (m, t) => {
      const alvo = tipoCastMysql(t);
      return alvo ? `CAST(${m} AS ${alvo})` : m;
    },
    retornando: () => null,
  }),
  mariadb: ansi('mariadb', {
    concatenar: (partes) => `CONCAT(${partes.map((p) => `COALESCE(${p}, '')`).join(', ')})`,
    tipar: (m, t) => {
      const alvo = tipoCastMysql(t);
      return alvo ? `CAST(${m} AS ${alvo})` : m;
    },
    retornando: () => null,
  }),
  postgres: ansi('postgres', {}),
  sqlite: ansi('sqlite', {
    tamanho: (e) => `LENGTH(${e})`,
    // SQLite stores what it is given: a bound value needs no type.
    tipar: (m) => m,
  }),
  firebird: ansi('firebird', {
    aparar: (e) => `TRIM(TRAILING FROM ${e})`,
    contarAte: (t, n) => `SELECT COUNT(*) AS n FROM (SELECT FIRST ${n} 1 AS x FROM ${t}) c`,
  }),
  mssql: ansi('mssql', {
    tamanho: (e) => `LEN(${e})`,
    concatenar: (partes) => `CONCAT(${partes.join(', ')})`,
    contarAte: (t, n) => `SELECT COUNT(*) AS n FROM (SELECT TOP ${n} 1 AS x FROM ${t}) c`,
    retornando: () => null,
  }),
};

/** A table's name as SQL writes it, with its schema when it has one. */
export function nomeTabela(motor: SqlMotor, tabela: { esquema: string | null; nome: string }): string {
  return [tabela.esquema, tabela.nome].filter((p): p is string => Boolean(p)).map((p) => motor.nome(p)).join('.');
}

/** A text literal of SQL. */
export const literal = (valor: string) => `'${valor.replace(/'/g, "''")}'`;

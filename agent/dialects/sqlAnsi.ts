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

/** The ANSI phrasing most engines share; an engine's folder overrides where it differs. */
export const ansi = (tipo: TipoIntegracao, extra: Partial<SqlMotor>): SqlMotor => ({
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

import type { Linha } from '../types';
import { ler, texto, type LinhaCatalogo } from './agrupar';

/** User tables and views (RDB$RELATIONS) with their fields (RDB$RELATION_FIELDS) and domains (RDB$FIELDS), in order. */
export const SQL_ESQUEMA_FIREBIRD = `SELECT r.RDB$RELATION_NAME AS TABELA, CASE WHEN r.RDB$VIEW_BLR IS NULL THEN 0 ELSE 1 END AS EH_VIEW,
  rf.RDB$FIELD_NAME AS COLUNA, f.RDB$FIELD_TYPE AS TIPO_CODIGO, f.RDB$FIELD_SUB_TYPE AS SUBTIPO,
  f.RDB$FIELD_PRECISION AS PRECISAO, f.RDB$FIELD_SCALE AS ESCALA, f.RDB$CHARACTER_LENGTH AS TAMANHO
FROM RDB$RELATIONS r
JOIN RDB$RELATION_FIELDS rf ON rf.RDB$RELATION_NAME = r.RDB$RELATION_NAME
JOIN RDB$FIELDS f ON f.RDB$FIELD_NAME = rf.RDB$FIELD_SOURCE
WHERE COALESCE(r.RDB$SYSTEM_FLAG, 0) = 0
ORDER BY r.RDB$RELATION_NAME, rf.RDB$FIELD_POSITION`;

/** RDB$FIELD_TYPE codes as the Firebird documentation names them. */
const TIPOS: Record<number, string> = {
  7: 'SMALLINT', 8: 'INTEGER', 10: 'FLOAT', 12: 'DATE', 13: 'TIME', 14: 'CHAR', 16: 'BIGINT', 23: 'BOOLEAN',
  24: 'DECFLOAT(16)', 25: 'DECFLOAT(34)', 26: 'INT128', 27: 'DOUBLE PRECISION', 28: 'TIME WITH TIME ZONE', 29: 'TIMESTAMP WITH TIME ZONE',
  35: 'TIMESTAMP', 37: 'VARCHAR', 261: 'BLOB',
};

/** The SQL type of a field from its domain's codes: NUMERIC/DECIMAL for scaled integers, lengths for text. */
export function tipoFirebird(codigo: number, subtipo: number | null, precisao: number | null, escala: number | null, tamanho: number | null): string {
  // Scaled integers are NUMERIC/DECIMAL (dialect 3); a dialect 1 database keeps them as DOUBLE with a scale.
  if ([7, 8, 16, 26, 27].includes(codigo) && (subtipo === 1 || subtipo === 2 || (escala ?? 0) < 0)) {
    return `${subtipo === 2 ? 'DECIMAL' : 'NUMERIC'}(${precisao ?? 18},${-(escala ?? 0)})`;
  }
  if (codigo === 14 || codigo === 37) return `${TIPOS[codigo]}(${tamanho ?? 0})`;
  if (codigo === 261) return subtipo === 1 ? 'BLOB SUB_TYPE TEXT' : 'BLOB';
  return TIPOS[codigo] ?? `TIPO ${codigo}`;
}

const numero = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export const linhaFirebird = (l: Linha): LinhaCatalogo => ({
  esquema: null,
  tabela: texto(ler(l, 'TABELA')),
  view: Number(ler(l, 'EH_VIEW')) === 1,
  coluna: texto(ler(l, 'COLUNA')),
  tipo: tipoFirebird(Number(ler(l, 'TIPO_CODIGO')), numero(ler(l, 'SUBTIPO')), numero(ler(l, 'PRECISAO')), numero(ler(l, 'ESCALA')), numero(ler(l, 'TAMANHO'))),
});

import { TABELA_GRAVACAO } from '../../../common/catalogo';
import type { Linha } from '../types';
import { ler, padraoDeclarado, texto, type LinhaCatalogo } from '../schema/agrupar';

/**
 * User tables and views (RDB$RELATIONS) with their fields (RDB$RELATION_FIELDS) and domains (RDB$FIELDS), in order.
 * NOT NULL and the default may be the field's or its domain's; COMPUTED BY fields have a computed source.
 */
export const SQL_ESQUEMA_FIREBIRD = `SELECT r.RDB$RELATION_NAME AS TABELA, CASE WHEN r.RDB$VIEW_BLR IS NULL THEN 0 ELSE 1 END AS EH_VIEW,
  rf.RDB$FIELD_NAME AS COLUNA, f.RDB$FIELD_TYPE AS TIPO_CODIGO, f.RDB$FIELD_SUB_TYPE AS SUBTIPO,
  f.RDB$FIELD_PRECISION AS PRECISAO, f.RDB$FIELD_SCALE AS ESCALA, f.RDB$CHARACTER_LENGTH AS TAMANHO,
  COALESCE(rf.RDB$NULL_FLAG, f.RDB$NULL_FLAG, 0) AS NAO_NULO, COALESCE(rf.RDB$DEFAULT_SOURCE, f.RDB$DEFAULT_SOURCE) AS PADRAO,
  CASE WHEN f.RDB$COMPUTED_BLR IS NULL THEN 0 ELSE 1 END AS CALCULADA, rf.RDB$IDENTITY_TYPE AS IDENTIDADE
FROM RDB$RELATIONS r
JOIN RDB$RELATION_FIELDS rf ON rf.RDB$RELATION_NAME = r.RDB$RELATION_NAME
JOIN RDB$FIELDS f ON f.RDB$FIELD_NAME = rf.RDB$FIELD_SOURCE
WHERE COALESCE(r.RDB$SYSTEM_FLAG, 0) = 0
ORDER BY r.RDB$RELATION_NAME, rf.RDB$FIELD_POSITION`;

/** RDB$FIELD_TYPE codes as the Firebird documentation names them. */
const TIPOS: Record<number, string> = {
  7: 'SMALLINT',
  8: 'INTEGER',
  10: 'FLOAT',
  12: 'DATE',
  13: 'TIME',
  14: 'CHAR',
  16: 'BIGINT',
  23: 'BOOLEAN',
  24: 'DECFLOAT(16)',
  25: 'DECFLOAT(34)',
  26: 'INT128',
  27: 'DOUBLE PRECISION',
  28: 'TIME WITH TIME ZONE',
  29: 'TIMESTAMP WITH TIME ZONE',
  35: 'TIMESTAMP',
  37: 'VARCHAR',
  261: 'BLOB',
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

export const linhaFirebird = (l: Linha): LinhaCatalogo => {
  const base: LinhaCatalogo = {
    esquema: null,
    tabela: texto(ler(l, 'TABELA')),
    view: Number(ler(l, 'EH_VIEW')) === 1,
    coluna: texto(ler(l, 'COLUNA')),
    tipo: tipoFirebird(
      Number(ler(l, 'TIPO_CODIGO')),
      numero(ler(l, 'SUBTIPO')),
      numero(ler(l, 'PRECISAO')),
      numero(ler(l, 'ESCALA')),
      numero(ler(l, 'TAMANHO')),
    ),
  };
  if (ler(l, 'NAO_NULO') === undefined) return base;
  const calculada = Number(ler(l, 'CALCULADA')) === 1;
  const identidade = numero(ler(l, 'IDENTIDADE')) !== null;
  return {
    ...base,
    nulavel: Number(ler(l, 'NAO_NULO')) !== 1 && !identidade,
    padrao: padraoDeclarado(ler(l, 'PADRAO')),
    geracao: calculada ? 'calculada' : identidade ? 'identidade' : null,
  };
};

/** Primary, unique and foreign keys (RDB$RELATION_CONSTRAINTS over their index segments), a row per column in order. */
export const SQL_CHAVES_FIREBIRD = `SELECT rc.RDB$RELATION_NAME AS TABELA, rc.RDB$CONSTRAINT_NAME AS RESTRICAO, rc.RDB$CONSTRAINT_TYPE AS TIPO,
  s.RDB$FIELD_NAME AS COLUNA, s.RDB$FIELD_POSITION + 1 AS POSICAO, ref.RDB$RELATION_NAME AS TABELA_REF, rs.RDB$FIELD_NAME AS COLUNA_REF
FROM RDB$RELATION_CONSTRAINTS rc
JOIN RDB$INDEX_SEGMENTS s ON s.RDB$INDEX_NAME = rc.RDB$INDEX_NAME
LEFT JOIN RDB$REF_CONSTRAINTS f ON f.RDB$CONSTRAINT_NAME = rc.RDB$CONSTRAINT_NAME
LEFT JOIN RDB$RELATION_CONSTRAINTS ref ON ref.RDB$CONSTRAINT_NAME = f.RDB$CONST_NAME_UQ
LEFT JOIN RDB$INDEX_SEGMENTS rs ON rs.RDB$INDEX_NAME = ref.RDB$INDEX_NAME AND rs.RDB$FIELD_POSITION = s.RDB$FIELD_POSITION
WHERE rc.RDB$CONSTRAINT_TYPE IN ('PRIMARY KEY', 'UNIQUE', 'FOREIGN KEY')
ORDER BY rc.RDB$RELATION_NAME, rc.RDB$CONSTRAINT_NAME, s.RDB$FIELD_POSITION`;

/**
 * Active table triggers that fire on insert: RDB$TRIGGER_TYPE 1 and 2 (before/after insert) and the
 * multi-action codes that include insert (17, 18, 25, 26, 113, 114). Their source names what they set.
 */
export const SQL_GATILHOS_FIREBIRD = `SELECT t.RDB$RELATION_NAME AS TABELA, t.RDB$TRIGGER_SOURCE AS CORPO
FROM RDB$TRIGGERS t
WHERE COALESCE(t.RDB$SYSTEM_FLAG, 0) = 0 AND COALESCE(t.RDB$TRIGGER_INACTIVE, 0) = 0 AND t.RDB$RELATION_NAME IS NOT NULL
  AND t.RDB$TRIGGER_TYPE IN (1, 2, 17, 18, 25, 26, 113, 114)`;

export const SQL_SEQUENCIAS_FIREBIRD = `SELECT RDB$GENERATOR_NAME AS NOME FROM RDB$GENERATORS WHERE COALESCE(RDB$SYSTEM_FLAG, 0) = 0`;

/** The agent's own table of written records (exactly once without the ERP's tables, agent/gravacao/tabelaGravacao.ts): created only with the integrator's consent. */
export const SQL_CRIAR_GRAVACAO_FIREBIRD = `CREATE TABLE ${TABELA_GRAVACAO} (uuid VARCHAR(64) NOT NULL PRIMARY KEY, tipo VARCHAR(40) NOT NULL, chave VARCHAR(200), gravado_em TIMESTAMP NOT NULL)`;
export const SQL_EXISTE_GRAVACAO_FIREBIRD = `SELECT COUNT(*) AS n FROM RDB$RELATIONS WHERE RDB$RELATION_NAME = '${TABELA_GRAVACAO.toUpperCase()}'`;

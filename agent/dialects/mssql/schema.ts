import { TABELA_GRAVACAO } from '../../../common/catalogo';
import type { Linha } from '../types';
import { ler, padraoDeclarado, texto, type LinhaCatalogo } from '../schema/agrupar';

/** User tables (sys.tables) and views (sys.views) with their columns (sys.columns) and types (sys.types), in order. */
export const SQL_ESQUEMA_MSSQL = `SELECT s.name AS esquema, o.name AS tabela, o.tipo_tabela, c.name AS coluna, ty.name AS tipo,
  c.max_length AS tamanho, c.precision AS precisao, c.scale AS escala,
  c.is_nullable AS nulavel, OBJECT_DEFINITION(c.default_object_id) AS padrao, c.is_identity AS identidade, c.is_computed AS calculada
FROM (
  SELECT object_id, schema_id, name, 'U' AS tipo_tabela FROM sys.tables WHERE is_ms_shipped = 0
  UNION ALL
  SELECT object_id, schema_id, name, 'V' AS tipo_tabela FROM sys.views WHERE is_ms_shipped = 0
) o
JOIN sys.schemas s ON s.schema_id = o.schema_id
JOIN sys.columns c ON c.object_id = o.object_id
JOIN sys.types ty ON ty.user_type_id = c.user_type_id
ORDER BY s.name, o.name, c.column_id`;

/** T-SQL's spelling of a column type: lengths for text (max_length is in bytes; n-types use two per character), precision for decimals. */
export function tipoMssql(nome: string, tamanho: number, precisao: number, escala: number): string {
  const tipo = nome.toLowerCase();
  if (['varchar', 'char', 'varbinary', 'binary'].includes(tipo)) return `${tipo}(${tamanho === -1 ? 'max' : tamanho})`;
  if (['nvarchar', 'nchar'].includes(tipo)) return `${tipo}(${tamanho === -1 ? 'max' : tamanho / 2})`;
  if (['decimal', 'numeric'].includes(tipo)) return `${tipo}(${precisao},${escala})`;
  return tipo;
}

const verdade = (v: unknown) => v === true || Number(v) === 1;

/** SQL Server keeps a default as its definition in parentheses: ((0)), ('N'), (getdate()). */
function semParenteses(padrao: string | null): string | null {
  let p = padrao;
  while (p && /^\(.*\)$/s.test(p)) p = p.slice(1, -1).trim();
  return p;
}

export const linhaMssql = (l: Linha): LinhaCatalogo => {
  const esquema = texto(ler(l, 'esquema'));
  const base: LinhaCatalogo = {
    esquema: esquema.toLowerCase() === 'dbo' ? null : esquema,
    tabela: texto(ler(l, 'tabela')),
    view: texto(ler(l, 'tipo_tabela')) === 'V',
    coluna: texto(ler(l, 'coluna')),
    tipo: tipoMssql(texto(ler(l, 'tipo')), Number(ler(l, 'tamanho')), Number(ler(l, 'precisao')), Number(ler(l, 'escala'))),
  };
  if (ler(l, 'nulavel') === undefined) return base;
  return {
    ...base,
    nulavel: verdade(ler(l, 'nulavel')),
    padrao: semParenteses(padraoDeclarado(ler(l, 'padrao'))),
    geracao: verdade(ler(l, 'calculada')) ? 'calculada' : verdade(ler(l, 'identidade')) ? 'identidade' : null,
  };
};

/** Primary and unique keys (sys.key_constraints over their index) and foreign keys (sys.foreign_key_columns). */
export const SQL_CHAVES_MSSQL = `SELECT s.name AS esquema, t.name AS tabela, kc.name AS restricao, CASE kc.type WHEN 'PK' THEN 'P' ELSE 'U' END AS tipo,
  c.name AS coluna, ic.key_ordinal AS posicao, NULL AS esquema_ref, NULL AS tabela_ref, NULL AS coluna_ref
FROM sys.key_constraints kc
JOIN sys.tables t ON t.object_id = kc.parent_object_id
JOIN sys.schemas s ON s.schema_id = t.schema_id
JOIN sys.index_columns ic ON ic.object_id = kc.parent_object_id AND ic.index_id = kc.unique_index_id
JOIN sys.columns c ON c.object_id = ic.object_id AND c.column_id = ic.column_id
UNION ALL
SELECT s.name, t.name, fk.name, 'F', c.name, fkc.constraint_column_id, rs.name, rt.name, rc.name
FROM sys.foreign_keys fk
JOIN sys.foreign_key_columns fkc ON fkc.constraint_object_id = fk.object_id
JOIN sys.tables t ON t.object_id = fk.parent_object_id
JOIN sys.schemas s ON s.schema_id = t.schema_id
JOIN sys.columns c ON c.object_id = fkc.parent_object_id AND c.column_id = fkc.parent_column_id
JOIN sys.tables rt ON rt.object_id = fk.referenced_object_id
JOIN sys.schemas rs ON rs.schema_id = rt.schema_id
JOIN sys.columns rc ON rc.object_id = fkc.referenced_object_id AND rc.column_id = fkc.referenced_column_id
ORDER BY 1, 2, 3, 6`;

/** Enabled insert triggers (sys.trigger_events type 1 = INSERT) and their source. */
export const SQL_GATILHOS_MSSQL = `SELECT s.name AS esquema, t.name AS tabela, OBJECT_DEFINITION(tr.object_id) AS corpo
FROM sys.triggers tr
JOIN sys.trigger_events te ON te.object_id = tr.object_id AND te.type = 1
JOIN sys.tables t ON t.object_id = tr.parent_id
JOIN sys.schemas s ON s.schema_id = t.schema_id
WHERE tr.is_disabled = 0`;

export const SQL_SEQUENCIAS_MSSQL = `SELECT s.name AS esquema, q.name AS nome FROM sys.sequences q JOIN sys.schemas s ON s.schema_id = q.schema_id`;

/** The agent's own table of written records (exactly once without the ERP's tables, agent/gravacao/tabelaGravacao.ts): created only with the integrator's consent. */
export const SQL_CRIAR_GRAVACAO_MSSQL = `IF OBJECT_ID('${TABELA_GRAVACAO}') IS NULL CREATE TABLE ${TABELA_GRAVACAO} (uuid VARCHAR(64) NOT NULL PRIMARY KEY, tipo VARCHAR(40) NOT NULL, chave VARCHAR(200) NULL, gravado_em DATETIME2 NOT NULL)`;
export const SQL_EXISTE_GRAVACAO_MSSQL = `SELECT COUNT(*) AS n FROM sys.tables WHERE name = '${TABELA_GRAVACAO}'`;

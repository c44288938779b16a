import type { Linha } from '../types';
import { ler, texto, type LinhaCatalogo } from './agrupar';

/** User tables (sys.tables) and views (sys.views) with their columns (sys.columns) and types (sys.types), in order. */
export const SQL_ESQUEMA_MSSQL = `SELECT s.name AS esquema, o.name AS tabela, o.tipo_tabela, c.name AS coluna, ty.name AS tipo,
  c.max_length AS tamanho, c.precision AS precisao, c.scale AS escala
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

export const linhaMssql = (l: Linha): LinhaCatalogo => {
  const esquema = texto(ler(l, 'esquema'));
  return {
    esquema: esquema.toLowerCase() === 'dbo' ? null : esquema,
    tabela: texto(ler(l, 'tabela')),
    view: texto(ler(l, 'tipo_tabela')) === 'V',
    coluna: texto(ler(l, 'coluna')),
    tipo: tipoMssql(texto(ler(l, 'tipo')), Number(ler(l, 'tamanho')), Number(ler(l, 'precisao')), Number(ler(l, 'escala'))),
  };
};

import type { EsquemaErp, TabelaErp } from '../../../common/api/esquemaErp';
import type { CampoMapeavel } from '../../../common/catalogo';

/** Table and column names as the SQL editor completes them: schema → table → columns. */
export type NamespaceSql = { [nome: string]: NamespaceSql | string[] };

export function namespaceSql(esquema: EsquemaErp | null): NamespaceSql {
  const raiz: NamespaceSql = {};
  for (const t of esquema?.tabelas ?? []) {
    const colunas = t.colunas.map((c) => c.nome);
    if (!t.esquema) raiz[t.nome] = colunas;
    else ((raiz[t.esquema] ??= {}) as NamespaceSql)[t.nome] = colunas;
  }
  return raiz;
}

/** Lower case without accents, for comparing names typed by people with names in the ERP. */
export const normalizar = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Whether a word (a table name) appears in a text as a whole word, quoted or not, case and accents aside. */
function mencionada(sql: string, nome: string): boolean {
  const alvo = normalizar(nome).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}_$])${alvo}($|[^\\p{L}\\p{N}_$])`, 'u').test(normalizar(sql));
}

/** The tables a select names (its FROM and JOINs), as discovered. */
export function tabelasDoSelect(esquema: EsquemaErp | null, sql: string): TabelaErp[] {
  return sql.trim() ? (esquema?.tabelas ?? []).filter((t) => mencionada(sql, t.nome)) : [];
}

/** The columns a select can map: those of the tables it names, without repeats, in their order. */
export function colunasDoSelect(esquema: EsquemaErp | null, sql: string): string[] {
  return [...new Set(tabelasDoSelect(esquema, sql).flatMap((t) => t.colunas.map((c) => c.nome)))];
}

/** The unmapped fields whose name matches a column's (accents and case aside): descricao ← "descrição". */
export function mapeamentoPorNome(
  campos: CampoMapeavel[],
  colunas: string[],
  mapa: Record<string, string>,
  fixos: Record<string, string> = {},
): Record<string, string> {
  const porNome = new Map(colunas.map((c) => [normalizar(c), c]));
  const novos: Record<string, string> = {};
  for (const campo of campos) {
    if (mapa[campo.nome]?.trim() || fixos[campo.nome] !== undefined) continue;
    const coluna = porNome.get(normalizar(campo.nome));
    if (coluna) novos[campo.nome] = coluna;
  }
  return novos;
}

/** Tables (and views) whose name or a column's name contains the search, names first. */
export function buscarTabelas(tabelas: TabelaErp[], busca: string): TabelaErp[] {
  const termo = normalizar(busca.trim());
  if (!termo) return tabelas;
  const porNome = tabelas.filter((t) => normalizar(t.nome).includes(termo));
  const porColuna = tabelas.filter((t) => !porNome.includes(t) && t.colunas.some((c) => normalizar(c.nome).includes(termo)));
  return [...porNome, ...porColuna];
}

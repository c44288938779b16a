/** Light checks of the selects written by company admins; the SQL itself only ever runs in the agent. */

/** The column list between SELECT and FROM, with string literals and parenthesised parts blanked. */
function selectList(sql: string): string {
  const flat = sql.replace(/'(?:[^']|'')*'/g, "''");
  let depth = 0;
  let out = '';
  for (const ch of flat) {
    if (ch === '(') depth++;
    if (depth === 0) out += ch;
    if (ch === ')') depth = Math.max(0, depth - 1);
  }
  const match = /\bselect\b([\s\S]*?)\bfrom\b/i.exec(out);
  return match ? match[1] : out;
}

/**
 * True when the select asks for every column (`*` or `t.*` as an item of its list): fields must be
 * listed by name. A star between two operands (`qtde * preco AS total`) is a multiplication.
 */
export function selectUsaAsterisco(sql: string): boolean {
  const lista = selectList(sql).replace(/^\s*(distinct|all)\b/i, '');
  return lista.split(',').some((item) => /^\s*(?:(?:[\w$]+|"[^"]*"|`[^`]*`|\[[^\]]*\])\s*\.\s*)*\*\s*$/.test(item));
}

/** The mapped columns that do not appear in the select's text (compared case-insensitively as words). */
export function colunasAusentes(sql: string, colunas: string[]): string[] {
  const text = sql.toLowerCase();
  return colunas.filter((c) => {
    const escaped = c.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return !new RegExp(`(^|[^a-z0-9_])${escaped}([^a-z0-9_]|$)`).test(text);
  });
}

/** Whether the select already limits its rows (LIMIT n, FIRST n, TOP n, FETCH FIRST). */
export function temLimite(sql: string): boolean {
  return /\blimit\s+\d+|\bfirst\s+\d+|\btop\s*\(?\s*\d+|\bfetch\s+(first|next)\b|\brows\s+\d+/i.test(sql);
}

/**
 * Rewrites each `:placeholder` outside string literals with `troca(nome, indice)` (a positional
 * marker of the engine); `::casts` and text inside quotes are left alone.
 */
export function substituirPlaceholders(sql: string, troca: (nome: string, indice: number) => string): string {
  let indice = 0;
  return sql
    .split(/('(?:[^']|'')*')/)
    .map((parte, i) => (i % 2 === 1 ? parte : parte.replace(/(?<![:\w]):([A-Za-z_][A-Za-z0-9_]*)/g, (_, nome: string) => troca(nome, indice++))))
    .join('');
}

/** The names of `:placeholder`s in an insert, in order of appearance, outside string literals. */
export function placeholdersDe(sql: string): string[] {
  const nomes: string[] = [];
  substituirPlaceholders(sql, (nome) => {
    nomes.push(nome);
    return '';
  });
  return nomes;
}

/** An SQL name as written (`x`, "x", [x], `db`.`x`), without its quotes and qualifiers: the table itself. */
function nomeDaTabela(escrito: string): string {
  const partes = escrito.match(/`[^`]+`|"[^"]+"|\[[^\]]+\]|[^.\s]+/g) ?? [escrito];
  return partes[partes.length - 1]!.replace(/^[`"[]|[`"\]]$/g, '');
}

/** The tables a statement writes to (INSERT INTO, UPDATE, DELETE FROM, REPLACE INTO, MERGE INTO), string literals ignored. */
export function tabelasEscritas(sql: string): string[] {
  const semTextos = sql.replace(/'(?:[^']|'')*'/g, "''");
  const nome = String.raw`((?:[\w$\u00C0-\uFFFF]+|\`[^\`]+\`|"[^"]+"|\[[^\]]+\])(?:\s*\.\s*(?:[\w$\u00C0-\uFFFF]+|\`[^\`]+\`|"[^"]+"|\[[^\]]+\]))*)`;
  const padrao = new RegExp(String.raw`\b(?:insert\s+(?:ignore\s+)?into|replace\s+into|merge\s+into|update|delete\s+from)\s+` + nome, 'gi');
  return [...semTextos.matchAll(padrao)].map((m) => nomeDaTabela(m[1]!.replace(/\s+/g, '')));
}

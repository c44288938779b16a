/** Helpers of the select test (SPEC §4 "Test buttons", §5 "The select test appends LIMIT 1"). */

/** Drops leading `--` and `/* *\/` comments and opening parentheses. */
function inicio(sql: string): string {
  let resto = sql.trimStart();
  for (;;) {
    const antes = resto;
    resto = resto.replace(/^--[^\n]*\n?/, '').replace(/^\/\*[\s\S]*?\*\//, '').replace(/^\(/, '').trimStart();
    if (resto === antes) return resto;
  }
}

/** Whether the statement reads rows (SELECT or WITH … SELECT): the test never runs anything else. */
export function ehSelect(sql: string): boolean {
  return /^(select|with)\b/i.test(inicio(sql));
}

/** The mapped columns a row returned by the test lacks (compared case-insensitively, as engines differ). */
export function colunasAusentesNaLinha(linha: Record<string, unknown>, colunas: string[]): string[] {
  const presentes = new Set(Object.keys(linha).map((k) => k.toLowerCase()));
  return colunas.filter((c) => c.trim() && !presentes.has(c.trim().toLowerCase()));
}

/** A BOM first, so that spreadsheet programs set to Portuguese open the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * The first characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"),
 * whatever follows them: `-1+1+cmd|'/C calc'!A0` runs although it starts like a negative number.
 */
const INICIO_DE_FORMULA = /^[=+\-@\t\r]/;

/**
 * One cell, by OWASP's rule: a text starting like a formula gets an apostrophe in front (the
 * spreadsheet shows it as text) and is always quoted; any cell holding the separator, a quote or
 * a line break is quoted, its quotes doubled. A number stored as a number (an id, a count) is data,
 * not text someone typed, and a negative one stays a number.
 */
function celula(valor: unknown): string {
  if (typeof valor === 'number' || typeof valor === 'bigint') return String(valor);
  const texto = valor === null || valor === undefined ? '' : String(valor);
  const formula = INICIO_DE_FORMULA.test(texto);
  const seguro = formula ? `'${texto}` : texto;
  return formula || /[;"\r\n]/.test(seguro) ? `"${seguro.replace(/"/g, '""')}"` : seguro;
}

/** One line of the file, its line break included (a streamed file writes them one by one after CSV_BOM). */
export function linhaCsv(celulas: unknown[]): string {
  return celulas.map(celula).join(';') + '\r\n';
}

/** CSV as spreadsheets in Brazil read it: UTF-8 with BOM, `;` between cells, CRLF between lines. */
export function paraCsv(linhas: unknown[][]): string {
  return CSV_BOM + linhas.map(linhaCsv).join('');
}

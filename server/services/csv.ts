/** A BOM first, so that spreadsheet programs set to Portuguese open the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * One cell: quoted when it holds the separator, a quote or a line break; a text that a spreadsheet
 * would run as a formula (=, +, @, or - not followed by a digit) starts with an apostrophe instead.
 */
function celula(valor: unknown): string {
  let texto = valor === null || valor === undefined ? '' : String(valor);
  if (/^[=+@\t\r]|^-(?!\d)/.test(texto)) texto = `'${texto}`;
  return /[;"\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/** One line of the file, its line break included (a streamed file writes them one by one after CSV_BOM). */
export function linhaCsv(celulas: unknown[]): string {
  return celulas.map(celula).join(';') + '\r\n';
}

/** CSV as spreadsheets in Brazil read it: UTF-8 with BOM, `;` between cells, CRLF between lines. */
export function paraCsv(linhas: unknown[][]): string {
  return CSV_BOM + linhas.map(linhaCsv).join('');
}

/** A BOM first, so that spreadsheet programs set to Portuguese open the file as UTF-8. */
const BOM = '\uFEFF';

/**
 * One cell: quoted when it holds the separator, a quote or a line break; a text that a spreadsheet
 * would run as a formula (=, +, @, or - not followed by a digit) starts with an apostrophe instead.
 */
function celula(valor: unknown): string {
  let texto = valor === null || valor === undefined ? '' : String(valor);
  if (/^[=+@\t\r]|^-(?!\d)/.test(texto)) texto = `'${texto}`;
  return /[;"\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/** CSV as spreadsheets in Brazil read it: UTF-8 with BOM, `;` between cells, CRLF between lines. */
export function paraCsv(linhas: unknown[][]): string {
  return BOM + linhas.map((l) => l.map(celula).join(';')).join('\r\n') + '\r\n';
}

/**
 * A whole CSV file read back as a spreadsheet reads it (RFC 4180 with `;`): a leading BOM dropped,
 * cells between quotes may hold the separator, doubled quotes and line breaks; CRLF ends a line.
 * Used by the tests to check what the exports wrote, cell by cell.
 */
export function lerCsv(texto: string, separador = ';'): string[][] {
  const linhas: string[][] = [];
  let linha: string[] = [];
  let celula = '';
  let aspas = false;
  const s = texto.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (aspas) {
      if (c === '"' && s[i + 1] === '"') {
        celula += '"';
        i++;
      } else if (c === '"') aspas = false;
      else celula += c;
    } else if (c === '"' && celula === '') aspas = true;
    else if (c === separador) {
      linha.push(celula);
      celula = '';
    } else if (c === '\r' && s[i + 1] === '\n') {
      linha.push(celula);
      linhas.push(linha);
      linha = [];
      celula = '';
      i++;
    } else celula += c;
  }
  if (aspas) throw new Error('CSV malformado: aspas abertas no fim do arquivo');
  if (celula !== '' || linha.length) linhas.push([...linha, celula]);
  return linhas;
}

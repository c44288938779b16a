import { describe, expect, it } from 'vitest';
import { paraCsv } from './csv';

describe('CSV para planilhas em português', () => {
  it('starts with a BOM, separates cells with ; and lines with CRLF', () => {
    expect(
      paraCsv([
        ['Identificador', 'Motivo'],
        ['P1', 'ok'],
      ]),
    ).toBe('\uFEFFIdentificador;Motivo\r\nP1;ok\r\n');
  });

  it('quotes cells holding ;, quotes or line breaks, and keeps accents', () => {
    expect(paraCsv([['a;b', 'diz "oi"', 'linha\nnova', 'ação']])).toBe('\uFEFF"a;b";"diz ""oi""";"linha\nnova";ação\r\n');
  });

  it('neutralises every text a spreadsheet would run as a formula, whatever follows its first character', () => {
    const celulas = ['=1+1', '@SUM(A1)', '+x', '-x', "-1+1+cmd|'/C calc'!A0", '-12,5', '\t=1', '\r=1', '=HYPERLINK("http://x";"y")'];
    expect(paraCsv([celulas])).toBe(
      '\uFEFF"\'=1+1";"\'@SUM(A1)";"\'+x";"\'-x";"\'-1+1+cmd|\'/C calc\'!A0";"\'-12,5";"\'\t=1";"\'\r=1";"\'=HYPERLINK(""http://x"";""y"")"\r\n',
    );
  });

  it('keeps numbers stored as numbers (negative ones included) and empty cells as they are', () => {
    expect(paraCsv([[-12.5, 42, null, undefined, 'a-b']])).toBe('\uFEFF-12.5;42;;;a-b\r\n');
  });
});

import { describe, expect, it } from 'vitest';
import { paraCsv } from './csv';

describe('CSV para planilhas em português', () => {
  it('starts with a BOM, separates cells with ; and lines with CRLF', () => {
    expect(paraCsv([['Identificador', 'Motivo'], ['P1', 'ok']])).toBe('\uFEFFIdentificador;Motivo\r\nP1;ok\r\n');
  });

  it('quotes cells holding ;, quotes or line breaks, and keeps accents', () => {
    expect(paraCsv([['a;b', 'diz "oi"', 'linha\nnova', 'ação']])).toBe('\uFEFF"a;b";"diz ""oi""";"linha\nnova";ação\r\n');
  });

  it('keeps a spreadsheet from running a cell as a formula, but not negative numbers', () => {
    expect(paraCsv([['=1+1', '@SUM(A1)', '+x', '-x', '-12,5', null]])).toBe("\uFEFF'=1+1;'@SUM(A1);'+x;'-x;-12,5;\r\n");
  });
});

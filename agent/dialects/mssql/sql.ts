import { ansi } from '../sqlAnsi';

export const sqlMssql = ansi('mssql', {
  tamanho: (e) => `LEN(${e})`,
  concatenar: (partes) => `CONCAT(${partes.join(', ')})`,
  contarAte: (t, n) => `SELECT COUNT(*) AS n FROM (SELECT TOP ${n} 1 AS x FROM ${t}) c`,
  retornando: () => null,
});

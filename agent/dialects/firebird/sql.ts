import { ansi } from '../sqlAnsi';

export const sqlFirebird = ansi('firebird', {
  aparar: (e) => `TRIM(TRAILING FROM ${e})`,
  contarAte: (t, n) => `SELECT COUNT(*) AS n FROM (SELECT FIRST ${n} 1 AS x FROM ${t}) c`,
});

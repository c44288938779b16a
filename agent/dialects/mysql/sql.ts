import { ansi, type SqlMotor } from '../sqlAnsi';

/** MySQL casts only to a few type names: a decimal keeps its precision, text becomes CHAR, integers SIGNED. */
function tipoCastMysql(tipo: string): string | null {
  const t = tipo.toLowerCase();
  const decimal = /^(decimal|numeric)\((\d+),\s*(\d+)\)/.exec(t);
  if (decimal) return `DECIMAL(${decimal[2]},${decimal[3]})`;
  if (/int/.test(t)) return 'SIGNED';
  if (/^(date|datetime|timestamp)/.test(t)) return t.startsWith('date') && !t.startsWith('datetime') ? 'DATE' : 'DATETIME';
  return null;
}

/** MySQL's and MariaDB's SQL in a proposal: CONCAT, casts to the names they accept, the key read back by LAST_INSERT_ID(). */
export const sqlMysql = (tipo: 'mysql' | 'mariadb'): SqlMotor =>
  ansi(tipo, {
    concatenar: (partes) => `CONCAT(${partes.map((p) => `COALESCE(${p}, '')`).join(', ')})`,
    // MySQL converts a bound text by itself where a cast would not read it.
    tipar: (m, t) => {
      const alvo = tipoCastMysql(t);
      return alvo ? `CAST(${m} AS ${alvo})` : m;
    },
    retornando: () => null,
  });

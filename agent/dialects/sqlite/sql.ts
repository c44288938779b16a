import { ansi } from '../sqlAnsi';

export const sqlSqlite = ansi('sqlite', {
  tamanho: (e) => `LENGTH(${e})`,
  // SQLite stores what it is given: a bound value needs no type.
  tipar: (m) => m,
});

import type { Linha } from '../types';
import { ler, texto, type LinhaCatalogo } from './agrupar';

/** Engines of MySQL/MariaDB that cannot roll a transaction back: a write there is final. */
const SEM_TRANSACAO = new Set(['MYISAM', 'MEMORY', 'HEAP', 'ARCHIVE', 'CSV', 'MRG_MYISAM', 'ARIA', 'BLACKHOLE', 'FEDERATED']);

/** Tables and views of the connection's database with their columns (information_schema), in order. */
export const SQL_ESQUEMA_MYSQL = `SELECT c.TABLE_NAME AS tabela, t.TABLE_TYPE AS tipo_tabela, t.ENGINE AS motor, c.COLUMN_NAME AS coluna, c.COLUMN_TYPE AS tipo
FROM information_schema.COLUMNS c
JOIN information_schema.TABLES t ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME
WHERE c.TABLE_SCHEMA = DATABASE()
ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION`;

export const linhaMysql = (l: Linha): LinhaCatalogo => ({
  esquema: null,
  tabela: texto(ler(l, 'tabela')),
  view: texto(ler(l, 'tipo_tabela')).toUpperCase() === 'VIEW',
  coluna: texto(ler(l, 'coluna')),
  tipo: texto(ler(l, 'tipo')),
  semTransacao: motorSemTransacao(ler(l, 'motor')),
});

export const motorSemTransacao = (motor: unknown) => SEM_TRANSACAO.has(texto(motor).toUpperCase());

/** The engine of each named table of the connection's database (the insert test refuses those that cannot roll back). */
export const SQL_MOTORES_MYSQL = (quantidade: number) =>
  `SELECT TABLE_NAME AS tabela, ENGINE AS motor FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' AND TABLE_NAME IN (${Array(quantidade).fill('?').join(', ')})`;

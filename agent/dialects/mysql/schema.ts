import { TABELA_GRAVACAO } from '../../../common/catalogo';
import type { Linha } from '../types';
import { ler, padraoDeclarado, texto, type LinhaCatalogo } from '../schema/agrupar';

/** Engines of MySQL/MariaDB that cannot roll a transaction back: a write there is final. */
const SEM_TRANSACAO = new Set(['MYISAM', 'MEMORY', 'HEAP', 'ARCHIVE', 'CSV', 'MRG_MYISAM', 'ARIA', 'BLACKHOLE', 'FEDERATED']);

/** Tables and views of the connection's database with their columns (information_schema), in order. */
export const SQL_ESQUEMA_MYSQL = `SELECT c.TABLE_NAME AS tabela, t.TABLE_TYPE AS tipo_tabela, t.ENGINE AS motor, c.COLUMN_NAME AS coluna, c.COLUMN_TYPE AS tipo,
  c.IS_NULLABLE AS nulavel, c.COLUMN_DEFAULT AS padrao, c.EXTRA AS extra
FROM information_schema.COLUMNS c
JOIN information_schema.TABLES t ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME
WHERE c.TABLE_SCHEMA = DATABASE()
ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION`;

/** EXTRA says auto_increment, or VIRTUAL/STORED GENERATED for a generated column (DEFAULT_GENERATED is only a default). */
function geracaoMysql(extra: string): LinhaCatalogo['geracao'] {
  if (/auto_increment/i.test(extra)) return 'identidade';
  if (/(virtual|stored|persistent) generated/i.test(extra) || /^(virtual|stored|persistent)$/i.test(extra.trim())) return 'calculada';
  return null;
}

export const linhaMysql = (l: Linha): LinhaCatalogo => ({
  esquema: null,
  tabela: texto(ler(l, 'tabela')),
  view: texto(ler(l, 'tipo_tabela')).toUpperCase() === 'VIEW',
  coluna: texto(ler(l, 'coluna')),
  tipo: texto(ler(l, 'tipo')),
  semTransacao: motorSemTransacao(ler(l, 'motor')),
  ...(ler(l, 'nulavel') === undefined
    ? {}
    : { nulavel: texto(ler(l, 'nulavel')).toUpperCase() === 'YES', padrao: padraoDeclarado(ler(l, 'padrao')), geracao: geracaoMysql(texto(ler(l, 'extra'))) }),
});

export const motorSemTransacao = (motor: unknown) => SEM_TRANSACAO.has(texto(motor).toUpperCase());

/** The engine of each named table of the connection's database (the insert test refuses those that cannot roll back). */
export const SQL_MOTORES_MYSQL = (quantidade: number) =>
  `SELECT TABLE_NAME AS tabela, ENGINE AS motor FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' AND TABLE_NAME IN (${Array(quantidade).fill('?').join(', ')})`;

/** Primary, unique and foreign keys of the connection's database, a row per column in key order. */
export const SQL_CHAVES_MYSQL = `SELECT k.TABLE_NAME AS tabela, k.CONSTRAINT_NAME AS restricao, t.CONSTRAINT_TYPE AS tipo, k.COLUMN_NAME AS coluna, k.ORDINAL_POSITION AS posicao,
  k.REFERENCED_TABLE_NAME AS tabela_ref, k.REFERENCED_COLUMN_NAME AS coluna_ref
FROM information_schema.KEY_COLUMN_USAGE k
JOIN information_schema.TABLE_CONSTRAINTS t ON t.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA AND t.TABLE_NAME = k.TABLE_NAME AND t.CONSTRAINT_NAME = k.CONSTRAINT_NAME
WHERE k.TABLE_SCHEMA = DATABASE() AND t.CONSTRAINT_TYPE IN ('PRIMARY KEY', 'UNIQUE', 'FOREIGN KEY')
ORDER BY k.TABLE_NAME, k.CONSTRAINT_NAME, k.ORDINAL_POSITION`;

/** Insert triggers of the connection's database and their bodies (the columns they set are read from `SET NEW.x`). */
export const SQL_GATILHOS_MYSQL = `SELECT EVENT_OBJECT_TABLE AS tabela, ACTION_STATEMENT AS corpo
FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND EVENT_MANIPULATION = 'INSERT'`;

/** MariaDB's sequences (MySQL has none): tables of type SEQUENCE. */
export const SQL_SEQUENCIAS_MYSQL = `SELECT TABLE_NAME AS nome FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'SEQUENCE'`;

/** The agent's own table of written records (exactly once without the ERP's tables, agent/gravacao/tabelaGravacao.ts): created only with the integrator's consent. */
export const SQL_CRIAR_GRAVACAO_MYSQL = `CREATE TABLE IF NOT EXISTS ${TABELA_GRAVACAO} (uuid VARCHAR(64) NOT NULL PRIMARY KEY, tipo VARCHAR(40) NOT NULL, chave VARCHAR(200), gravado_em DATETIME NOT NULL) ENGINE=InnoDB`;
export const SQL_EXISTE_GRAVACAO_MYSQL = `SELECT COUNT(*) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = '${TABELA_GRAVACAO}'`;

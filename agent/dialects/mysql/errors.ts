import type { TipoErroErp } from '../../../common/erpErrors';
import { classificarRede, comoErroDriver } from '../driverError';

/** MySQL and MariaDB server error numbers (and mysql2's own codes) by kind. */
const POR_NUMERO: Record<number, TipoErroErp> = {
  1045: 'autenticacao', // ER_ACCESS_DENIED_ERROR
  1698: 'autenticacao', // ER_ACCESS_DENIED_NO_PASSWORD_ERROR
  1049: 'bancoNaoEncontrado', // ER_BAD_DB_ERROR
  1044: 'permissao', // ER_DBACCESS_DENIED_ERROR
  1142: 'permissao', // ER_TABLEACCESS_DENIED_ERROR
  1143: 'permissao', // ER_COLUMNACCESS_DENIED_ERROR
  1227: 'permissao', // ER_SPECIFIC_ACCESS_DENIED_ERROR
  1370: 'permissao', // ER_PROCACCESS_DENIED_ERROR
  1146: 'tabelaNaoEncontrada', // ER_NO_SUCH_TABLE
  1109: 'tabelaNaoEncontrada', // ER_UNKNOWN_TABLE
  1054: 'colunaNaoEncontrada', // ER_BAD_FIELD_ERROR
  1064: 'sintaxe', // ER_PARSE_ERROR
  1149: 'sintaxe', // ER_SYNTAX_ERROR
  1305: 'sintaxe', // ER_SP_DOES_NOT_EXIST (unknown function)
  1062: 'chaveDuplicada', // ER_DUP_ENTRY
  1586: 'chaveDuplicada', // ER_DUP_ENTRY_WITH_KEY_NAME
  1216: 'chaveEstrangeira', // ER_NO_REFERENCED_ROW
  1452: 'chaveEstrangeira', // ER_NO_REFERENCED_ROW_2
  1217: 'chaveEstrangeira', // ER_ROW_IS_REFERENCED
  1451: 'chaveEstrangeira', // ER_ROW_IS_REFERENCED_2
  1048: 'valorObrigatorio', // ER_BAD_NULL_ERROR
  1364: 'valorObrigatorio', // ER_NO_DEFAULT_FOR_FIELD
  3819: 'valorObrigatorio', // ER_CHECK_CONSTRAINT_VIOLATED (MySQL)
  4025: 'valorObrigatorio', // ER_CONSTRAINT_FAILED (MariaDB)
  1406: 'conversao', // ER_DATA_TOO_LONG
  1264: 'conversao', // ER_WARN_DATA_OUT_OF_RANGE
  1265: 'conversao', // WARN_DATA_TRUNCATED
  1292: 'conversao', // ER_TRUNCATED_WRONG_VALUE
  1366: 'conversao', // ER_TRUNCATED_WRONG_VALUE_FOR_FIELD
  1367: 'conversao', // ER_ILLEGAL_VALUE_FOR_TYPE
  1365: 'conversao', // ER_DIVISION_BY_ZERO
  1205: 'bloqueio', // ER_LOCK_WAIT_TIMEOUT
  1213: 'bloqueio', // ER_LOCK_DEADLOCK
  1053: 'bancoIndisponivel', // ER_SERVER_SHUTDOWN
  1040: 'bancoIndisponivel', // ER_CON_COUNT_ERROR
  1203: 'bancoIndisponivel', // ER_TOO_MANY_USER_CONNECTIONS
  1927: 'conexaoPerdida', // ER_CONNECTION_KILLED (MariaDB)
  1317: 'conexaoPerdida', // ER_QUERY_INTERRUPTED
  2006: 'conexaoPerdida', // CR_SERVER_GONE_ERROR
  2013: 'conexaoPerdida', // CR_SERVER_LOST
  3024: 'tempoEsgotado', // ER_QUERY_TIMEOUT (MySQL)
  1969: 'tempoEsgotado', // ER_STATEMENT_TIMEOUT (MariaDB)
};

const POR_CODIGO: Record<string, TipoErroErp> = {
  PROTOCOL_CONNECTION_LOST: 'conexaoPerdida',
  PROTOCOL_SEQUENCE_TIMEOUT: 'tempoEsgotado',
  PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR: 'conexaoPerdida',
  PROTOCOL_ENQUEUE_AFTER_QUIT: 'conexaoPerdida',
};

export function classificarMysql(erro: unknown): TipoErroErp | null {
  const e = comoErroDriver(erro);
  const numero = typeof e.errno === 'number' && e.errno > 0 ? POR_NUMERO[e.errno] : undefined;
  if (numero) return numero;
  const codigo = POR_CODIGO[String(e.code ?? '')];
  if (codigo) return codigo;
  if (/in closed state|connection is closed/i.test(String(e.message ?? ''))) return 'conexaoPerdida';
  return classificarRede(erro);
}

/** How MySQL/MariaDB name a missing column or table: "Unknown column 'x' in …", "Table 'db.x' doesn't exist". */
export const INEXISTENTES_MYSQL = [/Unknown column '([^']+)'/i, /Table '(?:[^'.]+\.)?([^']+)' doesn't exist/i];

import type { TipoErroErp } from '../../../common/erpErrors';
import { classificarRede, comoErroDriver } from '../driverError';

/** The port Firebird servers listen on unless configured otherwise (the connection page suggests 5030). */
export const PORTA_PADRAO_FIREBIRD = 3050;

/** Firebird status codes (GDS) by kind; names as in node-firebird's gdscodes. */
const POR_GDS: Record<number, TipoErroErp> = {
  335544472: 'autenticacao', // LOGIN
  335544344: 'bancoNaoEncontrado', // IO_ERROR (file not found or unreadable)
  335544323: 'bancoNaoEncontrado', // BAD_DB_FORMAT
  335544665: 'chaveDuplicada', // UNIQUE_KEY_VIOLATION
  335544349: 'chaveDuplicada', // NO_DUP
  335544466: 'chaveEstrangeira', // FOREIGN_KEY
  335544838: 'chaveEstrangeira', // FOREIGN_KEY_TARGET_DOESNT_EXIST
  335544839: 'chaveEstrangeira', // FOREIGN_KEY_REFERENCES_PRESENT
  335544347: 'valorObrigatorio', // NOT_VALID (NOT NULL, domain)
  335544558: 'valorObrigatorio', // CHECK_CONSTRAINT
  335544352: 'permissao', // NO_PRIV
  335544345: 'bloqueio', // LOCK_CONFLICT
  335544336: 'bloqueio', // DEADLOCK
  335544510: 'bloqueio', // LOCK_TIMEOUT
  335544451: 'bloqueio', // UPDATE_CONFLICT
  335544321: 'conversao', // ARITH_EXCEPT (overflow, string truncation)
  335544334: 'conversao', // CONVERT_ERROR
  335544721: 'hostInacessivel', // NETWORK_ERROR
  335544648: 'conexaoPerdida', // CONN_LOST
  335544741: 'conexaoPerdida', // LOST_DB_CONNECTION
  335544856: 'conexaoPerdida', // ATT_SHUTDOWN (DELETE FROM MON$ATTACHMENTS)
  335544794: 'conexaoPerdida', // CANCELLED
  335544528: 'bancoIndisponivel', // SHUTDOWN
  335544375: 'bancoIndisponivel', // UNAVAILABLE
};

/**
 * "Dynamic SQL Error" (335544569) covers the SQL mistakes; its SQLCODE and text tell them apart:
 * -204 unknown table, -206 unknown column, -104 token unknown.
 */
const POR_TEXTO: [RegExp, TipoErroErp][] = [
  [/Table unknown|SQL error code = -204/i, 'tabelaNaoEncontrada'],
  [/Column unknown|SQL error code = -206/i, 'colunaNaoEncontrada'],
  [/Token unknown|Unexpected end of command|SQL error code = -104/i, 'sintaxe'],
  [/violation of PRIMARY or UNIQUE KEY/i, 'chaveDuplicada'],
  [/violation of FOREIGN KEY/i, 'chaveEstrangeira'],
  [/validation error for column|CHECK constraint/i, 'valorObrigatorio'],
  [/no permission/i, 'permissao'],
  [/deadlock|lock conflict|update conflicts/i, 'bloqueio'],
  [/conversion error|string truncation|numeric value is out of range|arithmetic exception/i, 'conversao'],
  [/connection shutdown|connection (to Firebird server )?was lost|connection is closed|Error writing data to the connection/i, 'conexaoPerdida'],
];

export function classificarFirebird(erro: unknown): TipoErroErp | null {
  const e = comoErroDriver(erro);
  const texto = String(e.message ?? '');
  const gds = typeof e.gdscode === 'number' ? POR_GDS[e.gdscode] : undefined;
  if (gds) return gds;
  for (const [padrao, tipo] of POR_TEXTO) if (padrao.test(texto)) return tipo;
  return classificarRede(erro);
}

/**
 * What a refused Firebird connection adds to its message: the page's default port (5030, as the
 * product has always suggested) is not where a Firebird server usually listens.
 */
export function dicaFirebird(tipo: TipoErroErp, erro: unknown): string | null {
  const e = comoErroDriver(erro) as { code?: unknown; port?: unknown };
  if (tipo !== 'hostInacessivel' || e.code !== 'ECONNREFUSED' || Number(e.port) === PORTA_PADRAO_FIREBIRD) return null;
  return `Servidores Firebird costumam escutar na porta ${PORTA_PADRAO_FIREBIRD}: confira a porta na configuração da conexão.`;
}

/** How Firebird names a missing column or table (node-firebird joins the status lines with commas): "Column unknown, X, At line …". */
export const INEXISTENTES_FIREBIRD = [/(?:Column|Table) unknown,\s*(.+?)(?:, At line|$)/i];

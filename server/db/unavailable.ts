import { MSG } from '../../common/messages';
import { logger } from '../logger';

/**
 * Why the server cannot serve right now although the request was fine: its database does not
 * answer (restarting, failing over, unreachable, busy past the wait) or its disk is full. Every
 * edge (GraphQL, REST, the phones' API, the agent hub, /readyz) asks this one module and answers
 * with a retryable refusal: HTTP 503 with Retry-After, a Portuguese message (docs/operacao.md,
 * "Quedas do banco de dados").
 */
export interface Unavailable {
  kind: 'database' | 'diskFull';
  /** The Portuguese message for the user (common/messages.ts). */
  message: string;
  /** Seconds a client should wait before trying again. */
  retryAfterSeconds: number;
}

const DATABASE: Unavailable = { kind: 'database', message: MSG.servicoIndisponivel, retryAfterSeconds: 5 };
const DISK_FULL: Unavailable = { kind: 'diskFull', message: MSG.discoCheioServidor, retryAfterSeconds: 30 };

/** Socket errors of a lost or refused connection (Node's codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

/** What pg (the driver and its pool) says when the connection is gone or cannot be had. */
const PG_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Connection terminated due to connection timeout/i,
];

/**
 * PostgreSQL's SQLSTATEs: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now
 * (starting or shutting down), class 08 connection exceptions, 53300 too many connections; 53100 is
 * a full disk on the database server.
 */
function postgres(code: string): Unavailable | null {
  if (code === '53100') return DISK_FULL;
  if (code === '57P01' || code === '57P02' || code === '57P03' || code === '53300' || /^08[0-9A-Z]{3}$/.test(code)) return DATABASE;
  return null;
}

/**
 * SQLite (better-sqlite3's codes): SQLITE_FULL is a full disk; SQLITE_BUSY is only raised after the
 * connection's busy timeout ran out (another process holds the file); SQLITE_IOERR_* and
 * SQLITE_CANTOPEN are the file or its disk failing.
 */
function sqlite(code: string): Unavailable | null {
  if (code === 'SQLITE_FULL') return DISK_FULL;
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN')) return DATABASE;
  return null;
}

function classify(error: unknown, depth: number): Unavailable | null {
  if (!error || typeof error !== 'object' || depth > 4) return null;
  const { code, message, cause, errors, originalError } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
    originalError?: unknown;
  };
  if (typeof code === 'string') {
    if (code === 'ENOSPC' || code === 'EDQUOT') return DISK_FULL;
    if (NETWORK_CODES.has(code)) return DATABASE;
    const found = code.startsWith('SQLITE_') ? sqlite(code) : /^[0-9A-Z]{5}$/.test(code) ? postgres(code) : null;
    if (found) return found;
  }
  if (typeof message === 'string' && PG_MESSAGES.some((re) => re.test(message))) return DATABASE;
  // Wrapped errors: GraphQL's originalError, an Error's cause, an AggregateError (each address tried).
  for (const inner of [originalError, cause, ...(Array.isArray(errors) ? errors : [])]) {
    const found = classify(inner, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Whether `error` means the service is unavailable for a while (and how to say it), or null for any other error. */
export function unavailable(error: unknown): Unavailable | null {
  return classify(error, 0);
}

/**
 * A bookkeeping write (when a user or a device was last seen, an address a login came from) that a
 * full disk must not turn into a refused login or read: it is skipped with a warning, and the call
 * goes on. Any other failure is the caller's.
 */
export async function semDiscoCheio(escrita: Promise<unknown>, oQue: string): Promise<void> {
  try {
    await escrita;
  } catch (error) {
    if (unavailable(error)?.kind !== 'diskFull') throw error;
    logger.warn(`${oQue} não foi gravado: o disco do servidor está cheio`);
  }
}

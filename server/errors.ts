import { MSG } from '../common/messages';
import type { Unavailable } from './db/unavailable';

/**
 * The expected errors, by meaning, and the HTTP status each one is at an edge that answers over HTTP
 * (REST, downloads, the phones' API). Every edge maps them once (docs/mapa-do-codigo.md, "Erros"):
 * GraphQL keeps the status only where the whole request is refused.
 */
export const ERROR_STATUS = {
  /** No session, or one that expired or was forged. */
  UNAUTHENTICATED: 401,
  /** The e-mail and password, or login and password, do not match. */
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** Data that breaks a rule of its form, with a message per field. */
  VALIDATION: 400,
  /** A request that cannot be done now or as asked (a run already going, an unknown type). */
  BAD_REQUEST: 400,
  /** Input no client of ours sends: a wrong type, an unknown field, a list too long. */
  BAD_USER_INPUT: 400,
  TOO_MANY_REQUESTS: 429,
  /** The database or the disk failed us for a while (server/db/unavailable.ts). */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorDetails {
  /** One message per field, as the form names them. */
  fields?: Record<string, string>;
  /** Seconds to wait before trying again (Retry-After). */
  retryAfterSeconds?: number;
}

/**
 * An expected error: a code of ERROR_STATUS and a Portuguese message of the catalogue
 * (common/messages.ts). Services throw only this; anything else is a fault of ours, masked at the edge.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', MSG.sessaoExpirada);
export const forbidden = () => new AppError('FORBIDDEN', MSG.semPermissao);
export const notFound = () => new AppError('NOT_FOUND', MSG.registroNaoEncontrado);
/** An address of the API that names nothing. */
export const routeNotFound = () => new AppError('NOT_FOUND', MSG.recursoNaoEncontrado);
/** A recovery session asking for anything but the new password (server/auth/session.ts, sessaoRestrita). */
export const restrictedSession = () => new AppError('FORBIDDEN', MSG.sessaoRecuperacaoRestrita);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const badUserInput = (message: string) => new AppError('BAD_USER_INPUT', message);
/** `message` already says how long to wait. */
export const tooManyRequests = (message: string, waitMs: number) =>
  new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });

export const serviceUnavailable = (indisponivel: Unavailable) =>
  new AppError('SERVICE_UNAVAILABLE', indisponivel.message, { retryAfterSeconds: indisponivel.retryAfterSeconds });

/** Field errors from a validator; the first message per field, general ones joined in the message. */
export function validationError(fields: Record<string, string>, general: string[] = []): AppError {
  const message = general.length ? general.join('\n') : Object.values(fields).join('\n');
  return new AppError('VALIDATION', message, { fields });
}

/** Retry-After for an error that says when to try again. */
export function retryAfterHeader(error: AppError): Record<string, string> {
  return error.details.retryAfterSeconds ? { 'Retry-After': String(error.details.retryAfterSeconds) } : {};
}

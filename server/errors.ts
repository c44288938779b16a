import { GraphQLError } from 'graphql';
import { MSG } from '../common/messages';
import type { Unavailable } from './db/unavailable';

export const EXPECTED_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION',
  'BAD_REQUEST',
  'BAD_USER_INPUT',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
]);

export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'VALIDATION' | 'BAD_REQUEST' | 'BAD_USER_INPUT' | 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE';

/** An expected error: a code, a Portuguese message, optional per-field messages. Never masked. */
export class AppError extends GraphQLError {
  /** Marks our own errors apart from yoga's, which use some of the same codes (BAD_REQUEST) in English. */
  readonly expected = true;

  constructor(code: ErrorCode, message: string, extra: { status?: number; fields?: Record<string, string>; headers?: Record<string, string> } = {}) {
    super(message, {
      extensions: {
        code,
        ...(extra.fields ? { fields: extra.fields } : {}),
        // spec: false keeps the status even for a client that accepts only application/json, where
        // yoga would otherwise answer a validation error with 200 (GraphQL over HTTP).
        ...(extra.status ? { http: { status: extra.status, spec: false, ...(extra.headers ? { headers: extra.headers } : {}) } } : {}),
      },
    });
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', MSG.sessaoExpirada, { status: 401 });
export const forbidden = () => new AppError('FORBIDDEN', MSG.semPermissao);
export const notFound = () => new AppError('NOT_FOUND', MSG.registroNaoEncontrado);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
/** Input no client of ours sends (a wrong type, an unknown field, a list too long): HTTP 400. */
export const badUserInput = (message: string, status = 400) => new AppError('BAD_USER_INPUT', message, { status });
/** HTTP 429 with Retry-After; `message` already says how long to wait. */
export const tooManyRequests = (message: string, waitMs: number) =>
  new AppError('TOO_MANY_REQUESTS', message, { status: 429, headers: { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) } });

/** HTTP 503 with Retry-After: the database or the disk failed us for a while (server/db/unavailable.ts). */
export const serviceUnavailable = (indisponivel: Unavailable) =>
  new AppError('SERVICE_UNAVAILABLE', indisponivel.message, { status: 503, headers: { 'Retry-After': String(indisponivel.retryAfterSeconds) } });

/** Field errors from a validator; the first message per field, general ones joined in the message. */
export function validationError(fields: Record<string, string>, general: string[] = []): AppError {
  const message = general.length ? general.join('\n') : Object.values(fields).join('\n');
  return new AppError('VALIDATION', message, { fields });
}

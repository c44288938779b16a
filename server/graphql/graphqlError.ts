import { GraphQLError } from 'graphql';
import { retryAfterHeader, type AppError, type ErrorCode } from '../errors';

/**
 * Each expected error as GraphQL answers it: the `extensions.code` the SPA reads, and whether the
 * answer keeps the error's HTTP status. A refusal of the request as a whole (no session, input no
 * client of ours sends, too many attempts, the server unavailable) keeps it: the SPA turns 401 into
 * 'Sessão expirada!' and a 429 or 503 carries Retry-After. A resolver's refusal (forbidden, not
 * found, invalid data, a wrong password) is answered with 200 beside the data, as GraphQL over HTTP
 * answers a field's error (docs/mapa-do-codigo.md, "Erros").
 */
const GRAPHQL: Record<ErrorCode, { code: string; status: boolean }> = {
  UNAUTHENTICATED: { code: 'UNAUTHENTICATED', status: true },
  INVALID_CREDENTIALS: { code: 'UNAUTHENTICATED', status: false },
  FORBIDDEN: { code: 'FORBIDDEN', status: false },
  NOT_FOUND: { code: 'NOT_FOUND', status: false },
  VALIDATION: { code: 'VALIDATION', status: false },
  BAD_REQUEST: { code: 'BAD_REQUEST', status: false },
  BAD_USER_INPUT: { code: 'BAD_USER_INPUT', status: true },
  TOO_MANY_REQUESTS: { code: 'TOO_MANY_REQUESTS', status: true },
  SERVICE_UNAVAILABLE: { code: 'SERVICE_UNAVAILABLE', status: true },
};

const CODES = new Set(Object.values(GRAPHQL).map((g) => g.code));

/** An expected error in GraphQL's shape: never masked again. */
class ExpectedGraphQLError extends GraphQLError {
  /** Marks our own errors apart from yoga's, which use some of the same codes (BAD_REQUEST) in English. */
  readonly expected = true;
}

/**
 * The GraphQL error of an expected error, at the place of `located` (the error graphql-js raised
 * around it in a resolver: its path and locations). `status` is yoga's own for a client's mistake
 * it refused (405, 415…), kept as it is.
 */
export function graphqlError(error: AppError, located?: GraphQLError, status?: number): GraphQLError {
  const { code, status: keepStatus } = GRAPHQL[error.code];
  const headers = error.details.retryAfterSeconds ? { headers: retryAfterHeader(error) } : {};
  return new ExpectedGraphQLError(error.message, {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: {
      code,
      ...(error.details.fields ? { fields: error.details.fields } : {}),
      // spec: false keeps the status even for a client that accepts only application/json, where
      // yoga would otherwise answer a validation error with 200 (GraphQL over HTTP).
      ...(keepStatus ? { http: { status: status ?? error.status, spec: false, ...headers } } : {}),
    },
  });
}

/** Whether `error` is already one of ours in GraphQL's shape (checked by its mark and code, so a second copy of graphql changes nothing). */
export function isExpectedGraphQLError(error: unknown): error is GraphQLError {
  const candidate = error as { expected?: boolean; extensions?: { code?: unknown } } | null;
  return candidate?.expected === true && typeof candidate.extensions?.code === 'string' && CODES.has(candidate.extensions.code);
}

import { MSG } from '../../common/messages';
import { fetchWithTimeout } from './fetchWithTimeout';

export const GRAPHQL_URL = '/graphql';

/** A failed GraphQL call: the server's (Portuguese) message, the HTTP status and the error code. */
export class GraphqlRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'GraphqlRequestError';
  }
}

interface GraphqlBody<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function readBody<T>(response: Response): Promise<GraphqlBody<T> | null> {
  try {
    return (await response.json()) as GraphqlBody<T>;
  } catch {
    return null;
  }
}

/**
 * A tiny GraphQL client for the light pages (login, recovery) that must not load Apollo:
 * POST /graphql, bearer token when given, 15 s timeout, the first error's message on failure.
 */
export async function graphqlFetch<T>(query: string, variables: Record<string, unknown> = {}, options: { token?: string | null } = {}): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetchWithTimeout(GRAPHQL_URL, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = await readBody<T>(response);
  const firstError = body?.errors?.[0];
  if (firstError) throw new GraphqlRequestError(firstError.message, response.status, firstError.extensions?.code);
  if (response.status === 401) throw new GraphqlRequestError(MSG.sessaoExpirada, 401, 'UNAUTHENTICATED');
  if (!response.ok || !body?.data) throw new GraphqlRequestError(MSG.erroInesperado, response.status);
  return body.data;
}

import { MSG } from '../../common/messages';

/** An HTTP failure of /graphql with a message the user can read; ra-data-graphql keeps statusCode. */
export class GraphqlHttpError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
    this.name = 'ServerError';
  }
}

/** The server's own message in a failed answer: GraphQL's first error, or the REST `erro`. */
export async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { errors?: { message?: string }[]; erro?: unknown };
    return body.errors?.[0]?.message ?? (typeof body.erro === 'string' && body.erro ? body.erro : undefined);
  } catch {
    return undefined;
  }
}

/**
 * Turns a non-2xx answer into an Error carrying the status: 401 is always 'Sessão expirada!' (docs/produto.md §4),
 * others the server's first message, else a generic Portuguese one (never Apollo's English text).
 */
export async function errorFromResponse(response: Response): Promise<GraphqlHttpError> {
  if (response.status === 401) return new GraphqlHttpError(MSG.sessaoExpirada, 401);
  const fallback = response.status === 403 ? MSG.semPermissao : MSG.erroInesperado;
  return new GraphqlHttpError((await serverMessage(response)) ?? fallback, response.status);
}

/** The HTTP status of an error as react-admin receives it (HttpError.status, Apollo's statusCode). */
export function statusOf(error: unknown): number | undefined {
  const candidate = error as { status?: unknown; statusCode?: unknown } | null;
  const status = candidate?.status ?? candidate?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

import { MSG } from '../../../common/messages';
import { GraphqlRequestError } from '../../session/graphqlFetch';

/** A failed manager call: the server's Portuguese message, its HTTP status and its per-field messages. */
export class FalhaRequisicao extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'FalhaRequisicao';
  }
}

/** Reads a failed call (GraphQL's first error, an HTTP failure such as 401, a timeout) into one shape. */
export function falhaDe(error: unknown): FalhaRequisicao {
  if (error instanceof FalhaRequisicao) return error;
  if (error instanceof GraphqlRequestError) {
    // An error inside a 200 answer has no HTTP status of its own; an expired session is a 401 either way.
    const status = error.code === 'UNAUTHENTICATED' ? 401 : error.status >= 300 ? error.status : undefined;
    return new FalhaRequisicao(error.message || MSG.erroInesperado, status, error.fields);
  }
  return new FalhaRequisicao((error as Error | null)?.message || MSG.erroInesperado);
}

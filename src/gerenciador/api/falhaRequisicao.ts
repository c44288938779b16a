import { MSG } from '../../../common/messages';
import { statusOf } from '../../providers/httpErrors';

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

interface ErroGraphql {
  message?: string;
  extensions?: { code?: string; fields?: Record<string, string> };
}

interface ErroApollo {
  message?: string;
  graphQLErrors?: readonly ErroGraphql[];
  networkError?: unknown;
}

/** Reads an Apollo error (GraphQL errors in the answer, or an HTTP failure such as 401) into one shape. */
export function falhaDe(error: unknown): FalhaRequisicao {
  if (error instanceof FalhaRequisicao) return error;
  const apollo = (error ?? {}) as ErroApollo;
  const primeiro = apollo.graphQLErrors?.[0];
  if (primeiro) {
    const status = primeiro.extensions?.code === 'UNAUTHENTICATED' ? 401 : undefined;
    return new FalhaRequisicao(primeiro.message || MSG.erroInesperado, status, primeiro.extensions?.fields ?? {});
  }
  const rede = apollo.networkError as { message?: string } | null | undefined;
  const status = statusOf(rede) ?? statusOf(error);
  return new FalhaRequisicao(rede?.message || apollo.message || MSG.erroInesperado, status);
}

import { MSG } from '../../common/messages';
import { fetchWithTimeout } from '../session/fetchWithTimeout';
import { graphqlFetch, type DocumentoGraphql } from '../session/graphqlFetch';
import { getSession } from '../session/sessionStore';
import { GraphqlHttpError, serverMessage } from './httpErrors';

const token = () => getSession()?.token ?? null;

/**
 * GET a JSON resource under /api/v1 with the session's bearer token and the 15 s timeout. A 401
 * carries its status so react-admin's checkError ends the session; a 503 the server's message
 * (temporarily unavailable); other failures `fallback`.
 */
export async function getJson<T>(path: string, fallback: string = MSG.erroInesperado): Promise<T> {
  const current = token();
  const response = await fetchWithTimeout(path, { headers: { Accept: 'application/json', ...(current ? { Authorization: `Bearer ${current}` } : {}) } });
  if (response.status === 401) throw new GraphqlHttpError(MSG.sessaoExpirada, 401);
  // 503: the server is up but cannot serve for a while (its database or its disk); it says which.
  if (response.status === 503) throw new GraphqlHttpError((await serverMessage(response)) ?? fallback, 503);
  if (!response.ok) throw new GraphqlHttpError(fallback, response.status);
  return (await response.json()) as T;
}

/** A GraphQL operation outside the data provider (lookups, the manager area, the fleet), with the session's token. */
export function authorizedGraphql<R, V>(documento: DocumentoGraphql<R, V>, variables: V): Promise<R> {
  return graphqlFetch(documento, variables, { token: token() });
}

import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GRAPHQL_URL } from '../session/graphqlFetch';
import { fetchWithTimeout } from '../session/fetchWithTimeout';
import { getSession } from '../session/sessionStore';
import { errorFromResponse } from './httpErrors';

/** fetch for Apollo: 15 s timeout, and non-2xx answers become errors with a status and a Portuguese message. */
export async function apolloFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetchWithTimeout(input, init);
  if (response.status >= 300) throw await errorFromResponse(response);
  return response;
}

/** Adds `Authorization: Bearer <token>` from the stored session to every operation. */
const authLink = new ApolloLink((operation, forward) => {
  const token = getSession()?.token;
  if (token) {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({ headers: { ...headers, Authorization: `Bearer ${token}` } }));
  }
  return forward(operation);
});

/** react-query already caches for react-admin; Apollo's cache would only keep data across logouts. */
export function createApolloClient(): ApolloClient<unknown> {
  return new ApolloClient({
    link: ApolloLink.from([authLink, new HttpLink({ uri: GRAPHQL_URL, fetch: apolloFetch })]),
    cache: new InMemoryCache(),
    // No devtools hook: in development builds and tests Apollo would otherwise arm a 10 s timer that
    // touches `window` after a test's jsdom is gone (an unhandled error that fails the run).
    devtools: { enabled: false },
    defaultOptions: {
      query: { fetchPolicy: 'no-cache', errorPolicy: 'none' },
      watchQuery: { fetchPolicy: 'no-cache' },
      mutate: { fetchPolicy: 'no-cache' },
    },
  });
}

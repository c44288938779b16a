import { GraphqlRequestError } from '../session/graphqlFetch';

/** Whether the server itself refused the call (an expected error with its code), not the network or a crash. */
export function isServerRefusal(error: unknown): error is GraphqlRequestError {
  return error instanceof GraphqlRequestError && Boolean(error.code) && error.code !== 'INTERNAL_SERVER_ERROR';
}

/** The Portuguese message to show for a failed call: the server's own, or the page's fallback for a crash. */
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof GraphqlRequestError && error.code === 'INTERNAL_SERVER_ERROR') return fallback;
  return (error as Error)?.message || fallback;
}

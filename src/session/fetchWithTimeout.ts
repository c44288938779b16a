import { MSG } from '../../common/messages';

/** docs/produto.md §9: every call is cancelled after 15 s. */
export const REQUEST_TIMEOUT_MS = 15_000;

export class RequestTimeoutError extends Error {
  constructor() {
    super(MSG.timeout);
    this.name = 'RequestTimeoutError';
  }
}

/**
 * fetch that gives up after `timeoutMs` with 'Cancelado pelo timeout de 15 segundos!'. A signal
 * passed by the caller (react-query, Apollo) still cancels it as usual (an AbortError).
 */
export async function fetchWithTimeout(input: RequestInfo | URL, init: RequestInit = {}, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const outer = init.signal;
  const forwardAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await fetch(input, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError();
    // A cancel by the caller stays an AbortError; a network failure gets a Portuguese message.
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new Error(MSG.erroInesperado, { cause: error });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }
}

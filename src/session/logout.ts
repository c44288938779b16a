import { UsuarioEncerrarSessaoDocument } from '../graphql/sessao';
import { graphqlFetch } from './graphqlFetch';
import { endSession, getSession } from './sessionStore';

/** Sair waits this long for the server at most: leaving never hangs on a slow network. */
const ESPERA_MAXIMA_MS = 5_000;

/**
 * Sair: ends the session on the server (the token stops working there, in every tab and browser of
 * this user), then forgets it here. The local session ends even when the server cannot be reached.
 */
export async function encerrarSessao(): Promise<void> {
  const token = getSession()?.token;
  endSession();
  if (!token) return;
  await Promise.race([
    graphqlFetch(UsuarioEncerrarSessaoDocument, {}, { token }).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, ESPERA_MAXIMA_MS)),
  ]);
}

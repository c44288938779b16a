/**
 * How often the manager's pages ask the server (docs/produto.md §9), in one place: the pages poll
 * with them, and bench/hub.ts loads the server as those pages would.
 */

/** The agent's connection, while a manager page is open. */
export const INTERVALO_STATUS_MS = 2000;
/** A type's sync status while a run started from the page is followed. */
export const INTERVALO_SINCRONIZACAO_MS = 500;
/** While nothing is followed, the next automatic run is read again now and then (runs end, the agent comes and goes). */
export const INTERVALO_PROXIMA_MS = 30_000;

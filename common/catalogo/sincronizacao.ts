/** Facts of a sync run shared by the manager pages, the server and the agent. */

/** A data page's sync settings before it is ever saved (docs/produto.md §3). */
export const SINCRONIZACAO_PADRAO = { tempoSincronizacao: '00:30', quantidadeRegistrosPaginar: 50 } as const;

/** "HH:MM" → milliseconds between runs (at least one minute). */
export function intervaloMs(tempo: unknown): number {
  const [h, m] = String(tempo ?? SINCRONIZACAO_PADRAO.tempoSincronizacao)
    .split(':')
    .map((n) => Number(n) || 0);
  return Math.max(1, h * 60 + m) * 60_000;
}

/** Rows per page of a run, as saved (the pages allow 10 to 100), or the default. */
export function registrosPorPagina(valor: unknown): number {
  return Math.max(1, Math.floor(Number(valor)) || SINCRONIZACAO_PADRAO.quantidadeRegistrosPaginar);
}

/** Removals a complete read may send without confirmation, whatever the share ("a handful"). */
export const REMOCOES_SEM_CONFIRMACAO = 10;

/**
 * The removal safety valve: a complete read that would remove more than half of what the phones
 * hold for a type, and more than a handful, holds the removals until someone confirms them.
 */
export function remocoesPrecisamConfirmacao(removidos: number, naNuvem: number): boolean {
  return removidos > REMOCOES_SEM_CONFIRMACAO && removidos * 2 > naNuvem;
}

import type { ModoExecucao, ResultadoExecucao } from '../graphql/tipos';

// How a run ended and which records it read: the schema's enums (server/schema/historico.ts) are the one list.
export type { ModoExecucao, ResultadoExecucao };

/** One run of a type in the run history (docs/guia-integrador.md §7), as the timeline shows it. */
export interface ExecucaoSincronizacao {
  id: number;
  tipo: string;
  dtInicio: string;
  dtFim: string | null;
  modo: ModoExecucao;
  lidos: number;
  enviados: number;
  removidos: number;
  resultado: ResultadoExecucao;
  /** Started again by itself after an interruption. */
  retomada: boolean;
  msg: string | null;
  erro: string | null;
  /** Rows that could not be mapped (their identifiers and reasons download as CSV). */
  falhas: number;
}

/** How long runs are kept. */
export const DIAS_HISTORICO = 30;

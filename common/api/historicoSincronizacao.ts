/** How a sync run ended (executando while it runs). */
export const RESULTADOS_EXECUCAO = ['executando', 'sucesso', 'falha', 'cancelada', 'interrompida', 'remocoesRetidas'] as const;
export type ResultadoExecucao = (typeof RESULTADOS_EXECUCAO)[number];

/** One run of a type in the run history (docs/guia-integrador.md §7), as the timeline shows it. */
export interface ExecucaoSincronizacao {
  id: number;
  tipo: string;
  dtInicio: string;
  dtFim: string | null;
  /** alterados: only new and changed records; todos: everything (reenviarTodos). */
  modo: 'alterados' | 'todos';
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

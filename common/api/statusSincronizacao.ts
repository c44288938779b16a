import type { DivergenciaEstrutura } from './divergencia';

/** A data type's last sync run on a branch (docs/produto.md §2 sync panel), as the server stores and answers it. */
export interface StatusSincronizacao {
  tipo: string;
  dtInicio: string | null;
  dtFim: string | null;
  executando: boolean;
  sucesso: boolean;
  cancelada: boolean;
  erro: string | null;
  updatedAt: string | null;
  itemsCount: number;
  itensSincronizadosCount: number;
  envioCompleto: boolean;
  /** The run's outcome in Portuguese (erro keeps the detail: the engine's text, the failed rows). */
  msg: string | null;
  /** The run started again by itself after an interruption (a lost server, a killed agent). */
  retomada: boolean;
  /** Removals the safety valve holds until someone confirms them on the data page. */
  remocoesRetidas: number;
  /**
   * When the next automatic run starts, as the agent programmed it from the type's interval and
   * schedule (common/catalogo/agenda); null when none is programmed, one is running or the agent is
   * not connected.
   */
  proximaExecucao?: string | null;
  /** Changes of the ERP's structure under the type's select (agent/estrutura): the runs wait meanwhile. */
  divergencias?: DivergenciaEstrutura[];
}

/** A read type's next automatic run, as the status page lists them (filialGerenciadorProximasExecucoes). */
export interface ProximaExecucao {
  tipo: string;
  /** ISO; null while a run of the type is going (its end programs the next). */
  proximaExecucao: string | null;
  executando: boolean;
}

import type { StatusCard } from './statusCard';

/**
 * What can be wrong with a branch in the fleet home, most severe first (docs/frota.md says why
 * in this order): the agent offline beyond the branch's alert limit (nothing flows), the ERP's
 * structure changed under a configuration (syncs stop), a type whose last run failed, phone records
 * in erro, an outdated agent. Only branches in operation (branch and contratante active) count.
 */
export const PROBLEMAS_FROTA = ['offline', 'estrutura', 'execucoesFalha', 'registrosErro', 'desatualizado'] as const;
export type ProblemaFrota = (typeof PROBLEMAS_FROTA)[number];

/** A problem's weight in the list's order: each outweighs every one after it together, so the most severe decides. */
export function pesoProblema(problema: ProblemaFrota): number {
  return 2 ** (PROBLEMAS_FROTA.length - 1 - PROBLEMAS_FROTA.indexOf(problema));
}

/** The list's filter by problem: one of them, any, none, or the agents connected now. */
export const FILTROS_PROBLEMA = [...PROBLEMAS_FROTA, 'algum', 'nenhum', 'conectado'] as const;
export type FiltroProblema = (typeof FILTROS_PROBLEMA)[number];

/** The last update attempt of a branch's agent (filled by the agents' self-update; null until then). */
export interface AtualizacaoGerenciador {
  quando: string;
  /** atualizado, revertido, recusado… as the self-update defines them. */
  resultado: string;
  /** The version it tried. */
  versao: string | null;
  motivo: string | null;
}

/** One row of the fleet: the branch's home card (docs/produto.md §2 Home) and what is wrong with it. */
export interface FilialFrota extends StatusCard {
  /** The branch's id again: the list's rows are keyed by it. */
  id: number;
  contratanteId: number;
  contratanteNome: string;
  /** Its problems, most severe first (PROBLEMAS_FROTA order). */
  problemas: ProblemaFrota[];
  /** Phone records of every type in erro (qtdeErros counts the orders only). */
  registrosErro: number;
  /** Data types whose last run failed. */
  execucoesFalha: number;
  /** The agent's last reported version is older than the server's. */
  desatualizado: boolean;
  /** The version the agent should run (self-update); null while none is set. */
  versaoAlvo: string | null;
  ultimaAtualizacao: AtualizacaoGerenciador | null;
}

/** The counters above the fleet list: branches in each state (registrosErroTotal counts the records). */
export interface ContadoresFrota {
  filiais: number;
  conectados: number;
  offline: number;
  estrutura: number;
  execucoesFalha: number;
  registrosErro: number;
  registrosErroTotal: number;
  desatualizado: number;
}

/** One day (Brasília) of the fleet's charts. */
export interface DiaFrota {
  /** YYYY-MM-DD */
  dia: string;
  pedidosRecebidos: number;
  pedidosIntegrados: number;
  execucoesFalha: number;
}

/** How many days the charts cover, today included. */
export const DIAS_GRAFICOS_FROTA = 30;

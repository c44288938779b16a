/** Agent ↔ server protocol (ARCHITECTURE.md "Agent hub and protocol"): JSON {id, type, payload}. */
export interface Mensagem<T = unknown> {
  id: string;
  type: string;
  payload?: T;
  /** Set on a response to a request of the same id when it failed. */
  erro?: string;
}

/** Requests the server sends to the agent. */
export const COMANDOS = {
  testarConexao: 'testarConexao',
  testarSQL: 'testarSQL',
  sincronizar: 'sincronizar',
  cancelar: 'cancelar',
  reiniciar: 'reiniciar',
  configuracaoAlterada: 'configuracaoAlterada',
  registrosPendentes: 'registrosPendentes',
  /** Send the removals the safety valve held for a type (confirmed on its data page). */
  confirmarRemocoes: 'confirmarRemocoes',
  /** The integrator's workbench (agent/workbench): the ERP's tables and columns, from its catalogue. */
  descobrirTabelas: 'descobrirTabelas',
  /** A data page's unsaved select and mapping run on the first rows, mapped as the phones would receive them. */
  previsualizar: 'previsualizar',
  /** An insert page's unsaved statements run for a sample record inside a transaction that is rolled back. */
  testarInsert: 'testarInsert',
  /** A draft configuration of a type from the ERP's catalogue and a sample of its rows (agent/sugestao): reads only. */
  sugerirConfiguracao: 'sugerirConfiguracao',
} as const;

/** Messages the agent sends to the server. */
export const EVENTOS = {
  hello: 'hello',
  heartbeat: 'heartbeat',
  resposta: 'resposta',
  statusExecucao: 'statusExecucao',
  lote: 'lote',
  fimLeitura: 'fimLeitura',
  configuracao: 'configuracao',
  pendentes: 'pendentes',
  confirmacao: 'confirmacao',
  /** ERP keys of the phones' integrated orders, for the order-status select. */
  chavesPedidos: 'chavesPedidos',
} as const;

/** Result of a manager call (SPEC §3 "Manager call result"). */
export interface ResultadoGerenciador {
  status: boolean;
  msg?: string | null;
  erro?: string | null;
  dados?: unknown;
}

export const HEARTBEAT_MS = 5000;
/** The agent counts as connected while its last heartbeat is younger than this. */
export const HEARTBEAT_VALIDADE_MS = 15000;
export const WS_PATH = '/api/v1/gerenciador/ws';

/** One home card (docs/produto.md §2 Home): a branch, its manager's order counts and whether its agent is connected. */
export interface StatusCard {
  filialId: number;
  nome: string;
  ativo: boolean;
  pedidosSincronizados: number;
  pedidosDia: number;
  pedidosSemSincronizar: number;
  qtdeErros: number;
  /** The branch's agent has a fresh heartbeat on some server instance. */
  gerenciadorConectado: boolean;
  versaoGerenciador: string | null;
  /** When the agent last spoke to the server (ISO), null when it never did. */
  ultimoContatoGerenciador: string | null;
  /** The data pages (titles) whose configuration no longer matches the ERP's structure (agent/estrutura). */
  estruturaAlterada: string[];
}

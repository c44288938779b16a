import type { SituacaoRegistroApp } from '../catalogo';

/** One phone record in the manager's queue page (filialGerenciadorRegistros). */
export interface RegistroFila {
  id: number;
  /** The insert page's type (configuracaoDadosInsertPedido…): the re-send and discard operations take it. */
  tipo: string;
  uuid: string;
  situacao: SituacaoRegistroApp;
  /** A few words on what it is: the customer's name and document, the order's customer, total and items. */
  descricao: string;
  chaveErp: string | null;
  erro: string | null;
  erroDetalhe: string | null;
  /** Transient failures met since it was last queued (the agent retries them by itself). */
  tentativas: number;
  dispositivo: string | null;
  vendedor: string | null;
  recebidoEm: string;
  integradoEm: string | null;
  atualizadoEm: string;
}

export interface PaginaFila {
  total: number;
  registros: RegistroFila[];
}

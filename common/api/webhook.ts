import type { OrigemWebhook, SituacaoEntrega } from '../graphql/tipos';

/**
 * Webhook alerts (docs/operacao.md, Alertas por webhook): the events a contratante's or a branch's webhook receives, the JSON it
 * receives, and how the manager area shows each delivery (docs/operacao.md, "Alertas por webhook").
 */
export const EVENTOS_WEBHOOK = {
  gerenciadorDesconectado: 'gerenciador.desconectado',
  gerenciadorReconectado: 'gerenciador.reconectado',
  sincronizacaoFalhando: 'sincronizacao.falhando',
  sincronizacaoNormalizada: 'sincronizacao.normalizada',
  registroErro: 'registro.erro',
  registroErroResolvido: 'registro.erroResolvido',
  estruturaMudou: 'estrutura.mudou',
  estruturaNormalizada: 'estrutura.normalizada',
  /** Raised by the agent's self-update (not by the alerts): the new version reported. */
  agenteAtualizado: 'agente.atualizado',
  /** Raised by the agent's self-update: the supervisor went back to the previous version. */
  agenteRevertido: 'agente.revertido',
  /** "Testar webhook" on the page. */
  teste: 'webhook.teste',
} as const;

export type EventoWebhook = (typeof EVENTOS_WEBHOOK)[keyof typeof EVENTOS_WEBHOOK];

export const LISTA_EVENTOS_WEBHOOK: EventoWebhook[] = Object.values(EVENTOS_WEBHOOK);

/** The body POSTed to the receiver (signed as a whole; see the headers in docs/operacao.md). */
export interface CorpoWebhook {
  /** The delivery's id: the same across its attempts, for the receiver to ignore a repeat. */
  id: string;
  evento: EventoWebhook;
  /** When the event happened (ISO 8601, UTC). */
  ocorridoEm: string;
  contratante: { id: number; nome: string };
  filial: { id: number; nome: string; identificadorApp: string } | null;
  /** The alert's subject, in Portuguese. */
  resumo: string;
  /** What the event carries (the type, counts, the changes found, the versions). */
  detalhes: Record<string, unknown>;
  /** The manager page where it can be seen or fixed. */
  link: string | null;
}

// Where a delivery went and how it stands: the schema's enums (server/schema/webhook.ts) are the one list.
export type { OrigemWebhook, SituacaoEntrega };

/** A webhook as the pages see it: never its secret, which is shown once when generated. */
export interface WebhookAlerta {
  origem: OrigemWebhook;
  url: string;
  ativo: boolean;
  criadoEm: string;
  atualizadoEm: string;
  /** Whether the user may change it (and so generate a new secret). */
  podeEditar: boolean;
}

/** What a page reads (webhookAlerta): the scope's webhook and, for a branch, its company's. */
export interface WebhooksDoEscopo {
  contratanteId: number;
  proprio: WebhookAlerta | null;
  contratante: WebhookAlerta | null;
  podeEditar: boolean;
  /** Whether the user may change the company's webhook (the provider admin, or the company's partner). */
  podeEditarContratante: boolean;
}

/** One attempt of a delivery: the HTTP status, or why no answer came (in Portuguese). */
export interface TentativaWebhook {
  numero: number;
  em: string;
  statusHttp: number | null;
  erro: string | null;
  duracaoMs: number;
}

export interface EntregaWebhook {
  id: number;
  evento: EventoWebhook;
  resumo: string;
  origem: OrigemWebhook;
  situacao: SituacaoEntrega;
  criadoEm: string;
  entregueEm: string | null;
  proximaTentativa: string | null;
  tentativas: TentativaWebhook[];
}

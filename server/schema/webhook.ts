import type { Resolvers } from './resolverTypes';

/** Webhook alerts (docs/operacao.md, "Alertas por webhook"): a contratante's or a branch's, and the deliveries. */
export const webhookTypeDefs = /* GraphQL */ `
  "Which webhook: a branch's (identificadorApp, as the manager area) or a contratante's (contratanteId); one of the two."
  input WebhookEscopo {
    identificadorApp: String
    contratanteId: Int
  }
  input WebhookAlertaInput {
    url: String!
    ativo: Boolean!
  }
  "Where a delivery went: the branch's own webhook or its contratante's."
  enum OrigemWebhook {
    filial
    contratante
  }
  "pendente: waiting for its next attempt; entregue: a 2xx came back; falhou: attempts exhausted."
  enum SituacaoEntrega {
    pendente
    entregue
    falhou
  }
  """
  An event's name (common/api/webhook.ts EVENTOS_WEBHOOK), such as gerenciador.desconectado: a string, because
  an enum's values cannot have dots. Its TypeScript type is that list's (codegen.ts).
  """
  scalar EventoWebhook
  "A webhook without its secret."
  type WebhookAlerta {
    origem: OrigemWebhook!
    url: String!
    ativo: Boolean!
    criadoEm: String!
    atualizadoEm: String!
    podeEditar: Boolean!
  }
  "The scope's webhook (proprio), its contratante's for a branch, and whether the user may change each."
  type WebhooksAlerta {
    contratanteId: Int!
    proprio: WebhookAlerta
    contratante: WebhookAlerta
    podeEditar: Boolean!
    podeEditarContratante: Boolean!
  }
  "segredo: only when it was just generated (a new webhook or webhookAlertaGerarSegredo); never shown again."
  type WebhookAlertaSalvo {
    webhook: WebhookAlerta!
    segredo: String
  }
  type TentativaWebhook {
    numero: Int!
    em: String!
    statusHttp: Int
    erro: String
    duracaoMs: Int!
  }
  "One event to one webhook, each attempt with its answer."
  type EntregaWebhook {
    id: Int!
    evento: EventoWebhook!
    resumo: String!
    origem: OrigemWebhook!
    situacao: SituacaoEntrega!
    criadoEm: String!
    entregueEm: String
    proximaTentativa: String
    tentativas: [TentativaWebhook!]!
  }
  type EntregasWebhook {
    total: Int!
    entregas: [EntregaWebhook!]!
  }
  extend type Query {
    webhookAlerta(escopo: WebhookEscopo!): WebhooksAlerta!
    "Deliveries newest first: a branch's events (to its webhook and its company's), or a contratante's webhook's."
    webhookAlertaEntregas(escopo: WebhookEscopo!, limit: Int, offset: Int): EntregasWebhook!
  }
  extend type Mutation {
    webhookAlertaSalvar(escopo: WebhookEscopo!, dados: WebhookAlertaInput!): WebhookAlertaSalvo!
    webhookAlertaGerarSegredo(escopo: WebhookEscopo!): WebhookAlertaSalvo!
    webhookAlertaRemover(escopo: WebhookEscopo!): Boolean!
    "Queues a webhook.teste event to the scope's webhook and sends it at once."
    webhookAlertaTestar(escopo: WebhookEscopo!): GerenciadorResultado!
  }
`;

export const webhookResolvers: Resolvers = {
  Query: {
    webhookAlerta: (_, a, ctx) => ctx.services.webhooks.doEscopo(ctx.ability, a.escopo),
    webhookAlertaEntregas: (_, a, ctx) => ctx.services.webhooks.entregas(ctx.ability, a.escopo, a.limit ?? undefined, a.offset ?? undefined),
  },
  Mutation: {
    webhookAlertaSalvar: (_, a, ctx) => ctx.services.webhooks.salvar(ctx.ability, a.escopo, a.dados),
    webhookAlertaGerarSegredo: (_, a, ctx) => ctx.services.webhooks.gerarSegredo(ctx.ability, a.escopo),
    webhookAlertaRemover: (_, a, ctx) => ctx.services.webhooks.remover(ctx.ability, a.escopo),
    webhookAlertaTestar: (_, a, ctx) => ctx.services.webhooks.testar(ctx.ability, a.escopo),
  },
};

import type { EntregaWebhook, WebhookAlerta, WebhooksDoEscopo } from '../../../common/api/webhook';
import { pedir } from './client';
import {
  WebhookAlertaDocument,
  WebhookAlertaEntregasDocument,
  WebhookAlertaGerarSegredoDocument,
  WebhookAlertaRemoverDocument,
  WebhookAlertaSalvarDocument,
  WebhookAlertaTestarDocument,
} from '../../graphql/operacoes';

/** Which webhook: the branch's (its manager-area address) or its company's. */
export type EscopoWebhook = { identificadorApp: string } | { contratanteId: number };

export interface WebhookSalvo {
  webhook: WebhookAlerta;
  /** Only when just generated: shown once. */
  segredo: string | null;
}

export const lerWebhooks = async (escopo: EscopoWebhook): Promise<WebhooksDoEscopo> => (await pedir(WebhookAlertaDocument, { escopo })).webhookAlerta;

export const salvarWebhook = async (escopo: EscopoWebhook, dados: { url: string; ativo: boolean }) =>
  (await pedir(WebhookAlertaSalvarDocument, { escopo, dados })).webhookAlertaSalvar;

export const gerarSegredoWebhook = async (escopo: EscopoWebhook) => (await pedir(WebhookAlertaGerarSegredoDocument, { escopo })).webhookAlertaGerarSegredo;

export const removerWebhook = async (escopo: EscopoWebhook) => (await pedir(WebhookAlertaRemoverDocument, { escopo })).webhookAlertaRemover;

export const testarWebhook = async (escopo: EscopoWebhook) => (await pedir(WebhookAlertaTestarDocument, { escopo })).webhookAlertaTestar;

export const entregasWebhook = async (escopo: EscopoWebhook, limit: number): Promise<{ total: number; entregas: EntregaWebhook[] }> =>
  (await pedir(WebhookAlertaEntregasDocument, { escopo, limit })).webhookAlertaEntregas;

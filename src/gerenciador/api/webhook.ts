import { gql } from '@apollo/client';
import type { EntregaWebhook, WebhookAlerta, WebhooksDoEscopo } from '../../../common/api/webhook';
import { consultar, executar } from './client';
import type { ResultadoGerenciador } from './types';

/** Which webhook: the branch's (its manager-area address) or its company's. */
export type EscopoWebhook = { identificadorApp: string } | { contratanteId: number };

const WEBHOOK = 'origem url ativo criadoEm atualizadoEm podeEditar';

const LER = gql`
  query webhookAlerta($escopo: WebhookEscopo!) {
    webhookAlerta(escopo: $escopo) { contratanteId podeEditar podeEditarContratante proprio { ${WEBHOOK} } contratante { ${WEBHOOK} } }
  }
`;
const SALVAR = gql`
  mutation webhookAlertaSalvar($escopo: WebhookEscopo!, $dados: WebhookAlertaInput!) {
    webhookAlertaSalvar(escopo: $escopo, dados: $dados) { segredo webhook { ${WEBHOOK} } }
  }
`;
const GERAR_SEGREDO = gql`
  mutation webhookAlertaGerarSegredo($escopo: WebhookEscopo!) {
    webhookAlertaGerarSegredo(escopo: $escopo) { segredo webhook { ${WEBHOOK} } }
  }
`;
const REMOVER = gql`
  mutation webhookAlertaRemover($escopo: WebhookEscopo!) {
    webhookAlertaRemover(escopo: $escopo)
  }
`;
const TESTAR = gql`
  mutation webhookAlertaTestar($escopo: WebhookEscopo!) {
    webhookAlertaTestar(escopo: $escopo) {
      status
      msg
      erro
      dados
    }
  }
`;
const ENTREGAS = gql`
  query webhookAlertaEntregas($escopo: WebhookEscopo!, $limit: Int) {
    webhookAlertaEntregas(escopo: $escopo, limit: $limit) {
      total
      entregas {
        id
        evento
        resumo
        origem
        situacao
        criadoEm
        entregueEm
        proximaTentativa
        tentativas {
          numero
          em
          statusHttp
          erro
          duracaoMs
        }
      }
    }
  }
`;

export interface WebhookSalvo {
  webhook: WebhookAlerta;
  /** Only when just generated: shown once. */
  segredo: string | null;
}

export const lerWebhooks = async (escopo: EscopoWebhook) => (await consultar<{ webhookAlerta: WebhooksDoEscopo }>(LER, { escopo })).webhookAlerta;

export const salvarWebhook = async (escopo: EscopoWebhook, dados: { url: string; ativo: boolean }) =>
  (await executar<{ webhookAlertaSalvar: WebhookSalvo }>(SALVAR, { escopo, dados })).webhookAlertaSalvar;

export const gerarSegredoWebhook = async (escopo: EscopoWebhook) =>
  (await executar<{ webhookAlertaGerarSegredo: WebhookSalvo }>(GERAR_SEGREDO, { escopo })).webhookAlertaGerarSegredo;

export const removerWebhook = async (escopo: EscopoWebhook) => (await executar<{ webhookAlertaRemover: boolean }>(REMOVER, { escopo })).webhookAlertaRemover;

export const testarWebhook = async (escopo: EscopoWebhook) =>
  (await executar<{ webhookAlertaTestar: ResultadoGerenciador }>(TESTAR, { escopo })).webhookAlertaTestar;

export const entregasWebhook = async (escopo: EscopoWebhook, limit: number) =>
  (await consultar<{ webhookAlertaEntregas: { total: number; entregas: EntregaWebhook[] } }>(ENTREGAS, { escopo, limit })).webhookAlertaEntregas;

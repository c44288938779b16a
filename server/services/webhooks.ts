import { randomBytes, randomUUID } from 'node:crypto';
import {
  EVENTOS_WEBHOOK,
  type CorpoWebhook,
  type EntregaWebhook,
  type EventoWebhook,
  type OrigemWebhook,
  type SituacaoEntrega,
  type WebhookAlerta,
} from '../../common/api/webhook';
import { caminhoGerenciador, PAGINAS_GERENCIADOR } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { ACTIONS, row, SUBJECTS, type Action, type AppAbility } from '../../common/permissions';
import type { WebhooksDoEscopo } from '../../common/api/webhook';
import type { SecretBox } from '../auth/secretBox';
import type { Db } from '../db/connection';
import type { WebhookAlertaTable } from '../db/types';
import { badRequest, notFound, validationError } from '../errors';
import { postarWebhook, problemaUrlWebhook } from '../http/webhookPost';
import { logger } from '../logger';
import type { AuditoriaService } from './auditoria';
import type { FiliaisService } from './filiais';

/** Attempts of a delivery before it is given up (about 2 h 30 of retries with the intervals below). */
export const TENTATIVAS_WEBHOOK = 8;
const PRIMEIRO_INTERVALO_MS = 30_000;
const INTERVALO_MAXIMO_MS = 60 * 60 * 1000;
/** Deliveries and their attempts are kept this long, as the run history. */
const RETENCAO_MS = 30 * 24 * 60 * 60 * 1000;
/** Deliveries sent side by side in one pass of the queue. */
const LOTE = 20;

/** The wait after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min… up to an hour. */
export function intervaloAposFalha(tentativas: number): number {
  return Math.min(INTERVALO_MAXIMO_MS, PRIMEIRO_INTERVALO_MS * 2 ** Math.max(0, tentativas - 1));
}

/** Which webhook a call is about: a branch's (by its manager-area address) or a contratante's. */
export interface EscopoWebhook {
  identificadorApp?: string | null;
  contratanteId?: number | null;
}

interface Alvo {
  chave: string;
  origem: OrigemWebhook;
  contratanteId: number;
  filialId: number | null;
  podeEditar: boolean;
}

/** What an event says besides its name: the alert's subject, its details and the page to open. */
export interface DadosEvento {
  resumo: string;
  detalhes?: Record<string, unknown>;
  /** The address of the page where it can be seen or fixed; the branch's situacao_gerenciador when absent. */
  link?: string;
}

export interface OpcoesWebhooks {
  publicUrl: string;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORK: addresses of the server's own networks accepted (tests, a receiver on the same network). */
  redeInterna: boolean;
  timeoutMs: number;
}

const novoSegredo = () => `fvwh_${randomBytes(32).toString('base64url')}`;

/**
 * Webhook alerts (docs/operacao.md, "Alertas por webhook"). A contratante and each of its
 * branches may have one webhook; an event of a branch goes to the branch's and to its contratante's
 * (the branch's adds to the company's; the same URL in both receives it once, signed with the
 * branch's secret). Events are queued in webhook_entrega, so a restart loses none, and sent apart
 * from the request that raised them: signed (X-FV-Assinatura over X-FV-Timestamp and the body),
 * retried with exponential backoff until a 2xx or TENTATIVAS_WEBHOOK attempts, each attempt recorded.
 * Another part of the server raises an event with `enfileirar` (the agent's self-update: agente.*).
 */
export class WebhooksService {
  constructor(
    private db: Db,
    private filiais: FiliaisService,
    private box: SecretBox,
    private auditoria: AuditoriaService,
    private opcoes: OpcoesWebhooks,
    /** Runs a pass of the queue apart from the caller, right after an event is queued. */
    private disparar: (trabalho: () => Promise<void>) => void,
    private agora: () => Date = () => new Date(),
  ) {}

  // ---- configuration ----

  private async alvo(ability: AppAbility, escopo: EscopoWebhook, action: Action): Promise<Alvo> {
    const porFilial = Boolean(escopo.identificadorApp);
    if (porFilial === (escopo.contratanteId != null)) throw badRequest(MSG.webhookEscopo);
    if (escopo.identificadorApp) {
      const filialId = await this.filiais.idDoGerenciador(ability, escopo.identificadorApp, action);
      const filial = await this.db.kysely.selectFrom('mobile_filial').select(['contratanteId']).where('id', '=', filialId).executeTakeFirstOrThrow();
      const podeEditar = ability.can(ACTIONS.EDITAR, row(SUBJECTS.MOBILE_FILIAL, { id: filialId, contratanteId: filial.contratanteId }));
      return { chave: `filial:${filialId}`, origem: 'filial', contratanteId: filial.contratanteId, filialId, podeEditar };
    }
    const contratanteId = Number(escopo.contratanteId);
    const existe = await this.db.kysely.selectFrom('contratante').select('id').where('id', '=', contratanteId).executeTakeFirst();
    const podeEditar = this.podeEditarContratante(ability, contratanteId);
    if (!existe || !ability.can(ACTIONS.LEITURA, row(SUBJECTS.CONTRATANTE, { id: contratanteId })) || (action !== ACTIONS.LEITURA && !podeEditar))
      throw notFound();
    return { chave: `contratante:${contratanteId}`, origem: 'contratante', contratanteId, filialId: null, podeEditar };
  }

  /** The provider admin, or a partner on its own company's profile. */
  private podeEditarContratante(ability: AppAbility, contratanteId: number): boolean {
    const contratante = row(SUBJECTS.CONTRATANTE, { id: contratanteId });
    return ability.can(ACTIONS.EDITAR, contratante) || ability.can(ACTIONS.CONTRATANTE_ALTERAR_PERFIL_PROPRIO, contratante);
  }

  private async linha(chave: string) {
    return this.db.kysely.selectFrom('webhook_alerta').selectAll().where('chave', '=', chave).executeTakeFirst();
  }

  private visao(w: Pick<WebhookAlertaTable, 'url' | 'ativo' | 'criadoEm' | 'atualizadoEm'>, origem: OrigemWebhook, podeEditar: boolean): WebhookAlerta {
    return { origem, url: w.url, ativo: Boolean(w.ativo), criadoEm: w.criadoEm, atualizadoEm: w.atualizadoEm, podeEditar };
  }

  /** The webhook of the scope and, for a branch, its contratante's (when the user may see the company). */
  async doEscopo(ability: AppAbility, escopo: EscopoWebhook): Promise<WebhooksDoEscopo> {
    const alvo = await this.alvo(ability, escopo, ACTIONS.LEITURA);
    const proprio = await this.linha(alvo.chave);
    const podeEditarContratante = this.podeEditarContratante(ability, alvo.contratanteId);
    let contratante: WebhookAlerta | null = null;
    if (alvo.filialId !== null && ability.can(ACTIONS.LEITURA, row(SUBJECTS.CONTRATANTE, { id: alvo.contratanteId }))) {
      const w = await this.linha(`contratante:${alvo.contratanteId}`);
      contratante = w ? this.visao(w, 'contratante', podeEditarContratante) : null;
    }
    return {
      contratanteId: alvo.contratanteId,
      proprio: proprio ? this.visao(proprio, alvo.origem, alvo.podeEditar) : null,
      contratante,
      podeEditar: alvo.podeEditar,
      podeEditarContratante,
    };
  }

  private async registrarAuditoria(alvo: Alvo, acao: 'webhookSalvo' | 'webhookSegredoGerado' | 'webhookRemovido', depois?: Record<string, unknown>) {
    if (alvo.filialId !== null) return this.auditoria.registrarNaFilial(alvo.filialId, acao, depois);
    const c = await this.db.kysely.selectFrom('contratante').select('nome').where('id', '=', alvo.contratanteId).executeTakeFirst();
    await this.auditoria.registrar({
      acao,
      entidade: 'contratante',
      entidadeId: alvo.contratanteId,
      entidadeNome: c?.nome ?? null,
      contratanteId: alvo.contratanteId,
      depois,
    });
  }

  /** Saves the URL and on/off; a new webhook gets its secret, returned this once. */
  async salvar(
    ability: AppAbility,
    escopo: EscopoWebhook,
    dados: { url: string; ativo: boolean },
  ): Promise<{ webhook: WebhookAlerta; segredo: string | null }> {
    const alvo = await this.alvo(ability, escopo, ACTIONS.EDITAR);
    const url = String(dados.url ?? '').trim();
    const problema = problemaUrlWebhook(url, this.opcoes.redeInterna);
    if (problema) throw validationError({ url: problema });
    const agora = this.agora().toISOString();
    const existente = await this.linha(alvo.chave);
    let segredo: string | null = null;
    if (existente) {
      await this.db.kysely
        .updateTable('webhook_alerta')
        .set({ url, ativo: dados.ativo ? 1 : 0, atualizadoEm: agora })
        .where('id', '=', existente.id)
        .execute();
    } else {
      segredo = novoSegredo();
      await this.db.kysely
        .insertInto('webhook_alerta')
        .values({
          chave: alvo.chave,
          contratanteId: alvo.contratanteId,
          filialId: alvo.filialId,
          url,
          segredo: this.box.seal(segredo),
          ativo: dados.ativo ? 1 : 0,
          criadoEm: agora,
          atualizadoEm: agora,
        })
        .onConflict((oc) => oc.column('chave').doUpdateSet({ url, ativo: dados.ativo ? 1 : 0, atualizadoEm: agora }))
        .execute();
    }
    await this.registrarAuditoria(alvo, 'webhookSalvo', { url, ativo: dados.ativo });
    const salvo = (await this.linha(alvo.chave))!;
    // Two saves at once both creating: only the secret stored is the one to show.
    if (segredo && this.box.open(salvo.segredo) !== segredo) segredo = null;
    return { webhook: this.visao(salvo, alvo.origem, alvo.podeEditar), segredo };
  }

  /** A new secret, returned this once; the old one stops signing at once. */
  async gerarSegredo(ability: AppAbility, escopo: EscopoWebhook): Promise<{ webhook: WebhookAlerta; segredo: string }> {
    const alvo = await this.alvo(ability, escopo, ACTIONS.EDITAR);
    const segredo = novoSegredo();
    const r = await this.db.kysely
      .updateTable('webhook_alerta')
      .set({ segredo: this.box.seal(segredo), atualizadoEm: this.agora().toISOString() })
      .where('chave', '=', alvo.chave)
      .executeTakeFirst();
    if (!Number(r.numUpdatedRows)) throw badRequest(MSG.webhookNaoConfigurado);
    await this.registrarAuditoria(alvo, 'webhookSegredoGerado');
    return { webhook: this.visao((await this.linha(alvo.chave))!, alvo.origem, alvo.podeEditar), segredo };
  }

  /** Removes the webhook with its queue and its deliveries' history. */
  async remover(ability: AppAbility, escopo: EscopoWebhook): Promise<boolean> {
    const alvo = await this.alvo(ability, escopo, ACTIONS.EDITAR);
    const existente = await this.linha(alvo.chave);
    if (!existente) return false;
    await this.db.kysely
      .deleteFrom('webhook_tentativa')
      .where('entregaId', 'in', (eb) => eb.selectFrom('webhook_entrega').select('id').where('webhookId', '=', existente.id))
      .execute();
    await this.db.kysely.deleteFrom('webhook_entrega').where('webhookId', '=', existente.id).execute();
    await this.db.kysely.deleteFrom('webhook_alerta').where('id', '=', existente.id).execute();
    await this.registrarAuditoria(alvo, 'webhookRemovido', { url: existente.url });
    return true;
  }

  /** "Testar webhook": a webhook.teste event to this webhook only, queued and sent at once. */
  async testar(ability: AppAbility, escopo: EscopoWebhook): Promise<{ status: boolean; msg: string }> {
    const alvo = await this.alvo(ability, escopo, ACTIONS.EDITAR);
    const w = await this.linha(alvo.chave);
    if (!w) return { status: false, msg: MSG.webhookNaoConfigurado };
    if (!w.ativo) return { status: false, msg: MSG.webhookInativo };
    const contratante = await this.db.kysely.selectFrom('contratante').select(['id', 'nome']).where('id', '=', alvo.contratanteId).executeTakeFirstOrThrow();
    const filial =
      alvo.filialId === null
        ? null
        : await this.db.kysely.selectFrom('mobile_filial').select(['id', 'nome', 'identificadorApp']).where('id', '=', alvo.filialId).executeTakeFirstOrThrow();
    await this.inserir([{ ...w, origem: alvo.origem }], EVENTOS_WEBHOOK.teste, contratante, filial, {
      resumo: 'teste do webhook de alertas',
      detalhes: { mensagem: 'Evento de teste enviado pelo botão Testar webhook. Nenhuma ação é necessária.' },
    });
    return { status: true, msg: MSG.webhookTesteEnfileirado };
  }

  // ---- events ----

  /** The active webhooks an event of the branch goes to: its own and its contratante's, one per URL. */
  private async destinos(filialId: number) {
    const filial = await this.db.kysely
      .selectFrom('mobile_filial')
      .select(['id', 'nome', 'identificadorApp', 'contratanteId'])
      .where('id', '=', filialId)
      .executeTakeFirst();
    if (!filial) return null;
    const webhooks = await this.db.kysely
      .selectFrom('webhook_alerta')
      .selectAll()
      .where('ativo', '=', 1)
      .where((eb) => eb.or([eb('chave', '=', `filial:${filialId}`), eb('chave', '=', `contratante:${filial.contratanteId}`)]))
      .execute();
    const proprio = webhooks.find((w) => w.filialId !== null);
    const lista = [
      ...(proprio ? [{ ...proprio, origem: 'filial' as const }] : []),
      ...webhooks.filter((w) => w.filialId === null && w.url !== proprio?.url).map((w) => ({ ...w, origem: 'contratante' as const })),
    ];
    return { filial, lista };
  }

  /** Whether an event of the branch would go anywhere (the alerts check this before their e-mail switch). */
  async temDestino(filialId: number): Promise<boolean> {
    return Boolean((await this.destinos(filialId))?.lista.length);
  }

  /**
   * Queues an event of a branch to its webhooks and starts sending it; returns how many deliveries
   * were queued (0 without an active webhook). For example, after an agent's update:
   * `services.webhooks.enfileirar(filialId, EVENTOS_WEBHOOK.agenteAtualizado, { resumo: 'gerenciador atualizado', detalhes: { de, para } })`.
   */
  async enfileirar(filialId: number, evento: EventoWebhook, dados: DadosEvento): Promise<number> {
    const destinos = await this.destinos(filialId);
    if (!destinos?.lista.length) return 0;
    const { filial } = destinos;
    const contratante = await this.db.kysely.selectFrom('contratante').select(['id', 'nome']).where('id', '=', filial.contratanteId).executeTakeFirstOrThrow();
    return this.inserir(destinos.lista, evento, contratante, { id: filial.id, nome: filial.nome, identificadorApp: filial.identificadorApp }, dados);
  }

  private async inserir(
    webhooks: (Omit<WebhookAlertaTable, 'id'> & { id: number; origem: OrigemWebhook })[],
    evento: EventoWebhook,
    contratante: { id: number; nome: string },
    filial: CorpoWebhook['filial'],
    dados: DadosEvento,
  ): Promise<number> {
    const agora = this.agora().toISOString();
    const link = dados.link ?? (filial ? `${this.opcoes.publicUrl}${caminhoGerenciador(filial.id, PAGINAS_GERENCIADOR.situacao)}` : null);
    for (const w of webhooks) {
      const corpo: CorpoWebhook = {
        id: randomUUID(),
        evento,
        ocorridoEm: agora,
        contratante: { id: contratante.id, nome: contratante.nome },
        filial,
        resumo: dados.resumo,
        detalhes: dados.detalhes ?? {},
        link,
      };
      await this.db.kysely
        .insertInto('webhook_entrega')
        .values({
          webhookId: w.id,
          contratanteId: contratante.id,
          filialId: filial?.id ?? null,
          origem: w.origem,
          evento,
          resumo: dados.resumo.slice(0, 500),
          corpo: JSON.stringify(corpo),
          situacao: 'pendente',
          tentativas: 0,
          proximaTentativa: agora,
          reservadoAte: null,
          criadoEm: agora,
          entregueEm: null,
        })
        .execute();
    }
    this.disparar(async () => {
      await this.processar();
    });
    return webhooks.length;
  }

  // ---- the queue ----

  /**
   * One pass of the queue: every delivery due now is claimed (a conditional update, so another
   * instance's pass skips it), attempted once, its attempt recorded, and then delivered, scheduled
   * again after intervaloAposFalha, or given up. Returns how many attempts were made.
   */
  async processar(): Promise<number> {
    const k = this.db.kysely;
    const agora = this.agora();
    const iso = agora.toISOString();
    const devidas = await k
      .selectFrom('webhook_entrega')
      .select('id')
      .where('situacao', '=', 'pendente')
      .where('proximaTentativa', '<=', iso)
      .where((eb) => eb.or([eb('reservadoAte', 'is', null), eb('reservadoAte', '<=', iso)]))
      .orderBy('proximaTentativa')
      .orderBy('id')
      .limit(LOTE)
      .execute();
    const reservaAte = new Date(agora.getTime() + this.opcoes.timeoutMs + 60_000).toISOString();
    const minhas: number[] = [];
    for (const { id } of devidas) {
      const r = await k
        .updateTable('webhook_entrega')
        .set({ reservadoAte: reservaAte })
        .where('id', '=', id)
        .where('situacao', '=', 'pendente')
        .where((eb) => eb.or([eb('reservadoAte', 'is', null), eb('reservadoAte', '<=', iso)]))
        .executeTakeFirst();
      if (Number(r.numUpdatedRows)) minhas.push(id);
    }
    await Promise.all(
      minhas.map((id) =>
        this.tentar(id).catch((error: Error) => logger.error({ err: { message: error.message }, entregaId: id }, 'falha ao entregar o webhook')),
      ),
    );
    return minhas.length;
  }

  private async tentar(id: number): Promise<void> {
    const k = this.db.kysely;
    const entrega = await k
      .selectFrom('webhook_entrega as e')
      .innerJoin('webhook_alerta as w', 'w.id', 'e.webhookId')
      .select(['e.id', 'e.evento', 'e.corpo', 'e.tentativas', 'w.url', 'w.segredo', 'w.ativo'])
      .where('e.id', '=', id)
      .executeTakeFirst();
    if (!entrega) return;
    const numero = entrega.tentativas + 1;
    const em = this.agora();
    const resposta = entrega.ativo
      ? await postarWebhook({
          url: entrega.url,
          corpo: entrega.corpo,
          segredo: this.box.open(entrega.segredo),
          evento: entrega.evento,
          entrega: (JSON.parse(entrega.corpo) as CorpoWebhook).id,
          timestamp: String(Math.floor(em.getTime() / 1000)),
          timeoutMs: this.opcoes.timeoutMs,
          redeInterna: this.opcoes.redeInterna,
        })
      : { statusHttp: null, erro: MSG.webhookInativo, duracaoMs: 0 };
    const entregue = resposta.erro === null;
    const desistir = !entregue && (numero >= TENTATIVAS_WEBHOOK || !entrega.ativo);
    const depois = this.agora();
    await k
      .insertInto('webhook_tentativa')
      .values({ entregaId: id, numero, em: em.toISOString(), statusHttp: resposta.statusHttp, erro: resposta.erro, duracaoMs: resposta.duracaoMs })
      .execute();
    const situacao: SituacaoEntrega = entregue ? 'entregue' : desistir ? 'falhou' : 'pendente';
    await k
      .updateTable('webhook_entrega')
      .set({
        tentativas: numero,
        situacao,
        reservadoAte: null,
        entregueEm: entregue ? depois.toISOString() : null,
        proximaTentativa: situacao === 'pendente' ? new Date(depois.getTime() + intervaloAposFalha(numero)).toISOString() : null,
      })
      .where('id', '=', id)
      .execute();
    if (!entregue)
      logger.warn(
        { entregaId: id, evento: entrega.evento, tentativa: numero, statusHttp: resposta.statusHttp, erro: resposta.erro },
        'entrega de webhook sem sucesso',
      );
  }

  /** Passes of the queue every `intervaloMs` (WEBHOOK_QUEUE_MS; 0: only right after an event is queued). Returns the stop. */
  iniciar(intervaloMs: number): () => void {
    if (intervaloMs <= 0) return () => undefined;
    let rodando = false;
    const timer = setInterval(() => {
      if (rodando) return;
      rodando = true;
      void this.processar()
        .catch((error: Error) => logger.error({ err: { message: error.message } }, 'falha na fila de webhooks'))
        .finally(() => {
          rodando = false;
        });
    }, intervaloMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Deliveries of the scope, newest first, each with its attempts: a branch's (to its webhook and its company's), or the company's webhook's. */
  async entregas(ability: AppAbility, escopo: EscopoWebhook, limite = 10, offset = 0): Promise<{ total: number; entregas: EntregaWebhook[] }> {
    const alvo = await this.alvo(ability, escopo, ACTIONS.LEITURA);
    const k = this.db.kysely;
    let base = k.selectFrom('webhook_entrega');
    if (alvo.filialId !== null) base = base.where('filialId', '=', alvo.filialId);
    else base = base.where('webhookId', 'in', (eb) => eb.selectFrom('webhook_alerta').select('id').where('chave', '=', alvo.chave));
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const linhas = await base
      .select(['id', 'evento', 'resumo', 'origem', 'situacao', 'criadoEm', 'entregueEm', 'proximaTentativa'])
      .orderBy('id', 'desc')
      .limit(Math.min(Math.max(1, limite), 100))
      .offset(Math.max(0, offset))
      .execute();
    const tentativas = linhas.length
      ? await k
          .selectFrom('webhook_tentativa')
          .select(['entregaId', 'numero', 'em', 'statusHttp', 'erro', 'duracaoMs'])
          .where(
            'entregaId',
            'in',
            linhas.map((l) => l.id),
          )
          .orderBy('entregaId')
          .orderBy('numero')
          .execute()
      : [];
    return {
      total: Number(n),
      entregas: linhas.map((l) => ({
        ...l,
        tentativas: tentativas.filter((t) => t.entregaId === l.id).map(({ entregaId: _, ...t }) => t),
      })),
    };
  }

  /** About once an hour: deliveries done or given up more than 30 days ago go, with their attempts. */
  async purgar(): Promise<void> {
    const limite = new Date(this.agora().getTime() - RETENCAO_MS).toISOString();
    const antigas = this.db.kysely.selectFrom('webhook_entrega').select('id').where('situacao', '!=', 'pendente').where('criadoEm', '<', limite);
    await this.db.kysely.deleteFrom('webhook_tentativa').where('entregaId', 'in', antigas).execute();
    await this.db.kysely.deleteFrom('webhook_entrega').where('situacao', '!=', 'pendente').where('criadoEm', '<', limite).execute();
  }
}

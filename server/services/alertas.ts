import type { DivergenciaEstrutura } from '../../common/api/divergencia';
import { EVENTOS_WEBHOOK, type EventoWebhook } from '../../common/api/webhook';
import type { ResultadoExecucao } from '../../common/api/historicoSincronizacao';
import {
  caminhoGerenciador,
  destinatariosAlertas,
  PAGINAS_GERENCIADOR,
  REGISTROS_APP,
  TIPO_BASICA,
  TIPOS_DADOS_POR_TIPO,
  TIPOS_REGISTRO_APP,
  type ConfiguracaoAlertas,
  type TipoRegistroApp,
} from '../../common/catalogo';
import { ACTIONS, buildAbility, parseRules, row, SUBJECTS } from '../../common/permissions';
import { formatarDataHora } from '../../common/text/dataHora';
import type { Db } from '../db/connection';
import { logger } from '../logger';
import { alertaMail, type Alerta } from '../mail/alertaMail';
import type { Mailer } from '../mail/mailer';
import type { ConfiguracoesService } from './configuracoes';
import type { HistoricoSincronizacaoService } from '../sincronizacao/historicoSincronizacao';
import type { WebhooksService } from './webhooks';

/** At most one alert of a condition an hour (its recovery mail apart). */
export const INTERVALO_ALERTA_MS = 60 * 60 * 1000;
const MINUTO_MS = 60 * 1000;

const OFFLINE = 'offline';
const falhasDe = (tipo: string) => `falhas:${tipo}`;
const registrosDe = (tipo: TipoRegistroApp) => `registroErro:${tipo}`;
const estruturaDe = (tipo: string) => `estrutura:${tipo}`;

/** The phone records' names in the alerts. */
const ROTULOS_REGISTRO: Record<TipoRegistroApp, string> = { cliente: 'clientes', pedido: 'pedidos', ordemServico: 'ordens de serviço' };

interface Filial {
  id: number;
  nome: string;
  identificadorApp: string;
  contratanteId: number;
}

const minutos = (ms: number) => Math.max(1, Math.round(ms / MINUTO_MS));

/** An alert for both channels: the e-mail's text, and the webhook's event name and details. */
interface Aviso extends Alerta {
  evento: EventoWebhook;
  detalhes: Record<string, unknown>;
}

/**
 * Alerts of a branch by e-mail (docs/guia-integrador.md §9) and by webhook (docs/operacao.md, WebhooksService) through the server's mailer, to the recipients of its basic
 * configuration or, when none are given, its company's administrators: the agent offline longer than
 * the configured time, a type failing the configured number of runs in a row, a phone record in erro.
 * Each condition mails at most once an hour and once more when it recovers (gerenciador_alerta holds
 * its state; the claims are conditional updates, so two server instances never both send). The
 * thresholds of the basic configuration hold for both channels; the e-mail switch turns only the
 * e-mails on or off, and a branch with an active webhook (its own or its company's) is checked too.
 * `verificar` runs every minute; the run history and the record queue report their events.
 */
export class AlertasService {
  constructor(
    private db: Db,
    private mailer: Mailer,
    private publicUrl: string,
    private configuracoes: ConfiguracoesService,
    private historico: HistoricoSincronizacaoService,
    private webhooks: WebhooksService,
    /** Whether the branch's agent is connected now, on any server instance. */
    private conectado: (filialId: number) => Promise<boolean>,
    private agora: () => Date = () => new Date(),
  ) {}

  private async filial(filialId: number): Promise<Filial | undefined> {
    return this.db.kysely.selectFrom('mobile_filial').select(['id', 'nome', 'identificadorApp', 'contratanteId']).where('id', '=', filialId).executeTakeFirst();
  }

  /** The branch's alert settings when its e-mail alerts are on or a webhook would receive them. */
  private async ligados(filialId: number): Promise<ConfiguracaoAlertas | null> {
    const alertas = await this.configuracoes.alertas(filialId);
    return alertas.alertasEmail || (await this.webhooks.temDestino(filialId)) ? alertas : null;
  }

  /** The configured recipients, or the active users of the branch's company who may edit it. */
  private async destinatarios(filial: Filial, alertas: ConfiguracaoAlertas): Promise<string[]> {
    const configurados = destinatariosAlertas(alertas.alertasDestinatarios);
    if (configurados.length) return configurados;
    const usuarios = await this.db.kysely
      .selectFrom('usuario')
      .select(['email', 'caslRules'])
      .where('contratanteId', '=', filial.contratanteId)
      .where('ativo', '=', 1)
      .orderBy('id')
      .execute();
    return usuarios.filter((u) => buildAbility(parseRules(u.caslRules)).can(ACTIONS.EDITAR, row(SUBJECTS.MOBILE_FILIAL, filial))).map((u) => u.email);
  }

  private link(filial: Filial, pagina: string, texto: string) {
    return { url: `${this.publicUrl}${caminhoGerenciador(filial.id, pagina)}`, texto };
  }

  /** Mails the alert (when the e-mails are on) and queues it to the webhooks; true when either went. */
  private async enviar(filial: Filial, alertas: ConfiguracaoAlertas, aviso: Aviso): Promise<boolean> {
    let enviado = false;
    try {
      const { evento, detalhes, ...alerta } = aviso;
      enviado =
        (await this.webhooks.enfileirar(filial.id, evento, {
          resumo: alerta.assunto,
          detalhes: { ...detalhes, paragrafos: alerta.paragrafos },
          link: alerta.link.url,
        })) > 0;
    } catch (error) {
      logger.error({ err: error, filialId: filial.id }, 'falha ao pôr o alerta na fila dos webhooks');
    }
    if (!alertas.alertasEmail) return enviado;
    const para = await this.destinatarios(filial, alertas);
    if (!para.length) {
      logger.warn({ filialId: filial.id }, 'alerta sem destinatários: nenhum administrador ativo nem destinatário configurado');
      return enviado;
    }
    try {
      const { evento: _evento, detalhes: _detalhes, ...alerta } = aviso;
      await this.mailer.send(alertaMail(para, filial, alerta));
      return true;
    } catch (error) {
      logger.error({ err: error, filialId: filial.id }, 'falha ao enviar o alerta por e-mail');
      return enviado;
    }
  }

  /**
   * The condition holds: its episode starts (if it had not), and its alert goes out when `pronto`
   * says it is time, unless it already went out for this episode (an event, such as a new record in
   * erro, goes out again) or another alert of it went out less than an hour ago.
   */
  private async ativar(
    filial: Filial,
    alertas: ConfiguracaoAlertas,
    condicao: string,
    opcoes: { evento?: boolean; pronto?: (desde: Date) => boolean },
    alerta: (desde: Date) => Aviso,
  ): Promise<void> {
    const k = this.db.kysely;
    const agora = this.agora();
    await k
      .insertInto('gerenciador_alerta')
      .values({ filialId: filial.id, condicao, ativo: 0, desde: null, notificado: 0, ultimoEnvio: null })
      .onConflict((oc) => oc.columns(['filialId', 'condicao']).doNothing())
      .execute();
    await k
      .updateTable('gerenciador_alerta')
      .set({ ativo: 1, desde: agora.toISOString(), notificado: 0 })
      .where('filialId', '=', filial.id)
      .where('condicao', '=', condicao)
      .where('ativo', '=', 0)
      .execute();
    const estado = await k
      .selectFrom('gerenciador_alerta')
      .selectAll()
      .where('filialId', '=', filial.id)
      .where('condicao', '=', condicao)
      .executeTakeFirstOrThrow();
    const desde = new Date(estado.desde ?? agora.toISOString());
    if (opcoes.pronto && !opcoes.pronto(desde)) return;
    let claim = k
      .updateTable('gerenciador_alerta')
      .set({ notificado: 1, ultimoEnvio: agora.toISOString() })
      .where('id', '=', estado.id)
      .where('ativo', '=', 1)
      .where((eb) => eb.or([eb('ultimoEnvio', 'is', null), eb('ultimoEnvio', '<=', new Date(agora.getTime() - INTERVALO_ALERTA_MS).toISOString())]));
    if (!opcoes.evento) claim = claim.where('notificado', '=', 0);
    if (!Number((await claim.executeTakeFirst()).numUpdatedRows)) return;
    if (!(await this.enviar(filial, alertas, alerta(desde)))) {
      // Not sent: the claim goes back, so the next check tries again.
      await k.updateTable('gerenciador_alerta').set({ notificado: estado.notificado, ultimoEnvio: estado.ultimoEnvio }).where('id', '=', estado.id).execute();
    }
  }

  /** The condition no longer holds: its episode ends, with a recovery mail when its alert had gone out. */
  private async recuperar(filial: Filial, alertas: ConfiguracaoAlertas, condicao: string, alerta: (desde: Date) => Aviso): Promise<void> {
    const k = this.db.kysely;
    const estado = await k
      .selectFrom('gerenciador_alerta')
      .selectAll()
      .where('filialId', '=', filial.id)
      .where('condicao', '=', condicao)
      .where('ativo', '=', 1)
      .executeTakeFirst();
    if (!estado) return;
    const r = await k
      .updateTable('gerenciador_alerta')
      .set({ ativo: 0, desde: null, notificado: 0 })
      .where('id', '=', estado.id)
      .where('ativo', '=', 1)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) && estado.notificado) await this.enviar(filial, alertas, alerta(new Date(estado.desde ?? this.agora().toISOString())));
  }

  /** Every minute: agents offline too long (or back), and record queues with nothing left in erro. */
  async verificar(): Promise<void> {
    const configuradas = await this.db.kysely
      .selectFrom('mobile_filial as f')
      .select('f.id as filialId')
      .where('f.ativo', '=', 1)
      .where('f.agentTokenHash', 'is not', null)
      .where((eb) =>
        eb.or([
          eb.exists(
            eb.selectFrom('mobile_filial_configuracao as c').select('c.filialId').whereRef('c.filialId', '=', 'f.id').where('c.tipo', '=', TIPO_BASICA),
          ),
          eb.exists(
            eb
              .selectFrom('webhook_alerta as w')
              .select('w.id')
              .where('w.ativo', '=', 1)
              .where((w) =>
                w.or([w('w.filialId', '=', w.ref('f.id')), w.and([w('w.filialId', 'is', null), w('w.contratanteId', '=', w.ref('f.contratanteId'))])]),
              ),
          ),
        ]),
      )
      .orderBy('f.id')
      .execute();
    for (const { filialId } of configuradas) {
      try {
        await this.verificarFilial(filialId);
      } catch (error) {
        logger.error({ err: error, filialId }, 'falha ao verificar os alertas da filial');
      }
    }
  }

  private async verificarFilial(filialId: number): Promise<void> {
    const alertas = await this.ligados(filialId);
    const filial = alertas && (await this.filial(filialId));
    if (!alertas || !filial) return;
    const limiteMs = Number(alertas.alertaOfflineMinutos) * MINUTO_MS;
    if (await this.conectado(filialId)) {
      await this.recuperar(filial, alertas, OFFLINE, (desde) => ({
        evento: EVENTOS_WEBHOOK.gerenciadorReconectado,
        detalhes: { desconectadoDesde: desde.toISOString(), minutosDesconectado: minutos(this.agora().getTime() - desde.getTime()) },
        assunto: 'gerenciador conectado novamente',
        paragrafos: [
          `O gerenciador da filial ${filial.nome} (${filial.identificadorApp}) voltou a se conectar ao servidor em ${formatarDataHora(this.agora().toISOString())}, depois de ficar desconectado por cerca de ${minutos(this.agora().getTime() - desde.getTime())} minuto(s).`,
        ],
        link: this.link(filial, PAGINAS_GERENCIADOR.situacao, 'Ver a situação do gerenciador'),
      }));
    } else {
      await this.ativar(filial, alertas, OFFLINE, { pronto: (desde) => this.agora().getTime() - desde.getTime() >= limiteMs }, (desde) => ({
        evento: EVENTOS_WEBHOOK.gerenciadorDesconectado,
        detalhes: { desconectadoDesde: desde.toISOString(), minutosDesconectado: minutos(this.agora().getTime() - desde.getTime()) },
        assunto: 'gerenciador desconectado',
        paragrafos: [
          `O gerenciador da filial ${filial.nome} (${filial.identificadorApp}) está desconectado do servidor desde ${formatarDataHora(desde.toISOString())}, há cerca de ${minutos(this.agora().getTime() - desde.getTime())} minuto(s).`,
          'Enquanto ele estiver desconectado, os dados do ERP não chegam aos aparelhos e os pedidos dos vendedores não são gravados no ERP (eles ficam guardados e serão gravados quando ele voltar).',
          'Confira se o computador da filial está ligado e com acesso à internet, e se o gerenciador está em execução.',
        ],
        link: this.link(filial, PAGINAS_GERENCIADOR.situacao, 'Ver a situação do gerenciador'),
      }));
    }
    for (const tipo of TIPOS_REGISTRO_APP) {
      if (!(await this.comErro(filialId, tipo)))
        await this.recuperar(filial, alertas, registrosDe(tipo), () => ({
          evento: EVENTOS_WEBHOOK.registroErroResolvido,
          detalhes: { tipoRegistro: tipo },
          assunto: `nenhum registro de ${ROTULOS_REGISTRO[tipo]} com erro`,
          paragrafos: [
            `Não há mais ${ROTULOS_REGISTRO[tipo]} do aplicativo com erro na gravação no ERP da filial ${filial.nome}: eles foram gravados, reenviados ou descartados.`,
          ],
          link: this.link(filial, PAGINAS_GERENCIADOR.registros, 'Ver os registros do aplicativo'),
        }));
    }
  }

  private async comErro(filialId: number, tipo: TipoRegistroApp): Promise<number> {
    const { n } = await this.db.kysely
      .selectFrom('mobile_registro')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('filialId', '=', filialId)
      .where('tipo', '=', tipo)
      .where('situacao', '=', 'erro')
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** A run of `tipo` ended: failures in a row up to the threshold alert; a good run recovers. */
  async aposExecucao(filialId: number, tipo: string, resultado: ResultadoExecucao): Promise<void> {
    if (resultado !== 'falha' && resultado !== 'sucesso' && resultado !== 'remocoesRetidas') return;
    const alertas = await this.ligados(filialId);
    const filial = alertas && (await this.filial(filialId));
    const def = TIPOS_DADOS_POR_TIPO[tipo];
    if (!alertas || !filial || !def) return;
    const link = this.link(filial, def.rota, `Abrir a página ${def.titulo} do gerenciador`);
    if (resultado !== 'falha') {
      return this.recuperar(filial, alertas, falhasDe(tipo), () => ({
        evento: EVENTOS_WEBHOOK.sincronizacaoNormalizada,
        detalhes: { tipo },
        assunto: `${def.titulo} voltou a sincronizar`,
        paragrafos: [
          `A sincronização de ${def.titulo} da filial ${filial.nome} voltou a terminar sem erro em ${formatarDataHora(this.agora().toISOString())}.`,
        ],
        link,
      }));
    }
    const limiar = Number(alertas.alertaFalhasSeguidas);
    const seguidas = await this.historico.falhasSeguidas(filialId, tipo, limiar);
    if (seguidas < limiar) return;
    const ultima = (await this.historico.listar(filialId, { tipo, limite: 1 })).execucoes[0];
    await this.ativar(filial, alertas, falhasDe(tipo), {}, () => ({
      evento: EVENTOS_WEBHOOK.sincronizacaoFalhando,
      detalhes: { tipo, falhasSeguidas: seguidas, ultimaMensagem: ultima?.msg ?? null },
      assunto: `${def.titulo}: ${seguidas} sincronizações seguidas com falha`,
      paragrafos: [
        `As últimas ${seguidas} sincronizações de ${def.titulo} da filial ${filial.nome} terminaram com falha; os aparelhos não estão recebendo as alterações desse cadastro.`,
        ...(ultima?.msg ? [`Última mensagem: ${ultima.msg}`] : []),
        'Abra a página do tipo no gerenciador para ver o histórico de execuções e os registros que falharam.',
      ],
      link,
    }));
  }

  /**
   * The agent found the ERP's structure changed under a type's configuration (a column dropped,
   * renamed or retyped): an alert, once for the episode; a recovery mail when it no longer holds.
   */
  async estruturaMudou(filialId: number, tipo: string, divergencias: DivergenciaEstrutura[]): Promise<void> {
    const alertas = await this.ligados(filialId);
    const filial = alertas && (await this.filial(filialId));
    const def = TIPOS_DADOS_POR_TIPO[tipo];
    if (!alertas || !filial || !def) return;
    const link = this.link(filial, def.rota, `Abrir a página ${def.titulo} do gerenciador`);
    if (!divergencias.length) {
      return this.recuperar(filial, alertas, estruturaDe(tipo), () => ({
        evento: EVENTOS_WEBHOOK.estruturaNormalizada,
        detalhes: { tipo },
        assunto: `${def.titulo}: configuração de acordo com o ERP de novo`,
        paragrafos: [
          `A configuração de ${def.titulo} da filial ${filial.nome} voltou a corresponder à estrutura do ERP; a sincronização e a gravação desse tipo seguem normalmente.`,
        ],
        link,
      }));
    }
    await this.ativar(filial, alertas, estruturaDe(tipo), {}, () => ({
      evento: EVENTOS_WEBHOOK.estruturaMudou,
      detalhes: { tipo, divergencias: divergencias.slice(0, 50) },
      assunto: `${def.titulo}: a estrutura do ERP mudou`,
      paragrafos: [
        `O gerenciador da filial ${filial.nome} encontrou mudanças no banco do ERP que a configuração de ${def.titulo} usa:`,
        ...divergencias.slice(0, 20).map((d) => d.motivo),
        def.direcao === 'erpParaNuvem'
          ? 'A sincronização desse tipo está parada, sem remover nada dos aparelhos, até a configuração ser corrigida.'
          : 'Os registros do aplicativo desse tipo esperam na fila, sem perda, até a configuração ser corrigida.',
        'Abra a página, use Sugerir configuração para ver uma configuração de acordo com o ERP atual, revise e salve.',
      ],
      link,
    }));
  }

  /** A phone record went to erro: an alert, at most one an hour for its type. */
  async registroComErro(filialId: number, registroId: number): Promise<void> {
    const alertas = await this.ligados(filialId);
    if (!alertas?.alertaRegistroErro) return;
    const filial = await this.filial(filialId);
    const registro = await this.db.kysely
      .selectFrom('mobile_registro')
      .select(['tipo', 'uuid', 'erro'])
      .where('filialId', '=', filialId)
      .where('id', '=', registroId)
      .executeTakeFirst();
    if (!filial || !registro || !(registro.tipo in REGISTROS_APP)) return;
    const tipo = registro.tipo as TipoRegistroApp;
    const quantidade = await this.comErro(filialId, tipo);
    await this.ativar(filial, alertas, registrosDe(tipo), { evento: true }, () => ({
      evento: EVENTOS_WEBHOOK.registroErro,
      detalhes: { tipoRegistro: tipo, quantidade, uuid: registro.uuid, erro: registro.erro },
      assunto: `${ROTULOS_REGISTRO[tipo]} com erro na gravação no ERP`,
      paragrafos: [
        `${quantidade} registro(s) de ${ROTULOS_REGISTRO[tipo]} enviados pelos aparelhos da filial ${filial.nome} não puderam ser gravados no ERP e estão com erro.`,
        `O mais recente (${registro.uuid}): ${registro.erro ?? 'sem mensagem'}`,
        'Depois de corrigir a causa (o insert, a conexão ou o cadastro no ERP), reenvie-os na fila de registros do aplicativo; eles não são perdidos.',
      ],
      link: this.link(filial, PAGINAS_GERENCIADOR.registros, 'Abrir a fila de registros do aplicativo'),
    }));
  }
}

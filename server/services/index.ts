import { EVENTOS_WEBHOOK } from '../../common/api/webhook';
import { COMANDOS } from '../../common/protocolo';
import { SecretBox } from '../auth/secretBox';
import { createThrottles, type Throttles } from '../auth/throttles';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { MemoriaInvalidada } from '../db/memoriaInvalidada';
import { AtualizacaoAgenteService } from './atualizacaoAgente';
import { AuditoriaService } from './auditoria';
import { AuthService } from './auth';
import { CidadesService } from './cidades';
import { ConfiguracoesService } from './configuracoes';
import { ContratantesService } from './contratantes';
import { DatabasesService } from './databases';
import { DispositivosService } from './dispositivos';
import { FiliaisService } from './filiais';
import { GerenciadorService, VERSAO_SERVIDOR } from './gerenciador';
import { SincronizacaoService } from '../sincronizacao/sincronizacao';
import type { GerenciadorChannel } from './gerenciadorChannel';
import type { GerenciadorConexoesService } from './gerenciadorConexoes';
import { AlertasService } from './alertas';
import { Avisos } from './avisos';
import { GerenciadorStatusService } from './gerenciadorStatus';
import { FrotaService } from './frota';
import { HistoricoSincronizacaoService, type OuvinteFim } from '../sincronizacao/historicoSincronizacao';
import { LookupsService } from './lookups';
import { MobileDadosService } from '../sincronizacao/mobileDados';
import { RegistrosAppService } from '../gravacao/registrosApp';
import { FilaRegistrosAppService } from '../gravacao/fila';
import { MobileVendedorSenhasService } from './mobileVendedorSenhas';
import { ObservabilityService } from './observability';
import { createMailer } from '../mail/mailer';
import { DesbloqueioAcessoService } from './desbloqueioAcesso';
import { EnderecosConhecidosService } from './enderecosConhecidos';
import { RecuperacaoService } from './recuperacao';
import { SenhasService } from './senhas';
import { UsuariosService } from './usuarios';
import { WorkbenchService } from './workbench';
import { AmostraInsertService } from './amostraInsert';
import { DivergenciasService } from './divergencias';
import { WebhooksService } from './webhooks';

export interface Services {
  throttles: Throttles;
  auditoria: AuditoriaService;
  atualizacaoAgente: AtualizacaoAgenteService;
  auth: AuthService;
  senhas: SenhasService;
  recuperacao: RecuperacaoService;
  usuarios: UsuariosService;
  contratantes: ContratantesService;
  filiais: FiliaisService;
  dispositivos: DispositivosService;
  databases: DatabasesService;
  cidades: CidadesService;
  lookups: LookupsService;
  gerenciadorStatus: GerenciadorStatusService;
  frota: FrotaService;
  mobileDados: MobileDadosService;
  registrosApp: RegistrosAppService;
  mobileVendedorSenhas: MobileVendedorSenhasService;
  configuracoes: ConfiguracoesService;
  sincronizacao: SincronizacaoService;
  gerenciador: GerenciadorService;
  gerenciadorConexoes: GerenciadorConexoesService;
  workbench: WorkbenchService;
  historicoSincronizacao: HistoricoSincronizacaoService;
  alertas: AlertasService;
  /** Webhook alerts: configuration, the delivery queue, and `enfileirar` for any event of a branch. */
  webhooks: WebhooksService;
  divergencias: DivergenciasService;
  /** The manager's page of the phone records: the queue, the counts, re-send and discard. */
  filaRegistrosApp: FilaRegistrosAppService;
  enderecosConhecidos: EnderecosConhecidosService;
  desbloqueioAcesso: DesbloqueioAcessoService;
  /** What runs apart from the requests that start it (alert e-mails). */
  avisos: Avisos;
  observability: ObservabilityService;
  /** What phone calls check before their work (device, configurations, sellers), kept while the database says it did not change. */
  memoriaAparelhos: MemoriaInvalidada<object>;
}

/** What tests may replace: the clock the run history and the alerts read (alerts are at most one an hour). */
export interface OpcoesServicos {
  agora?: () => Date;
  /** Also told when a run ends, after the alerts (the metrics of app.ts). */
  aoTerminarExecucao?: OuvinteFim;
}

/**
 * Builds every service once, each given at construction what it calls and whom it tells (the
 * agents through `canal`, the alerts through `avisos`). `gerenciadorConexoes` is the hub's own.
 */
export function createServices(
  db: Db,
  config: Config,
  canal: GerenciadorChannel,
  gerenciadorConexoes: GerenciadorConexoesService,
  opcoes: OpcoesServicos = {},
): Services {
  const throttles = createThrottles(db);
  const agora = opcoes.agora ?? (() => new Date());
  const mailer = createMailer(config);
  // The agent's reports are answered at once; the e-mails and the webhooks go out apart.
  const avisos = new Avisos();
  const enderecosConhecidos = new EnderecosConhecidosService(db, agora);
  const desbloqueioAcesso = new DesbloqueioAcessoService(db, config, mailer, throttles.login, throttles.unlockMail, enderecosConhecidos);
  const auth = new AuthService(db, config, throttles, enderecosConhecidos, desbloqueioAcesso);
  const cidades = new CidadesService(db);
  const auditoria = new AuditoriaService(db);
  const filiais = new FiliaisService(db, auditoria);
  const box = new SecretBox(config.appSecret);
  const mobileDados = new MobileDadosService(db);
  // A record in erro reaches the alerts (`alertas`, built below, is there by the time an agent reports one).
  const registrosApp = new RegistrosAppService(db, canal, (filialId, registroId, gravado) =>
    avisos.disparar('falha no alerta de registro com erro', { filialId }, async () => {
      await gravado;
      await alertas.registroComErro(filialId, registroId);
    }),
  );
  const workbench = new WorkbenchService(canal, filiais, new AmostraInsertService(registrosApp, mobileDados));
  const configuracoes = new ConfiguracoesService(db, filiais, box, auditoria, (filialId, tipo, configuracao) =>
    workbench.conferirInsert(filialId, tipo, configuracao),
  );
  // A run's end: the alerts count failures in a row (`alertas`, built below, is there by the time a run ends).
  const historicoSincronizacao = new HistoricoSincronizacaoService(db, agora, (filialId, tipo, resultado, gravado) => {
    avisos.disparar('falha no alerta de fim de execução', { filialId, tipo }, async () => {
      await gravado;
      await alertas.aposExecucao(filialId, tipo, resultado);
    });
    opcoes.aoTerminarExecucao?.(filialId, tipo, resultado, gravado);
  });
  const sincronizacao = new SincronizacaoService(db, historicoSincronizacao);
  const senhas = new SenhasService(db, config, auth, throttles.login);
  const webhooks = new WebhooksService(
    db,
    filiais,
    box,
    auditoria,
    { publicUrl: config.publicUrl, redeInterna: config.webhookRedeInterna, timeoutMs: config.webhookTimeoutMs },
    (trabalho) => avisos.disparar('falha na fila de webhooks', {}, trabalho),
    agora,
  );
  const alertas = new AlertasService(
    db,
    mailer,
    config.publicUrl,
    configuracoes,
    historicoSincronizacao,
    webhooks,
    async (filialId) => (await canal.info(filialId)).conectado,
    agora,
  );
  const divergencias = new DivergenciasService(
    db,
    (filialId, tipo, lista) =>
      avisos.disparar('falha no alerta de mudança na estrutura do ERP', { filialId, tipo }, () => alertas.estruturaMudou(filialId, tipo, lista)),
    agora,
  );
  const atualizacaoAgente = new AtualizacaoAgenteService(
    db,
    filiais,
    { oferecer: (filialId, oferta) => canal.notify(filialId, COMANDOS.atualizar, oferta), conectadas: (ids) => gerenciadorConexoes.presencasVivas(ids) },
    undefined,
    agora,
    // An update done or rolled back reaches the branch's webhooks (a refusal is on its page only).
    async (filialId, r) => {
      if (r.resultado !== 'atualizado' && r.resultado !== 'revertido') return;
      const evento = r.resultado === 'atualizado' ? EVENTOS_WEBHOOK.agenteAtualizado : EVENTOS_WEBHOOK.agenteRevertido;
      const resumo =
        r.resultado === 'atualizado'
          ? `gerenciador atualizado para a versão ${r.versao}`
          : `gerenciador voltou da versão ${r.versao} para a ${r.versaoAnterior ?? 'anterior'}`;
      avisos.disparar('falha no webhook da atualização do gerenciador', { filialId }, async () => {
        await webhooks.enfileirar(filialId, evento, { resumo, detalhes: { versao: r.versao, versaoAnterior: r.versaoAnterior, motivo: r.motivo } });
      });
    },
  );
  const gerenciadorStatus = new GerenciadorStatusService(db, filiais, gerenciadorConexoes, divergencias);

  return {
    // Devices, branches' configurations and sellers: room for every device of a few thousand branches.
    memoriaAparelhos: new MemoriaInvalidada<object>(db.mudancasMobile, 100_000),
    throttles,
    auditoria,
    atualizacaoAgente,
    auth,
    senhas,
    recuperacao: new RecuperacaoService(db, config, auth, senhas, mailer, throttles.recovery),
    usuarios: new UsuariosService(db, auditoria),
    contratantes: new ContratantesService(db, auditoria),
    filiais,
    dispositivos: new DispositivosService(db, auditoria),
    databases: new DatabasesService(db, box, auditoria),
    configuracoes,
    sincronizacao,
    divergencias,
    gerenciador: new GerenciadorService(db, canal, gerenciadorConexoes, filiais, configuracoes, sincronizacao, registrosApp, auditoria, divergencias),
    gerenciadorConexoes,
    workbench,
    historicoSincronizacao,
    alertas,
    webhooks,
    avisos,
    observability: new ObservabilityService(db),
    filaRegistrosApp: new FilaRegistrosAppService(db, filiais, registrosApp, auditoria, divergencias),
    enderecosConhecidos,
    desbloqueioAcesso,
    cidades,
    lookups: new LookupsService(cidades, config.lookupTimeoutMs, config.cepLookupUrl, config.cnpjLookupUrl),
    gerenciadorStatus,
    frota: new FrotaService(db, gerenciadorStatus, divergencias, VERSAO_SERVIDOR, agora, atualizacaoAgente),
    mobileDados,
    registrosApp,
    mobileVendedorSenhas: new MobileVendedorSenhasService(db),
  };
}

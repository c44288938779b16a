import type { Generated, GeneratedAlways } from 'kysely';
import type { EventoWebhook, OrigemWebhook, SituacaoEntrega } from '../../common/api/webhook';
import type { SituacaoRegistroApp } from '../../common/catalogo';

/** Booleans are stored as 0/1 and dates as ISO-8601 text, the same on SQLite and PostgreSQL. */
export type Flag = number;
export type IsoDate = string;

export interface EstadoTable {
  id: number;
  nome: string;
  sigla: string;
  regiao: string;
}
export interface CidadeTable {
  id: number;
  nome: string;
  nomeBusca: string;
  estadoId: number;
}

export interface ContratanteTable {
  id: Generated<number>;
  tipoEmpresa: string;
  email: string | null;
  nome: string;
  fantasia: string | null;
  docFederal: string;
  docEstadual: string | null;
  telefone: string | null;
  ativo: Flag;
  endereco: string | null;
  numero: string | null;
  complemento: string | null;
  cep: string | null;
  bairro: string | null;
  cidadeId: number | null;
  maxDipositivos: number;
  maxFiliais: number;
  createdAt: IsoDate;
  updatedAt: IsoDate;
  /** Generated (migration 0030; on SQLite in steps, 0038): the name and the search box's fields normalised, for the lists. */
  nomeNormalizado: GeneratedAlways<string>;
  busca: GeneratedAlways<string>;
}

export interface UsuarioTable {
  id: Generated<number>;
  nome: string;
  email: string;
  telefone: string | null;
  ativo: Flag;
  ultimaAtividade: IsoDate | null;
  passwordHash: string;
  /** Bumped on every password change: tokens issued before it stop working. */
  sessaoVersao: number;
  contratanteId: number | null;
  caslRules: string;
  createdAt: IsoDate;
  updatedAt: IsoDate;
  /** Generated (migration 0030; on SQLite in steps, 0038): the name and the search box's fields normalised, for the lists. */
  nomeNormalizado: GeneratedAlways<string>;
  busca: GeneratedAlways<string>;
}

export interface MobileFilialTable {
  id: Generated<number>;
  contratanteId: number;
  filialUuid: string;
  identificadorApp: string;
  numeroDispositivos: number;
  nome: string;
  tipoDocFederal: string;
  fantasia: string | null;
  docFederal: string | null;
  docEstadual: string | null;
  telefone: string | null;
  email: string | null;
  cep: string | null;
  cidadeId: number | null;
  endereco: string | null;
  numero: string | null;
  bairro: string | null;
  complemento: string | null;
  ativo: Flag;
  agentTokenHash: string | null;
  /** The agent's last message to any instance (its heartbeat included). */
  ultimoContatoGerenciador: IsoDate | null;
  /** The version the agent last reported (migration 0046), kept after it disconnects; with its sortable number (common/versao). */
  versaoGerenciador: string | null;
  versaoGerenciadorOrdem: number | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
  /** Generated (migration 0030; on SQLite in steps, 0038): the name and the search box's fields normalised, for the lists. */
  nomeNormalizado: GeneratedAlways<string>;
  busca: GeneratedAlways<string>;
}

export interface MobileDispositivoTable {
  id: Generated<number>;
  uuid: string;
  dispositivo: string | null;
  plataforma: string | null;
  versaoApp: string | null;
  dataAtivacao: IsoDate | null;
  dataUltimoAcesso: IsoDate | null;
  ativo: Flag;
  bloqueado: Flag;
  whitelisted: Flag;
  tokenHash: string | null;
  filialId: number;
  apelido: string | null;
  email: string | null;
  telefone: string | null;
  /** When a seller first logged in on the current activation; before it the device gets no branch data. */
  vendedorLogadoEm: IsoDate | null;
}

export interface MobileFilialDatabaseTable {
  id: Generated<number>;
  /** JSON text {database, host, porta, usuario, senha}; senha encrypted at rest. */
  configuracao: string;
  ativa: Flag;
  filialId: number;
}

export interface MobileFilialConfiguracaoTable {
  id: Generated<number>;
  tipo: string;
  dados: string;
  mapeamento: string;
  ativa: Flag;
  filialId: number;
  updatedAt: IsoDate;
}

export interface UsuarioTokenTable {
  id: Generated<number>;
  usuarioId: number;
  tokenHash: string;
  acao: string;
  expiraEm: IsoDate;
  usadoEm: IsoDate | null;
  createdAt: IsoDate;
}

export interface UsuarioEnderecoConhecidoTable {
  usuarioId: number;
  endereco: string;
  ultimoLogin: IsoDate;
}

export interface MobileRegistroTable {
  id: Generated<number>;
  filialId: number;
  dispositivoId: number | null;
  /** cliente, pedido or ordemServico */
  tipo: string;
  uuid: string;
  dados: string;
  situacao: SituacaoRegistroApp;
  chaveErp: string | null;
  /** The Portuguese message of the last failure. */
  erro: string | null;
  /** Its kind: an ERP error kind (common/erpErrors) or revisao, configuracao, valor, clienteApp. */
  erroTipo: string | null;
  /** The engine's own text of the failure. */
  erroDetalhe: string | null;
  /** Transient failures met (connection, timeout, lock) since it was last pending. */
  tentativas: Generated<number>;
  /** When an operator last re-sent it (releases a write held for review). */
  reenviadoEm: IsoDate | null;
  createdAt: IsoDate;
  updatedAt: IsoDate;
  /** The seller (usuarioIdentificador of the synced users) who posted it. */
  usuarioIdentificador: string | null;
}

/** One change of state of a phone record, and who or what caused it. */
export interface MobileRegistroHistoricoTable {
  id: Generated<number>;
  registroId: number;
  situacao: string;
  mensagem: string | null;
  detalhe: string | null;
  /** agente, aplicativo, operador or configuracao */
  origem: string;
  usuarioId: number | null;
  createdAt: IsoDate;
}

/** A password a seller created on the phone (criadaApp); null after an administrator cleared it. */
export interface MobileVendedorSenhaTable {
  id: Generated<number>;
  filialId: number;
  usuarioIdentificador: string;
  senhaHash: string | null;
  versao: number;
  updatedAt: IsoDate;
}

/** A normalised uniqueness key of a customer: origem 'erp' (synced identificador) or 'app' (posted uuid). */
export interface MobileClienteChaveTable {
  id: Generated<number>;
  filialId: number;
  campo: string;
  valor: string;
  origem: string;
  referencia: string;
}

export interface SyncExecucaoTable {
  id: Generated<number>;
  filialId: number;
  tipo: string;
  dtInicio: IsoDate | null;
  dtFim: IsoDate | null;
  executando: Flag;
  sucesso: Flag;
  cancelada: Flag;
  erro: string | null;
  updatedAt: IsoDate;
  itemsCount: number;
  itensSincronizadosCount: number;
  envioCompleto: Flag;
  reenviarTodos: Flag;
  /** Bumped when the server's data of the type is cleared: the agent then resends everything. */
  geracao: number;
  /** The run's Portuguese message (erro keeps the detail). */
  msg: string | null;
  /** Started again by itself after an interruption. */
  retomada: Generated<Flag>;
  /** Removals the safety valve holds until confirmed on the data page. */
  remocoesRetidas: Generated<number>;
  /** The next automatic run the agent programmed (null: none, or one is running). */
  proximaExecucao: Generated<IsoDate | null>;
}

/** One sync run of a type (docs/guia-integrador.md §7, Histórico de execuções), kept 30 days. */
export interface SyncHistoricoTable {
  id: Generated<number>;
  filialId: number;
  tipo: string;
  dtInicio: IsoDate;
  dtFim: IsoDate | null;
  modo: string;
  lidos: number;
  enviados: number;
  removidos: number;
  resultado: string;
  retomada: Flag;
  msg: string | null;
  erro: string | null;
  falhas: number;
}

export interface SyncHistoricoFalhaTable {
  id: Generated<number>;
  execucaoId: number;
  identificador: string | null;
  motivo: string;
}

/** One e-mail alert condition of a branch (docs/guia-integrador.md §9). */
export interface GerenciadorAlertaTable {
  id: Generated<number>;
  filialId: number;
  condicao: string;
  ativo: Flag;
  desde: IsoDate | null;
  notificado: Flag;
  ultimoEnvio: IsoDate | null;
}

/** A contratante's or a branch's webhook (docs/operacao.md, Alertas por webhook); chave is `contratante:<id>` or `filial:<id>`, segredo sealed. */
export interface WebhookAlertaTable {
  id: Generated<number>;
  chave: string;
  contratanteId: number;
  filialId: number | null;
  url: string;
  segredo: string;
  ativo: Flag;
  criadoEm: IsoDate;
  atualizadoEm: IsoDate;
}

/** One event to one webhook, queued until a 2xx or the last attempt (corpo: the JSON signed and sent). */
export interface WebhookEntregaTable {
  id: Generated<number>;
  webhookId: number;
  contratanteId: number;
  filialId: number | null;
  origem: OrigemWebhook;
  evento: EventoWebhook;
  resumo: string;
  corpo: string;
  situacao: SituacaoEntrega;
  tentativas: number;
  proximaTentativa: IsoDate | null;
  reservadoAte: IsoDate | null;
  criadoEm: IsoDate;
  entregueEm: IsoDate | null;
}

/** One attempt of a delivery: the receiver's status, or why none came. */
export interface WebhookTentativaTable {
  id: Generated<number>;
  entregaId: number;
  numero: number;
  em: IsoDate;
  statusHttp: number | null;
  erro: string | null;
  duracaoMs: number;
}

/** A change of the ERP's structure under a branch's configuration of one type (divergencias: JSON text). */
export interface GerenciadorDivergenciaTable {
  filialId: number;
  tipo: string;
  divergencias: string;
  desde: IsoDate;
  atualizadoEm: IsoDate;
}

/** One audit entry (docs/produto.md §2); antes/depois are JSON text of the changed fields only. */
export interface AuditoriaTable {
  id: Generated<number>;
  quando: IsoDate;
  usuarioId: number | null;
  usuarioNome: string | null;
  usuarioEmail: string | null;
  endereco: string | null;
  acao: string;
  entidade: string;
  entidadeId: string | null;
  entidadeNome: string | null;
  contratanteId: number | null;
  antes: string | null;
  depois: string | null;
}

export interface MobileDadoTable {
  id: Generated<number>;
  filialId: number;
  tipo: string;
  identificador: string;
  dados: string;
  hash: string;
  removido: Flag;
  sequencia: number;
  updatedAt: IsoDate;
}

/** A rollout of the agent's self-update (migration 0065): a contratante's, or everyone's (contratanteId 0). */
export interface AgenteRolloutTable {
  contratanteId: number;
  versao: string;
  percentual: number;
  atualizadoEm: IsoDate;
}

/** A branch's self-update (migration 0065): its pin, its agent's platform and its last attempt. */
export interface AgenteAtualizacaoTable {
  filialId: number;
  versaoFixada: string | null;
  plataforma: string | null;
  ultimaVersao: string | null;
  ultimoResultado: string | null;
  ultimoMotivo: string | null;
  ultimaEm: IsoDate | null;
}

export interface Database {
  agente_rollout: AgenteRolloutTable;
  agente_atualizacao: AgenteAtualizacaoTable;
  sync_execucao: SyncExecucaoTable;
  sync_historico: SyncHistoricoTable;
  sync_historico_falha: SyncHistoricoFalhaTable;
  gerenciador_alerta: GerenciadorAlertaTable;
  gerenciador_divergencia: GerenciadorDivergenciaTable;
  webhook_alerta: WebhookAlertaTable;
  webhook_entrega: WebhookEntregaTable;
  webhook_tentativa: WebhookTentativaTable;
  auditoria: AuditoriaTable;
  mobile_dado: MobileDadoTable;
  mobile_dado_contador: { filialId: number; sequencia: number };
  gerenciador_presenca: { filialId: number; instancia: string; versao: string | null; hostname: string | null; ultimoContato: string };
  mobile_registro: MobileRegistroTable;
  mobile_registro_historico: MobileRegistroHistoricoTable;
  mobile_vendedor_senha: MobileVendedorSenhaTable;
  mobile_cliente_chave: MobileClienteChaveTable;
  estado: EstadoTable;
  cidade: CidadeTable;
  contratante: ContratanteTable;
  usuario: UsuarioTable;
  mobile_filial: MobileFilialTable;
  mobile_dispositivo: MobileDispositivoTable;
  mobile_filial_database: MobileFilialDatabaseTable;
  mobile_filial_configuracao: MobileFilialConfiguracaoTable;
  usuario_token: UsuarioTokenTable;
  usuario_endereco_conhecido: UsuarioEnderecoConhecidoTable;
}

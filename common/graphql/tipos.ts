// Gerado por `npm run codegen` a partir do schema (codegen.ts): não edite.
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * An event's name (common/api/webhook.ts EVENTOS_WEBHOOK), such as gerenciador.desconectado: a string, because
   * an enum's values cannot have dots. Its TypeScript type is that list's (codegen.ts).
   */
  EventoWebhook: { input: 'gerenciador.desconectado' | 'gerenciador.reconectado' | 'sincronizacao.falhando' | 'sincronizacao.normalizada' | 'registro.erro' | 'registro.erroResolvido' | 'estrutura.mudou' | 'estrutura.normalizada' | 'agente.atualizado' | 'agente.revertido' | 'webhook.teste'; output: 'gerenciador.desconectado' | 'gerenciador.reconectado' | 'sincronizacao.falhando' | 'sincronizacao.normalizada' | 'registro.erro' | 'registro.erroResolvido' | 'estrutura.mudou' | 'estrutura.normalizada' | 'agente.atualizado' | 'agente.revertido' | 'webhook.teste'; }
};

/** A rollout: the version offered to a share of a contratante's branches, or of everyone's (contratanteId null). */
export type AgenteRollout = {
  __typename?: 'AgenteRollout';
  atualizadoEm: Scalars['String']['output'];
  contratanteId?: Maybe<Scalars['Int']['output']>;
  contratanteNome?: Maybe<Scalars['String']['output']>;
  percentual: Scalars['Int']['output'];
  versao: Scalars['String']['output'];
};

/** A version the server can offer (built by npm run build:agent and archived under AGENT_DIST_DIR/versoes). */
export type AgenteVersaoDisponivel = {
  __typename?: 'AgenteVersaoDisponivel';
  /** Every platform signed: only then can it be a target. */
  assinada: Scalars['Boolean']['output'];
  /** SHA-256 of the public key that signed it (hex); null for an unsigned build. */
  chave?: Maybe<Scalars['String']['output']>;
  geradoEm: Scalars['String']['output'];
  plataformas: Array<AgenteVersaoPlataforma>;
  versao: Scalars['String']['output'];
};

/** An executable of a version, as the agent checks it: SHA-256 and ed25519 signature (base64; null when unsigned). */
export type AgenteVersaoPlataforma = {
  __typename?: 'AgenteVersaoPlataforma';
  assinatura?: Maybe<Scalars['String']['output']>;
  plataforma: Scalars['String']['output'];
  sha256: Scalars['String']['output'];
  tamanho: Scalars['Int']['output'];
};

/** Another table that could hold the type, with why and how sure. */
export type AlternativaTabela = {
  __typename?: 'AlternativaTabela';
  confianca: Scalars['Float']['output'];
  motivo: Scalars['String']['output'];
  tabela: Scalars['String']['output'];
};

/** A file for the browser to save: its name and its text (CSV: UTF-8 with BOM, ; between cells). */
export type ArquivoTexto = {
  __typename?: 'ArquivoTexto';
  conteudo: Scalars['String']['output'];
  nome: Scalars['String']['output'];
};

/** The last update attempt of a branch's agent (filled by the agents' self-update). */
export type AtualizacaoGerenciador = {
  __typename?: 'AtualizacaoGerenciador';
  motivo?: Maybe<Scalars['String']['output']>;
  quando: Scalars['String']['output'];
  resultado: Scalars['String']['output'];
  versao?: Maybe<Scalars['String']['output']>;
};

/** One change made through the back-office or the manager area (docs/produto.md §2). */
export type Auditoria = {
  __typename?: 'Auditoria';
  /** criar, alterar, remover, inativar, ativar, bloquear, configuracaoSalva, sincronizacaoIniciada, … (common/auditoria). */
  acao: Scalars['String']['output'];
  /** JSON text of the changed fields before and after; never a password or token. */
  antes?: Maybe<Scalars['String']['output']>;
  contratanteId?: Maybe<Scalars['Int']['output']>;
  depois?: Maybe<Scalars['String']['output']>;
  /** The client address the request came from. */
  endereco?: Maybe<Scalars['String']['output']>;
  /** contratante, usuario, filial, dispositivo, database. */
  entidade: Scalars['String']['output'];
  entidadeId?: Maybe<Scalars['String']['output']>;
  entidadeNome?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** When (ISO 8601). */
  quando: Scalars['String']['output'];
  usuarioEmail?: Maybe<Scalars['String']['output']>;
  usuarioId?: Maybe<Scalars['Int']['output']>;
  /** The author's name and e-mail as they were at the time. */
  usuarioNome?: Maybe<Scalars['String']['output']>;
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  acao?: Maybe<Scalars['String']['output']>;
  token: Scalars['String']['output'];
  usuario: UsuarioLogado;
};

/** Address by postal code (ViaCEP format) with the matching IBGE city. */
export type Cep = {
  __typename?: 'Cep';
  bairro?: Maybe<Scalars['String']['output']>;
  cep: Scalars['String']['output'];
  cidade?: Maybe<Cidade>;
  complemento?: Maybe<Scalars['String']['output']>;
  gia?: Maybe<Scalars['String']['output']>;
  ibge?: Maybe<Scalars['String']['output']>;
  localidade?: Maybe<Scalars['String']['output']>;
  logradouro?: Maybe<Scalars['String']['output']>;
  uf?: Maybe<Scalars['String']['output']>;
  unidade?: Maybe<Scalars['String']['output']>;
};

export type Cidade = {
  __typename?: 'Cidade';
  estado: Estado;
  estadoId: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  nome: Scalars['String']['output'];
};

/** Branches in each state (registrosErroTotal: the records in erro themselves). */
export type ContadoresFrota = {
  __typename?: 'ContadoresFrota';
  conectados: Scalars['Int']['output'];
  desatualizado: Scalars['Int']['output'];
  estrutura: Scalars['Int']['output'];
  execucoesFalha: Scalars['Int']['output'];
  filiais: Scalars['Int']['output'];
  offline: Scalars['Int']['output'];
  registrosErro: Scalars['Int']['output'];
  registrosErroTotal: Scalars['Int']['output'];
};

export type Contratante = {
  __typename?: 'Contratante';
  ativo: Scalars['Boolean']['output'];
  bairro?: Maybe<Scalars['String']['output']>;
  cep?: Maybe<Scalars['String']['output']>;
  cidade?: Maybe<Cidade>;
  cidadeId?: Maybe<Scalars['Int']['output']>;
  complemento?: Maybe<Scalars['String']['output']>;
  docEstadual?: Maybe<Scalars['String']['output']>;
  docFederal: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  endereco?: Maybe<Scalars['String']['output']>;
  fantasia?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  maxDipositivos: Scalars['Int']['output'];
  maxFiliais: Scalars['Int']['output'];
  nome: Scalars['String']['output'];
  numero?: Maybe<Scalars['String']['output']>;
  telefone?: Maybe<Scalars['String']['output']>;
  tipoEmpresa: Scalars['String']['output'];
};

export type ContratanteDependentes = {
  __typename?: 'ContratanteDependentes';
  dispositivos: Scalars['Int']['output'];
  filiais: Scalars['Int']['output'];
  usuarios: Scalars['Int']['output'];
};

export type ContratanteInput = {
  ativo?: InputMaybe<Scalars['Boolean']['input']>;
  bairro?: InputMaybe<Scalars['String']['input']>;
  cep?: InputMaybe<Scalars['String']['input']>;
  cidadeId?: InputMaybe<Scalars['Int']['input']>;
  complemento?: InputMaybe<Scalars['String']['input']>;
  docEstadual?: InputMaybe<Scalars['String']['input']>;
  docFederal?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  endereco?: InputMaybe<Scalars['String']['input']>;
  fantasia?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  maxDipositivos?: InputMaybe<Scalars['Int']['input']>;
  maxFiliais?: InputMaybe<Scalars['Int']['input']>;
  nome?: InputMaybe<Scalars['String']['input']>;
  numero?: InputMaybe<Scalars['String']['input']>;
  telefone?: InputMaybe<Scalars['String']['input']>;
  tipoEmpresa?: InputMaybe<Scalars['String']['input']>;
};

/** One Brasília day (YYYY-MM-DD) of the fleet's charts. */
export type DiaFrota = {
  __typename?: 'DiaFrota';
  dia: Scalars['String']['output'];
  execucoesFalha: Scalars['Int']['output'];
  pedidosIntegrados: Scalars['Int']['output'];
  pedidosRecebidos: Scalars['Int']['output'];
};

/** A table or column a configuration uses that the ERP no longer has as it was (coluna null: the whole table). */
export type DivergenciaEstrutura = {
  __typename?: 'DivergenciaEstrutura';
  coluna?: Maybe<Scalars['String']['output']>;
  motivo: Scalars['String']['output'];
  tabela: Scalars['String']['output'];
};

/** One event to one webhook, each attempt with its answer. */
export type EntregaWebhook = {
  __typename?: 'EntregaWebhook';
  criadoEm: Scalars['String']['output'];
  entregueEm?: Maybe<Scalars['String']['output']>;
  evento: Scalars['EventoWebhook']['output'];
  id: Scalars['Int']['output'];
  origem: OrigemWebhook;
  proximaTentativa?: Maybe<Scalars['String']['output']>;
  resumo: Scalars['String']['output'];
  situacao: SituacaoEntrega;
  tentativas: Array<TentativaWebhook>;
};

export type EntregasWebhook = {
  __typename?: 'EntregasWebhook';
  entregas: Array<EntregaWebhook>;
  total: Scalars['Int']['output'];
};

export type Estado = {
  __typename?: 'Estado';
  id: Scalars['Int']['output'];
  nome: Scalars['String']['output'];
  sigla: Scalars['String']['output'];
};

/** One sync run. */
export type ExecucaoSincronizacao = {
  __typename?: 'ExecucaoSincronizacao';
  dtFim?: Maybe<Scalars['String']['output']>;
  dtInicio: Scalars['String']['output'];
  enviados: Scalars['Int']['output'];
  erro?: Maybe<Scalars['String']['output']>;
  falhas: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  lidos: Scalars['Int']['output'];
  modo: ModoExecucao;
  msg?: Maybe<Scalars['String']['output']>;
  removidos: Scalars['Int']['output'];
  resultado: ResultadoExecucao;
  retomada: Scalars['Boolean']['output'];
  tipo: Scalars['String']['output'];
};

export type ExecucoesSincronizacao = {
  __typename?: 'ExecucoesSincronizacao';
  execucoes: Array<ExecucaoSincronizacao>;
  total: Scalars['Int']['output'];
};

/** A branch of the fleet: its home card (docs/produto.md §2 Home) and its problems, most severe first. */
export type FilialFrota = {
  __typename?: 'FilialFrota';
  ativo: Scalars['Boolean']['output'];
  contratanteId: Scalars['Int']['output'];
  contratanteNome: Scalars['String']['output'];
  desatualizado: Scalars['Boolean']['output'];
  /** The data pages (titles) whose configuration no longer matches the ERP's structure. */
  estruturaAlterada: Array<Scalars['String']['output']>;
  execucoesFalha: Scalars['Int']['output'];
  filialId: Scalars['Int']['output'];
  gerenciadorConectado: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  nome: Scalars['String']['output'];
  pedidosDia: Scalars['Int']['output'];
  pedidosSemSincronizar: Scalars['Int']['output'];
  pedidosSincronizados: Scalars['Int']['output'];
  problemas: Array<Scalars['String']['output']>;
  qtdeErros: Scalars['Int']['output'];
  registrosErro: Scalars['Int']['output'];
  ultimaAtualizacao?: Maybe<AtualizacaoGerenciador>;
  ultimoContatoGerenciador?: Maybe<Scalars['String']['output']>;
  versaoAlvo?: Maybe<Scalars['String']['output']>;
  versaoGerenciador?: Maybe<Scalars['String']['output']>;
};

/** A branch's self-update: the version its agent last reported, its target, its pin and its last attempt (atualizado, revertido, recusado, falhou). */
export type GerenciadorAtualizacao = {
  __typename?: 'GerenciadorAtualizacao';
  ultimaEm?: Maybe<Scalars['String']['output']>;
  ultimaVersao?: Maybe<Scalars['String']['output']>;
  ultimoMotivo?: Maybe<Scalars['String']['output']>;
  ultimoResultado?: Maybe<Scalars['String']['output']>;
  versaoAlvo?: Maybe<Scalars['String']['output']>;
  versaoAtual?: Maybe<Scalars['String']['output']>;
  versaoFixada?: Maybe<Scalars['String']['output']>;
};

/** Result of a manager call (docs/produto.md §3): status, msg, erro; dados holds e.g. the row of a select test (JSON). */
export type GerenciadorResultado = {
  __typename?: 'GerenciadorResultado';
  dados?: Maybe<Scalars['String']['output']>;
  erro?: Maybe<Scalars['String']['output']>;
  msg?: Maybe<Scalars['String']['output']>;
  status: Scalars['Boolean']['output'];
};

export type GerenciadorStatus = {
  __typename?: 'GerenciadorStatus';
  conectado: Scalars['Boolean']['output'];
  desatualizado: Scalars['Boolean']['output'];
  erro?: Maybe<Scalars['String']['output']>;
  hostname?: Maybe<Scalars['String']['output']>;
  msg?: Maybe<Scalars['String']['output']>;
  status: Scalars['Boolean']['output'];
  tokenGerado: Scalars['Boolean']['output'];
  ultimoContato?: Maybe<Scalars['String']['output']>;
  versao?: Maybe<Scalars['String']['output']>;
  versaoServidor: Scalars['String']['output'];
};

/** Why a field (or insert placeholder) got its column, in Portuguese. */
export type JustificativaCampo = {
  __typename?: 'JustificativaCampo';
  campo: Scalars['String']['output'];
  coluna?: Maybe<Scalars['String']['output']>;
  motivo: Scalars['String']['output'];
};

export type MobileDispositivo = {
  __typename?: 'MobileDispositivo';
  apelido?: Maybe<Scalars['String']['output']>;
  ativo: Scalars['Boolean']['output'];
  bloqueado: Scalars['Boolean']['output'];
  dataAtivacao?: Maybe<Scalars['String']['output']>;
  dataUltimoAcesso?: Maybe<Scalars['String']['output']>;
  dispositivo?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  filialId: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  plataforma?: Maybe<Scalars['String']['output']>;
  telefone?: Maybe<Scalars['String']['output']>;
  uuid: Scalars['String']['output'];
  versaoApp?: Maybe<Scalars['String']['output']>;
  whitelisted: Scalars['Boolean']['output'];
};

export type MobileDispositivoInput = {
  apelido?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  telefone?: InputMaybe<Scalars['String']['input']>;
};

export type MobileFilial = {
  __typename?: 'MobileFilial';
  ativo: Scalars['Boolean']['output'];
  bairro?: Maybe<Scalars['String']['output']>;
  cep?: Maybe<Scalars['String']['output']>;
  cidade?: Maybe<Cidade>;
  cidadeId?: Maybe<Scalars['Int']['output']>;
  complemento?: Maybe<Scalars['String']['output']>;
  contratanteId: Scalars['Int']['output'];
  docEstadual?: Maybe<Scalars['String']['output']>;
  docFederal?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  endereco?: Maybe<Scalars['String']['output']>;
  fantasia?: Maybe<Scalars['String']['output']>;
  filialUuid: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  identificadorApp: Scalars['String']['output'];
  nome: Scalars['String']['output'];
  numero?: Maybe<Scalars['String']['output']>;
  numeroDispositivos: Scalars['Int']['output'];
  telefone?: Maybe<Scalars['String']['output']>;
  tipoDocFederal: Scalars['String']['output'];
};

/** A manager configuration of one branch; dados and mapeamento are JSON text. */
export type MobileFilialConfiguracao = {
  __typename?: 'MobileFilialConfiguracao';
  ativa: Scalars['Boolean']['output'];
  /** Saved, with something to know: an insert page not checked against the ERP (agent offline), or whose test failed. */
  aviso?: Maybe<Scalars['String']['output']>;
  dados: Scalars['String']['output'];
  filialId: Scalars['Int']['output'];
  id?: Maybe<Scalars['Int']['output']>;
  mapeamento: Scalars['String']['output'];
  tipo: Scalars['String']['output'];
};

export type MobileFilialConfiguracaoInput = {
  ativa?: InputMaybe<Scalars['Boolean']['input']>;
  dados: Scalars['String']['input'];
  filialId: Scalars['Int']['input'];
  mapeamento?: InputMaybe<Scalars['String']['input']>;
  tipo: Scalars['String']['input'];
};

export type MobileFilialDatabase = {
  __typename?: 'MobileFilialDatabase';
  ativa: Scalars['Boolean']['output'];
  /** JSON text {database, host, porta, usuario, senha}; senha always comes back blank. */
  configuracao: Scalars['String']['output'];
  /** The database name, for the list. */
  database?: Maybe<Scalars['String']['output']>;
  filialId: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
};

export type MobileFilialDatabaseInput = {
  ativa?: InputMaybe<Scalars['Boolean']['input']>;
  configuracao: Scalars['String']['input'];
  filialId?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};

export type MobileFilialDependentes = {
  __typename?: 'MobileFilialDependentes';
  dadosSincronizados: Scalars['Int']['output'];
  dispositivos: Scalars['Int']['output'];
  registrosCelular: Scalars['Int']['output'];
};

export type MobileFilialInput = {
  ativo?: InputMaybe<Scalars['Boolean']['input']>;
  bairro?: InputMaybe<Scalars['String']['input']>;
  cep?: InputMaybe<Scalars['String']['input']>;
  cidadeId?: InputMaybe<Scalars['Int']['input']>;
  complemento?: InputMaybe<Scalars['String']['input']>;
  contratanteId?: InputMaybe<Scalars['Int']['input']>;
  docEstadual?: InputMaybe<Scalars['String']['input']>;
  docFederal?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  endereco?: InputMaybe<Scalars['String']['input']>;
  fantasia?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  nome?: InputMaybe<Scalars['String']['input']>;
  numero?: InputMaybe<Scalars['String']['input']>;
  numeroDispositivos?: InputMaybe<Scalars['Int']['input']>;
  telefone?: InputMaybe<Scalars['String']['input']>;
  tipoDocFederal?: InputMaybe<Scalars['String']['input']>;
};

/** alterados: only new and changed records; todos: everything (reenviarTodos). */
export type ModoExecucao =
  | 'alterados'
  | 'todos';

export type Mutation = {
  __typename?: 'Mutation';
  /** Offers a version to a share (0-100 %) of a contratante's branches, or of everyone's without contratanteId (provider administrator). */
  agenteDefinirRollout: AgenteRollout;
  /** Removes a rollout: its branches follow everyone's again. */
  agenteRemoverRollout: Scalars['Boolean']['output'];
  /** As createUpdateContratante with only 'ativo' changed, row by row. */
  ativarContratantes: ResultadoLote;
  /** As createUpdatMobileFilial with only 'ativo' changed, row by row. */
  ativarMobileFiliais: ResultadoLote;
  /** Activates or deactivates each user as updateUsuario would (its rules and permission, row by row). */
  ativarUsuarios: ResultadoLote;
  bloqueiaMobileDispositivo: MobileDispositivo;
  /** As bloqueiaMobileDispositivo, row by row. */
  bloqueiaMobileDispositivos: ResultadoLote;
  createToken: AuthPayload;
  /** Trades a recovery link's token (once) for a session; acao RECUPERAR_SENHA limits it to the new password. */
  createTokenAutoLogin: AuthPayload;
  /** Spelled as in the specification. */
  createUpdatMobileFilial: MobileFilial;
  createUpdateContratante: Contratante;
  createUpdateMobileFilialConfiguracao: MobileFilialConfiguracao;
  createUpdateMobileFilialDatabase: MobileFilialDatabase;
  createUsuario: Usuario;
  /** Refused while it holds users, branches or devices, unless the provider admin types its name in confirmacaoNome. */
  deleteContratante: Scalars['Boolean']['output'];
  /** Refused while it holds devices or synced data, unless the provider admin types its name in confirmacaoNome. */
  deleteMobileFilial: Scalars['Boolean']['output'];
  deleteMobileFilialDatabase: Scalars['Boolean']['output'];
  deleteUsuario: Scalars['Boolean']['output'];
  /** Sends the removals the safety valve held for a data type (tipo) after its last complete read. */
  filialGerenciadorConfirmarRemocoes: GerenciadorResultado;
  /** Pins the branch to a version (null: follows the rollouts). */
  filialGerenciadorFixarVersao: GerenciadorAtualizacao;
  filialGerenciadorLimparDadosSite: GerenciadorResultado;
  /** Discards one phone record in erro (by uuid): never written to the ERP; the record and its history stay. */
  filialGerenciadorRegistroDescartar: GerenciadorResultado;
  /** Puts one phone record in erro (by uuid) of an insert type back in the queue; the agent writes it again. */
  filialGerenciadorRegistroReenviar: GerenciadorResultado;
  /** Discards every phone record in erro of an insert type. */
  filialGerenciadorRegistrosDescartarErros: GerenciadorResultado;
  /** Puts every phone record in erro of an insert type back in the queue. */
  filialGerenciadorRegistrosReenviarErros: GerenciadorResultado;
  filialGerenciadorReiniciar: GerenciadorResultado;
  /** A new agent token for the branch, shown once; the previous one stops working. */
  gerarTokenGerenciador: Scalars['String']['output'];
  /** Clear Configuration: the type goes back to the catalogue's defaults. */
  limparMobileFilialConfiguracao: MobileFilialConfiguracao;
  updateMobileDispositivo: MobileDispositivo;
  updateUsuario: Usuario;
  /** Step 2: the new password with the step token; returns a fresh session (older ones end). */
  usuarioAtualizarSenha: AuthPayload;
  /** The new password of a recovery session; ends every other session and returns a fresh ordinary one. */
  usuarioAtualizarSenhaRecuperacao: AuthPayload;
  /** Sair: ends the caller's session on the server; every token of this user issued before it is refused from now on. */
  usuarioEncerrarSessao: Scalars['Boolean']['output'];
  webhookAlertaGerarSegredo: WebhookAlertaSalvo;
  webhookAlertaRemover: Scalars['Boolean']['output'];
  webhookAlertaSalvar: WebhookAlertaSalvo;
  /** Queues a webhook.teste event to the scope's webhook and sends it at once. */
  webhookAlertaTestar: GerenciadorResultado;
};


export type MutationAgenteDefinirRolloutArgs = {
  contratanteId?: InputMaybe<Scalars['Int']['input']>;
  percentual: Scalars['Int']['input'];
  versao: Scalars['String']['input'];
};


export type MutationAgenteRemoverRolloutArgs = {
  contratanteId?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationAtivarContratantesArgs = {
  ativo: Scalars['Boolean']['input'];
  ids: Array<Scalars['Int']['input']>;
};


export type MutationAtivarMobileFiliaisArgs = {
  ativo: Scalars['Boolean']['input'];
  ids: Array<Scalars['Int']['input']>;
};


export type MutationAtivarUsuariosArgs = {
  ativo: Scalars['Boolean']['input'];
  ids: Array<Scalars['Int']['input']>;
};


export type MutationBloqueiaMobileDispositivoArgs = {
  id: Scalars['Int']['input'];
};


export type MutationBloqueiaMobileDispositivosArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationCreateTokenArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  permaneceLogado?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateTokenAutoLoginArgs = {
  tempToken: Scalars['String']['input'];
};


export type MutationCreateUpdatMobileFilialArgs = {
  input: MobileFilialInput;
};


export type MutationCreateUpdateContratanteArgs = {
  input: ContratanteInput;
};


export type MutationCreateUpdateMobileFilialConfiguracaoArgs = {
  input: MobileFilialConfiguracaoInput;
};


export type MutationCreateUpdateMobileFilialDatabaseArgs = {
  input: MobileFilialDatabaseInput;
};


export type MutationCreateUsuarioArgs = {
  input: UsuarioInput;
};


export type MutationDeleteContratanteArgs = {
  confirmacaoNome?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationDeleteMobileFilialArgs = {
  confirmacaoNome?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
};


export type MutationDeleteMobileFilialDatabaseArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteUsuarioArgs = {
  id: Scalars['Int']['input'];
};


export type MutationFilialGerenciadorConfirmarRemocoesArgs = {
  identificadorApp: Scalars['String']['input'];
  tipo: Scalars['String']['input'];
};


export type MutationFilialGerenciadorFixarVersaoArgs = {
  identificadorApp: Scalars['String']['input'];
  versao?: InputMaybe<Scalars['String']['input']>;
};


export type MutationFilialGerenciadorLimparDadosSiteArgs = {
  identificadorApp: Scalars['String']['input'];
  tipo: Scalars['String']['input'];
};


export type MutationFilialGerenciadorRegistroDescartarArgs = {
  identificadorApp: Scalars['String']['input'];
  tipo: Scalars['String']['input'];
  uuid: Scalars['String']['input'];
};


export type MutationFilialGerenciadorRegistroReenviarArgs = {
  identificadorApp: Scalars['String']['input'];
  tipo: Scalars['String']['input'];
  uuid: Scalars['String']['input'];
};


export type MutationFilialGerenciadorRegistrosDescartarErrosArgs = {
  identificadorApp: Scalars['String']['input'];
  tipo: Scalars['String']['input'];
};


export type MutationFilialGerenciadorRegistrosReenviarErrosArgs = {
  identificadorApp: Scalars['String']['input'];
  tipo: Scalars['String']['input'];
};


export type MutationFilialGerenciadorReiniciarArgs = {
  identificadorApp: Scalars['String']['input'];
};


export type MutationGerarTokenGerenciadorArgs = {
  filialId: Scalars['Int']['input'];
};


export type MutationLimparMobileFilialConfiguracaoArgs = {
  filialId: Scalars['Int']['input'];
  tipo: Scalars['String']['input'];
};


export type MutationUpdateMobileDispositivoArgs = {
  input: MobileDispositivoInput;
};


export type MutationUpdateUsuarioArgs = {
  id: Scalars['Int']['input'];
  input: UsuarioUpdateInput;
};


export type MutationUsuarioAtualizarSenhaArgs = {
  novaSenha: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationUsuarioAtualizarSenhaRecuperacaoArgs = {
  novaSenha: Scalars['String']['input'];
};


export type MutationWebhookAlertaGerarSegredoArgs = {
  escopo: WebhookEscopo;
};


export type MutationWebhookAlertaRemoverArgs = {
  escopo: WebhookEscopo;
};


export type MutationWebhookAlertaSalvarArgs = {
  dados: WebhookAlertaInput;
  escopo: WebhookEscopo;
};


export type MutationWebhookAlertaTestarArgs = {
  escopo: WebhookEscopo;
};

export type OrderItem = {
  campo: Scalars['String']['input'];
  direcao?: InputMaybe<Scalars['String']['input']>;
};

/** Where a delivery went: the branch's own webhook or its contratante's. */
export type OrigemWebhook =
  | 'contratante'
  | 'filial';

/** A read type's next automatic run as the connected agent programmed it (ISO; null while a run of it is going). */
export type ProximaExecucao = {
  __typename?: 'ProximaExecucao';
  executando: Scalars['Boolean']['output'];
  proximaExecucao?: Maybe<Scalars['String']['output']>;
  tipo: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The rollouts (provider administrator). */
  agenteRollouts: Array<AgenteRollout>;
  /** The versions of the agent this server can offer, newest first (provider administrator, or a user with a branch). */
  agenteVersoesDisponiveis: Array<AgenteVersaoDisponivel>;
  /** Newest first; a partner reads only its own contratante's entries. */
  auditorias: Array<Auditoria>;
  auditoriasCount: Scalars['Int']['output'];
  cidade?: Maybe<Cidade>;
  /** Autocomplete: names starting with the text, accent- and case-insensitive, up to 10 by default. */
  cidades: Array<Cidade>;
  consultaCep: Cep;
  contratante?: Maybe<Contratante>;
  /** What a contratante holds (asked by the removal dialog). */
  contratanteDependentes: ContratanteDependentes;
  contratanteExiste: Scalars['Boolean']['output'];
  contratanteMobileFiliais: Array<MobileFilial>;
  contratanteUsuarios: Array<Usuario>;
  contratantes: Array<Contratante>;
  contratantesCount: Scalars['Int']['output'];
  /** The branch's self-update: current, target, pin and last attempt. */
  filialGerenciadorAtualizacao: GerenciadorAtualizacao;
  /** The ERP's tables and views with their columns and types, read by the agent from the engine's catalogue (dados: {tabelas, truncado}). */
  filialGerenciadorDescobrirTabelas: GerenciadorResultado;
  /** The failed rows of one run (identifier and reason) as CSV. */
  filialGerenciadorExecucaoFalhasCsv: ArquivoTexto;
  /** The branch's runs, newest first, of one data type (tipo) or of all. */
  filialGerenciadorExecucoes: ExecucoesSincronizacao;
  /** A data page's select and mapping ({dados, mapeamento} as JSON, saved or not) on the first 20 rows, mapped as the phones would receive them. */
  filialGerenciadorPrevisualizar: GerenciadorResultado;
  /** The read types with an automatic run programmed or running, in the catalogue's order; empty while the agent is not connected. */
  filialGerenciadorProximasExecucoes: Array<ProximaExecucao>;
  /** The branch's phone records, newest first, by insert type (tipo) and situação (a SituacaoRegistroApp; a String, so that the service answers any other with its own message). */
  filialGerenciadorRegistros: RegistrosAplicativoPagina;
  /** Phone records of the branch for an insert type (tipo), by situação (pendente, integrado, erro, descartado). */
  filialGerenciadorRegistrosResumo: RegistrosAplicativoResumo;
  filialGerenciadorSincronizar: GerenciadorResultado;
  filialGerenciadorSincronizarCancelar: GerenciadorResultado;
  filialGerenciadorSincronizarStatus: SincronizacaoStatus;
  filialGerenciadorStatus: GerenciadorStatus;
  /** tabela: one of a proposal's alternatives (as it names them), to propose on that table instead of the best one. */
  filialGerenciadorSugerirConfiguracao: SugestaoConfiguracao;
  filialGerenciadorTestarConexao: GerenciadorResultado;
  /** An insert page's statements ({dados, mapeamento} as JSON, saved or not) run for a sample record in a transaction that is rolled back. */
  filialGerenciadorTestarInsert: GerenciadorResultado;
  filialGerenciadorTestarSQL: GerenciadorResultado;
  /** A page of the fleet, trouble first, then by name. */
  gerenciadoresFrota: Array<FilialFrota>;
  gerenciadoresFrotaContadores: ContadoresFrota;
  gerenciadoresFrotaCount: Scalars['Int']['output'];
  /** The last 30 days, oldest first. */
  gerenciadoresFrotaGraficos: Array<DiaFrota>;
  mobileDispositivo?: Maybe<MobileDispositivo>;
  mobileDispositivos: Array<MobileDispositivo>;
  mobileDispositivosCount: Scalars['Int']['output'];
  mobileFiliais: Array<MobileFilial>;
  mobileFiliaisCount: Scalars['Int']['output'];
  mobileFilial?: Maybe<MobileFilial>;
  mobileFilialConfiguracao: MobileFilialConfiguracao;
  mobileFilialDatabase?: Maybe<MobileFilialDatabase>;
  mobileFilialDatabases: Array<MobileFilialDatabase>;
  mobileFilialDatabasesCount: Scalars['Int']['output'];
  /** What a branch holds (asked by the removal dialog). */
  mobileFilialDependentes: MobileFilialDependentes;
  usuario?: Maybe<Usuario>;
  usuarioEmailExiste: Scalars['Boolean']['output'];
  /** Mails a single-use recovery link (valid 1 hour) when the e-mail is an active user's; the answer is the same either way. */
  usuarioRecuperarSenha: Scalars['Boolean']['output'];
  /** Step 1 of the password change: a token valid for a few minutes when the current password is right. */
  usuarioValidaSenhaAtual: Scalars['String']['output'];
  usuarios: Array<Usuario>;
  usuariosCount: Scalars['Int']['output'];
  webhookAlerta: WebhooksAlerta;
  /** Deliveries newest first: a branch's events (to its webhook and its company's), or a contratante's webhook's. */
  webhookAlertaEntregas: EntregasWebhook;
};


export type QueryAuditoriasArgs = {
  queryOptions?: InputMaybe<QueryOptions>;
};


export type QueryAuditoriasCountArgs = {
  queryOptions?: InputMaybe<QueryOptions>;
};


export type QueryCidadeArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCidadesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nome?: InputMaybe<Scalars['String']['input']>;
};


export type QueryConsultaCepArgs = {
  cep: Scalars['String']['input'];
};


export type QueryContratanteArgs = {
  id: Scalars['Int']['input'];
};


export type QueryContratanteDependentesArgs = {
  id: Scalars['Int']['input'];
};


export type QueryContratanteExisteArgs = {
  docFederal: Scalars['String']['input'];
};


export type QueryContratanteMobileFiliaisArgs = {
  contratanteId: Scalars['Int']['input'];
};


export type QueryContratanteUsuariosArgs = {
  contratanteId: Scalars['Int']['input'];
};


export type QueryContratantesArgs = {
  queryOptions?: InputMaybe<QueryOptions>;
};


export type QueryContratantesCountArgs = {
  queryOptions?: InputMaybe<QueryOptions>;
};


export type QueryFilialGerenciadorAtualizacaoArgs = {
  identificadorApp: Scalars['String']['input'];
};


export type QueryFilialGerenciadorDescobrirTabelasArgs = {
  identificadorApp: Scalars['String']['input'];
};


export type QueryFilialGerenciadorExecucaoFalhasCsvArgs = {
  id: Scalars['Int']['input'];
  identificadorApp: Scalars['String']['input'];
};


export type QueryFilialGerenciadorExecucoesArgs = {
  identificadorApp: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  tipo?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFilialGerenciadorPrevisualizarArgs = {
  configuracao: Scalars['String']['input'];
  identificadorApp: Scalars['String']['input'];
  tipo: Scalars['String']['input'];
};


export type QueryFilialGerenciadorProximasExecucoesArgs = {
  identificadorApp: Scalars['String']['input'];
};


export type QueryFilialGerenciadorRegistrosArgs = {
  identificadorApp: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  situacao?: InputMaybe<Scalars['String']['input']>;
  tipo?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFilialGerenciadorRegistrosResumoArgs = {
  identificadorApp: Scalars['String']['input'];
  tipo: Scalars['String']['input'];
};


export type QueryFilialGerenciadorSincronizarArgs = {
  dados: SincronizarInput;
  identificadorApp: Scalars['String']['input'];
};


export type QueryFilialGerenciadorSincronizarCancelarArgs = {
  identificadorApp: Scalars['String']['input'];
  tipo: Scalars['String']['input'];
};


export type QueryFilialGerenciadorSincronizarStatusArgs = {
  identificadorApp: Scalars['String']['input'];
  tipo: Scalars['String']['input'];
};


export type QueryFilialGerenciadorStatusArgs = {
  identificadorApp: Scalars['String']['input'];
};


export type QueryFilialGerenciadorSugerirConfiguracaoArgs = {
  identificadorApp: Scalars['String']['input'];
  tabela?: InputMaybe<Scalars['String']['input']>;
  tipo: Scalars['String']['input'];
};


export type QueryFilialGerenciadorTestarConexaoArgs = {
  dadosConexao: Scalars['String']['input'];
  identificadorApp: Scalars['String']['input'];
};


export type QueryFilialGerenciadorTestarInsertArgs = {
  configuracao: Scalars['String']['input'];
  identificadorApp: Scalars['String']['input'];
  tipo: Scalars['String']['input'];
};


export type QueryFilialGerenciadorTestarSqlArgs = {
  dadosSQL: Scalars['String']['input'];
  identificadorApp: Scalars['String']['input'];
};


export type QueryGerenciadoresFrotaArgs = {
  queryOptions?: InputMaybe<QueryOptions>;
};


export type QueryGerenciadoresFrotaContadoresArgs = {
  contratanteId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGerenciadoresFrotaCountArgs = {
  queryOptions?: InputMaybe<QueryOptions>;
};


export type QueryGerenciadoresFrotaGraficosArgs = {
  contratanteId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMobileDispositivoArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMobileDispositivosArgs = {
  queryOptions?: InputMaybe<QueryOptions>;
};


export type QueryMobileDispositivosCountArgs = {
  queryOptions?: InputMaybe<QueryOptions>;
};


export type QueryMobileFiliaisArgs = {
  queryOptions?: InputMaybe<QueryOptions>;
};


export type QueryMobileFiliaisCountArgs = {
  queryOptions?: InputMaybe<QueryOptions>;
};


export type QueryMobileFilialArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMobileFilialConfiguracaoArgs = {
  filialId: Scalars['Int']['input'];
  tipo: Scalars['String']['input'];
};


export type QueryMobileFilialDatabaseArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMobileFilialDatabasesArgs = {
  queryOptions?: InputMaybe<QueryOptions>;
};


export type QueryMobileFilialDatabasesCountArgs = {
  queryOptions?: InputMaybe<QueryOptions>;
};


export type QueryMobileFilialDependentesArgs = {
  id: Scalars['Int']['input'];
};


export type QueryUsuarioArgs = {
  id: Scalars['Int']['input'];
};


export type QueryUsuarioEmailExisteArgs = {
  email: Scalars['String']['input'];
};


export type QueryUsuarioRecuperarSenhaArgs = {
  email: Scalars['String']['input'];
};


export type QueryUsuarioValidaSenhaAtualArgs = {
  senhaAtual: Scalars['String']['input'];
};


export type QueryUsuariosArgs = {
  queryOptions?: InputMaybe<QueryOptions>;
};


export type QueryUsuariosCountArgs = {
  queryOptions?: InputMaybe<QueryOptions>;
};


export type QueryWebhookAlertaArgs = {
  escopo: WebhookEscopo;
};


export type QueryWebhookAlertaEntregasArgs = {
  escopo: WebhookEscopo;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** List options (docs/produto.md §7): limit/offset are ignored when 0; campo and operador are checked against fixed lists. */
export type QueryOptions = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<Array<OrderItem>>;
  where?: InputMaybe<WhereInput>;
};

/** A row a bulk action left as it was, and why (the message the single-row action gives). */
export type RecusaLote = {
  __typename?: 'RecusaLote';
  id: Scalars['Int']['output'];
  motivo: Scalars['String']['output'];
  nome: Scalars['String']['output'];
};

/** A record a phone sent; tipo is its insert page's type. */
export type RegistroAplicativo = {
  __typename?: 'RegistroAplicativo';
  atualizadoEm: Scalars['String']['output'];
  chaveErp?: Maybe<Scalars['String']['output']>;
  descricao: Scalars['String']['output'];
  dispositivo?: Maybe<Scalars['String']['output']>;
  erro?: Maybe<Scalars['String']['output']>;
  erroDetalhe?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  integradoEm?: Maybe<Scalars['String']['output']>;
  recebidoEm: Scalars['String']['output'];
  situacao: SituacaoRegistroApp;
  tentativas: Scalars['Int']['output'];
  tipo: Scalars['String']['output'];
  uuid: Scalars['String']['output'];
  vendedor?: Maybe<Scalars['String']['output']>;
};

export type RegistrosAplicativoPagina = {
  __typename?: 'RegistrosAplicativoPagina';
  registros: Array<RegistroAplicativo>;
  total: Scalars['Int']['output'];
};

/** How many phone records of an insert type (configuracaoDadosInsertCliente/Pedido/OrdemServico) are in each situação. */
export type RegistrosAplicativoResumo = {
  __typename?: 'RegistrosAplicativoResumo';
  descartado: Scalars['Int']['output'];
  /** Changes of the ERP's structure under the insert's statements: the records wait in the queue meanwhile. */
  divergencias: Array<DivergenciaEstrutura>;
  divergenciasDesde?: Maybe<Scalars['String']['output']>;
  erro: Scalars['Int']['output'];
  integrado: Scalars['Int']['output'];
  pendente: Scalars['Int']['output'];
  tipo: Scalars['String']['output'];
};

/** How a sync run ended (executando while it runs). */
export type ResultadoExecucao =
  | 'cancelada'
  | 'executando'
  | 'falha'
  | 'interrompida'
  | 'remocoesRetidas'
  | 'sucesso';

export type ResultadoLote = {
  __typename?: 'ResultadoLote';
  alterados: Array<Scalars['Int']['output']>;
  recusados: Array<RecusaLote>;
};

export type SincronizacaoStatus = {
  __typename?: 'SincronizacaoStatus';
  cancelada: Scalars['Boolean']['output'];
  /** Changes of the ERP's structure under the type's configuration (a column gone or retyped): the runs are held meanwhile. */
  divergencias: Array<DivergenciaEstrutura>;
  /** Since when they hold (ISO), null when there are none. */
  divergenciasDesde?: Maybe<Scalars['String']['output']>;
  dtFim?: Maybe<Scalars['String']['output']>;
  dtInicio?: Maybe<Scalars['String']['output']>;
  envioCompleto: Scalars['Boolean']['output'];
  erro?: Maybe<Scalars['String']['output']>;
  executando: Scalars['Boolean']['output'];
  itemsCount: Scalars['Int']['output'];
  itensSincronizadosCount: Scalars['Int']['output'];
  /** The run's outcome in Portuguese; erro keeps the detail (the engine's text, the rows that failed). */
  msg?: Maybe<Scalars['String']['output']>;
  /** When the next automatic run starts (ISO), as the connected agent programmed it from the interval and the schedule; null when none is programmed, one is running or the agent is not connected. */
  proximaExecucao?: Maybe<Scalars['String']['output']>;
  /** Removals held by the safety valve until confirmed (filialGerenciadorConfirmarRemocoes). */
  remocoesRetidas: Scalars['Int']['output'];
  /** The run started again by itself after an interruption (a lost server, a killed agent). */
  retomada: Scalars['Boolean']['output'];
  sucesso: Scalars['Boolean']['output'];
  tipo: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
};

export type SincronizarInput = {
  reenviarTodos?: InputMaybe<Scalars['Boolean']['input']>;
  tipo: Scalars['String']['input'];
};

/** pendente: waiting for its next attempt; entregue: a 2xx came back; falhou: attempts exhausted. */
export type SituacaoEntrega =
  | 'entregue'
  | 'falhou'
  | 'pendente';

/** How a phone record stands (common/catalogo SITUACOES_REGISTRO_APP, which the service checks a filter against). */
export type SituacaoRegistroApp =
  | 'descartado'
  | 'erro'
  | 'integrado'
  | 'pendente';

export type SugestaoConfiguracao = {
  __typename?: 'SugestaoConfiguracao';
  /** Other candidate tables, best first. */
  alternativas: Array<AlternativaTabela>;
  /** Notes for the integrator in Portuguese: constants to confirm, the exactly-once choice, what is missing. */
  avisos: Array<Scalars['String']['output']>;
  /** 0..1 */
  confianca: Scalars['Float']['output'];
  /** JSON text: the type's dados as the page stores them. */
  dados: Scalars['String']['output'];
  justificativas: Array<JustificativaCampo>;
  /** JSON text: the field → column mapping as the page stores it. */
  mapeamento: Scalars['String']['output'];
  /** The catalogue type, as the data pages name it (configuracaoDadosProduto, configuracaoDadosInsertPedido…). */
  tipo: Scalars['String']['output'];
};

export type TentativaWebhook = {
  __typename?: 'TentativaWebhook';
  duracaoMs: Scalars['Int']['output'];
  em: Scalars['String']['output'];
  erro?: Maybe<Scalars['String']['output']>;
  numero: Scalars['Int']['output'];
  statusHttp?: Maybe<Scalars['Int']['output']>;
};

export type Usuario = {
  __typename?: 'Usuario';
  ativo: Scalars['Boolean']['output'];
  contratanteId?: Maybe<Scalars['Int']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  nome: Scalars['String']['output'];
  telefone?: Maybe<Scalars['String']['output']>;
  ultimaAtividade?: Maybe<Scalars['String']['output']>;
};

export type UsuarioInput = {
  ativo?: InputMaybe<Scalars['Boolean']['input']>;
  contratanteId?: InputMaybe<Scalars['Int']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  nome?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  passwordConfirmacao?: InputMaybe<Scalars['String']['input']>;
  telefone?: InputMaybe<Scalars['String']['input']>;
};

export type UsuarioLogado = {
  __typename?: 'UsuarioLogado';
  caslRules: Scalars['String']['output'];
  contratanteId?: Maybe<Scalars['Int']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  nome: Scalars['String']['output'];
  /** JSON text of the CASL rules. */
  permissoes: Scalars['String']['output'];
  telefone?: Maybe<Scalars['String']['output']>;
};

/** updateUsuario takes the input without id, password and contratanteId; the e-mail is read-only. */
export type UsuarioUpdateInput = {
  ativo?: InputMaybe<Scalars['Boolean']['input']>;
  nome?: InputMaybe<Scalars['String']['input']>;
  telefone?: InputMaybe<Scalars['String']['input']>;
};

/** A webhook without its secret. */
export type WebhookAlerta = {
  __typename?: 'WebhookAlerta';
  ativo: Scalars['Boolean']['output'];
  atualizadoEm: Scalars['String']['output'];
  criadoEm: Scalars['String']['output'];
  origem: OrigemWebhook;
  podeEditar: Scalars['Boolean']['output'];
  url: Scalars['String']['output'];
};

export type WebhookAlertaInput = {
  ativo: Scalars['Boolean']['input'];
  url: Scalars['String']['input'];
};

/** segredo: only when it was just generated (a new webhook or webhookAlertaGerarSegredo); never shown again. */
export type WebhookAlertaSalvo = {
  __typename?: 'WebhookAlertaSalvo';
  segredo?: Maybe<Scalars['String']['output']>;
  webhook: WebhookAlerta;
};

/** Which webhook: a branch's (identificadorApp, as the manager area) or a contratante's (contratanteId); one of the two. */
export type WebhookEscopo = {
  contratanteId?: InputMaybe<Scalars['Int']['input']>;
  identificadorApp?: InputMaybe<Scalars['String']['input']>;
};

/** The scope's webhook (proprio), its contratante's for a branch, and whether the user may change each. */
export type WebhooksAlerta = {
  __typename?: 'WebhooksAlerta';
  contratante?: Maybe<WebhookAlerta>;
  contratanteId: Scalars['Int']['output'];
  podeEditar: Scalars['Boolean']['output'];
  podeEditarContratante: Scalars['Boolean']['output'];
  proprio?: Maybe<WebhookAlerta>;
};

export type WhereInput = {
  andWhere?: InputMaybe<Array<WhereItem>>;
  /** At least one must hold (the list search box). */
  orWhere?: InputMaybe<Array<WhereItem>>;
};

export type WhereItem = {
  campo: Scalars['String']['input'];
  operador: Scalars['String']['input'];
  valor?: InputMaybe<Scalars['String']['input']>;
};

// Gerado por `npm run codegen` a partir do schema (codegen.ts): não edite.
/* eslint-disable */
import type { GraphQLResolveInfo } from 'graphql';
import type { AppContext } from '../context';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
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

/** One event to one webhook: situacao pendente|entregue|falhou, each attempt with its answer. */
export type EntregaWebhook = {
  __typename?: 'EntregaWebhook';
  criadoEm: Scalars['String']['output'];
  entregueEm?: Maybe<Scalars['String']['output']>;
  evento: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  origem: Scalars['String']['output'];
  proximaTentativa?: Maybe<Scalars['String']['output']>;
  resumo: Scalars['String']['output'];
  situacao: Scalars['String']['output'];
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

/** One sync run: modo alterados|todos; resultado executando|sucesso|falha|cancelada|interrompida|remocoesRetidas. */
export type ExecucaoSincronizacao = {
  __typename?: 'ExecucaoSincronizacao';
  dtFim?: Maybe<Scalars['String']['output']>;
  dtInicio: Scalars['String']['output'];
  enviados: Scalars['Int']['output'];
  erro?: Maybe<Scalars['String']['output']>;
  falhas: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  lidos: Scalars['Int']['output'];
  modo: Scalars['String']['output'];
  msg?: Maybe<Scalars['String']['output']>;
  removidos: Scalars['Int']['output'];
  resultado: Scalars['String']['output'];
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
  /** The branch's phone records, newest first, by insert type (tipo) and situação. */
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

/** A record a phone sent; tipo is its insert page's type, situacao pendente|integrado|erro|descartado. */
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
  situacao: Scalars['String']['output'];
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

/** A webhook without its secret; origem filial|contratante. */
export type WebhookAlerta = {
  __typename?: 'WebhookAlerta';
  ativo: Scalars['Boolean']['output'];
  atualizadoEm: Scalars['String']['output'];
  criadoEm: Scalars['String']['output'];
  origem: Scalars['String']['output'];
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



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AgenteRollout: ResolverTypeWrapper<Partial<AgenteRollout>>;
  AgenteVersaoDisponivel: ResolverTypeWrapper<Partial<AgenteVersaoDisponivel>>;
  AgenteVersaoPlataforma: ResolverTypeWrapper<Partial<AgenteVersaoPlataforma>>;
  AlternativaTabela: ResolverTypeWrapper<Partial<AlternativaTabela>>;
  ArquivoTexto: ResolverTypeWrapper<Partial<ArquivoTexto>>;
  AtualizacaoGerenciador: ResolverTypeWrapper<Partial<AtualizacaoGerenciador>>;
  Auditoria: ResolverTypeWrapper<Partial<Auditoria>>;
  AuthPayload: ResolverTypeWrapper<Partial<AuthPayload>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  Cep: ResolverTypeWrapper<Partial<Cep>>;
  Cidade: ResolverTypeWrapper<Partial<Cidade>>;
  ContadoresFrota: ResolverTypeWrapper<Partial<ContadoresFrota>>;
  Contratante: ResolverTypeWrapper<Partial<Contratante>>;
  ContratanteDependentes: ResolverTypeWrapper<Partial<ContratanteDependentes>>;
  ContratanteInput: ResolverTypeWrapper<Partial<ContratanteInput>>;
  DiaFrota: ResolverTypeWrapper<Partial<DiaFrota>>;
  DivergenciaEstrutura: ResolverTypeWrapper<Partial<DivergenciaEstrutura>>;
  EntregaWebhook: ResolverTypeWrapper<Partial<EntregaWebhook>>;
  EntregasWebhook: ResolverTypeWrapper<Partial<EntregasWebhook>>;
  Estado: ResolverTypeWrapper<Partial<Estado>>;
  ExecucaoSincronizacao: ResolverTypeWrapper<Partial<ExecucaoSincronizacao>>;
  ExecucoesSincronizacao: ResolverTypeWrapper<Partial<ExecucoesSincronizacao>>;
  FilialFrota: ResolverTypeWrapper<Partial<FilialFrota>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  GerenciadorAtualizacao: ResolverTypeWrapper<Partial<GerenciadorAtualizacao>>;
  GerenciadorResultado: ResolverTypeWrapper<Partial<GerenciadorResultado>>;
  GerenciadorStatus: ResolverTypeWrapper<Partial<GerenciadorStatus>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  JustificativaCampo: ResolverTypeWrapper<Partial<JustificativaCampo>>;
  MobileDispositivo: ResolverTypeWrapper<Partial<MobileDispositivo>>;
  MobileDispositivoInput: ResolverTypeWrapper<Partial<MobileDispositivoInput>>;
  MobileFilial: ResolverTypeWrapper<Partial<MobileFilial>>;
  MobileFilialConfiguracao: ResolverTypeWrapper<Partial<MobileFilialConfiguracao>>;
  MobileFilialConfiguracaoInput: ResolverTypeWrapper<Partial<MobileFilialConfiguracaoInput>>;
  MobileFilialDatabase: ResolverTypeWrapper<Partial<MobileFilialDatabase>>;
  MobileFilialDatabaseInput: ResolverTypeWrapper<Partial<MobileFilialDatabaseInput>>;
  MobileFilialDependentes: ResolverTypeWrapper<Partial<MobileFilialDependentes>>;
  MobileFilialInput: ResolverTypeWrapper<Partial<MobileFilialInput>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OrderItem: ResolverTypeWrapper<Partial<OrderItem>>;
  ProximaExecucao: ResolverTypeWrapper<Partial<ProximaExecucao>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueryOptions: ResolverTypeWrapper<Partial<QueryOptions>>;
  RecusaLote: ResolverTypeWrapper<Partial<RecusaLote>>;
  RegistroAplicativo: ResolverTypeWrapper<Partial<RegistroAplicativo>>;
  RegistrosAplicativoPagina: ResolverTypeWrapper<Partial<RegistrosAplicativoPagina>>;
  RegistrosAplicativoResumo: ResolverTypeWrapper<Partial<RegistrosAplicativoResumo>>;
  ResultadoLote: ResolverTypeWrapper<Partial<ResultadoLote>>;
  SincronizacaoStatus: ResolverTypeWrapper<Partial<SincronizacaoStatus>>;
  SincronizarInput: ResolverTypeWrapper<Partial<SincronizarInput>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  SugestaoConfiguracao: ResolverTypeWrapper<Partial<SugestaoConfiguracao>>;
  TentativaWebhook: ResolverTypeWrapper<Partial<TentativaWebhook>>;
  Usuario: ResolverTypeWrapper<Partial<Usuario>>;
  UsuarioInput: ResolverTypeWrapper<Partial<UsuarioInput>>;
  UsuarioLogado: ResolverTypeWrapper<Partial<UsuarioLogado>>;
  UsuarioUpdateInput: ResolverTypeWrapper<Partial<UsuarioUpdateInput>>;
  WebhookAlerta: ResolverTypeWrapper<Partial<WebhookAlerta>>;
  WebhookAlertaInput: ResolverTypeWrapper<Partial<WebhookAlertaInput>>;
  WebhookAlertaSalvo: ResolverTypeWrapper<Partial<WebhookAlertaSalvo>>;
  WebhookEscopo: ResolverTypeWrapper<Partial<WebhookEscopo>>;
  WebhooksAlerta: ResolverTypeWrapper<Partial<WebhooksAlerta>>;
  WhereInput: ResolverTypeWrapper<Partial<WhereInput>>;
  WhereItem: ResolverTypeWrapper<Partial<WhereItem>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AgenteRollout: Partial<AgenteRollout>;
  AgenteVersaoDisponivel: Partial<AgenteVersaoDisponivel>;
  AgenteVersaoPlataforma: Partial<AgenteVersaoPlataforma>;
  AlternativaTabela: Partial<AlternativaTabela>;
  ArquivoTexto: Partial<ArquivoTexto>;
  AtualizacaoGerenciador: Partial<AtualizacaoGerenciador>;
  Auditoria: Partial<Auditoria>;
  AuthPayload: Partial<AuthPayload>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  Cep: Partial<Cep>;
  Cidade: Partial<Cidade>;
  ContadoresFrota: Partial<ContadoresFrota>;
  Contratante: Partial<Contratante>;
  ContratanteDependentes: Partial<ContratanteDependentes>;
  ContratanteInput: Partial<ContratanteInput>;
  DiaFrota: Partial<DiaFrota>;
  DivergenciaEstrutura: Partial<DivergenciaEstrutura>;
  EntregaWebhook: Partial<EntregaWebhook>;
  EntregasWebhook: Partial<EntregasWebhook>;
  Estado: Partial<Estado>;
  ExecucaoSincronizacao: Partial<ExecucaoSincronizacao>;
  ExecucoesSincronizacao: Partial<ExecucoesSincronizacao>;
  FilialFrota: Partial<FilialFrota>;
  Float: Partial<Scalars['Float']['output']>;
  GerenciadorAtualizacao: Partial<GerenciadorAtualizacao>;
  GerenciadorResultado: Partial<GerenciadorResultado>;
  GerenciadorStatus: Partial<GerenciadorStatus>;
  Int: Partial<Scalars['Int']['output']>;
  JustificativaCampo: Partial<JustificativaCampo>;
  MobileDispositivo: Partial<MobileDispositivo>;
  MobileDispositivoInput: Partial<MobileDispositivoInput>;
  MobileFilial: Partial<MobileFilial>;
  MobileFilialConfiguracao: Partial<MobileFilialConfiguracao>;
  MobileFilialConfiguracaoInput: Partial<MobileFilialConfiguracaoInput>;
  MobileFilialDatabase: Partial<MobileFilialDatabase>;
  MobileFilialDatabaseInput: Partial<MobileFilialDatabaseInput>;
  MobileFilialDependentes: Partial<MobileFilialDependentes>;
  MobileFilialInput: Partial<MobileFilialInput>;
  Mutation: Record<PropertyKey, never>;
  OrderItem: Partial<OrderItem>;
  ProximaExecucao: Partial<ProximaExecucao>;
  Query: Record<PropertyKey, never>;
  QueryOptions: Partial<QueryOptions>;
  RecusaLote: Partial<RecusaLote>;
  RegistroAplicativo: Partial<RegistroAplicativo>;
  RegistrosAplicativoPagina: Partial<RegistrosAplicativoPagina>;
  RegistrosAplicativoResumo: Partial<RegistrosAplicativoResumo>;
  ResultadoLote: Partial<ResultadoLote>;
  SincronizacaoStatus: Partial<SincronizacaoStatus>;
  SincronizarInput: Partial<SincronizarInput>;
  String: Partial<Scalars['String']['output']>;
  SugestaoConfiguracao: Partial<SugestaoConfiguracao>;
  TentativaWebhook: Partial<TentativaWebhook>;
  Usuario: Partial<Usuario>;
  UsuarioInput: Partial<UsuarioInput>;
  UsuarioLogado: Partial<UsuarioLogado>;
  UsuarioUpdateInput: Partial<UsuarioUpdateInput>;
  WebhookAlerta: Partial<WebhookAlerta>;
  WebhookAlertaInput: Partial<WebhookAlertaInput>;
  WebhookAlertaSalvo: Partial<WebhookAlertaSalvo>;
  WebhookEscopo: Partial<WebhookEscopo>;
  WebhooksAlerta: Partial<WebhooksAlerta>;
  WhereInput: Partial<WhereInput>;
  WhereItem: Partial<WhereItem>;
};

export type AgenteRolloutResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['AgenteRollout'] = ResolversParentTypes['AgenteRollout']> = {
  atualizadoEm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contratanteId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contratanteNome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  percentual?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versao?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgenteVersaoDisponivelResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['AgenteVersaoDisponivel'] = ResolversParentTypes['AgenteVersaoDisponivel']> = {
  assinada?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  chave?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  geradoEm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plataformas?: Resolver<Array<ResolversTypes['AgenteVersaoPlataforma']>, ParentType, ContextType>;
  versao?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgenteVersaoPlataformaResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['AgenteVersaoPlataforma'] = ResolversParentTypes['AgenteVersaoPlataforma']> = {
  assinatura?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plataforma?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tamanho?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AlternativaTabelaResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['AlternativaTabela'] = ResolversParentTypes['AlternativaTabela']> = {
  confianca?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  motivo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tabela?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ArquivoTextoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['ArquivoTexto'] = ResolversParentTypes['ArquivoTexto']> = {
  conteudo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AtualizacaoGerenciadorResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['AtualizacaoGerenciador'] = ResolversParentTypes['AtualizacaoGerenciador']> = {
  motivo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quando?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resultado?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versao?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditoriaResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['Auditoria'] = ResolversParentTypes['Auditoria']> = {
  acao?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  antes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contratanteId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  depois?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endereco?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entidade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entidadeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entidadeNome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quando?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usuarioEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usuarioId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  usuarioNome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  acao?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usuario?: Resolver<ResolversTypes['UsuarioLogado'], ParentType, ContextType>;
};

export type CepResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['Cep'] = ResolversParentTypes['Cep']> = {
  bairro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cep?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cidade?: Resolver<Maybe<ResolversTypes['Cidade']>, ParentType, ContextType>;
  complemento?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gia?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ibge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  localidade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logradouro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unidade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CidadeResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['Cidade'] = ResolversParentTypes['Cidade']> = {
  estado?: Resolver<ResolversTypes['Estado'], ParentType, ContextType>;
  estadoId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContadoresFrotaResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['ContadoresFrota'] = ResolversParentTypes['ContadoresFrota']> = {
  conectados?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  desatualizado?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  estrutura?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  execucoesFalha?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filiais?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offline?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registrosErro?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registrosErroTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContratanteResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['Contratante'] = ResolversParentTypes['Contratante']> = {
  ativo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bairro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cep?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cidade?: Resolver<Maybe<ResolversTypes['Cidade']>, ParentType, ContextType>;
  cidadeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  complemento?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  docEstadual?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  docFederal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endereco?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fantasia?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxDipositivos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxFiliais?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numero?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telefone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tipoEmpresa?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContratanteDependentesResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['ContratanteDependentes'] = ResolversParentTypes['ContratanteDependentes']> = {
  dispositivos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filiais?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usuarios?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DiaFrotaResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['DiaFrota'] = ResolversParentTypes['DiaFrota']> = {
  dia?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  execucoesFalha?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pedidosIntegrados?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pedidosRecebidos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DivergenciaEstruturaResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['DivergenciaEstrutura'] = ResolversParentTypes['DivergenciaEstrutura']> = {
  coluna?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  motivo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tabela?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EntregaWebhookResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['EntregaWebhook'] = ResolversParentTypes['EntregaWebhook']> = {
  criadoEm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entregueEm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  evento?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  origem?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  proximaTentativa?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resumo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  situacao?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tentativas?: Resolver<Array<ResolversTypes['TentativaWebhook']>, ParentType, ContextType>;
};

export type EntregasWebhookResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['EntregasWebhook'] = ResolversParentTypes['EntregasWebhook']> = {
  entregas?: Resolver<Array<ResolversTypes['EntregaWebhook']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EstadoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['Estado'] = ResolversParentTypes['Estado']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sigla?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExecucaoSincronizacaoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['ExecucaoSincronizacao'] = ResolversParentTypes['ExecucaoSincronizacao']> = {
  dtFim?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dtInicio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enviados?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  erro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  falhas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lidos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  msg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  removidos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resultado?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retomada?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tipo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExecucoesSincronizacaoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['ExecucoesSincronizacao'] = ResolversParentTypes['ExecucoesSincronizacao']> = {
  execucoes?: Resolver<Array<ResolversTypes['ExecucaoSincronizacao']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FilialFrotaResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['FilialFrota'] = ResolversParentTypes['FilialFrota']> = {
  ativo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contratanteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contratanteNome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  desatualizado?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  estruturaAlterada?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  execucoesFalha?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filialId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gerenciadorConectado?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pedidosDia?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pedidosSemSincronizar?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pedidosSincronizados?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  problemas?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  qtdeErros?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registrosErro?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ultimaAtualizacao?: Resolver<Maybe<ResolversTypes['AtualizacaoGerenciador']>, ParentType, ContextType>;
  ultimoContatoGerenciador?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versaoAlvo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versaoGerenciador?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GerenciadorAtualizacaoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['GerenciadorAtualizacao'] = ResolversParentTypes['GerenciadorAtualizacao']> = {
  ultimaEm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ultimaVersao?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ultimoMotivo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ultimoResultado?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versaoAlvo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versaoAtual?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versaoFixada?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GerenciadorResultadoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['GerenciadorResultado'] = ResolversParentTypes['GerenciadorResultado']> = {
  dados?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  erro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  msg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GerenciadorStatusResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['GerenciadorStatus'] = ResolversParentTypes['GerenciadorStatus']> = {
  conectado?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  desatualizado?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  erro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hostname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  msg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tokenGerado?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ultimoContato?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versao?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versaoServidor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JustificativaCampoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['JustificativaCampo'] = ResolversParentTypes['JustificativaCampo']> = {
  campo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coluna?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  motivo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MobileDispositivoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['MobileDispositivo'] = ResolversParentTypes['MobileDispositivo']> = {
  apelido?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ativo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bloqueado?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dataAtivacao?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dataUltimoAcesso?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dispositivo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filialId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plataforma?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telefone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versaoApp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  whitelisted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MobileFilialResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['MobileFilial'] = ResolversParentTypes['MobileFilial']> = {
  ativo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bairro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cep?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cidade?: Resolver<Maybe<ResolversTypes['Cidade']>, ParentType, ContextType>;
  cidadeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  complemento?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contratanteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  docEstadual?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  docFederal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endereco?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fantasia?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filialUuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  identificadorApp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numero?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numeroDispositivos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  telefone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tipoDocFederal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MobileFilialConfiguracaoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['MobileFilialConfiguracao'] = ResolversParentTypes['MobileFilialConfiguracao']> = {
  ativa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  aviso?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dados?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filialId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mapeamento?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tipo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MobileFilialDatabaseResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['MobileFilialDatabase'] = ResolversParentTypes['MobileFilialDatabase']> = {
  ativa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  configuracao?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  database?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filialId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MobileFilialDependentesResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['MobileFilialDependentes'] = ResolversParentTypes['MobileFilialDependentes']> = {
  dadosSincronizados?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dispositivos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registrosCelular?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  agenteDefinirRollout?: Resolver<ResolversTypes['AgenteRollout'], ParentType, ContextType, RequireFields<MutationAgenteDefinirRolloutArgs, 'percentual' | 'versao'>>;
  agenteRemoverRollout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationAgenteRemoverRolloutArgs>>;
  ativarContratantes?: Resolver<ResolversTypes['ResultadoLote'], ParentType, ContextType, RequireFields<MutationAtivarContratantesArgs, 'ativo' | 'ids'>>;
  ativarMobileFiliais?: Resolver<ResolversTypes['ResultadoLote'], ParentType, ContextType, RequireFields<MutationAtivarMobileFiliaisArgs, 'ativo' | 'ids'>>;
  ativarUsuarios?: Resolver<ResolversTypes['ResultadoLote'], ParentType, ContextType, RequireFields<MutationAtivarUsuariosArgs, 'ativo' | 'ids'>>;
  bloqueiaMobileDispositivo?: Resolver<ResolversTypes['MobileDispositivo'], ParentType, ContextType, RequireFields<MutationBloqueiaMobileDispositivoArgs, 'id'>>;
  bloqueiaMobileDispositivos?: Resolver<ResolversTypes['ResultadoLote'], ParentType, ContextType, RequireFields<MutationBloqueiaMobileDispositivosArgs, 'ids'>>;
  createToken?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationCreateTokenArgs, 'email' | 'password'>>;
  createTokenAutoLogin?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationCreateTokenAutoLoginArgs, 'tempToken'>>;
  createUpdatMobileFilial?: Resolver<ResolversTypes['MobileFilial'], ParentType, ContextType, RequireFields<MutationCreateUpdatMobileFilialArgs, 'input'>>;
  createUpdateContratante?: Resolver<ResolversTypes['Contratante'], ParentType, ContextType, RequireFields<MutationCreateUpdateContratanteArgs, 'input'>>;
  createUpdateMobileFilialConfiguracao?: Resolver<ResolversTypes['MobileFilialConfiguracao'], ParentType, ContextType, RequireFields<MutationCreateUpdateMobileFilialConfiguracaoArgs, 'input'>>;
  createUpdateMobileFilialDatabase?: Resolver<ResolversTypes['MobileFilialDatabase'], ParentType, ContextType, RequireFields<MutationCreateUpdateMobileFilialDatabaseArgs, 'input'>>;
  createUsuario?: Resolver<ResolversTypes['Usuario'], ParentType, ContextType, RequireFields<MutationCreateUsuarioArgs, 'input'>>;
  deleteContratante?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContratanteArgs, 'id'>>;
  deleteMobileFilial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMobileFilialArgs, 'id'>>;
  deleteMobileFilialDatabase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMobileFilialDatabaseArgs, 'id'>>;
  deleteUsuario?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUsuarioArgs, 'id'>>;
  filialGerenciadorConfirmarRemocoes?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<MutationFilialGerenciadorConfirmarRemocoesArgs, 'identificadorApp' | 'tipo'>>;
  filialGerenciadorFixarVersao?: Resolver<ResolversTypes['GerenciadorAtualizacao'], ParentType, ContextType, RequireFields<MutationFilialGerenciadorFixarVersaoArgs, 'identificadorApp'>>;
  filialGerenciadorLimparDadosSite?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<MutationFilialGerenciadorLimparDadosSiteArgs, 'identificadorApp' | 'tipo'>>;
  filialGerenciadorRegistroDescartar?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<MutationFilialGerenciadorRegistroDescartarArgs, 'identificadorApp' | 'tipo' | 'uuid'>>;
  filialGerenciadorRegistroReenviar?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<MutationFilialGerenciadorRegistroReenviarArgs, 'identificadorApp' | 'tipo' | 'uuid'>>;
  filialGerenciadorRegistrosDescartarErros?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<MutationFilialGerenciadorRegistrosDescartarErrosArgs, 'identificadorApp' | 'tipo'>>;
  filialGerenciadorRegistrosReenviarErros?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<MutationFilialGerenciadorRegistrosReenviarErrosArgs, 'identificadorApp' | 'tipo'>>;
  filialGerenciadorReiniciar?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<MutationFilialGerenciadorReiniciarArgs, 'identificadorApp'>>;
  gerarTokenGerenciador?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationGerarTokenGerenciadorArgs, 'filialId'>>;
  limparMobileFilialConfiguracao?: Resolver<ResolversTypes['MobileFilialConfiguracao'], ParentType, ContextType, RequireFields<MutationLimparMobileFilialConfiguracaoArgs, 'filialId' | 'tipo'>>;
  updateMobileDispositivo?: Resolver<ResolversTypes['MobileDispositivo'], ParentType, ContextType, RequireFields<MutationUpdateMobileDispositivoArgs, 'input'>>;
  updateUsuario?: Resolver<ResolversTypes['Usuario'], ParentType, ContextType, RequireFields<MutationUpdateUsuarioArgs, 'id' | 'input'>>;
  usuarioAtualizarSenha?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationUsuarioAtualizarSenhaArgs, 'novaSenha' | 'token'>>;
  usuarioAtualizarSenhaRecuperacao?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationUsuarioAtualizarSenhaRecuperacaoArgs, 'novaSenha'>>;
  usuarioEncerrarSessao?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  webhookAlertaGerarSegredo?: Resolver<ResolversTypes['WebhookAlertaSalvo'], ParentType, ContextType, RequireFields<MutationWebhookAlertaGerarSegredoArgs, 'escopo'>>;
  webhookAlertaRemover?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationWebhookAlertaRemoverArgs, 'escopo'>>;
  webhookAlertaSalvar?: Resolver<ResolversTypes['WebhookAlertaSalvo'], ParentType, ContextType, RequireFields<MutationWebhookAlertaSalvarArgs, 'dados' | 'escopo'>>;
  webhookAlertaTestar?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<MutationWebhookAlertaTestarArgs, 'escopo'>>;
};

export type ProximaExecucaoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['ProximaExecucao'] = ResolversParentTypes['ProximaExecucao']> = {
  executando?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  proximaExecucao?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tipo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  agenteRollouts?: Resolver<Array<ResolversTypes['AgenteRollout']>, ParentType, ContextType>;
  agenteVersoesDisponiveis?: Resolver<Array<ResolversTypes['AgenteVersaoDisponivel']>, ParentType, ContextType>;
  auditorias?: Resolver<Array<ResolversTypes['Auditoria']>, ParentType, ContextType, Partial<QueryAuditoriasArgs>>;
  auditoriasCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryAuditoriasCountArgs>>;
  cidade?: Resolver<Maybe<ResolversTypes['Cidade']>, ParentType, ContextType, RequireFields<QueryCidadeArgs, 'id'>>;
  cidades?: Resolver<Array<ResolversTypes['Cidade']>, ParentType, ContextType, Partial<QueryCidadesArgs>>;
  consultaCep?: Resolver<ResolversTypes['Cep'], ParentType, ContextType, RequireFields<QueryConsultaCepArgs, 'cep'>>;
  contratante?: Resolver<Maybe<ResolversTypes['Contratante']>, ParentType, ContextType, RequireFields<QueryContratanteArgs, 'id'>>;
  contratanteDependentes?: Resolver<ResolversTypes['ContratanteDependentes'], ParentType, ContextType, RequireFields<QueryContratanteDependentesArgs, 'id'>>;
  contratanteExiste?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryContratanteExisteArgs, 'docFederal'>>;
  contratanteMobileFiliais?: Resolver<Array<ResolversTypes['MobileFilial']>, ParentType, ContextType, RequireFields<QueryContratanteMobileFiliaisArgs, 'contratanteId'>>;
  contratanteUsuarios?: Resolver<Array<ResolversTypes['Usuario']>, ParentType, ContextType, RequireFields<QueryContratanteUsuariosArgs, 'contratanteId'>>;
  contratantes?: Resolver<Array<ResolversTypes['Contratante']>, ParentType, ContextType, Partial<QueryContratantesArgs>>;
  contratantesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryContratantesCountArgs>>;
  filialGerenciadorAtualizacao?: Resolver<ResolversTypes['GerenciadorAtualizacao'], ParentType, ContextType, RequireFields<QueryFilialGerenciadorAtualizacaoArgs, 'identificadorApp'>>;
  filialGerenciadorDescobrirTabelas?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<QueryFilialGerenciadorDescobrirTabelasArgs, 'identificadorApp'>>;
  filialGerenciadorExecucaoFalhasCsv?: Resolver<ResolversTypes['ArquivoTexto'], ParentType, ContextType, RequireFields<QueryFilialGerenciadorExecucaoFalhasCsvArgs, 'id' | 'identificadorApp'>>;
  filialGerenciadorExecucoes?: Resolver<ResolversTypes['ExecucoesSincronizacao'], ParentType, ContextType, RequireFields<QueryFilialGerenciadorExecucoesArgs, 'identificadorApp'>>;
  filialGerenciadorPrevisualizar?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<QueryFilialGerenciadorPrevisualizarArgs, 'configuracao' | 'identificadorApp' | 'tipo'>>;
  filialGerenciadorProximasExecucoes?: Resolver<Array<ResolversTypes['ProximaExecucao']>, ParentType, ContextType, RequireFields<QueryFilialGerenciadorProximasExecucoesArgs, 'identificadorApp'>>;
  filialGerenciadorRegistros?: Resolver<ResolversTypes['RegistrosAplicativoPagina'], ParentType, ContextType, RequireFields<QueryFilialGerenciadorRegistrosArgs, 'identificadorApp'>>;
  filialGerenciadorRegistrosResumo?: Resolver<ResolversTypes['RegistrosAplicativoResumo'], ParentType, ContextType, RequireFields<QueryFilialGerenciadorRegistrosResumoArgs, 'identificadorApp' | 'tipo'>>;
  filialGerenciadorSincronizar?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<QueryFilialGerenciadorSincronizarArgs, 'dados' | 'identificadorApp'>>;
  filialGerenciadorSincronizarCancelar?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<QueryFilialGerenciadorSincronizarCancelarArgs, 'identificadorApp' | 'tipo'>>;
  filialGerenciadorSincronizarStatus?: Resolver<ResolversTypes['SincronizacaoStatus'], ParentType, ContextType, RequireFields<QueryFilialGerenciadorSincronizarStatusArgs, 'identificadorApp' | 'tipo'>>;
  filialGerenciadorStatus?: Resolver<ResolversTypes['GerenciadorStatus'], ParentType, ContextType, RequireFields<QueryFilialGerenciadorStatusArgs, 'identificadorApp'>>;
  filialGerenciadorSugerirConfiguracao?: Resolver<ResolversTypes['SugestaoConfiguracao'], ParentType, ContextType, RequireFields<QueryFilialGerenciadorSugerirConfiguracaoArgs, 'identificadorApp' | 'tipo'>>;
  filialGerenciadorTestarConexao?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<QueryFilialGerenciadorTestarConexaoArgs, 'dadosConexao' | 'identificadorApp'>>;
  filialGerenciadorTestarInsert?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<QueryFilialGerenciadorTestarInsertArgs, 'configuracao' | 'identificadorApp' | 'tipo'>>;
  filialGerenciadorTestarSQL?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<QueryFilialGerenciadorTestarSqlArgs, 'dadosSQL' | 'identificadorApp'>>;
  gerenciadoresFrota?: Resolver<Array<ResolversTypes['FilialFrota']>, ParentType, ContextType, Partial<QueryGerenciadoresFrotaArgs>>;
  gerenciadoresFrotaContadores?: Resolver<ResolversTypes['ContadoresFrota'], ParentType, ContextType, Partial<QueryGerenciadoresFrotaContadoresArgs>>;
  gerenciadoresFrotaCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryGerenciadoresFrotaCountArgs>>;
  gerenciadoresFrotaGraficos?: Resolver<Array<ResolversTypes['DiaFrota']>, ParentType, ContextType, Partial<QueryGerenciadoresFrotaGraficosArgs>>;
  mobileDispositivo?: Resolver<Maybe<ResolversTypes['MobileDispositivo']>, ParentType, ContextType, RequireFields<QueryMobileDispositivoArgs, 'id'>>;
  mobileDispositivos?: Resolver<Array<ResolversTypes['MobileDispositivo']>, ParentType, ContextType, Partial<QueryMobileDispositivosArgs>>;
  mobileDispositivosCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryMobileDispositivosCountArgs>>;
  mobileFiliais?: Resolver<Array<ResolversTypes['MobileFilial']>, ParentType, ContextType, Partial<QueryMobileFiliaisArgs>>;
  mobileFiliaisCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryMobileFiliaisCountArgs>>;
  mobileFilial?: Resolver<Maybe<ResolversTypes['MobileFilial']>, ParentType, ContextType, RequireFields<QueryMobileFilialArgs, 'id'>>;
  mobileFilialConfiguracao?: Resolver<ResolversTypes['MobileFilialConfiguracao'], ParentType, ContextType, RequireFields<QueryMobileFilialConfiguracaoArgs, 'filialId' | 'tipo'>>;
  mobileFilialDatabase?: Resolver<Maybe<ResolversTypes['MobileFilialDatabase']>, ParentType, ContextType, RequireFields<QueryMobileFilialDatabaseArgs, 'id'>>;
  mobileFilialDatabases?: Resolver<Array<ResolversTypes['MobileFilialDatabase']>, ParentType, ContextType, Partial<QueryMobileFilialDatabasesArgs>>;
  mobileFilialDatabasesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryMobileFilialDatabasesCountArgs>>;
  mobileFilialDependentes?: Resolver<ResolversTypes['MobileFilialDependentes'], ParentType, ContextType, RequireFields<QueryMobileFilialDependentesArgs, 'id'>>;
  usuario?: Resolver<Maybe<ResolversTypes['Usuario']>, ParentType, ContextType, RequireFields<QueryUsuarioArgs, 'id'>>;
  usuarioEmailExiste?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryUsuarioEmailExisteArgs, 'email'>>;
  usuarioRecuperarSenha?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryUsuarioRecuperarSenhaArgs, 'email'>>;
  usuarioValidaSenhaAtual?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryUsuarioValidaSenhaAtualArgs, 'senhaAtual'>>;
  usuarios?: Resolver<Array<ResolversTypes['Usuario']>, ParentType, ContextType, Partial<QueryUsuariosArgs>>;
  usuariosCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryUsuariosCountArgs>>;
  webhookAlerta?: Resolver<ResolversTypes['WebhooksAlerta'], ParentType, ContextType, RequireFields<QueryWebhookAlertaArgs, 'escopo'>>;
  webhookAlertaEntregas?: Resolver<ResolversTypes['EntregasWebhook'], ParentType, ContextType, RequireFields<QueryWebhookAlertaEntregasArgs, 'escopo'>>;
};

export type RecusaLoteResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['RecusaLote'] = ResolversParentTypes['RecusaLote']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  motivo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegistroAplicativoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['RegistroAplicativo'] = ResolversParentTypes['RegistroAplicativo']> = {
  atualizadoEm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chaveErp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descricao?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dispositivo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  erro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  erroDetalhe?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  integradoEm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recebidoEm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  situacao?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tentativas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tipo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendedor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RegistrosAplicativoPaginaResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['RegistrosAplicativoPagina'] = ResolversParentTypes['RegistrosAplicativoPagina']> = {
  registros?: Resolver<Array<ResolversTypes['RegistroAplicativo']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegistrosAplicativoResumoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['RegistrosAplicativoResumo'] = ResolversParentTypes['RegistrosAplicativoResumo']> = {
  descartado?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  divergencias?: Resolver<Array<ResolversTypes['DivergenciaEstrutura']>, ParentType, ContextType>;
  divergenciasDesde?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  erro?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  integrado?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendente?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tipo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResultadoLoteResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['ResultadoLote'] = ResolversParentTypes['ResultadoLote']> = {
  alterados?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  recusados?: Resolver<Array<ResolversTypes['RecusaLote']>, ParentType, ContextType>;
};

export type SincronizacaoStatusResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['SincronizacaoStatus'] = ResolversParentTypes['SincronizacaoStatus']> = {
  cancelada?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  divergencias?: Resolver<Array<ResolversTypes['DivergenciaEstrutura']>, ParentType, ContextType>;
  divergenciasDesde?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dtFim?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dtInicio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  envioCompleto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  erro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  executando?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itensSincronizadosCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  msg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proximaExecucao?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remocoesRetidas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retomada?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sucesso?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tipo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SugestaoConfiguracaoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['SugestaoConfiguracao'] = ResolversParentTypes['SugestaoConfiguracao']> = {
  alternativas?: Resolver<Array<ResolversTypes['AlternativaTabela']>, ParentType, ContextType>;
  avisos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  confianca?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dados?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  justificativas?: Resolver<Array<ResolversTypes['JustificativaCampo']>, ParentType, ContextType>;
  mapeamento?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tipo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TentativaWebhookResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['TentativaWebhook'] = ResolversParentTypes['TentativaWebhook']> = {
  duracaoMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  em?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  erro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numero?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusHttp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type UsuarioResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['Usuario'] = ResolversParentTypes['Usuario']> = {
  ativo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contratanteId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telefone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ultimaAtividade?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UsuarioLogadoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['UsuarioLogado'] = ResolversParentTypes['UsuarioLogado']> = {
  caslRules?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contratanteId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissoes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telefone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WebhookAlertaResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['WebhookAlerta'] = ResolversParentTypes['WebhookAlerta']> = {
  ativo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  atualizadoEm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  criadoEm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origem?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  podeEditar?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookAlertaSalvoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['WebhookAlertaSalvo'] = ResolversParentTypes['WebhookAlertaSalvo']> = {
  segredo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  webhook?: Resolver<ResolversTypes['WebhookAlerta'], ParentType, ContextType>;
};

export type WebhooksAlertaResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['WebhooksAlerta'] = ResolversParentTypes['WebhooksAlerta']> = {
  contratante?: Resolver<Maybe<ResolversTypes['WebhookAlerta']>, ParentType, ContextType>;
  contratanteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  podeEditar?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  podeEditarContratante?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  proprio?: Resolver<Maybe<ResolversTypes['WebhookAlerta']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = AppContext> = {
  AgenteRollout?: AgenteRolloutResolvers<ContextType>;
  AgenteVersaoDisponivel?: AgenteVersaoDisponivelResolvers<ContextType>;
  AgenteVersaoPlataforma?: AgenteVersaoPlataformaResolvers<ContextType>;
  AlternativaTabela?: AlternativaTabelaResolvers<ContextType>;
  ArquivoTexto?: ArquivoTextoResolvers<ContextType>;
  AtualizacaoGerenciador?: AtualizacaoGerenciadorResolvers<ContextType>;
  Auditoria?: AuditoriaResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Cep?: CepResolvers<ContextType>;
  Cidade?: CidadeResolvers<ContextType>;
  ContadoresFrota?: ContadoresFrotaResolvers<ContextType>;
  Contratante?: ContratanteResolvers<ContextType>;
  ContratanteDependentes?: ContratanteDependentesResolvers<ContextType>;
  DiaFrota?: DiaFrotaResolvers<ContextType>;
  DivergenciaEstrutura?: DivergenciaEstruturaResolvers<ContextType>;
  EntregaWebhook?: EntregaWebhookResolvers<ContextType>;
  EntregasWebhook?: EntregasWebhookResolvers<ContextType>;
  Estado?: EstadoResolvers<ContextType>;
  ExecucaoSincronizacao?: ExecucaoSincronizacaoResolvers<ContextType>;
  ExecucoesSincronizacao?: ExecucoesSincronizacaoResolvers<ContextType>;
  FilialFrota?: FilialFrotaResolvers<ContextType>;
  GerenciadorAtualizacao?: GerenciadorAtualizacaoResolvers<ContextType>;
  GerenciadorResultado?: GerenciadorResultadoResolvers<ContextType>;
  GerenciadorStatus?: GerenciadorStatusResolvers<ContextType>;
  JustificativaCampo?: JustificativaCampoResolvers<ContextType>;
  MobileDispositivo?: MobileDispositivoResolvers<ContextType>;
  MobileFilial?: MobileFilialResolvers<ContextType>;
  MobileFilialConfiguracao?: MobileFilialConfiguracaoResolvers<ContextType>;
  MobileFilialDatabase?: MobileFilialDatabaseResolvers<ContextType>;
  MobileFilialDependentes?: MobileFilialDependentesResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  ProximaExecucao?: ProximaExecucaoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecusaLote?: RecusaLoteResolvers<ContextType>;
  RegistroAplicativo?: RegistroAplicativoResolvers<ContextType>;
  RegistrosAplicativoPagina?: RegistrosAplicativoPaginaResolvers<ContextType>;
  RegistrosAplicativoResumo?: RegistrosAplicativoResumoResolvers<ContextType>;
  ResultadoLote?: ResultadoLoteResolvers<ContextType>;
  SincronizacaoStatus?: SincronizacaoStatusResolvers<ContextType>;
  SugestaoConfiguracao?: SugestaoConfiguracaoResolvers<ContextType>;
  TentativaWebhook?: TentativaWebhookResolvers<ContextType>;
  Usuario?: UsuarioResolvers<ContextType>;
  UsuarioLogado?: UsuarioLogadoResolvers<ContextType>;
  WebhookAlerta?: WebhookAlertaResolvers<ContextType>;
  WebhookAlertaSalvo?: WebhookAlertaSalvoResolvers<ContextType>;
  WebhooksAlerta?: WebhooksAlertaResolvers<ContextType>;
};


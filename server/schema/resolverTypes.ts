// Gerado por `npm run codegen` a partir do schema (codegen.ts): não edite.
/* eslint-disable */
import type * as Types from '../../common/graphql/tipos';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AppContext } from '../context';
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };


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
) => Types.Maybe<TTypes> | Promise<Types.Maybe<TTypes>>;

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
  AgenteRollout: ResolverTypeWrapper<Partial<Types.AgenteRollout>>;
  AgenteVersaoDisponivel: ResolverTypeWrapper<Partial<Types.AgenteVersaoDisponivel>>;
  AgenteVersaoPlataforma: ResolverTypeWrapper<Partial<Types.AgenteVersaoPlataforma>>;
  AlternativaTabela: ResolverTypeWrapper<Partial<Types.AlternativaTabela>>;
  ArquivoTexto: ResolverTypeWrapper<Partial<Types.ArquivoTexto>>;
  AtualizacaoGerenciador: ResolverTypeWrapper<Partial<Types.AtualizacaoGerenciador>>;
  Auditoria: ResolverTypeWrapper<Partial<Types.Auditoria>>;
  AuthPayload: ResolverTypeWrapper<Partial<Types.AuthPayload>>;
  Boolean: ResolverTypeWrapper<Partial<Types.Scalars['Boolean']['output']>>;
  Cep: ResolverTypeWrapper<Partial<Types.Cep>>;
  Cidade: ResolverTypeWrapper<Partial<Types.Cidade>>;
  ContadoresFrota: ResolverTypeWrapper<Partial<Types.ContadoresFrota>>;
  Contratante: ResolverTypeWrapper<Partial<Types.Contratante>>;
  ContratanteDependentes: ResolverTypeWrapper<Partial<Types.ContratanteDependentes>>;
  ContratanteInput: ResolverTypeWrapper<Partial<Types.ContratanteInput>>;
  DiaFrota: ResolverTypeWrapper<Partial<Types.DiaFrota>>;
  DivergenciaEstrutura: ResolverTypeWrapper<Partial<Types.DivergenciaEstrutura>>;
  EntregaWebhook: ResolverTypeWrapper<Partial<Types.EntregaWebhook>>;
  EntregasWebhook: ResolverTypeWrapper<Partial<Types.EntregasWebhook>>;
  Estado: ResolverTypeWrapper<Partial<Types.Estado>>;
  EventoWebhook: ResolverTypeWrapper<Partial<Types.Scalars['EventoWebhook']['output']>>;
  ExecucaoSincronizacao: ResolverTypeWrapper<Partial<Types.ExecucaoSincronizacao>>;
  ExecucoesSincronizacao: ResolverTypeWrapper<Partial<Types.ExecucoesSincronizacao>>;
  FilialFrota: ResolverTypeWrapper<Partial<Types.FilialFrota>>;
  Float: ResolverTypeWrapper<Partial<Types.Scalars['Float']['output']>>;
  GerenciadorAtualizacao: ResolverTypeWrapper<Partial<Types.GerenciadorAtualizacao>>;
  GerenciadorResultado: ResolverTypeWrapper<Partial<Types.GerenciadorResultado>>;
  GerenciadorStatus: ResolverTypeWrapper<Partial<Types.GerenciadorStatus>>;
  Int: ResolverTypeWrapper<Partial<Types.Scalars['Int']['output']>>;
  JustificativaCampo: ResolverTypeWrapper<Partial<Types.JustificativaCampo>>;
  MobileDispositivo: ResolverTypeWrapper<Partial<Types.MobileDispositivo>>;
  MobileDispositivoInput: ResolverTypeWrapper<Partial<Types.MobileDispositivoInput>>;
  MobileFilial: ResolverTypeWrapper<Partial<Types.MobileFilial>>;
  MobileFilialConfiguracao: ResolverTypeWrapper<Partial<Types.MobileFilialConfiguracao>>;
  MobileFilialConfiguracaoInput: ResolverTypeWrapper<Partial<Types.MobileFilialConfiguracaoInput>>;
  MobileFilialDatabase: ResolverTypeWrapper<Partial<Types.MobileFilialDatabase>>;
  MobileFilialDatabaseInput: ResolverTypeWrapper<Partial<Types.MobileFilialDatabaseInput>>;
  MobileFilialDependentes: ResolverTypeWrapper<Partial<Types.MobileFilialDependentes>>;
  MobileFilialInput: ResolverTypeWrapper<Partial<Types.MobileFilialInput>>;
  ModoExecucao: ResolverTypeWrapper<Partial<Types.ModoExecucao>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OrderItem: ResolverTypeWrapper<Partial<Types.OrderItem>>;
  OrigemWebhook: ResolverTypeWrapper<Partial<Types.OrigemWebhook>>;
  ProximaExecucao: ResolverTypeWrapper<Partial<Types.ProximaExecucao>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueryOptions: ResolverTypeWrapper<Partial<Types.QueryOptions>>;
  RecusaLote: ResolverTypeWrapper<Partial<Types.RecusaLote>>;
  RegistroAplicativo: ResolverTypeWrapper<Partial<Types.RegistroAplicativo>>;
  RegistrosAplicativoPagina: ResolverTypeWrapper<Partial<Types.RegistrosAplicativoPagina>>;
  RegistrosAplicativoResumo: ResolverTypeWrapper<Partial<Types.RegistrosAplicativoResumo>>;
  ResultadoExecucao: ResolverTypeWrapper<Partial<Types.ResultadoExecucao>>;
  ResultadoLote: ResolverTypeWrapper<Partial<Types.ResultadoLote>>;
  SincronizacaoStatus: ResolverTypeWrapper<Partial<Types.SincronizacaoStatus>>;
  SincronizarInput: ResolverTypeWrapper<Partial<Types.SincronizarInput>>;
  SituacaoEntrega: ResolverTypeWrapper<Partial<Types.SituacaoEntrega>>;
  SituacaoRegistroApp: ResolverTypeWrapper<Partial<Types.SituacaoRegistroApp>>;
  String: ResolverTypeWrapper<Partial<Types.Scalars['String']['output']>>;
  SugestaoConfiguracao: ResolverTypeWrapper<Partial<Types.SugestaoConfiguracao>>;
  TentativaWebhook: ResolverTypeWrapper<Partial<Types.TentativaWebhook>>;
  Usuario: ResolverTypeWrapper<Partial<Types.Usuario>>;
  UsuarioInput: ResolverTypeWrapper<Partial<Types.UsuarioInput>>;
  UsuarioLogado: ResolverTypeWrapper<Partial<Types.UsuarioLogado>>;
  UsuarioUpdateInput: ResolverTypeWrapper<Partial<Types.UsuarioUpdateInput>>;
  WebhookAlerta: ResolverTypeWrapper<Partial<Types.WebhookAlerta>>;
  WebhookAlertaInput: ResolverTypeWrapper<Partial<Types.WebhookAlertaInput>>;
  WebhookAlertaSalvo: ResolverTypeWrapper<Partial<Types.WebhookAlertaSalvo>>;
  WebhookEscopo: ResolverTypeWrapper<Partial<Types.WebhookEscopo>>;
  WebhooksAlerta: ResolverTypeWrapper<Partial<Types.WebhooksAlerta>>;
  WhereInput: ResolverTypeWrapper<Partial<Types.WhereInput>>;
  WhereItem: ResolverTypeWrapper<Partial<Types.WhereItem>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AgenteRollout: Partial<Types.AgenteRollout>;
  AgenteVersaoDisponivel: Partial<Types.AgenteVersaoDisponivel>;
  AgenteVersaoPlataforma: Partial<Types.AgenteVersaoPlataforma>;
  AlternativaTabela: Partial<Types.AlternativaTabela>;
  ArquivoTexto: Partial<Types.ArquivoTexto>;
  AtualizacaoGerenciador: Partial<Types.AtualizacaoGerenciador>;
  Auditoria: Partial<Types.Auditoria>;
  AuthPayload: Partial<Types.AuthPayload>;
  Boolean: Partial<Types.Scalars['Boolean']['output']>;
  Cep: Partial<Types.Cep>;
  Cidade: Partial<Types.Cidade>;
  ContadoresFrota: Partial<Types.ContadoresFrota>;
  Contratante: Partial<Types.Contratante>;
  ContratanteDependentes: Partial<Types.ContratanteDependentes>;
  ContratanteInput: Partial<Types.ContratanteInput>;
  DiaFrota: Partial<Types.DiaFrota>;
  DivergenciaEstrutura: Partial<Types.DivergenciaEstrutura>;
  EntregaWebhook: Partial<Types.EntregaWebhook>;
  EntregasWebhook: Partial<Types.EntregasWebhook>;
  Estado: Partial<Types.Estado>;
  EventoWebhook: Partial<Types.Scalars['EventoWebhook']['output']>;
  ExecucaoSincronizacao: Partial<Types.ExecucaoSincronizacao>;
  ExecucoesSincronizacao: Partial<Types.ExecucoesSincronizacao>;
  FilialFrota: Partial<Types.FilialFrota>;
  Float: Partial<Types.Scalars['Float']['output']>;
  GerenciadorAtualizacao: Partial<Types.GerenciadorAtualizacao>;
  GerenciadorResultado: Partial<Types.GerenciadorResultado>;
  GerenciadorStatus: Partial<Types.GerenciadorStatus>;
  Int: Partial<Types.Scalars['Int']['output']>;
  JustificativaCampo: Partial<Types.JustificativaCampo>;
  MobileDispositivo: Partial<Types.MobileDispositivo>;
  MobileDispositivoInput: Partial<Types.MobileDispositivoInput>;
  MobileFilial: Partial<Types.MobileFilial>;
  MobileFilialConfiguracao: Partial<Types.MobileFilialConfiguracao>;
  MobileFilialConfiguracaoInput: Partial<Types.MobileFilialConfiguracaoInput>;
  MobileFilialDatabase: Partial<Types.MobileFilialDatabase>;
  MobileFilialDatabaseInput: Partial<Types.MobileFilialDatabaseInput>;
  MobileFilialDependentes: Partial<Types.MobileFilialDependentes>;
  MobileFilialInput: Partial<Types.MobileFilialInput>;
  Mutation: Record<PropertyKey, never>;
  OrderItem: Partial<Types.OrderItem>;
  ProximaExecucao: Partial<Types.ProximaExecucao>;
  Query: Record<PropertyKey, never>;
  QueryOptions: Partial<Types.QueryOptions>;
  RecusaLote: Partial<Types.RecusaLote>;
  RegistroAplicativo: Partial<Types.RegistroAplicativo>;
  RegistrosAplicativoPagina: Partial<Types.RegistrosAplicativoPagina>;
  RegistrosAplicativoResumo: Partial<Types.RegistrosAplicativoResumo>;
  ResultadoLote: Partial<Types.ResultadoLote>;
  SincronizacaoStatus: Partial<Types.SincronizacaoStatus>;
  SincronizarInput: Partial<Types.SincronizarInput>;
  String: Partial<Types.Scalars['String']['output']>;
  SugestaoConfiguracao: Partial<Types.SugestaoConfiguracao>;
  TentativaWebhook: Partial<Types.TentativaWebhook>;
  Usuario: Partial<Types.Usuario>;
  UsuarioInput: Partial<Types.UsuarioInput>;
  UsuarioLogado: Partial<Types.UsuarioLogado>;
  UsuarioUpdateInput: Partial<Types.UsuarioUpdateInput>;
  WebhookAlerta: Partial<Types.WebhookAlerta>;
  WebhookAlertaInput: Partial<Types.WebhookAlertaInput>;
  WebhookAlertaSalvo: Partial<Types.WebhookAlertaSalvo>;
  WebhookEscopo: Partial<Types.WebhookEscopo>;
  WebhooksAlerta: Partial<Types.WebhooksAlerta>;
  WhereInput: Partial<Types.WhereInput>;
  WhereItem: Partial<Types.WhereItem>;
};

export type AgenteRolloutResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['AgenteRollout'] = ResolversParentTypes['AgenteRollout']> = {
  atualizadoEm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contratanteId?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contratanteNome?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  percentual?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versao?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgenteVersaoDisponivelResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['AgenteVersaoDisponivel'] = ResolversParentTypes['AgenteVersaoDisponivel']> = {
  assinada?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  chave?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  geradoEm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plataformas?: Resolver<Array<ResolversTypes['AgenteVersaoPlataforma']>, ParentType, ContextType>;
  versao?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgenteVersaoPlataformaResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['AgenteVersaoPlataforma'] = ResolversParentTypes['AgenteVersaoPlataforma']> = {
  assinatura?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  motivo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quando?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resultado?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versao?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditoriaResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['Auditoria'] = ResolversParentTypes['Auditoria']> = {
  acao?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  antes?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contratanteId?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  depois?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endereco?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entidade?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entidadeId?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entidadeNome?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quando?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usuarioEmail?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usuarioId?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  usuarioNome?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  acao?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usuario?: Resolver<ResolversTypes['UsuarioLogado'], ParentType, ContextType>;
};

export type CepResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['Cep'] = ResolversParentTypes['Cep']> = {
  bairro?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cep?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cidade?: Resolver<Types.Maybe<ResolversTypes['Cidade']>, ParentType, ContextType>;
  complemento?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gia?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ibge?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  localidade?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logradouro?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uf?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unidade?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  bairro?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cep?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cidade?: Resolver<Types.Maybe<ResolversTypes['Cidade']>, ParentType, ContextType>;
  cidadeId?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  complemento?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  docEstadual?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  docFederal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endereco?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fantasia?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxDipositivos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxFiliais?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numero?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telefone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  coluna?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  motivo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tabela?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EntregaWebhookResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['EntregaWebhook'] = ResolversParentTypes['EntregaWebhook']> = {
  criadoEm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entregueEm?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  evento?: Resolver<ResolversTypes['EventoWebhook'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  origem?: Resolver<ResolversTypes['OrigemWebhook'], ParentType, ContextType>;
  proximaTentativa?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resumo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  situacao?: Resolver<ResolversTypes['SituacaoEntrega'], ParentType, ContextType>;
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

export interface EventoWebhookScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EventoWebhook'], any> {
  name: 'EventoWebhook';
}

export type ExecucaoSincronizacaoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['ExecucaoSincronizacao'] = ResolversParentTypes['ExecucaoSincronizacao']> = {
  dtFim?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dtInicio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enviados?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  erro?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  falhas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lidos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modo?: Resolver<ResolversTypes['ModoExecucao'], ParentType, ContextType>;
  msg?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  removidos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resultado?: Resolver<ResolversTypes['ResultadoExecucao'], ParentType, ContextType>;
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
  ultimaAtualizacao?: Resolver<Types.Maybe<ResolversTypes['AtualizacaoGerenciador']>, ParentType, ContextType>;
  ultimoContatoGerenciador?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versaoAlvo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versaoGerenciador?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GerenciadorAtualizacaoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['GerenciadorAtualizacao'] = ResolversParentTypes['GerenciadorAtualizacao']> = {
  ultimaEm?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ultimaVersao?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ultimoMotivo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ultimoResultado?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versaoAlvo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versaoAtual?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versaoFixada?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GerenciadorResultadoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['GerenciadorResultado'] = ResolversParentTypes['GerenciadorResultado']> = {
  dados?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  erro?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  msg?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GerenciadorStatusResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['GerenciadorStatus'] = ResolversParentTypes['GerenciadorStatus']> = {
  conectado?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  desatualizado?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  erro?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hostname?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  msg?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tokenGerado?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ultimoContato?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versao?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  versaoServidor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JustificativaCampoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['JustificativaCampo'] = ResolversParentTypes['JustificativaCampo']> = {
  campo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coluna?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  motivo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MobileDispositivoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['MobileDispositivo'] = ResolversParentTypes['MobileDispositivo']> = {
  apelido?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ativo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bloqueado?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dataAtivacao?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dataUltimoAcesso?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dispositivo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filialId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plataforma?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telefone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versaoApp?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  whitelisted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MobileFilialResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['MobileFilial'] = ResolversParentTypes['MobileFilial']> = {
  ativo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bairro?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cep?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cidade?: Resolver<Types.Maybe<ResolversTypes['Cidade']>, ParentType, ContextType>;
  cidadeId?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  complemento?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contratanteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  docEstadual?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  docFederal?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endereco?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fantasia?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filialUuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  identificadorApp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numero?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numeroDispositivos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  telefone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tipoDocFederal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MobileFilialConfiguracaoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['MobileFilialConfiguracao'] = ResolversParentTypes['MobileFilialConfiguracao']> = {
  ativa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  aviso?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dados?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filialId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mapeamento?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tipo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MobileFilialDatabaseResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['MobileFilialDatabase'] = ResolversParentTypes['MobileFilialDatabase']> = {
  ativa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  configuracao?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  database?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filialId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MobileFilialDependentesResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['MobileFilialDependentes'] = ResolversParentTypes['MobileFilialDependentes']> = {
  dadosSincronizados?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dispositivos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registrosCelular?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  agenteDefinirRollout?: Resolver<ResolversTypes['AgenteRollout'], ParentType, ContextType, RequireFields<Types.MutationAgenteDefinirRolloutArgs, 'percentual' | 'versao'>>;
  agenteRemoverRollout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<Types.MutationAgenteRemoverRolloutArgs>>;
  ativarContratantes?: Resolver<ResolversTypes['ResultadoLote'], ParentType, ContextType, RequireFields<Types.MutationAtivarContratantesArgs, 'ativo' | 'ids'>>;
  ativarMobileFiliais?: Resolver<ResolversTypes['ResultadoLote'], ParentType, ContextType, RequireFields<Types.MutationAtivarMobileFiliaisArgs, 'ativo' | 'ids'>>;
  ativarUsuarios?: Resolver<ResolversTypes['ResultadoLote'], ParentType, ContextType, RequireFields<Types.MutationAtivarUsuariosArgs, 'ativo' | 'ids'>>;
  bloqueiaMobileDispositivo?: Resolver<ResolversTypes['MobileDispositivo'], ParentType, ContextType, RequireFields<Types.MutationBloqueiaMobileDispositivoArgs, 'id'>>;
  bloqueiaMobileDispositivos?: Resolver<ResolversTypes['ResultadoLote'], ParentType, ContextType, RequireFields<Types.MutationBloqueiaMobileDispositivosArgs, 'ids'>>;
  createToken?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<Types.MutationCreateTokenArgs, 'email' | 'password'>>;
  createTokenAutoLogin?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<Types.MutationCreateTokenAutoLoginArgs, 'tempToken'>>;
  createUpdatMobileFilial?: Resolver<ResolversTypes['MobileFilial'], ParentType, ContextType, RequireFields<Types.MutationCreateUpdatMobileFilialArgs, 'input'>>;
  createUpdateContratante?: Resolver<ResolversTypes['Contratante'], ParentType, ContextType, RequireFields<Types.MutationCreateUpdateContratanteArgs, 'input'>>;
  createUpdateMobileFilialConfiguracao?: Resolver<ResolversTypes['MobileFilialConfiguracao'], ParentType, ContextType, RequireFields<Types.MutationCreateUpdateMobileFilialConfiguracaoArgs, 'input'>>;
  createUpdateMobileFilialDatabase?: Resolver<ResolversTypes['MobileFilialDatabase'], ParentType, ContextType, RequireFields<Types.MutationCreateUpdateMobileFilialDatabaseArgs, 'input'>>;
  createUsuario?: Resolver<ResolversTypes['Usuario'], ParentType, ContextType, RequireFields<Types.MutationCreateUsuarioArgs, 'input'>>;
  deleteContratante?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDeleteContratanteArgs, 'id'>>;
  deleteMobileFilial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDeleteMobileFilialArgs, 'id'>>;
  deleteMobileFilialDatabase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDeleteMobileFilialDatabaseArgs, 'id'>>;
  deleteUsuario?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationDeleteUsuarioArgs, 'id'>>;
  filialGerenciadorConfirmarRemocoes?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<Types.MutationFilialGerenciadorConfirmarRemocoesArgs, 'identificadorApp' | 'tipo'>>;
  filialGerenciadorFixarVersao?: Resolver<ResolversTypes['GerenciadorAtualizacao'], ParentType, ContextType, RequireFields<Types.MutationFilialGerenciadorFixarVersaoArgs, 'identificadorApp'>>;
  filialGerenciadorLimparDadosSite?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<Types.MutationFilialGerenciadorLimparDadosSiteArgs, 'identificadorApp' | 'tipo'>>;
  filialGerenciadorRegistroDescartar?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<Types.MutationFilialGerenciadorRegistroDescartarArgs, 'identificadorApp' | 'tipo' | 'uuid'>>;
  filialGerenciadorRegistroReenviar?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<Types.MutationFilialGerenciadorRegistroReenviarArgs, 'identificadorApp' | 'tipo' | 'uuid'>>;
  filialGerenciadorRegistrosDescartarErros?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<Types.MutationFilialGerenciadorRegistrosDescartarErrosArgs, 'identificadorApp' | 'tipo'>>;
  filialGerenciadorRegistrosReenviarErros?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<Types.MutationFilialGerenciadorRegistrosReenviarErrosArgs, 'identificadorApp' | 'tipo'>>;
  filialGerenciadorReiniciar?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<Types.MutationFilialGerenciadorReiniciarArgs, 'identificadorApp'>>;
  gerarTokenGerenciador?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<Types.MutationGerarTokenGerenciadorArgs, 'filialId'>>;
  limparMobileFilialConfiguracao?: Resolver<ResolversTypes['MobileFilialConfiguracao'], ParentType, ContextType, RequireFields<Types.MutationLimparMobileFilialConfiguracaoArgs, 'filialId' | 'tipo'>>;
  updateMobileDispositivo?: Resolver<ResolversTypes['MobileDispositivo'], ParentType, ContextType, RequireFields<Types.MutationUpdateMobileDispositivoArgs, 'input'>>;
  updateUsuario?: Resolver<ResolversTypes['Usuario'], ParentType, ContextType, RequireFields<Types.MutationUpdateUsuarioArgs, 'id' | 'input'>>;
  usuarioAtualizarSenha?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<Types.MutationUsuarioAtualizarSenhaArgs, 'novaSenha' | 'token'>>;
  usuarioAtualizarSenhaRecuperacao?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<Types.MutationUsuarioAtualizarSenhaRecuperacaoArgs, 'novaSenha'>>;
  usuarioEncerrarSessao?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  webhookAlertaGerarSegredo?: Resolver<ResolversTypes['WebhookAlertaSalvo'], ParentType, ContextType, RequireFields<Types.MutationWebhookAlertaGerarSegredoArgs, 'escopo'>>;
  webhookAlertaRemover?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.MutationWebhookAlertaRemoverArgs, 'escopo'>>;
  webhookAlertaSalvar?: Resolver<ResolversTypes['WebhookAlertaSalvo'], ParentType, ContextType, RequireFields<Types.MutationWebhookAlertaSalvarArgs, 'dados' | 'escopo'>>;
  webhookAlertaTestar?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<Types.MutationWebhookAlertaTestarArgs, 'escopo'>>;
};

export type ProximaExecucaoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['ProximaExecucao'] = ResolversParentTypes['ProximaExecucao']> = {
  executando?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  proximaExecucao?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tipo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  agenteRollouts?: Resolver<Array<ResolversTypes['AgenteRollout']>, ParentType, ContextType>;
  agenteVersoesDisponiveis?: Resolver<Array<ResolversTypes['AgenteVersaoDisponivel']>, ParentType, ContextType>;
  auditorias?: Resolver<Array<ResolversTypes['Auditoria']>, ParentType, ContextType, Partial<Types.QueryAuditoriasArgs>>;
  auditoriasCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<Types.QueryAuditoriasCountArgs>>;
  cidade?: Resolver<Types.Maybe<ResolversTypes['Cidade']>, ParentType, ContextType, RequireFields<Types.QueryCidadeArgs, 'id'>>;
  cidades?: Resolver<Array<ResolversTypes['Cidade']>, ParentType, ContextType, Partial<Types.QueryCidadesArgs>>;
  consultaCep?: Resolver<ResolversTypes['Cep'], ParentType, ContextType, RequireFields<Types.QueryConsultaCepArgs, 'cep'>>;
  contratante?: Resolver<Types.Maybe<ResolversTypes['Contratante']>, ParentType, ContextType, RequireFields<Types.QueryContratanteArgs, 'id'>>;
  contratanteDependentes?: Resolver<ResolversTypes['ContratanteDependentes'], ParentType, ContextType, RequireFields<Types.QueryContratanteDependentesArgs, 'id'>>;
  contratanteExiste?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.QueryContratanteExisteArgs, 'docFederal'>>;
  contratanteMobileFiliais?: Resolver<Array<ResolversTypes['MobileFilial']>, ParentType, ContextType, RequireFields<Types.QueryContratanteMobileFiliaisArgs, 'contratanteId'>>;
  contratanteUsuarios?: Resolver<Array<ResolversTypes['Usuario']>, ParentType, ContextType, RequireFields<Types.QueryContratanteUsuariosArgs, 'contratanteId'>>;
  contratantes?: Resolver<Array<ResolversTypes['Contratante']>, ParentType, ContextType, Partial<Types.QueryContratantesArgs>>;
  contratantesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<Types.QueryContratantesCountArgs>>;
  filialGerenciadorAtualizacao?: Resolver<ResolversTypes['GerenciadorAtualizacao'], ParentType, ContextType, RequireFields<Types.QueryFilialGerenciadorAtualizacaoArgs, 'identificadorApp'>>;
  filialGerenciadorDescobrirTabelas?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<Types.QueryFilialGerenciadorDescobrirTabelasArgs, 'identificadorApp'>>;
  filialGerenciadorExecucaoFalhasCsv?: Resolver<ResolversTypes['ArquivoTexto'], ParentType, ContextType, RequireFields<Types.QueryFilialGerenciadorExecucaoFalhasCsvArgs, 'id' | 'identificadorApp'>>;
  filialGerenciadorExecucoes?: Resolver<ResolversTypes['ExecucoesSincronizacao'], ParentType, ContextType, RequireFields<Types.QueryFilialGerenciadorExecucoesArgs, 'identificadorApp'>>;
  filialGerenciadorPrevisualizar?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<Types.QueryFilialGerenciadorPrevisualizarArgs, 'configuracao' | 'identificadorApp' | 'tipo'>>;
  filialGerenciadorProximasExecucoes?: Resolver<Array<ResolversTypes['ProximaExecucao']>, ParentType, ContextType, RequireFields<Types.QueryFilialGerenciadorProximasExecucoesArgs, 'identificadorApp'>>;
  filialGerenciadorRegistros?: Resolver<ResolversTypes['RegistrosAplicativoPagina'], ParentType, ContextType, RequireFields<Types.QueryFilialGerenciadorRegistrosArgs, 'identificadorApp'>>;
  filialGerenciadorRegistrosResumo?: Resolver<ResolversTypes['RegistrosAplicativoResumo'], ParentType, ContextType, RequireFields<Types.QueryFilialGerenciadorRegistrosResumoArgs, 'identificadorApp' | 'tipo'>>;
  filialGerenciadorSincronizar?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<Types.QueryFilialGerenciadorSincronizarArgs, 'dados' | 'identificadorApp'>>;
  filialGerenciadorSincronizarCancelar?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<Types.QueryFilialGerenciadorSincronizarCancelarArgs, 'identificadorApp' | 'tipo'>>;
  filialGerenciadorSincronizarStatus?: Resolver<ResolversTypes['SincronizacaoStatus'], ParentType, ContextType, RequireFields<Types.QueryFilialGerenciadorSincronizarStatusArgs, 'identificadorApp' | 'tipo'>>;
  filialGerenciadorStatus?: Resolver<ResolversTypes['GerenciadorStatus'], ParentType, ContextType, RequireFields<Types.QueryFilialGerenciadorStatusArgs, 'identificadorApp'>>;
  filialGerenciadorSugerirConfiguracao?: Resolver<ResolversTypes['SugestaoConfiguracao'], ParentType, ContextType, RequireFields<Types.QueryFilialGerenciadorSugerirConfiguracaoArgs, 'identificadorApp' | 'tipo'>>;
  filialGerenciadorTestarConexao?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<Types.QueryFilialGerenciadorTestarConexaoArgs, 'dadosConexao' | 'identificadorApp'>>;
  filialGerenciadorTestarInsert?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<Types.QueryFilialGerenciadorTestarInsertArgs, 'configuracao' | 'identificadorApp' | 'tipo'>>;
  filialGerenciadorTestarSQL?: Resolver<ResolversTypes['GerenciadorResultado'], ParentType, ContextType, RequireFields<Types.QueryFilialGerenciadorTestarSqlArgs, 'dadosSQL' | 'identificadorApp'>>;
  gerenciadoresFrota?: Resolver<Array<ResolversTypes['FilialFrota']>, ParentType, ContextType, Partial<Types.QueryGerenciadoresFrotaArgs>>;
  gerenciadoresFrotaContadores?: Resolver<ResolversTypes['ContadoresFrota'], ParentType, ContextType, Partial<Types.QueryGerenciadoresFrotaContadoresArgs>>;
  gerenciadoresFrotaCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<Types.QueryGerenciadoresFrotaCountArgs>>;
  gerenciadoresFrotaGraficos?: Resolver<Array<ResolversTypes['DiaFrota']>, ParentType, ContextType, Partial<Types.QueryGerenciadoresFrotaGraficosArgs>>;
  mobileDispositivo?: Resolver<Types.Maybe<ResolversTypes['MobileDispositivo']>, ParentType, ContextType, RequireFields<Types.QueryMobileDispositivoArgs, 'id'>>;
  mobileDispositivos?: Resolver<Array<ResolversTypes['MobileDispositivo']>, ParentType, ContextType, Partial<Types.QueryMobileDispositivosArgs>>;
  mobileDispositivosCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<Types.QueryMobileDispositivosCountArgs>>;
  mobileFiliais?: Resolver<Array<ResolversTypes['MobileFilial']>, ParentType, ContextType, Partial<Types.QueryMobileFiliaisArgs>>;
  mobileFiliaisCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<Types.QueryMobileFiliaisCountArgs>>;
  mobileFilial?: Resolver<Types.Maybe<ResolversTypes['MobileFilial']>, ParentType, ContextType, RequireFields<Types.QueryMobileFilialArgs, 'id'>>;
  mobileFilialConfiguracao?: Resolver<ResolversTypes['MobileFilialConfiguracao'], ParentType, ContextType, RequireFields<Types.QueryMobileFilialConfiguracaoArgs, 'filialId' | 'tipo'>>;
  mobileFilialDatabase?: Resolver<Types.Maybe<ResolversTypes['MobileFilialDatabase']>, ParentType, ContextType, RequireFields<Types.QueryMobileFilialDatabaseArgs, 'id'>>;
  mobileFilialDatabases?: Resolver<Array<ResolversTypes['MobileFilialDatabase']>, ParentType, ContextType, Partial<Types.QueryMobileFilialDatabasesArgs>>;
  mobileFilialDatabasesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<Types.QueryMobileFilialDatabasesCountArgs>>;
  mobileFilialDependentes?: Resolver<ResolversTypes['MobileFilialDependentes'], ParentType, ContextType, RequireFields<Types.QueryMobileFilialDependentesArgs, 'id'>>;
  usuario?: Resolver<Types.Maybe<ResolversTypes['Usuario']>, ParentType, ContextType, RequireFields<Types.QueryUsuarioArgs, 'id'>>;
  usuarioEmailExiste?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.QueryUsuarioEmailExisteArgs, 'email'>>;
  usuarioRecuperarSenha?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<Types.QueryUsuarioRecuperarSenhaArgs, 'email'>>;
  usuarioValidaSenhaAtual?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<Types.QueryUsuarioValidaSenhaAtualArgs, 'senhaAtual'>>;
  usuarios?: Resolver<Array<ResolversTypes['Usuario']>, ParentType, ContextType, Partial<Types.QueryUsuariosArgs>>;
  usuariosCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<Types.QueryUsuariosCountArgs>>;
  webhookAlerta?: Resolver<ResolversTypes['WebhooksAlerta'], ParentType, ContextType, RequireFields<Types.QueryWebhookAlertaArgs, 'escopo'>>;
  webhookAlertaEntregas?: Resolver<ResolversTypes['EntregasWebhook'], ParentType, ContextType, RequireFields<Types.QueryWebhookAlertaEntregasArgs, 'escopo'>>;
};

export type RecusaLoteResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['RecusaLote'] = ResolversParentTypes['RecusaLote']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  motivo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegistroAplicativoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['RegistroAplicativo'] = ResolversParentTypes['RegistroAplicativo']> = {
  atualizadoEm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chaveErp?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descricao?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dispositivo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  erro?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  erroDetalhe?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  integradoEm?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recebidoEm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  situacao?: Resolver<ResolversTypes['SituacaoRegistroApp'], ParentType, ContextType>;
  tentativas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tipo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendedor?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RegistrosAplicativoPaginaResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['RegistrosAplicativoPagina'] = ResolversParentTypes['RegistrosAplicativoPagina']> = {
  registros?: Resolver<Array<ResolversTypes['RegistroAplicativo']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RegistrosAplicativoResumoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['RegistrosAplicativoResumo'] = ResolversParentTypes['RegistrosAplicativoResumo']> = {
  descartado?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  divergencias?: Resolver<Array<ResolversTypes['DivergenciaEstrutura']>, ParentType, ContextType>;
  divergenciasDesde?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  divergenciasDesde?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dtFim?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dtInicio?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  envioCompleto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  erro?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  executando?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itensSincronizadosCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  msg?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proximaExecucao?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remocoesRetidas?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retomada?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sucesso?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tipo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  erro?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numero?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusHttp?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type UsuarioResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['Usuario'] = ResolversParentTypes['Usuario']> = {
  ativo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contratanteId?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telefone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ultimaAtividade?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UsuarioLogadoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['UsuarioLogado'] = ResolversParentTypes['UsuarioLogado']> = {
  caslRules?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contratanteId?: Resolver<Types.Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissoes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telefone?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WebhookAlertaResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['WebhookAlerta'] = ResolversParentTypes['WebhookAlerta']> = {
  ativo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  atualizadoEm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  criadoEm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origem?: Resolver<ResolversTypes['OrigemWebhook'], ParentType, ContextType>;
  podeEditar?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookAlertaSalvoResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['WebhookAlertaSalvo'] = ResolversParentTypes['WebhookAlertaSalvo']> = {
  segredo?: Resolver<Types.Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  webhook?: Resolver<ResolversTypes['WebhookAlerta'], ParentType, ContextType>;
};

export type WebhooksAlertaResolvers<ContextType = AppContext, ParentType extends ResolversParentTypes['WebhooksAlerta'] = ResolversParentTypes['WebhooksAlerta']> = {
  contratante?: Resolver<Types.Maybe<ResolversTypes['WebhookAlerta']>, ParentType, ContextType>;
  contratanteId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  podeEditar?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  podeEditarContratante?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  proprio?: Resolver<Types.Maybe<ResolversTypes['WebhookAlerta']>, ParentType, ContextType>;
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
  EventoWebhook?: GraphQLScalarType;
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


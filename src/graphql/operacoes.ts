// Gerado por `npm run codegen` a partir do schema (codegen.ts): não edite.
/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type MobileFilialConfiguracaoInput = {
  ativa?: boolean | null | undefined;
  dados: string;
  filialId: number;
  mapeamento?: string | null | undefined;
  tipo: string;
};

/** alterados: only new and changed records; todos: everything (reenviarTodos). */
export type ModoExecucao =
  | 'alterados'
  | 'todos';

/** Where a delivery went: the branch's own webhook or its contratante's. */
export type OrigemWebhook =
  | 'contratante'
  | 'filial';

/** How a sync run ended (executando while it runs). */
export type ResultadoExecucao =
  | 'cancelada'
  | 'executando'
  | 'falha'
  | 'interrompida'
  | 'remocoesRetidas'
  | 'sucesso';

export type SincronizarInput = {
  reenviarTodos?: boolean | null | undefined;
  tipo: string;
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

export type WebhookAlertaInput = {
  ativo: boolean;
  url: string;
};

/** Which webhook: a branch's (identificadorApp, as the manager area) or a contratante's (contratanteId); one of the two. */
export type WebhookEscopo = {
  contratanteId?: number | null | undefined;
  identificadorApp?: string | null | undefined;
};

export type CamposRolloutFragment = { contratanteId: number | null, contratanteNome: string | null, versao: string, percentual: number, atualizadoEm: string };

export type AgenteRolloutsQueryVariables = Exact<{ [key: string]: never; }>;


export type AgenteRolloutsQuery = { agenteRollouts: Array<{ contratanteId: number | null, contratanteNome: string | null, versao: string, percentual: number, atualizadoEm: string }> };

export type AgenteVersoesDisponiveisQueryVariables = Exact<{ [key: string]: never; }>;


export type AgenteVersoesDisponiveisQuery = { agenteVersoesDisponiveis: Array<{ versao: string, geradoEm: string, assinada: boolean }> };

export type AgenteDefinirRolloutMutationVariables = Exact<{
  contratanteId?: number | null | undefined;
  versao: string;
  percentual: number;
}>;


export type AgenteDefinirRolloutMutation = { agenteDefinirRollout: { contratanteId: number | null, contratanteNome: string | null, versao: string, percentual: number, atualizadoEm: string } };

export type AgenteRemoverRolloutMutationVariables = Exact<{
  contratanteId?: number | null | undefined;
}>;


export type AgenteRemoverRolloutMutation = { agenteRemoverRollout: boolean };

export type CamposCidadeFragment = { id: number, nome: string, estado: { sigla: string } };

export type CidadesQueryVariables = Exact<{
  nome?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type CidadesQuery = { cidades: Array<{ id: number, nome: string, estado: { sigla: string } }> };

export type CidadeQueryVariables = Exact<{
  id: number;
}>;


export type CidadeQuery = { cidade: { id: number, nome: string, estado: { sigla: string } } | null };

export type ConsultaCepQueryVariables = Exact<{
  cep: string;
}>;


export type ConsultaCepQuery = { consultaCep: { cep: string, logradouro: string | null, bairro: string | null, cidade: { id: number, nome: string, estado: { sigla: string } } | null } };

export type CamposAtualizacaoFilialFragment = { versaoAtual: string | null, versaoAlvo: string | null, versaoFixada: string | null, ultimaVersao: string | null, ultimoResultado: string | null, ultimoMotivo: string | null, ultimaEm: string | null };

export type FilialGerenciadorAtualizacaoQueryVariables = Exact<{
  identificadorApp: string;
}>;


export type FilialGerenciadorAtualizacaoQuery = { filialGerenciadorAtualizacao: { versaoAtual: string | null, versaoAlvo: string | null, versaoFixada: string | null, ultimaVersao: string | null, ultimoResultado: string | null, ultimoMotivo: string | null, ultimaEm: string | null } };

export type FilialGerenciadorFixarVersaoMutationVariables = Exact<{
  identificadorApp: string;
  versao?: string | null | undefined;
}>;


export type FilialGerenciadorFixarVersaoMutation = { filialGerenciadorFixarVersao: { versaoAtual: string | null, versaoAlvo: string | null, versaoFixada: string | null, ultimaVersao: string | null, ultimoResultado: string | null, ultimoMotivo: string | null, ultimaEm: string | null } };

export type ResultadoGerenciadorFragment = { status: boolean, msg: string | null, erro: string | null, dados: string | null };

export type MobileFilialQueryVariables = Exact<{
  id: number;
}>;


export type MobileFilialQuery = { mobileFilial: { id: number, nome: string, identificadorApp: string, ativo: boolean } | null };

export type MobileFilialConfiguracaoQueryVariables = Exact<{
  filialId: number;
  tipo: string;
}>;


export type MobileFilialConfiguracaoQuery = { mobileFilialConfiguracao: { tipo: string, dados: string, mapeamento: string, ativa: boolean } };

export type CreateUpdateMobileFilialConfiguracaoMutationVariables = Exact<{
  input: MobileFilialConfiguracaoInput;
}>;


export type CreateUpdateMobileFilialConfiguracaoMutation = { createUpdateMobileFilialConfiguracao: { tipo: string, dados: string, mapeamento: string, ativa: boolean, aviso: string | null } };

export type LimparMobileFilialConfiguracaoMutationVariables = Exact<{
  filialId: number;
  tipo: string;
}>;


export type LimparMobileFilialConfiguracaoMutation = { limparMobileFilialConfiguracao: { tipo: string, dados: string, mapeamento: string, ativa: boolean } };

export type FilialGerenciadorStatusQueryVariables = Exact<{
  identificadorApp: string;
}>;


export type FilialGerenciadorStatusQuery = { filialGerenciadorStatus: { status: boolean, msg: string | null, erro: string | null, conectado: boolean, versao: string | null, versaoServidor: string, desatualizado: boolean, hostname: string | null, ultimoContato: string | null, tokenGerado: boolean } };

export type FilialGerenciadorTestarConexaoQueryVariables = Exact<{
  identificadorApp: string;
  dadosConexao: string;
}>;


export type FilialGerenciadorTestarConexaoQuery = { filialGerenciadorTestarConexao: { status: boolean, msg: string | null, erro: string | null, dados: string | null } };

export type FilialGerenciadorTestarSqlQueryVariables = Exact<{
  identificadorApp: string;
  dadosSQL: string;
}>;


export type FilialGerenciadorTestarSqlQuery = { filialGerenciadorTestarSQL: { status: boolean, msg: string | null, erro: string | null, dados: string | null } };

export type FilialGerenciadorSincronizarQueryVariables = Exact<{
  identificadorApp: string;
  dados: SincronizarInput;
}>;


export type FilialGerenciadorSincronizarQuery = { filialGerenciadorSincronizar: { status: boolean, msg: string | null, erro: string | null, dados: string | null } };

export type FilialGerenciadorSincronizarCancelarQueryVariables = Exact<{
  identificadorApp: string;
  tipo: string;
}>;


export type FilialGerenciadorSincronizarCancelarQuery = { filialGerenciadorSincronizarCancelar: { status: boolean, msg: string | null, erro: string | null, dados: string | null } };

export type FilialGerenciadorSincronizarStatusQueryVariables = Exact<{
  identificadorApp: string;
  tipo: string;
}>;


export type FilialGerenciadorSincronizarStatusQuery = { filialGerenciadorSincronizarStatus: { tipo: string, dtInicio: string | null, dtFim: string | null, executando: boolean, sucesso: boolean, cancelada: boolean, erro: string | null, updatedAt: string | null, itemsCount: number, itensSincronizadosCount: number, envioCompleto: boolean, msg: string | null, retomada: boolean, remocoesRetidas: number, divergenciasDesde: string | null, proximaExecucao: string | null, divergencias: Array<{ tabela: string, coluna: string | null, motivo: string }> } };

export type FilialGerenciadorLimparDadosSiteMutationVariables = Exact<{
  identificadorApp: string;
  tipo: string;
}>;


export type FilialGerenciadorLimparDadosSiteMutation = { filialGerenciadorLimparDadosSite: { status: boolean, msg: string | null, erro: string | null, dados: string | null } };

export type FilialGerenciadorReiniciarMutationVariables = Exact<{
  identificadorApp: string;
}>;


export type FilialGerenciadorReiniciarMutation = { filialGerenciadorReiniciar: { status: boolean, msg: string | null, erro: string | null, dados: string | null } };

export type FilialGerenciadorConfirmarRemocoesMutationVariables = Exact<{
  identificadorApp: string;
  tipo: string;
}>;


export type FilialGerenciadorConfirmarRemocoesMutation = { filialGerenciadorConfirmarRemocoes: { status: boolean, msg: string | null, erro: string | null, dados: string | null } };

export type FilialGerenciadorProximasExecucoesQueryVariables = Exact<{
  identificadorApp: string;
}>;


export type FilialGerenciadorProximasExecucoesQuery = { filialGerenciadorProximasExecucoes: Array<{ tipo: string, proximaExecucao: string | null, executando: boolean }> };

export type FilialGerenciadorRegistrosResumoQueryVariables = Exact<{
  identificadorApp: string;
  tipo: string;
}>;


export type FilialGerenciadorRegistrosResumoQuery = { filialGerenciadorRegistrosResumo: { tipo: string, pendente: number, integrado: number, erro: number, descartado: number, divergencias: Array<{ tabela: string, coluna: string | null, motivo: string }> } };

export type FilialGerenciadorRegistrosReenviarErrosMutationVariables = Exact<{
  identificadorApp: string;
  tipo: string;
}>;


export type FilialGerenciadorRegistrosReenviarErrosMutation = { filialGerenciadorRegistrosReenviarErros: { status: boolean, msg: string | null, erro: string | null, dados: string | null } };

export type FilialGerenciadorRegistrosDescartarErrosMutationVariables = Exact<{
  identificadorApp: string;
  tipo: string;
}>;


export type FilialGerenciadorRegistrosDescartarErrosMutation = { filialGerenciadorRegistrosDescartarErros: { status: boolean, msg: string | null, erro: string | null, dados: string | null } };

export type GerarTokenGerenciadorMutationVariables = Exact<{
  filialId: number;
}>;


export type GerarTokenGerenciadorMutation = { gerarTokenGerenciador: string };

export type CamposSugestaoFragment = { tipo: string, dados: string, mapeamento: string, confianca: number, avisos: Array<string>, justificativas: Array<{ campo: string, coluna: string | null, motivo: string }>, alternativas: Array<{ tabela: string, motivo: string, confianca: number }> };

export type FilialGerenciadorSugerirConfiguracaoQueryVariables = Exact<{
  identificadorApp: string;
  tipo: string;
}>;


export type FilialGerenciadorSugerirConfiguracaoQuery = { filialGerenciadorSugerirConfiguracao: { tipo: string, dados: string, mapeamento: string, confianca: number, avisos: Array<string>, justificativas: Array<{ campo: string, coluna: string | null, motivo: string }>, alternativas: Array<{ tabela: string, motivo: string, confianca: number }> } };

export type FilialGerenciadorSugerirConfiguracaoTabelaQueryVariables = Exact<{
  identificadorApp: string;
  tipo: string;
  tabela?: string | null | undefined;
}>;


export type FilialGerenciadorSugerirConfiguracaoTabelaQuery = { filialGerenciadorSugerirConfiguracao: { tipo: string, dados: string, mapeamento: string, confianca: number, avisos: Array<string>, justificativas: Array<{ campo: string, coluna: string | null, motivo: string }>, alternativas: Array<{ tabela: string, motivo: string, confianca: number }> } };

export type CamposWebhookFragment = { origem: OrigemWebhook, url: string, ativo: boolean, criadoEm: string, atualizadoEm: string, podeEditar: boolean };

export type WebhookAlertaQueryVariables = Exact<{
  escopo: WebhookEscopo;
}>;


export type WebhookAlertaQuery = { webhookAlerta: { contratanteId: number, podeEditar: boolean, podeEditarContratante: boolean, proprio: { origem: OrigemWebhook, url: string, ativo: boolean, criadoEm: string, atualizadoEm: string, podeEditar: boolean } | null, contratante: { origem: OrigemWebhook, url: string, ativo: boolean, criadoEm: string, atualizadoEm: string, podeEditar: boolean } | null } };

export type WebhookAlertaSalvarMutationVariables = Exact<{
  escopo: WebhookEscopo;
  dados: WebhookAlertaInput;
}>;


export type WebhookAlertaSalvarMutation = { webhookAlertaSalvar: { segredo: string | null, webhook: { origem: OrigemWebhook, url: string, ativo: boolean, criadoEm: string, atualizadoEm: string, podeEditar: boolean } } };

export type WebhookAlertaGerarSegredoMutationVariables = Exact<{
  escopo: WebhookEscopo;
}>;


export type WebhookAlertaGerarSegredoMutation = { webhookAlertaGerarSegredo: { segredo: string | null, webhook: { origem: OrigemWebhook, url: string, ativo: boolean, criadoEm: string, atualizadoEm: string, podeEditar: boolean } } };

export type WebhookAlertaRemoverMutationVariables = Exact<{
  escopo: WebhookEscopo;
}>;


export type WebhookAlertaRemoverMutation = { webhookAlertaRemover: boolean };

export type WebhookAlertaTestarMutationVariables = Exact<{
  escopo: WebhookEscopo;
}>;


export type WebhookAlertaTestarMutation = { webhookAlertaTestar: { status: boolean, msg: string | null, erro: string | null, dados: string | null } };

export type WebhookAlertaEntregasQueryVariables = Exact<{
  escopo: WebhookEscopo;
  limit?: number | null | undefined;
}>;


export type WebhookAlertaEntregasQuery = { webhookAlertaEntregas: { total: number, entregas: Array<{ id: number, evento: 'gerenciador.desconectado' | 'gerenciador.reconectado' | 'sincronizacao.falhando' | 'sincronizacao.normalizada' | 'registro.erro' | 'registro.erroResolvido' | 'estrutura.mudou' | 'estrutura.normalizada' | 'agente.atualizado' | 'agente.revertido' | 'webhook.teste', resumo: string, origem: OrigemWebhook, situacao: SituacaoEntrega, criadoEm: string, entregueEm: string | null, proximaTentativa: string | null, tentativas: Array<{ numero: number, em: string, statusHttp: number | null, erro: string | null, duracaoMs: number }> }> } };

export type FilialGerenciadorDescobrirTabelasQueryVariables = Exact<{
  identificadorApp: string;
}>;


export type FilialGerenciadorDescobrirTabelasQuery = { filialGerenciadorDescobrirTabelas: { status: boolean, msg: string | null, erro: string | null, dados: string | null } };

export type FilialGerenciadorPrevisualizarQueryVariables = Exact<{
  identificadorApp: string;
  tipo: string;
  configuracao: string;
}>;


export type FilialGerenciadorPrevisualizarQuery = { filialGerenciadorPrevisualizar: { status: boolean, msg: string | null, erro: string | null, dados: string | null } };

export type FilialGerenciadorTestarInsertQueryVariables = Exact<{
  identificadorApp: string;
  tipo: string;
  configuracao: string;
}>;


export type FilialGerenciadorTestarInsertQuery = { filialGerenciadorTestarInsert: { status: boolean, msg: string | null, erro: string | null, dados: string | null } };

export type FilialGerenciadorExecucoesQueryVariables = Exact<{
  identificadorApp: string;
  tipo?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type FilialGerenciadorExecucoesQuery = { filialGerenciadorExecucoes: { total: number, execucoes: Array<{ id: number, tipo: string, dtInicio: string, dtFim: string | null, modo: ModoExecucao, lidos: number, enviados: number, removidos: number, resultado: ResultadoExecucao, retomada: boolean, msg: string | null, erro: string | null, falhas: number }> } };

export type FilialGerenciadorExecucaoFalhasCsvQueryVariables = Exact<{
  identificadorApp: string;
  id: number;
}>;


export type FilialGerenciadorExecucaoFalhasCsvQuery = { filialGerenciadorExecucaoFalhasCsv: { nome: string, conteudo: string } };

export type FilialGerenciadorRegistrosQueryVariables = Exact<{
  identificadorApp: string;
  tipo?: string | null | undefined;
  situacao?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type FilialGerenciadorRegistrosQuery = { filialGerenciadorRegistros: { total: number, registros: Array<{ id: number, tipo: string, uuid: string, situacao: SituacaoRegistroApp, descricao: string, chaveErp: string | null, erro: string | null, erroDetalhe: string | null, tentativas: number, dispositivo: string | null, vendedor: string | null, recebidoEm: string, integradoEm: string | null, atualizadoEm: string }> } };

export type FilialGerenciadorRegistroReenviarMutationVariables = Exact<{
  identificadorApp: string;
  tipo: string;
  uuid: string;
}>;


export type FilialGerenciadorRegistroReenviarMutation = { filialGerenciadorRegistroReenviar: { status: boolean, msg: string | null, erro: string | null } };

export type FilialGerenciadorRegistroDescartarMutationVariables = Exact<{
  identificadorApp: string;
  tipo: string;
  uuid: string;
}>;


export type FilialGerenciadorRegistroDescartarMutation = { filialGerenciadorRegistroDescartar: { status: boolean, msg: string | null, erro: string | null } };

export type GerenciadoresFrotaContadoresQueryVariables = Exact<{
  c?: number | null | undefined;
}>;


export type GerenciadoresFrotaContadoresQuery = { r: { filiais: number, conectados: number, offline: number, estrutura: number, execucoesFalha: number, registrosErro: number, registrosErroTotal: number, desatualizado: number } };

export type GerenciadoresFrotaGraficosQueryVariables = Exact<{
  c?: number | null | undefined;
}>;


export type GerenciadoresFrotaGraficosQuery = { r: Array<{ dia: string, pedidosRecebidos: number, pedidosIntegrados: number, execucoesFalha: number }> };

export type UsuarioValidaSenhaAtualQueryVariables = Exact<{
  senhaAtual: string;
}>;


export type UsuarioValidaSenhaAtualQuery = { usuarioValidaSenhaAtual: string };

export type UsuarioAtualizarSenhaMutationVariables = Exact<{
  novaSenha: string;
  token: string;
}>;


export type UsuarioAtualizarSenhaMutation = { usuarioAtualizarSenha: { token: string, acao: string | null, usuario: { id: number, nome: string, email: string, telefone: string | null, contratanteId: number | null, permissoes: string } } };

export type CamposSessaoFragment = { token: string, acao: string | null, usuario: { id: number, nome: string, email: string, telefone: string | null, contratanteId: number | null, permissoes: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CamposRolloutFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment CamposRollout on AgenteRollout {
  contratanteId
  contratanteNome
  versao
  percentual
  atualizadoEm
}
    `, {"fragmentName":"CamposRollout"}) as unknown as TypedDocumentString<CamposRolloutFragment, unknown>;
export const CamposCidadeFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment CamposCidade on Cidade {
  id
  nome
  estado {
    sigla
  }
}
    `, {"fragmentName":"CamposCidade"}) as unknown as TypedDocumentString<CamposCidadeFragment, unknown>;
export const CamposAtualizacaoFilialFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment CamposAtualizacaoFilial on GerenciadorAtualizacao {
  versaoAtual
  versaoAlvo
  versaoFixada
  ultimaVersao
  ultimoResultado
  ultimoMotivo
  ultimaEm
}
    `, {"fragmentName":"CamposAtualizacaoFilial"}) as unknown as TypedDocumentString<CamposAtualizacaoFilialFragment, unknown>;
export const ResultadoGerenciadorFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment ResultadoGerenciador on GerenciadorResultado {
  status
  msg
  erro
  dados
}
    `, {"fragmentName":"ResultadoGerenciador"}) as unknown as TypedDocumentString<ResultadoGerenciadorFragment, unknown>;
export const CamposSugestaoFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment CamposSugestao on SugestaoConfiguracao {
  tipo
  dados
  mapeamento
  confianca
  avisos
  justificativas {
    campo
    coluna
    motivo
  }
  alternativas {
    tabela
    motivo
    confianca
  }
}
    `, {"fragmentName":"CamposSugestao"}) as unknown as TypedDocumentString<CamposSugestaoFragment, unknown>;
export const CamposWebhookFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment CamposWebhook on WebhookAlerta {
  origem
  url
  ativo
  criadoEm
  atualizadoEm
  podeEditar
}
    `, {"fragmentName":"CamposWebhook"}) as unknown as TypedDocumentString<CamposWebhookFragment, unknown>;
export const CamposSessaoFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment CamposSessao on AuthPayload {
  token
  acao
  usuario {
    id
    nome
    email
    telefone
    contratanteId
    permissoes
  }
}
    `, {"fragmentName":"CamposSessao"}) as unknown as TypedDocumentString<CamposSessaoFragment, unknown>;
export const AgenteRolloutsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query agenteRollouts {
  agenteRollouts {
    ...CamposRollout
  }
}
    fragment CamposRollout on AgenteRollout {
  contratanteId
  contratanteNome
  versao
  percentual
  atualizadoEm
}`) as unknown as TypedDocumentString<AgenteRolloutsQuery, AgenteRolloutsQueryVariables>;
export const AgenteVersoesDisponiveisDocument = /*#__PURE__*/ new TypedDocumentString(`
    query agenteVersoesDisponiveis {
  agenteVersoesDisponiveis {
    versao
    geradoEm
    assinada
  }
}
    `) as unknown as TypedDocumentString<AgenteVersoesDisponiveisQuery, AgenteVersoesDisponiveisQueryVariables>;
export const AgenteDefinirRolloutDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation agenteDefinirRollout($contratanteId: Int, $versao: String!, $percentual: Int!) {
  agenteDefinirRollout(
    contratanteId: $contratanteId
    versao: $versao
    percentual: $percentual
  ) {
    ...CamposRollout
  }
}
    fragment CamposRollout on AgenteRollout {
  contratanteId
  contratanteNome
  versao
  percentual
  atualizadoEm
}`) as unknown as TypedDocumentString<AgenteDefinirRolloutMutation, AgenteDefinirRolloutMutationVariables>;
export const AgenteRemoverRolloutDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation agenteRemoverRollout($contratanteId: Int) {
  agenteRemoverRollout(contratanteId: $contratanteId)
}
    `) as unknown as TypedDocumentString<AgenteRemoverRolloutMutation, AgenteRemoverRolloutMutationVariables>;
export const CidadesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query cidades($nome: String, $limit: Int) {
  cidades(nome: $nome, limit: $limit) {
    ...CamposCidade
  }
}
    fragment CamposCidade on Cidade {
  id
  nome
  estado {
    sigla
  }
}`) as unknown as TypedDocumentString<CidadesQuery, CidadesQueryVariables>;
export const CidadeDocument = /*#__PURE__*/ new TypedDocumentString(`
    query cidade($id: Int!) {
  cidade(id: $id) {
    ...CamposCidade
  }
}
    fragment CamposCidade on Cidade {
  id
  nome
  estado {
    sigla
  }
}`) as unknown as TypedDocumentString<CidadeQuery, CidadeQueryVariables>;
export const ConsultaCepDocument = /*#__PURE__*/ new TypedDocumentString(`
    query consultaCep($cep: String!) {
  consultaCep(cep: $cep) {
    cep
    logradouro
    bairro
    cidade {
      ...CamposCidade
    }
  }
}
    fragment CamposCidade on Cidade {
  id
  nome
  estado {
    sigla
  }
}`) as unknown as TypedDocumentString<ConsultaCepQuery, ConsultaCepQueryVariables>;
export const FilialGerenciadorAtualizacaoDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorAtualizacao($identificadorApp: String!) {
  filialGerenciadorAtualizacao(identificadorApp: $identificadorApp) {
    ...CamposAtualizacaoFilial
  }
}
    fragment CamposAtualizacaoFilial on GerenciadorAtualizacao {
  versaoAtual
  versaoAlvo
  versaoFixada
  ultimaVersao
  ultimoResultado
  ultimoMotivo
  ultimaEm
}`) as unknown as TypedDocumentString<FilialGerenciadorAtualizacaoQuery, FilialGerenciadorAtualizacaoQueryVariables>;
export const FilialGerenciadorFixarVersaoDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation filialGerenciadorFixarVersao($identificadorApp: String!, $versao: String) {
  filialGerenciadorFixarVersao(
    identificadorApp: $identificadorApp
    versao: $versao
  ) {
    ...CamposAtualizacaoFilial
  }
}
    fragment CamposAtualizacaoFilial on GerenciadorAtualizacao {
  versaoAtual
  versaoAlvo
  versaoFixada
  ultimaVersao
  ultimoResultado
  ultimoMotivo
  ultimaEm
}`) as unknown as TypedDocumentString<FilialGerenciadorFixarVersaoMutation, FilialGerenciadorFixarVersaoMutationVariables>;
export const MobileFilialDocument = /*#__PURE__*/ new TypedDocumentString(`
    query mobileFilial($id: Int!) {
  mobileFilial(id: $id) {
    id
    nome
    identificadorApp
    ativo
  }
}
    `) as unknown as TypedDocumentString<MobileFilialQuery, MobileFilialQueryVariables>;
export const MobileFilialConfiguracaoDocument = /*#__PURE__*/ new TypedDocumentString(`
    query mobileFilialConfiguracao($filialId: Int!, $tipo: String!) {
  mobileFilialConfiguracao(filialId: $filialId, tipo: $tipo) {
    tipo
    dados
    mapeamento
    ativa
  }
}
    `) as unknown as TypedDocumentString<MobileFilialConfiguracaoQuery, MobileFilialConfiguracaoQueryVariables>;
export const CreateUpdateMobileFilialConfiguracaoDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation createUpdateMobileFilialConfiguracao($input: MobileFilialConfiguracaoInput!) {
  createUpdateMobileFilialConfiguracao(input: $input) {
    tipo
    dados
    mapeamento
    ativa
    aviso
  }
}
    `) as unknown as TypedDocumentString<CreateUpdateMobileFilialConfiguracaoMutation, CreateUpdateMobileFilialConfiguracaoMutationVariables>;
export const LimparMobileFilialConfiguracaoDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation limparMobileFilialConfiguracao($filialId: Int!, $tipo: String!) {
  limparMobileFilialConfiguracao(filialId: $filialId, tipo: $tipo) {
    tipo
    dados
    mapeamento
    ativa
  }
}
    `) as unknown as TypedDocumentString<LimparMobileFilialConfiguracaoMutation, LimparMobileFilialConfiguracaoMutationVariables>;
export const FilialGerenciadorStatusDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorStatus($identificadorApp: String!) {
  filialGerenciadorStatus(identificadorApp: $identificadorApp) {
    status
    msg
    erro
    conectado
    versao
    versaoServidor
    desatualizado
    hostname
    ultimoContato
    tokenGerado
  }
}
    `) as unknown as TypedDocumentString<FilialGerenciadorStatusQuery, FilialGerenciadorStatusQueryVariables>;
export const FilialGerenciadorTestarConexaoDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorTestarConexao($identificadorApp: String!, $dadosConexao: String!) {
  filialGerenciadorTestarConexao(
    identificadorApp: $identificadorApp
    dadosConexao: $dadosConexao
  ) {
    ...ResultadoGerenciador
  }
}
    fragment ResultadoGerenciador on GerenciadorResultado {
  status
  msg
  erro
  dados
}`) as unknown as TypedDocumentString<FilialGerenciadorTestarConexaoQuery, FilialGerenciadorTestarConexaoQueryVariables>;
export const FilialGerenciadorTestarSqlDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorTestarSQL($identificadorApp: String!, $dadosSQL: String!) {
  filialGerenciadorTestarSQL(
    identificadorApp: $identificadorApp
    dadosSQL: $dadosSQL
  ) {
    ...ResultadoGerenciador
  }
}
    fragment ResultadoGerenciador on GerenciadorResultado {
  status
  msg
  erro
  dados
}`) as unknown as TypedDocumentString<FilialGerenciadorTestarSqlQuery, FilialGerenciadorTestarSqlQueryVariables>;
export const FilialGerenciadorSincronizarDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorSincronizar($identificadorApp: String!, $dados: SincronizarInput!) {
  filialGerenciadorSincronizar(identificadorApp: $identificadorApp, dados: $dados) {
    ...ResultadoGerenciador
  }
}
    fragment ResultadoGerenciador on GerenciadorResultado {
  status
  msg
  erro
  dados
}`) as unknown as TypedDocumentString<FilialGerenciadorSincronizarQuery, FilialGerenciadorSincronizarQueryVariables>;
export const FilialGerenciadorSincronizarCancelarDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorSincronizarCancelar($identificadorApp: String!, $tipo: String!) {
  filialGerenciadorSincronizarCancelar(
    identificadorApp: $identificadorApp
    tipo: $tipo
  ) {
    ...ResultadoGerenciador
  }
}
    fragment ResultadoGerenciador on GerenciadorResultado {
  status
  msg
  erro
  dados
}`) as unknown as TypedDocumentString<FilialGerenciadorSincronizarCancelarQuery, FilialGerenciadorSincronizarCancelarQueryVariables>;
export const FilialGerenciadorSincronizarStatusDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorSincronizarStatus($identificadorApp: String!, $tipo: String!) {
  filialGerenciadorSincronizarStatus(
    identificadorApp: $identificadorApp
    tipo: $tipo
  ) {
    tipo
    dtInicio
    dtFim
    executando
    sucesso
    cancelada
    erro
    updatedAt
    itemsCount
    itensSincronizadosCount
    envioCompleto
    msg
    retomada
    remocoesRetidas
    divergencias {
      tabela
      coluna
      motivo
    }
    divergenciasDesde
    proximaExecucao
  }
}
    `) as unknown as TypedDocumentString<FilialGerenciadorSincronizarStatusQuery, FilialGerenciadorSincronizarStatusQueryVariables>;
export const FilialGerenciadorLimparDadosSiteDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation filialGerenciadorLimparDadosSite($identificadorApp: String!, $tipo: String!) {
  filialGerenciadorLimparDadosSite(
    identificadorApp: $identificadorApp
    tipo: $tipo
  ) {
    ...ResultadoGerenciador
  }
}
    fragment ResultadoGerenciador on GerenciadorResultado {
  status
  msg
  erro
  dados
}`) as unknown as TypedDocumentString<FilialGerenciadorLimparDadosSiteMutation, FilialGerenciadorLimparDadosSiteMutationVariables>;
export const FilialGerenciadorReiniciarDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation filialGerenciadorReiniciar($identificadorApp: String!) {
  filialGerenciadorReiniciar(identificadorApp: $identificadorApp) {
    ...ResultadoGerenciador
  }
}
    fragment ResultadoGerenciador on GerenciadorResultado {
  status
  msg
  erro
  dados
}`) as unknown as TypedDocumentString<FilialGerenciadorReiniciarMutation, FilialGerenciadorReiniciarMutationVariables>;
export const FilialGerenciadorConfirmarRemocoesDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation filialGerenciadorConfirmarRemocoes($identificadorApp: String!, $tipo: String!) {
  filialGerenciadorConfirmarRemocoes(
    identificadorApp: $identificadorApp
    tipo: $tipo
  ) {
    ...ResultadoGerenciador
  }
}
    fragment ResultadoGerenciador on GerenciadorResultado {
  status
  msg
  erro
  dados
}`) as unknown as TypedDocumentString<FilialGerenciadorConfirmarRemocoesMutation, FilialGerenciadorConfirmarRemocoesMutationVariables>;
export const FilialGerenciadorProximasExecucoesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorProximasExecucoes($identificadorApp: String!) {
  filialGerenciadorProximasExecucoes(identificadorApp: $identificadorApp) {
    tipo
    proximaExecucao
    executando
  }
}
    `) as unknown as TypedDocumentString<FilialGerenciadorProximasExecucoesQuery, FilialGerenciadorProximasExecucoesQueryVariables>;
export const FilialGerenciadorRegistrosResumoDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorRegistrosResumo($identificadorApp: String!, $tipo: String!) {
  filialGerenciadorRegistrosResumo(
    identificadorApp: $identificadorApp
    tipo: $tipo
  ) {
    tipo
    pendente
    integrado
    erro
    descartado
    divergencias {
      tabela
      coluna
      motivo
    }
  }
}
    `) as unknown as TypedDocumentString<FilialGerenciadorRegistrosResumoQuery, FilialGerenciadorRegistrosResumoQueryVariables>;
export const FilialGerenciadorRegistrosReenviarErrosDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation filialGerenciadorRegistrosReenviarErros($identificadorApp: String!, $tipo: String!) {
  filialGerenciadorRegistrosReenviarErros(
    identificadorApp: $identificadorApp
    tipo: $tipo
  ) {
    ...ResultadoGerenciador
  }
}
    fragment ResultadoGerenciador on GerenciadorResultado {
  status
  msg
  erro
  dados
}`) as unknown as TypedDocumentString<FilialGerenciadorRegistrosReenviarErrosMutation, FilialGerenciadorRegistrosReenviarErrosMutationVariables>;
export const FilialGerenciadorRegistrosDescartarErrosDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation filialGerenciadorRegistrosDescartarErros($identificadorApp: String!, $tipo: String!) {
  filialGerenciadorRegistrosDescartarErros(
    identificadorApp: $identificadorApp
    tipo: $tipo
  ) {
    ...ResultadoGerenciador
  }
}
    fragment ResultadoGerenciador on GerenciadorResultado {
  status
  msg
  erro
  dados
}`) as unknown as TypedDocumentString<FilialGerenciadorRegistrosDescartarErrosMutation, FilialGerenciadorRegistrosDescartarErrosMutationVariables>;
export const GerarTokenGerenciadorDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation gerarTokenGerenciador($filialId: Int!) {
  gerarTokenGerenciador(filialId: $filialId)
}
    `) as unknown as TypedDocumentString<GerarTokenGerenciadorMutation, GerarTokenGerenciadorMutationVariables>;
export const FilialGerenciadorSugerirConfiguracaoDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorSugerirConfiguracao($identificadorApp: String!, $tipo: String!) {
  filialGerenciadorSugerirConfiguracao(
    identificadorApp: $identificadorApp
    tipo: $tipo
  ) {
    ...CamposSugestao
  }
}
    fragment CamposSugestao on SugestaoConfiguracao {
  tipo
  dados
  mapeamento
  confianca
  avisos
  justificativas {
    campo
    coluna
    motivo
  }
  alternativas {
    tabela
    motivo
    confianca
  }
}`) as unknown as TypedDocumentString<FilialGerenciadorSugerirConfiguracaoQuery, FilialGerenciadorSugerirConfiguracaoQueryVariables>;
export const FilialGerenciadorSugerirConfiguracaoTabelaDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorSugerirConfiguracaoTabela($identificadorApp: String!, $tipo: String!, $tabela: String) {
  filialGerenciadorSugerirConfiguracao(
    identificadorApp: $identificadorApp
    tipo: $tipo
    tabela: $tabela
  ) {
    ...CamposSugestao
  }
}
    fragment CamposSugestao on SugestaoConfiguracao {
  tipo
  dados
  mapeamento
  confianca
  avisos
  justificativas {
    campo
    coluna
    motivo
  }
  alternativas {
    tabela
    motivo
    confianca
  }
}`) as unknown as TypedDocumentString<FilialGerenciadorSugerirConfiguracaoTabelaQuery, FilialGerenciadorSugerirConfiguracaoTabelaQueryVariables>;
export const WebhookAlertaDocument = /*#__PURE__*/ new TypedDocumentString(`
    query webhookAlerta($escopo: WebhookEscopo!) {
  webhookAlerta(escopo: $escopo) {
    contratanteId
    podeEditar
    podeEditarContratante
    proprio {
      ...CamposWebhook
    }
    contratante {
      ...CamposWebhook
    }
  }
}
    fragment CamposWebhook on WebhookAlerta {
  origem
  url
  ativo
  criadoEm
  atualizadoEm
  podeEditar
}`) as unknown as TypedDocumentString<WebhookAlertaQuery, WebhookAlertaQueryVariables>;
export const WebhookAlertaSalvarDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation webhookAlertaSalvar($escopo: WebhookEscopo!, $dados: WebhookAlertaInput!) {
  webhookAlertaSalvar(escopo: $escopo, dados: $dados) {
    segredo
    webhook {
      ...CamposWebhook
    }
  }
}
    fragment CamposWebhook on WebhookAlerta {
  origem
  url
  ativo
  criadoEm
  atualizadoEm
  podeEditar
}`) as unknown as TypedDocumentString<WebhookAlertaSalvarMutation, WebhookAlertaSalvarMutationVariables>;
export const WebhookAlertaGerarSegredoDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation webhookAlertaGerarSegredo($escopo: WebhookEscopo!) {
  webhookAlertaGerarSegredo(escopo: $escopo) {
    segredo
    webhook {
      ...CamposWebhook
    }
  }
}
    fragment CamposWebhook on WebhookAlerta {
  origem
  url
  ativo
  criadoEm
  atualizadoEm
  podeEditar
}`) as unknown as TypedDocumentString<WebhookAlertaGerarSegredoMutation, WebhookAlertaGerarSegredoMutationVariables>;
export const WebhookAlertaRemoverDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation webhookAlertaRemover($escopo: WebhookEscopo!) {
  webhookAlertaRemover(escopo: $escopo)
}
    `) as unknown as TypedDocumentString<WebhookAlertaRemoverMutation, WebhookAlertaRemoverMutationVariables>;
export const WebhookAlertaTestarDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation webhookAlertaTestar($escopo: WebhookEscopo!) {
  webhookAlertaTestar(escopo: $escopo) {
    status
    msg
    erro
    dados
  }
}
    `) as unknown as TypedDocumentString<WebhookAlertaTestarMutation, WebhookAlertaTestarMutationVariables>;
export const WebhookAlertaEntregasDocument = /*#__PURE__*/ new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<WebhookAlertaEntregasQuery, WebhookAlertaEntregasQueryVariables>;
export const FilialGerenciadorDescobrirTabelasDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorDescobrirTabelas($identificadorApp: String!) {
  filialGerenciadorDescobrirTabelas(identificadorApp: $identificadorApp) {
    ...ResultadoGerenciador
  }
}
    fragment ResultadoGerenciador on GerenciadorResultado {
  status
  msg
  erro
  dados
}`) as unknown as TypedDocumentString<FilialGerenciadorDescobrirTabelasQuery, FilialGerenciadorDescobrirTabelasQueryVariables>;
export const FilialGerenciadorPrevisualizarDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorPrevisualizar($identificadorApp: String!, $tipo: String!, $configuracao: String!) {
  filialGerenciadorPrevisualizar(
    identificadorApp: $identificadorApp
    tipo: $tipo
    configuracao: $configuracao
  ) {
    ...ResultadoGerenciador
  }
}
    fragment ResultadoGerenciador on GerenciadorResultado {
  status
  msg
  erro
  dados
}`) as unknown as TypedDocumentString<FilialGerenciadorPrevisualizarQuery, FilialGerenciadorPrevisualizarQueryVariables>;
export const FilialGerenciadorTestarInsertDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorTestarInsert($identificadorApp: String!, $tipo: String!, $configuracao: String!) {
  filialGerenciadorTestarInsert(
    identificadorApp: $identificadorApp
    tipo: $tipo
    configuracao: $configuracao
  ) {
    ...ResultadoGerenciador
  }
}
    fragment ResultadoGerenciador on GerenciadorResultado {
  status
  msg
  erro
  dados
}`) as unknown as TypedDocumentString<FilialGerenciadorTestarInsertQuery, FilialGerenciadorTestarInsertQueryVariables>;
export const FilialGerenciadorExecucoesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorExecucoes($identificadorApp: String!, $tipo: String, $limit: Int, $offset: Int) {
  filialGerenciadorExecucoes(
    identificadorApp: $identificadorApp
    tipo: $tipo
    limit: $limit
    offset: $offset
  ) {
    total
    execucoes {
      id
      tipo
      dtInicio
      dtFim
      modo
      lidos
      enviados
      removidos
      resultado
      retomada
      msg
      erro
      falhas
    }
  }
}
    `) as unknown as TypedDocumentString<FilialGerenciadorExecucoesQuery, FilialGerenciadorExecucoesQueryVariables>;
export const FilialGerenciadorExecucaoFalhasCsvDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorExecucaoFalhasCsv($identificadorApp: String!, $id: Int!) {
  filialGerenciadorExecucaoFalhasCsv(identificadorApp: $identificadorApp, id: $id) {
    nome
    conteudo
  }
}
    `) as unknown as TypedDocumentString<FilialGerenciadorExecucaoFalhasCsvQuery, FilialGerenciadorExecucaoFalhasCsvQueryVariables>;
export const FilialGerenciadorRegistrosDocument = /*#__PURE__*/ new TypedDocumentString(`
    query filialGerenciadorRegistros($identificadorApp: String!, $tipo: String, $situacao: String, $limit: Int, $offset: Int) {
  filialGerenciadorRegistros(
    identificadorApp: $identificadorApp
    tipo: $tipo
    situacao: $situacao
    limit: $limit
    offset: $offset
  ) {
    total
    registros {
      id
      tipo
      uuid
      situacao
      descricao
      chaveErp
      erro
      erroDetalhe
      tentativas
      dispositivo
      vendedor
      recebidoEm
      integradoEm
      atualizadoEm
    }
  }
}
    `) as unknown as TypedDocumentString<FilialGerenciadorRegistrosQuery, FilialGerenciadorRegistrosQueryVariables>;
export const FilialGerenciadorRegistroReenviarDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation filialGerenciadorRegistroReenviar($identificadorApp: String!, $tipo: String!, $uuid: String!) {
  filialGerenciadorRegistroReenviar(
    identificadorApp: $identificadorApp
    tipo: $tipo
    uuid: $uuid
  ) {
    status
    msg
    erro
  }
}
    `) as unknown as TypedDocumentString<FilialGerenciadorRegistroReenviarMutation, FilialGerenciadorRegistroReenviarMutationVariables>;
export const FilialGerenciadorRegistroDescartarDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation filialGerenciadorRegistroDescartar($identificadorApp: String!, $tipo: String!, $uuid: String!) {
  filialGerenciadorRegistroDescartar(
    identificadorApp: $identificadorApp
    tipo: $tipo
    uuid: $uuid
  ) {
    status
    msg
    erro
  }
}
    `) as unknown as TypedDocumentString<FilialGerenciadorRegistroDescartarMutation, FilialGerenciadorRegistroDescartarMutationVariables>;
export const GerenciadoresFrotaContadoresDocument = /*#__PURE__*/ new TypedDocumentString(`
    query gerenciadoresFrotaContadores($c: Int) {
  r: gerenciadoresFrotaContadores(contratanteId: $c) {
    filiais
    conectados
    offline
    estrutura
    execucoesFalha
    registrosErro
    registrosErroTotal
    desatualizado
  }
}
    `) as unknown as TypedDocumentString<GerenciadoresFrotaContadoresQuery, GerenciadoresFrotaContadoresQueryVariables>;
export const GerenciadoresFrotaGraficosDocument = /*#__PURE__*/ new TypedDocumentString(`
    query gerenciadoresFrotaGraficos($c: Int) {
  r: gerenciadoresFrotaGraficos(contratanteId: $c) {
    dia
    pedidosRecebidos
    pedidosIntegrados
    execucoesFalha
  }
}
    `) as unknown as TypedDocumentString<GerenciadoresFrotaGraficosQuery, GerenciadoresFrotaGraficosQueryVariables>;
export const UsuarioValidaSenhaAtualDocument = /*#__PURE__*/ new TypedDocumentString(`
    query usuarioValidaSenhaAtual($senhaAtual: String!) {
  usuarioValidaSenhaAtual(senhaAtual: $senhaAtual)
}
    `) as unknown as TypedDocumentString<UsuarioValidaSenhaAtualQuery, UsuarioValidaSenhaAtualQueryVariables>;
export const UsuarioAtualizarSenhaDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation usuarioAtualizarSenha($novaSenha: String!, $token: String!) {
  usuarioAtualizarSenha(novaSenha: $novaSenha, token: $token) {
    ...CamposSessao
  }
}
    fragment CamposSessao on AuthPayload {
  token
  acao
  usuario {
    id
    nome
    email
    telefone
    contratanteId
    permissoes
  }
}`) as unknown as TypedDocumentString<UsuarioAtualizarSenhaMutation, UsuarioAtualizarSenhaMutationVariables>;
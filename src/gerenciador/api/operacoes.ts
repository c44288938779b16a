import { gql } from '@apollo/client';
import type { ProximaExecucao } from '../../../common/api/statusSincronizacao';
import { MAPEAMENTO_VAZIO } from '../../../common/catalogo';
import { consultar, executar } from './client';
import type { FilialGerenciador, FormConfiguracao, ResultadoGerenciador, ResumoRegistros, StatusGerenciador, StatusSincronizacao } from './types';

const RESULTADO = 'status msg erro dados';
const CONFIGURACAO = 'tipo dados mapeamento ativa';

const FILIAL = gql`
  query mobileFilial($id: Int!) {
    mobileFilial(id: $id) {
      id
      nome
      identificadorApp
      ativo
    }
  }
`;
const LER_CONFIGURACAO = gql`
  query mobileFilialConfiguracao($filialId: Int!, $tipo: String!) {
    mobileFilialConfiguracao(filialId: $filialId, tipo: $tipo) { ${CONFIGURACAO} }
  }
`;
const SALVAR_CONFIGURACAO = gql`
  mutation createUpdateMobileFilialConfiguracao($input: MobileFilialConfiguracaoInput!) {
    createUpdateMobileFilialConfiguracao(input: $input) { ${CONFIGURACAO} aviso }
  }
`;
const LIMPAR_CONFIGURACAO = gql`
  mutation limparMobileFilialConfiguracao($filialId: Int!, $tipo: String!) {
    limparMobileFilialConfiguracao(filialId: $filialId, tipo: $tipo) { ${CONFIGURACAO} }
  }
`;
const STATUS = gql`
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
`;
const TESTAR_CONEXAO = gql`
  query filialGerenciadorTestarConexao($identificadorApp: String!, $dadosConexao: String!) {
    filialGerenciadorTestarConexao(identificadorApp: $identificadorApp, dadosConexao: $dadosConexao) { ${RESULTADO} }
  }
`;
const TESTAR_SQL = gql`
  query filialGerenciadorTestarSQL($identificadorApp: String!, $dadosSQL: String!) {
    filialGerenciadorTestarSQL(identificadorApp: $identificadorApp, dadosSQL: $dadosSQL) { ${RESULTADO} }
  }
`;
const SINCRONIZAR = gql`
  query filialGerenciadorSincronizar($identificadorApp: String!, $dados: SincronizarInput!) {
    filialGerenciadorSincronizar(identificadorApp: $identificadorApp, dados: $dados) { ${RESULTADO} }
  }
`;
const CANCELAR = gql`
  query filialGerenciadorSincronizarCancelar($identificadorApp: String!, $tipo: String!) {
    filialGerenciadorSincronizarCancelar(identificadorApp: $identificadorApp, tipo: $tipo) { ${RESULTADO} }
  }
`;
const STATUS_SINCRONIZACAO = gql`
  query filialGerenciadorSincronizarStatus($identificadorApp: String!, $tipo: String!) {
    filialGerenciadorSincronizarStatus(identificadorApp: $identificadorApp, tipo: $tipo) {
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
`;
const LIMPAR_DADOS_SITE = gql`
  mutation filialGerenciadorLimparDadosSite($identificadorApp: String!, $tipo: String!) {
    filialGerenciadorLimparDadosSite(identificadorApp: $identificadorApp, tipo: $tipo) { ${RESULTADO} }
  }
`;
const REINICIAR = gql`
  mutation filialGerenciadorReiniciar($identificadorApp: String!) {
    filialGerenciadorReiniciar(identificadorApp: $identificadorApp) { ${RESULTADO} }
  }
`;
const CONFIRMAR_REMOCOES = gql`
  mutation filialGerenciadorConfirmarRemocoes($identificadorApp: String!, $tipo: String!) {
    filialGerenciadorConfirmarRemocoes(identificadorApp: $identificadorApp, tipo: $tipo) { ${RESULTADO} }
  }
`;
const PROXIMAS_EXECUCOES = gql`
  query filialGerenciadorProximasExecucoes($identificadorApp: String!) {
    filialGerenciadorProximasExecucoes(identificadorApp: $identificadorApp) {
      tipo
      proximaExecucao
      executando
    }
  }
`;
const RESUMO_REGISTROS = gql`
  query filialGerenciadorRegistrosResumo($identificadorApp: String!, $tipo: String!) {
    filialGerenciadorRegistrosResumo(identificadorApp: $identificadorApp, tipo: $tipo) {
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
`;
const REENVIAR_ERROS = gql`
  mutation filialGerenciadorRegistrosReenviarErros($identificadorApp: String!, $tipo: String!) {
    filialGerenciadorRegistrosReenviarErros(identificadorApp: $identificadorApp, tipo: $tipo) { ${RESULTADO} }
  }
`;
const DESCARTAR_ERROS = gql`
  mutation filialGerenciadorRegistrosDescartarErros($identificadorApp: String!, $tipo: String!) {
    filialGerenciadorRegistrosDescartarErros(identificadorApp: $identificadorApp, tipo: $tipo) { ${RESULTADO} }
  }
`;
const GERAR_TOKEN = gql`
  mutation gerarTokenGerenciador($filialId: Int!) {
    gerarTokenGerenciador(filialId: $filialId)
  }
`;

interface ConfiguracaoJson {
  dados: string;
  mapeamento: string;
  ativa: boolean;
}

const parse = (texto: string | null | undefined) => (texto ? JSON.parse(texto) : null);

function paraForm<D>(c: ConfiguracaoJson): FormConfiguracao<D> {
  return { dados: parse(c.dados) as D, mapeamento: { ...MAPEAMENTO_VAZIO, ...parse(c.mapeamento) }, ativa: c.ativa };
}

/** The result of a manager call with its dados (a JSON text on the wire) parsed. */
const comDados = (r: ResultadoGerenciador & { dados?: unknown }): ResultadoGerenciador => ({
  ...r,
  dados: typeof r.dados === 'string' ? parse(r.dados) : r.dados,
});

export const carregarFilial = async (id: number) => (await consultar<{ mobileFilial: FilialGerenciador | null }>(FILIAL, { id })).mobileFilial;

export const carregarConfiguracao = async <D>(filialId: number, tipo: string) =>
  paraForm<D>((await consultar<{ mobileFilialConfiguracao: ConfiguracaoJson }>(LER_CONFIGURACAO, { filialId, tipo })).mobileFilialConfiguracao);

/** Saves a page; `aviso` is what the server wants known though it saved (an insert page not checked against the ERP). */
export async function salvarConfiguracao<D>(
  filialId: number,
  tipo: string,
  form: FormConfiguracao<D>,
): Promise<{ salvo: FormConfiguracao<D>; aviso: string | null }> {
  const input = { filialId, tipo, dados: JSON.stringify(form.dados), mapeamento: JSON.stringify(form.mapeamento), ativa: form.ativa };
  const r = (await executar<{ createUpdateMobileFilialConfiguracao: ConfiguracaoJson & { aviso?: string | null } }>(SALVAR_CONFIGURACAO, { input }))
    .createUpdateMobileFilialConfiguracao;
  return { salvo: paraForm<D>(r), aviso: r.aviso ?? null };
}

export const limparConfiguracao = async <D>(filialId: number, tipo: string) =>
  paraForm<D>((await executar<{ limparMobileFilialConfiguracao: ConfiguracaoJson }>(LIMPAR_CONFIGURACAO, { filialId, tipo })).limparMobileFilialConfiguracao);

export const statusGerenciador = async (identificadorApp: string) =>
  (await consultar<{ filialGerenciadorStatus: StatusGerenciador }>(STATUS, { identificadorApp })).filialGerenciadorStatus;

export const testarConexao = async (identificadorApp: string, dados: Record<string, unknown>) =>
  comDados(
    (await consultar<{ filialGerenciadorTestarConexao: ResultadoGerenciador }>(TESTAR_CONEXAO, { identificadorApp, dadosConexao: JSON.stringify(dados) }))
      .filialGerenciadorTestarConexao,
  );

/** The select test; a page whose select binds its own parameters (order status) sends its type and those settings as `pagina`. */
export const testarSelect = async (identificadorApp: string, instrucao: string, pagina?: { tipo: string; dados: Record<string, unknown> }) =>
  comDados(
    (
      await consultar<{ filialGerenciadorTestarSQL: ResultadoGerenciador }>(TESTAR_SQL, {
        identificadorApp,
        dadosSQL: JSON.stringify({ instrucao, tipo: 'SELECT', ...(pagina ? { pagina } : {}) }),
      })
    ).filialGerenciadorTestarSQL,
  );

export const sincronizar = async (identificadorApp: string, tipo: string, reenviarTodos: boolean) =>
  (await consultar<{ filialGerenciadorSincronizar: ResultadoGerenciador }>(SINCRONIZAR, { identificadorApp, dados: { tipo, reenviarTodos } }))
    .filialGerenciadorSincronizar;

export const cancelarSincronizacao = async (identificadorApp: string, tipo: string) =>
  (await consultar<{ filialGerenciadorSincronizarCancelar: ResultadoGerenciador }>(CANCELAR, { identificadorApp, tipo })).filialGerenciadorSincronizarCancelar;

export const statusSincronizacao = async (identificadorApp: string, tipo: string) =>
  (await consultar<{ filialGerenciadorSincronizarStatus: StatusSincronizacao }>(STATUS_SINCRONIZACAO, { identificadorApp, tipo }))
    .filialGerenciadorSincronizarStatus;

export const limparDadosSite = async (identificadorApp: string, tipo: string) =>
  (await executar<{ filialGerenciadorLimparDadosSite: ResultadoGerenciador }>(LIMPAR_DADOS_SITE, { identificadorApp, tipo })).filialGerenciadorLimparDadosSite;

export const reiniciarGerenciador = async (identificadorApp: string) =>
  (await executar<{ filialGerenciadorReiniciar: ResultadoGerenciador }>(REINICIAR, { identificadorApp })).filialGerenciadorReiniciar;

export const gerarToken = async (filialId: number) => (await executar<{ gerarTokenGerenciador: string }>(GERAR_TOKEN, { filialId })).gerarTokenGerenciador;

export const confirmarRemocoes = async (identificadorApp: string, tipo: string) =>
  (await executar<{ filialGerenciadorConfirmarRemocoes: ResultadoGerenciador }>(CONFIRMAR_REMOCOES, { identificadorApp, tipo }))
    .filialGerenciadorConfirmarRemocoes;

export const proximasExecucoes = async (identificadorApp: string) =>
  (await consultar<{ filialGerenciadorProximasExecucoes: ProximaExecucao[] }>(PROXIMAS_EXECUCOES, { identificadorApp })).filialGerenciadorProximasExecucoes;

export const resumoRegistros = async (identificadorApp: string, tipo: string) =>
  (await consultar<{ filialGerenciadorRegistrosResumo: ResumoRegistros }>(RESUMO_REGISTROS, { identificadorApp, tipo })).filialGerenciadorRegistrosResumo;

export const reenviarRegistrosComErro = async (identificadorApp: string, tipo: string) =>
  (await executar<{ filialGerenciadorRegistrosReenviarErros: ResultadoGerenciador }>(REENVIAR_ERROS, { identificadorApp, tipo }))
    .filialGerenciadorRegistrosReenviarErros;

export const descartarRegistrosComErro = async (identificadorApp: string, tipo: string) =>
  (await executar<{ filialGerenciadorRegistrosDescartarErros: ResultadoGerenciador }>(DESCARTAR_ERROS, { identificadorApp, tipo }))
    .filialGerenciadorRegistrosDescartarErros;

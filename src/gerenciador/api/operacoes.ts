import { MAPEAMENTO_VAZIO } from '../../../common/catalogo';
import { pedir } from './client';
import type { FormConfiguracao, ResultadoGerenciador } from './types';
import {
  CreateUpdateMobileFilialConfiguracaoDocument,
  FilialGerenciadorConfirmarRemocoesDocument,
  FilialGerenciadorLimparDadosSiteDocument,
  FilialGerenciadorProximasExecucoesDocument,
  FilialGerenciadorRegistrosDescartarErrosDocument,
  FilialGerenciadorRegistrosReenviarErrosDocument,
  FilialGerenciadorRegistrosResumoDocument,
  FilialGerenciadorReiniciarDocument,
  FilialGerenciadorSincronizarCancelarDocument,
  FilialGerenciadorSincronizarDocument,
  FilialGerenciadorSincronizarStatusDocument,
  FilialGerenciadorStatusDocument,
  FilialGerenciadorTestarConexaoDocument,
  FilialGerenciadorTestarSqlDocument,
  GerarTokenGerenciadorDocument,
  LimparMobileFilialConfiguracaoDocument,
  MobileFilialConfiguracaoDocument,
  MobileFilialDocument,
} from '../../graphql/operacoes';

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

export const carregarFilial = async (id: number) => (await pedir(MobileFilialDocument, { id })).mobileFilial;

export const carregarConfiguracao = async <D>(filialId: number, tipo: string) =>
  paraForm<D>((await pedir(MobileFilialConfiguracaoDocument, { filialId, tipo })).mobileFilialConfiguracao);

/** Saves a page; `aviso` is what the server wants known though it saved (an insert page not checked against the ERP). */
export async function salvarConfiguracao<D>(
  filialId: number,
  tipo: string,
  form: FormConfiguracao<D>,
): Promise<{ salvo: FormConfiguracao<D>; aviso: string | null }> {
  const input = { filialId, tipo, dados: JSON.stringify(form.dados), mapeamento: JSON.stringify(form.mapeamento), ativa: form.ativa };
  const r = (await pedir(CreateUpdateMobileFilialConfiguracaoDocument, { input })).createUpdateMobileFilialConfiguracao;
  return { salvo: paraForm<D>(r), aviso: r.aviso ?? null };
}

export const limparConfiguracao = async <D>(filialId: number, tipo: string) =>
  paraForm<D>((await pedir(LimparMobileFilialConfiguracaoDocument, { filialId, tipo })).limparMobileFilialConfiguracao);

export const statusGerenciador = async (identificadorApp: string) =>
  (await pedir(FilialGerenciadorStatusDocument, { identificadorApp })).filialGerenciadorStatus;

export const testarConexao = async (identificadorApp: string, dados: Record<string, unknown>) =>
  comDados((await pedir(FilialGerenciadorTestarConexaoDocument, { identificadorApp, dadosConexao: JSON.stringify(dados) })).filialGerenciadorTestarConexao);

/** The select test; a page whose select binds its own parameters (order status) sends its type and those settings as `pagina`. */
export const testarSelect = async (identificadorApp: string, instrucao: string, pagina?: { tipo: string; dados: Record<string, unknown> }) =>
  comDados(
    (
      await pedir(FilialGerenciadorTestarSqlDocument, {
        identificadorApp,
        dadosSQL: JSON.stringify({ instrucao, tipo: 'SELECT', ...(pagina ? { pagina } : {}) }),
      })
    ).filialGerenciadorTestarSQL,
  );

export const sincronizar = async (identificadorApp: string, tipo: string, reenviarTodos: boolean) =>
  (await pedir(FilialGerenciadorSincronizarDocument, { identificadorApp, dados: { tipo, reenviarTodos } })).filialGerenciadorSincronizar;

export const cancelarSincronizacao = async (identificadorApp: string, tipo: string) =>
  (await pedir(FilialGerenciadorSincronizarCancelarDocument, { identificadorApp, tipo })).filialGerenciadorSincronizarCancelar;

export const statusSincronizacao = async (identificadorApp: string, tipo: string) =>
  (await pedir(FilialGerenciadorSincronizarStatusDocument, { identificadorApp, tipo })).filialGerenciadorSincronizarStatus;

export const limparDadosSite = async (identificadorApp: string, tipo: string) =>
  (await pedir(FilialGerenciadorLimparDadosSiteDocument, { identificadorApp, tipo })).filialGerenciadorLimparDadosSite;

export const reiniciarGerenciador = async (identificadorApp: string) =>
  (await pedir(FilialGerenciadorReiniciarDocument, { identificadorApp })).filialGerenciadorReiniciar;

export const gerarToken = async (filialId: number) => (await pedir(GerarTokenGerenciadorDocument, { filialId })).gerarTokenGerenciador;

export const confirmarRemocoes = async (identificadorApp: string, tipo: string) =>
  (await pedir(FilialGerenciadorConfirmarRemocoesDocument, { identificadorApp, tipo })).filialGerenciadorConfirmarRemocoes;

export const proximasExecucoes = async (identificadorApp: string) =>
  (await pedir(FilialGerenciadorProximasExecucoesDocument, { identificadorApp })).filialGerenciadorProximasExecucoes;

export const resumoRegistros = async (identificadorApp: string, tipo: string) =>
  (await pedir(FilialGerenciadorRegistrosResumoDocument, { identificadorApp, tipo })).filialGerenciadorRegistrosResumo;

export const reenviarRegistrosComErro = async (identificadorApp: string, tipo: string) =>
  (await pedir(FilialGerenciadorRegistrosReenviarErrosDocument, { identificadorApp, tipo })).filialGerenciadorRegistrosReenviarErros;

export const descartarRegistrosComErro = async (identificadorApp: string, tipo: string) =>
  (await pedir(FilialGerenciadorRegistrosDescartarErrosDocument, { identificadorApp, tipo })).filialGerenciadorRegistrosDescartarErros;

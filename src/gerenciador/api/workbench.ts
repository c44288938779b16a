import type { EsquemaErp } from '../../../common/api/esquemaErp';
import type { PaginaFila } from '../../../common/api/filaRegistros';
import type { ExecucaoSincronizacao } from '../../../common/api/historicoSincronizacao';
import type { ResultadoPrevia } from '../../../common/api/previa';
import type { ResultadoTesteInsert } from '../../../common/api/testeInsert';
import type { Mapeamento } from '../../../common/catalogo';
import { pedir } from './client';
import type { ResultadoGerenciador } from './types';
import {
  FilialGerenciadorDescobrirTabelasDocument,
  FilialGerenciadorExecucaoFalhasCsvDocument,
  FilialGerenciadorExecucoesDocument,
  FilialGerenciadorPrevisualizarDocument,
  FilialGerenciadorRegistroDescartarDocument,
  FilialGerenciadorRegistroReenviarDocument,
  FilialGerenciadorRegistrosDocument,
  FilialGerenciadorTestarInsertDocument,
} from '../../graphql/operacoes';

/** A manager call's result with its dados (JSON text on the wire) parsed and typed. */
export type Resultado<D> = Omit<ResultadoGerenciador, 'dados'> & { dados: D | null };
const comDados = <D>(r: ResultadoGerenciador & { dados?: unknown }): Resultado<D> => ({
  ...r,
  dados: typeof r.dados === 'string' ? (JSON.parse(r.dados) as D) : null,
});

/** The page's configuration as it stands, saved or not. */
export interface ConfiguracaoPagina {
  dados: Record<string, unknown>;
  mapeamento: Mapeamento;
}

export const descobrirTabelas = async (identificadorApp: string) =>
  comDados<EsquemaErp>((await pedir(FilialGerenciadorDescobrirTabelasDocument, { identificadorApp })).filialGerenciadorDescobrirTabelas);

export const previsualizar = async (identificadorApp: string, tipo: string, configuracao: ConfiguracaoPagina) =>
  comDados<ResultadoPrevia>(
    (
      await pedir(FilialGerenciadorPrevisualizarDocument, {
        identificadorApp,
        tipo,
        configuracao: JSON.stringify(configuracao),
      })
    ).filialGerenciadorPrevisualizar,
  );

export const testarInsert = async (identificadorApp: string, tipo: string, configuracao: ConfiguracaoPagina) =>
  comDados<ResultadoTesteInsert>(
    (
      await pedir(FilialGerenciadorTestarInsertDocument, {
        identificadorApp,
        tipo,
        configuracao: JSON.stringify(configuracao),
      })
    ).filialGerenciadorTestarInsert,
  );

export const execucoes = async (
  identificadorApp: string,
  tipo: string | null,
  limit: number,
  offset = 0,
): Promise<{ total: number; execucoes: ExecucaoSincronizacao[] }> =>
  (await pedir(FilialGerenciadorExecucoesDocument, { identificadorApp, tipo, limit, offset })).filialGerenciadorExecucoes;

export const falhasCsv = async (identificadorApp: string, id: number) =>
  (await pedir(FilialGerenciadorExecucaoFalhasCsvDocument, { identificadorApp, id })).filialGerenciadorExecucaoFalhasCsv;

export const registrosAplicativo = async (
  identificadorApp: string,
  filtro: { tipo: string | null; situacao: string | null; limit: number; offset: number },
): Promise<PaginaFila> => (await pedir(FilialGerenciadorRegistrosDocument, { identificadorApp, ...filtro })).filialGerenciadorRegistros;

export const reenviarRegistro = async (identificadorApp: string, tipo: string, uuid: string) =>
  (await pedir(FilialGerenciadorRegistroReenviarDocument, { identificadorApp, tipo, uuid })).filialGerenciadorRegistroReenviar;

export const descartarRegistro = async (identificadorApp: string, tipo: string, uuid: string) =>
  (await pedir(FilialGerenciadorRegistroDescartarDocument, { identificadorApp, tipo, uuid })).filialGerenciadorRegistroDescartar;

import { gql } from '@apollo/client';
import type { EsquemaErp } from '../../../common/api/esquemaErp';
import type { PaginaFila } from '../../../common/api/filaRegistros';
import type { ExecucaoSincronizacao } from '../../../common/api/historicoSincronizacao';
import type { ResultadoPrevia } from '../../../common/api/previa';
import type { ResultadoTesteInsert } from '../../../common/api/testeInsert';
import type { Mapeamento } from '../../../common/catalogo';
import { consultar, executar } from './client';
import type { ResultadoGerenciador } from './types';

const RESULTADO = 'status msg erro dados';

const DESCOBRIR = gql`
  query filialGerenciadorDescobrirTabelas($identificadorApp: String!) {
    filialGerenciadorDescobrirTabelas(identificadorApp: $identificadorApp) { ${RESULTADO} }
  }
`;
const PREVISUALIZAR = gql`
  query filialGerenciadorPrevisualizar($identificadorApp: String!, $tipo: String!, $configuracao: String!) {
    filialGerenciadorPrevisualizar(identificadorApp: $identificadorApp, tipo: $tipo, configuracao: $configuracao) { ${RESULTADO} }
  }
`;
const TESTAR_INSERT = gql`
  query filialGerenciadorTestarInsert($identificadorApp: String!, $tipo: String!, $configuracao: String!) {
    filialGerenciadorTestarInsert(identificadorApp: $identificadorApp, tipo: $tipo, configuracao: $configuracao) { ${RESULTADO} }
  }
`;
const EXECUCOES = gql`
  query filialGerenciadorExecucoes($identificadorApp: String!, $tipo: String, $limit: Int, $offset: Int) {
    filialGerenciadorExecucoes(identificadorApp: $identificadorApp, tipo: $tipo, limit: $limit, offset: $offset) {
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
`;
const FALHAS_CSV = gql`
  query filialGerenciadorExecucaoFalhasCsv($identificadorApp: String!, $id: Int!) {
    filialGerenciadorExecucaoFalhasCsv(identificadorApp: $identificadorApp, id: $id) {
      nome
      conteudo
    }
  }
`;
const REGISTROS = gql`
  query filialGerenciadorRegistros($identificadorApp: String!, $tipo: String, $situacao: String, $limit: Int, $offset: Int) {
    filialGerenciadorRegistros(identificadorApp: $identificadorApp, tipo: $tipo, situacao: $situacao, limit: $limit, offset: $offset) {
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
`;
const REENVIAR = gql`
  mutation filialGerenciadorRegistroReenviar($identificadorApp: String!, $tipo: String!, $uuid: String!) {
    filialGerenciadorRegistroReenviar(identificadorApp: $identificadorApp, tipo: $tipo, uuid: $uuid) {
      status
      msg
      erro
    }
  }
`;
const DESCARTAR = gql`
  mutation filialGerenciadorRegistroDescartar($identificadorApp: String!, $tipo: String!, $uuid: String!) {
    filialGerenciadorRegistroDescartar(identificadorApp: $identificadorApp, tipo: $tipo, uuid: $uuid) {
      status
      msg
      erro
    }
  }
`;

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
  comDados<EsquemaErp>(
    (await consultar<{ filialGerenciadorDescobrirTabelas: ResultadoGerenciador }>(DESCOBRIR, { identificadorApp })).filialGerenciadorDescobrirTabelas,
  );

export const previsualizar = async (identificadorApp: string, tipo: string, configuracao: ConfiguracaoPagina) =>
  comDados<ResultadoPrevia>(
    (
      await consultar<{ filialGerenciadorPrevisualizar: ResultadoGerenciador }>(PREVISUALIZAR, {
        identificadorApp,
        tipo,
        configuracao: JSON.stringify(configuracao),
      })
    ).filialGerenciadorPrevisualizar,
  );

export const testarInsert = async (identificadorApp: string, tipo: string, configuracao: ConfiguracaoPagina) =>
  comDados<ResultadoTesteInsert>(
    (
      await consultar<{ filialGerenciadorTestarInsert: ResultadoGerenciador }>(TESTAR_INSERT, {
        identificadorApp,
        tipo,
        configuracao: JSON.stringify(configuracao),
      })
    ).filialGerenciadorTestarInsert,
  );

export const execucoes = async (identificadorApp: string, tipo: string | null, limit: number, offset = 0) =>
  (await consultar<{ filialGerenciadorExecucoes: { total: number; execucoes: ExecucaoSincronizacao[] } }>(EXECUCOES, { identificadorApp, tipo, limit, offset }))
    .filialGerenciadorExecucoes;

export const falhasCsv = async (identificadorApp: string, id: number) =>
  (await consultar<{ filialGerenciadorExecucaoFalhasCsv: { nome: string; conteudo: string } }>(FALHAS_CSV, { identificadorApp, id }))
    .filialGerenciadorExecucaoFalhasCsv;

export const registrosAplicativo = async (identificadorApp: string, filtro: { tipo: string | null; situacao: string | null; limit: number; offset: number }) =>
  (await consultar<{ filialGerenciadorRegistros: PaginaFila }>(REGISTROS, { identificadorApp, ...filtro })).filialGerenciadorRegistros;

export const reenviarRegistro = async (identificadorApp: string, tipo: string, uuid: string) =>
  (await executar<{ filialGerenciadorRegistroReenviar: ResultadoGerenciador }>(REENVIAR, { identificadorApp, tipo, uuid })).filialGerenciadorRegistroReenviar;

export const descartarRegistro = async (identificadorApp: string, tipo: string, uuid: string) =>
  (await executar<{ filialGerenciadorRegistroDescartar: ResultadoGerenciador }>(DESCARTAR, { identificadorApp, tipo, uuid }))
    .filialGerenciadorRegistroDescartar;

import { gql } from '@apollo/client';
import { consultar, executar } from './client';

/** A branch's self-update as the server answers it (server/schema/atualizacaoAgente.ts). */
export interface AtualizacaoFilial {
  versaoAtual: string | null;
  versaoAlvo: string | null;
  versaoFixada: string | null;
  ultimaVersao: string | null;
  ultimoResultado: string | null;
  ultimoMotivo: string | null;
  ultimaEm: string | null;
}

const CAMPOS = 'versaoAtual versaoAlvo versaoFixada ultimaVersao ultimoResultado ultimoMotivo ultimaEm';
const SITUACAO = gql`
  query filialGerenciadorAtualizacao($identificadorApp: String!) {
    filialGerenciadorAtualizacao(identificadorApp: $identificadorApp) { ${CAMPOS} }
  }
`;
const FIXAR = gql`
  mutation filialGerenciadorFixarVersao($identificadorApp: String!, $versao: String) {
    filialGerenciadorFixarVersao(identificadorApp: $identificadorApp, versao: $versao) { ${CAMPOS} }
  }
`;
const VERSOES = gql`
  query agenteVersoesDisponiveis {
    agenteVersoesDisponiveis {
      versao
      assinada
    }
  }
`;

export const situacaoAtualizacao = async (identificadorApp: string) =>
  (await consultar<{ filialGerenciadorAtualizacao: AtualizacaoFilial }>(SITUACAO, { identificadorApp })).filialGerenciadorAtualizacao;

export const fixarVersao = async (identificadorApp: string, versao: string | null) =>
  (await executar<{ filialGerenciadorFixarVersao: AtualizacaoFilial }>(FIXAR, { identificadorApp, versao })).filialGerenciadorFixarVersao;

/** The signed versions a branch can be pinned to, newest first. */
export const versoesAssinadas = async () =>
  (await consultar<{ agenteVersoesDisponiveis: { versao: string; assinada: boolean }[] }>(VERSOES, {})).agenteVersoesDisponiveis
    .filter((v) => v.assinada)
    .map((v) => v.versao);

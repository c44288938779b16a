import { gql } from '@apollo/client';
import { consultar, executar } from '../gerenciador/api/client';

/** A rollout as the server answers it (server/schema/atualizacaoAgente.ts); contratanteId null is everyone's. */
export interface AgenteRollout {
  contratanteId: number | null;
  contratanteNome: string | null;
  versao: string;
  percentual: number;
  atualizadoEm: string;
}

/** A version the server can offer; only a signed one can be a target. */
export interface AgenteVersao {
  versao: string;
  geradoEm: string;
  assinada: boolean;
}

const CAMPOS = 'contratanteId contratanteNome versao percentual atualizadoEm';
const ROLLOUTS = gql`
  query agenteRollouts {
    agenteRollouts { ${CAMPOS} }
  }
`;
const VERSOES = gql`
  query agenteVersoesDisponiveis {
    agenteVersoesDisponiveis {
      versao
      geradoEm
      assinada
    }
  }
`;
const DEFINIR = gql`
  mutation agenteDefinirRollout($contratanteId: Int, $versao: String!, $percentual: Int!) {
    agenteDefinirRollout(contratanteId: $contratanteId, versao: $versao, percentual: $percentual) { ${CAMPOS} }
  }
`;
const REMOVER = gql`
  mutation agenteRemoverRollout($contratanteId: Int) {
    agenteRemoverRollout(contratanteId: $contratanteId)
  }
`;

export const listarRollouts = async () => (await consultar<{ agenteRollouts: AgenteRollout[] }>(ROLLOUTS, {})).agenteRollouts;

export const listarVersoes = async () => (await consultar<{ agenteVersoesDisponiveis: AgenteVersao[] }>(VERSOES, {})).agenteVersoesDisponiveis;

export const definirRollout = async (contratanteId: number | null, versao: string, percentual: number) =>
  (await executar<{ agenteDefinirRollout: AgenteRollout }>(DEFINIR, { contratanteId, versao, percentual })).agenteDefinirRollout;

export const removerRollout = async (contratanteId: number | null) =>
  (await executar<{ agenteRemoverRollout: boolean }>(REMOVER, { contratanteId })).agenteRemoverRollout;

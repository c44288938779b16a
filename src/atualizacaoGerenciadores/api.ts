import { pedir } from '../gerenciador/api/client';
import {
  AgenteDefinirRolloutDocument,
  AgenteRemoverRolloutDocument,
  AgenteRolloutsDocument,
  AgenteVersoesDisponiveisDocument,
  type AgenteVersoesDisponiveisQuery,
  type CamposRolloutFragment,
} from '../graphql/operacoes';

/** A rollout as the server answers it (the CamposRollout fragment); contratanteId null is everyone's. */
export type AgenteRollout = CamposRolloutFragment;

/** A version the server can offer; only a signed one can be a target. */
export type AgenteVersao = AgenteVersoesDisponiveisQuery['agenteVersoesDisponiveis'][number];

export const listarRollouts = async () => (await pedir(AgenteRolloutsDocument, {})).agenteRollouts;

export const listarVersoes = async () => (await pedir(AgenteVersoesDisponiveisDocument, {})).agenteVersoesDisponiveis;

export const definirRollout = async (contratanteId: number | null, versao: string, percentual: number) =>
  (await pedir(AgenteDefinirRolloutDocument, { contratanteId, versao, percentual })).agenteDefinirRollout;

export const removerRollout = async (contratanteId: number | null) => (await pedir(AgenteRemoverRolloutDocument, { contratanteId })).agenteRemoverRollout;

import { pedir } from './client';
import {
  AgenteVersoesDisponiveisDocument,
  FilialGerenciadorAtualizacaoDocument,
  FilialGerenciadorFixarVersaoDocument,
  type CamposAtualizacaoFilialFragment,
} from '../../graphql/operacoes';

/** A branch's self-update as the server answers it (the CamposAtualizacaoFilial fragment). */
export type AtualizacaoFilial = CamposAtualizacaoFilialFragment;

export const situacaoAtualizacao = async (identificadorApp: string) =>
  (await pedir(FilialGerenciadorAtualizacaoDocument, { identificadorApp })).filialGerenciadorAtualizacao;

export const fixarVersao = async (identificadorApp: string, versao: string | null) =>
  (await pedir(FilialGerenciadorFixarVersaoDocument, { identificadorApp, versao })).filialGerenciadorFixarVersao;

/** The signed versions a branch can be pinned to, newest first. */
export const versoesAssinadas = async () =>
  (await pedir(AgenteVersoesDisponiveisDocument, {})).agenteVersoesDisponiveis.filter((v) => v.assinada).map((v) => v.versao);

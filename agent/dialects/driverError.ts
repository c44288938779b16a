import type { TipoErroErp } from '../../common/erpErrors';

/** The fields drivers put on their errors (Node's socket errors, mysql2, pg, tedious, node-firebird). */
export interface ErroDriver {
  code?: unknown;
  errno?: unknown;
  number?: unknown;
  gdscode?: unknown;
  message?: unknown;
  originalError?: unknown;
}

export const comoErroDriver = (erro: unknown): ErroDriver => (erro && typeof erro === 'object' ? (erro as ErroDriver) : { message: String(erro) });
export const textoDoErro = (erro: unknown): string => String(comoErroDriver(erro).message ?? erro ?? '');

const REDE: Record<string, TipoErroErp> = {
  ECONNREFUSED: 'hostInacessivel',
  EHOSTUNREACH: 'hostInacessivel',
  ENETUNREACH: 'hostInacessivel',
  EHOSTDOWN: 'hostInacessivel',
  ENOTFOUND: 'hostInacessivel',
  EAI_AGAIN: 'hostInacessivel',
  ECONNRESET: 'conexaoPerdida',
  EPIPE: 'conexaoPerdida',
  ECONNABORTED: 'conexaoPerdida',
  ETIMEDOUT: 'tempoEsgotado',
};

/** Socket-level failures, the same for every driver. */
export function classificarRede(erro: unknown): TipoErroErp | null {
  const code = String(comoErroDriver(erro).code ?? '');
  return REDE[code] ?? null;
}

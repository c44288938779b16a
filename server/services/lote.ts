import { MSG } from '../../common/messages';
import { AppError, badUserInput } from '../errors';
import { logger } from '../logger';

/** A refused row, named as the list shows it, with the reason the single-row action would have given. */
export interface Recusa {
  id: number;
  nome: string;
  motivo: string;
}

export interface ResultadoLote {
  alterados: number[];
  recusados: Recusa[];
}

/** At most a page of the largest list (a selection is made on the screen). */
export const MAX_LOTE = 1000;

/**
 * A bulk action: the single-row action (the same service method, with its permission check and rules,
 * and its audit entry) for each id in turn; a row it refuses is reported by name with the reason,
 * and the others go on. `ler` reads the row the user may see (null: it does not exist for him), once:
 * `nome` names it and `acao` acts on it.
 */
export async function emLote<T>(
  ids: number[],
  ler: (id: number) => Promise<T | null>,
  nome: (linha: T) => string,
  acao: (id: number, linha: T) => Promise<void>,
): Promise<ResultadoLote> {
  const unicos = [...new Set(ids)];
  if (unicos.length > MAX_LOTE) throw badUserInput(`Selecione no máximo ${MAX_LOTE} registros.`);
  const resultado: ResultadoLote = { alterados: [], recusados: [] };
  for (const id of unicos) {
    const linha = await ler(id);
    if (linha == null) {
      resultado.recusados.push({ id, nome: `#${id}`, motivo: MSG.registroNaoEncontrado });
      continue;
    }
    try {
      await acao(id, linha);
      resultado.alterados.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) logger.error({ err: error }, 'falha numa ação em lote');
      resultado.recusados.push({ id, nome: nome(linha), motivo: error instanceof AppError ? error.message : MSG.erroInesperado });
    }
  }
  return resultado;
}

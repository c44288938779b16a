import { setImmediate as proximaVolta } from 'node:timers/promises';
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
 * A bulk action gives the event loop a turn after FATIA_LOTE rows, or sooner once FATIA_MS have
 * gone by. On SQLite each statement runs synchronously (its disk sync included) and the awaits
 * between them are microtasks, so without turns a whole bulk action held every other request: 15
 * aliased actions of 1,000 users, 20 s. A row (read, update, read, audit) costs about 1.5 ms there,
 * more when the disk is slow to sync; the turns cost microseconds.
 */
export const FATIA_LOTE = 5;
const FATIA_MS = 5;

/**
 * A bulk action: the single-row action (the same service method, with its permission check and rules,
 * and its audit entry) for each id in turn; a row it refuses is reported by name with the reason,
 * and the others go on. `ler` reads the row the user may see (null: it does not exist for him), once:
 * `nome` names it and `acao` acts on it. The rows go in short slices with a turn of the event loop
 * between them, so other requests are answered while a large selection is worked through.
 */
export async function emLote<T>(
  ids: number[],
  ler: (id: number) => Promise<T | null>,
  nome: (linha: T) => string,
  acao: (id: number, linha: T) => Promise<void>,
): Promise<ResultadoLote> {
  const unicos = [...new Set(ids)];
  if (unicos.length > MAX_LOTE) throw badUserInput(MSG.loteGrande(MAX_LOTE));
  const resultado: ResultadoLote = { alterados: [], recusados: [] };
  let inicioFatia = performance.now();
  for (const [i, id] of unicos.entries()) {
    if (i > 0 && (i % FATIA_LOTE === 0 || performance.now() - inicioFatia >= FATIA_MS)) {
      await proximaVolta();
      inicioFatia = performance.now();
    }
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

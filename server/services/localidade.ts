import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * The list filters "Cidade" and "UF" of the entities with an address (contratante, branch): their
 * columns come from the city and state tables, joined to the list's base select.
 */
export const LOCALIDADE_FIELDS = { cidade: 'string', uf: 'string' } as const;
export const LOCALIDADE_COLUMNS = { cidade: 'cidade.nome', uf: 'estado.sigla' };

/** `tabela`'s rows with their city and state joined (left: a row without city stays). */
export function comLocalidade<T extends 'contratante' | 'mobile_filial'>(k: Kysely<Database>, tabela: T) {
  return k
    .selectFrom(tabela as 'contratante')
    .leftJoin('cidade', 'cidade.id', `${tabela as 'contratante'}.cidadeId`)
    .leftJoin('estado', 'estado.id', 'cidade.estadoId');
}

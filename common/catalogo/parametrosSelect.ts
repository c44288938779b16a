import { substituirPlaceholders } from './sql';
import type { ParametroSelect, TipoDados } from './types';

/** A parameter's value: text, or a list of texts (the orders to check). */
export type ValorParametro = string | string[] | null;

const vazio = (v: unknown) => v === null || v === undefined || (Array.isArray(v) ? v.length === 0 : String(v).trim() === '');

/**
 * What a page's select binds for each of its parameters: the page's setting of the same name, or the
 * list the server gives (`listas`, the ERP keys of the phones' orders). With `exemplos` (Testar Select
 * and the preview) an empty one takes the catalogue's sample, so that the select runs before there is
 * data; `deExemplo` names those. A real run binds what there is (an empty list matches nothing).
 */
export function valoresDosParametros(
  parametros: ParametroSelect[],
  dados: Record<string, unknown>,
  listas: Record<string, string[]>,
  exemplos: boolean,
): { valores: Record<string, ValorParametro>; deExemplo: string[] } {
  const valores: Record<string, ValorParametro> = {};
  const deExemplo: string[] = [];
  for (const p of parametros) {
    const proprio: ValorParametro = p.lista ? (listas[p.nome] ?? []) : dados[p.nome] === undefined || dados[p.nome] === null ? null : String(dados[p.nome]);
    if (exemplos && vazio(proprio)) {
      valores[p.nome] = p.exemplo;
      deExemplo.push(p.nome);
    } else valores[p.nome] = p.lista ? proprio : (proprio ?? '');
  }
  return { valores, deExemplo };
}

/** The parameters of a page type, none for most. */
export const parametrosDoTipo = (def: Pick<TipoDados, 'parametrosSelect'> | undefined): ParametroSelect[] => def?.parametrosSelect ?? [];

/**
 * `sql` with each `:parametro` as the engine's markers and the values in their order: a list binds one
 * marker per value, an empty list one NULL (`IN (NULL)` matches nothing yet stays valid SQL). A name
 * with no value binds NULL. Values are always bound, never written into the SQL.
 */
export function vincularParametros(
  sql: string,
  valores: Record<string, ValorParametro>,
  marcador: (indice: number) => string,
): { sql: string; valores: unknown[] } {
  const lista: unknown[] = [];
  const texto = substituirPlaceholders(sql, (nome) => {
    const valor = valores[nome] ?? null;
    const itens = Array.isArray(valor) ? (valor.length ? valor : [null]) : [valor];
    return itens.map((v) => marcador(lista.push(v) - 1)).join(', ');
  });
  return { sql: texto, valores: lista };
}

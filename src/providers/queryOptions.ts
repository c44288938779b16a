/** docs/produto.md §7 list options and the mapping of react-admin's pagination, sort and filter onto them. */
import type { OrderItem, QueryOptions, WhereInput, WhereItem } from '../../common/api/queryOptions';

export type { OrderItem, QueryOptions, WhereInput, WhereItem } from '../../common/api/queryOptions';

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

/** Filter keys may end in one of these to pick another operator: { valor_gte: 10 }, { plataforma_ilike: 'android' }. */
const SUFFIX_OPERATORS: Record<string, string> = { _neq: '!=', _gte: '>=', _gt: '>', _lte: '<=', _lt: '<', _ilike: 'ilike' };

const DAY_MS = 86_400_000;

/**
 * Filters kept in the URL as the user typed them and turned into a condition when the list is read:
 * { cidade_contem: 'campinas' } (the text anywhere, any case); { ultimaAtividade_dias: 30 } (a date
 * older than 30 days before now: "last access more than N days ago").
 */
function derivedItem(key: string, value: unknown, now: number): WhereItem | null | undefined {
  if (key.endsWith('_contem')) {
    const text = String(value).trim();
    return text ? { campo: key.slice(0, -'_contem'.length), operador: 'ilike', valor: `%${text}%` } : null;
  }
  if (key.endsWith('_dias')) {
    const days = Number(value);
    if (!Number.isInteger(days) || days < 0) return null;
    return { campo: key.slice(0, -'_dias'.length), operador: '<', valor: new Date(now - days * DAY_MS).toISOString() };
  }
  return undefined;
}

function filterItem(key: string, value: unknown, now: number): WhereItem | null {
  if (value === undefined || value === '' || (typeof value === 'object' && value !== null && !Array.isArray(value))) return null;
  if (value === null) return { campo: key, operador: 'is null' };
  if (Array.isArray(value)) return value.length ? { campo: key, operador: 'in', valor: JSON.stringify(value) } : null;
  const derived = derivedItem(key, value, now);
  if (derived !== undefined) return derived;
  const suffix = Object.keys(SUFFIX_OPERATORS).find((s) => key.endsWith(s));
  if (suffix) return { campo: key.slice(0, -suffix.length), operador: SUFFIX_OPERATORS[suffix], valor: String(value) };
  return { campo: key, operador: '=', valor: String(value) };
}

/** "q" searches the resource's text fields (any of them, 'ilike'); every other key must match. */
export function filterToWhere(filter: Record<string, unknown> = {}, searchFields: readonly string[] = [], now = Date.now()): WhereInput | undefined {
  const where: WhereInput = {};
  const { q, ...rest } = filter;
  const text = typeof q === 'string' ? q.trim() : '';
  if (text && searchFields.length) where.orWhere = searchFields.map((campo) => ({ campo, operador: 'ilike', valor: `%${text}%` }));
  const andWhere = Object.entries(rest)
    .map(([key, value]) => filterItem(key, value, now))
    .filter((item): item is WhereItem => item !== null);
  if (andWhere.length) where.andWhere = andWhere;
  return where.andWhere || where.orWhere ? where : undefined;
}

/** limit and offset are omitted when 0 (docs/produto.md §7). */
export function paginationToOptions(pagination?: { page: number; perPage: number }): Pick<QueryOptions, 'limit' | 'offset'> {
  if (!pagination) return {};
  const limit = Math.max(0, Math.trunc(pagination.perPage || 0));
  const offset = limit ? Math.max(0, Math.trunc((pagination.page || 1) - 1)) * limit : 0;
  return { ...(limit ? { limit } : {}), ...(offset ? { offset } : {}) };
}

export function sortToOrder(sort?: { field: string; order: string }): OrderItem[] | undefined {
  if (!sort?.field) return undefined;
  return [{ campo: sort.field, direcao: String(sort.order).toUpperCase() === 'DESC' ? 'DESC' : 'ASC' }];
}

export function toQueryOptions({ pagination, sort, filter }: ListParams, searchFields: readonly string[]): QueryOptions {
  const where = filterToWhere(filter, searchFields);
  const order = sortToOrder(sort);
  return { ...paginationToOptions(pagination), ...(where ? { where } : {}), ...(order ? { order } : {}) };
}

/** The count takes only the conditions. */
export function countOptions(options: QueryOptions): QueryOptions {
  return options.where ? { where: options.where } : {};
}

/** Adds one condition to the options (the reference of getManyReference, the ids of getMany). */
export function withCondition(options: QueryOptions, item: WhereItem): QueryOptions {
  const where = options.where ?? {};
  return { ...options, where: { ...where, andWhere: [...(where.andWhere ?? []), item] } };
}

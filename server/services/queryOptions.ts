import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { MSG } from '../../common/messages';
import { normalizarBusca, SEPARADOR_BUSCA } from '../../common/text/buscaNormalizada';
import { badUserInput } from '../errors';
import type { EntityDef, FieldType } from './entity';
import { LIMITES_QUERY_OPTIONS as LIMITES, type QueryOptions, type WhereItem } from '../../common/api/queryOptions';

export type { QueryOptions, WhereItem } from '../../common/api/queryOptions';

/** The generated columns of an entity's lists (migration 0030). */
export type Normalizacao = Pick<EntityDef<never>, 'normalizados' | 'busca'>;

export const OPERATORS = ['=', '!=', '>', '>=', '<', '<=', 'like', 'ilike', 'in', 'is null', 'is not null'] as const;
const MAX_LIMIT = LIMITES.limit;
/** A list of `in` larger than a page of the list it filters is nobody's filter (and SQLite binds at most 32,766 values). */
const MAX_IN_VALUES = LIMITES.valoresIn;
/** Number fields are integer columns (ids, counts). */
const MAX_INT = 2_147_483_647;
/** Text patterns apply to text: `lower(integer)` fails on PostgreSQL. */
const PATTERN_TYPES: readonly FieldType[] = ['string', 'date'];

/** The type of an entity's own field; never one of Object.prototype's (`constructor`, `__proto__`, `toString`). */
function fieldType(fields: Record<string, FieldType>, campo: string): FieldType | undefined {
  return Object.hasOwn(fields, campo) ? fields[campo] : undefined;
}

type AnyEb = ExpressionBuilder<never, never>;

function coerce(type: FieldType, raw: string | null | undefined, campo: string): unknown {
  if (raw === null || raw === undefined) return null;
  if (type === 'number') {
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(n) || Math.abs(n) > MAX_INT) throw badUserInput(MSG.valorCampoInvalido(campo));
    return n;
  }
  if (type === 'boolean') return raw === 'true' || raw === '1' ? 1 : 0;
  return raw;
}

/** Builds one condition; the column comes from the entity's field list, values are always bound. */
function condition(
  eb: AnyEb,
  fields: Record<string, FieldType>,
  column: (campo: string) => string,
  item: WhereItem,
  normalizacao?: Normalizacao,
): Expression<SqlBool> {
  const type = fieldType(fields, item.campo);
  if (!type) throw badUserInput(MSG.campoInvalido(item.campo));
  const op = item.operador.trim().toLowerCase();
  if (!(OPERATORS as readonly string[]).includes(op)) throw badUserInput(MSG.operadorInvalido(item.operador));
  if ((op === 'like' || op === 'ilike') && !PATTERN_TYPES.includes(type)) throw badUserInput(MSG.operadorSoTexto(op, item.campo));
  const ref = sql.ref(column(item.campo));
  switch (op) {
    case 'is null':
      return sql<SqlBool>`${ref} is null`;
    case 'is not null':
      return sql<SqlBool>`${ref} is not null`;
    case 'in': {
      let values: unknown;
      try {
        values = JSON.parse(item.valor ?? '[]');
      } catch {
        values = null;
      }
      if (!Array.isArray(values) || values.length === 0) throw badUserInput(MSG.listaCampoInvalida(item.campo));
      if (values.length > MAX_IN_VALUES) throw badUserInput(MSG.listaInLonga(MAX_IN_VALUES));
      if (values.some((v) => String(v).length > LIMITES.caracteresValor)) throw badUserInput(MSG.valorFiltroLongo(item.campo, LIMITES.caracteresValor));
      return sql<SqlBool>`${ref} in (${sql.join(values.map((v) => coerce(type, String(v), item.campo)))})`;
    }
    case 'ilike': {
      const normalizado = normalizacao?.normalizados?.[item.campo];
      if (normalizado) return sql<SqlBool>`${sql.ref(column(normalizado))} like ${normalizarBusca(String(item.valor ?? ''))}`;
      return sql<SqlBool>`lower(${ref}) like lower(${String(item.valor ?? '')})`;
    }
    default:
      return eb(ref as never, op as never, coerce(type, item.valor, item.campo) as never) as Expression<SqlBool>;
  }
}

/** The WHERE of a queryOptions (andWhere all, and at least one of orWhere); throws before any SQL runs. */
export function whereOf(
  options: QueryOptions | null | undefined,
  fields: Record<string, FieldType>,
  column: (campo: string) => string,
  normalizacao?: Normalizacao,
) {
  const and = options?.where?.andWhere ?? [];
  const or = options?.where?.orWhere ?? [];
  const termo = termoDaBusca(or, normalizacao?.busca);
  // Validate everything first so that a bad campo or operador never reaches the database.
  return (eb: AnyEb): Expression<SqlBool> => {
    const parts = and.map((item) => condition(eb, fields, column, item, normalizacao));
    if (termo !== null) parts.push(sql<SqlBool>`${sql.ref(column('busca'))} like ${`%${normalizarBusca(termo)}%`}`);
    else if (or.length) parts.push(eb.or(or.map((item) => condition(eb, fields, column, item, normalizacao))));
    return parts.length ? eb.and(parts) : sql<SqlBool>`1 = 1`;
  };
}

/**
 * The search box's term when `or` is its query (`ilike '%termo%'` over exactly the fields the `busca`
 * column holds), so that one indexed condition replaces the OR; null for any other OR. A term with a
 * wildcard of its own or the separator keeps the OR (it could match across two fields).
 */
function termoDaBusca(or: WhereItem[], campos: readonly string[] | undefined): string | null {
  if (!campos || or.length !== campos.length) return null;
  const valor = or[0]?.valor ?? '';
  const termo = valor.slice(1, -1);
  if (valor.length < 3 || !valor.startsWith('%') || !valor.endsWith('%') || /[%_\\]/.test(termo) || termo.includes(SEPARADOR_BUSCA)) return null;
  const vistos = new Set(or.map((i) => i.campo));
  if (vistos.size !== campos.length || !campos.every((c) => vistos.has(c))) return null;
  return or.every((i) => i.operador.trim().toLowerCase() === 'ilike' && i.valor === valor) ? termo : null;
}

/** The longest `valor` an item may carry: an `in` list is JSON of up to valoresIn values, each bounded. */
function valorMaximo(operador: string): number {
  return operador === 'in' ? LIMITES.valoresIn * (LIMITES.caracteresValor + 4) : LIMITES.caracteresValor;
}

/**
 * Checks the size of the request (conditions, value lengths, order) and campo/operador of every
 * item, so errors surface before building a query: past those sizes the databases themselves fail.
 */
export function assertQueryOptions(options: QueryOptions | null | undefined, fields: Record<string, FieldType>): void {
  const items = [...(options?.where?.andWhere ?? []), ...(options?.where?.orWhere ?? [])];
  if (items.length > LIMITES.condicoes) throw badUserInput(MSG.condicoesDemais(LIMITES.condicoes));
  if ((options?.order?.length ?? 0) > LIMITES.ordenacao) throw badUserInput(MSG.ordenacaoLonga(LIMITES.ordenacao));
  for (const item of items) {
    if (!fieldType(fields, item.campo)) throw badUserInput(MSG.campoInvalido(item.campo));
    const operador = item.operador.trim().toLowerCase();
    if (!(OPERATORS as readonly string[]).includes(operador)) throw badUserInput(MSG.operadorInvalido(item.operador));
    if ((item.valor?.length ?? 0) > valorMaximo(operador)) throw badUserInput(MSG.valorFiltroLongo(item.campo, LIMITES.caracteresValor));
  }
  for (const order of options?.order ?? []) {
    if (!fieldType(fields, order.campo)) throw badUserInput(MSG.campoInvalido(order.campo));
    const dir = (order.direcao ?? 'ASC').toUpperCase();
    if (dir !== 'ASC' && dir !== 'DESC') throw badUserInput(MSG.direcaoOrdenacaoInvalida(String(order.direcao)));
  }
  if (options?.limit != null && (options.limit < 0 || options.limit > MAX_LIMIT)) throw badUserInput(MSG.limiteLista(MAX_LIMIT));
  if (options?.offset != null && options.offset < 0) throw badUserInput(MSG.deslocamentoNegativo);
}

export function orderOf(options: QueryOptions | null | undefined, defaultOrder: string): { campo: string; direcao: 'asc' | 'desc' }[] {
  const order = options?.order?.length ? options.order : [{ campo: defaultOrder, direcao: 'ASC' }];
  return order.map((o) => ({ campo: o.campo, direcao: (o.direcao ?? 'ASC').toUpperCase() === 'DESC' ? 'desc' : 'asc' }));
}

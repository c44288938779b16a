/**
 * docs/produto.md §7 list options (the GraphQL input QueryOptions), as the server reads them and the SPA
 * sends them: conditions joined by AND and by OR, an order and a page.
 */
export interface WhereItem {
  campo: string;
  operador: string;
  valor?: string | null;
}

export interface OrderItem {
  campo: string;
  /** ASC or DESC; the server refuses anything else. */
  direcao?: string | null;
}

export interface WhereInput {
  andWhere?: WhereItem[] | null;
  orWhere?: WhereItem[] | null;
}

export interface QueryOptions {
  limit?: number | null;
  offset?: number | null;
  where?: WhereInput | null;
  order?: OrderItem[] | null;
}

/**
 * What a list request may ask for at most; the server refuses more with a Portuguese message
 * (BAD_USER_INPUT, HTTP 400) before any SQL is built. No screen comes near them: a list's filters
 * and its search box are a dozen conditions, a typed value a few dozen characters. Past them the
 * databases themselves fail (SQLite: expression depth 1,000 from about 500 conditions, LIKE patterns
 * over 50,000 bytes; either engine around 8,000 conditions).
 */
export const LIMITES_QUERY_OPTIONS = {
  /** andWhere and orWhere together. */
  condicoes: 100,
  /** Characters of one value, and of each value of an `in` list. */
  caracteresValor: 1000,
  /** Values of one `in` list: a page of the largest list. */
  valoresIn: 1000,
  /** Items of `order`. */
  ordenacao: 10,
  /** Rows of one page. */
  limit: 1000,
} as const;

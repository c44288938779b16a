/**
 * SPEC §7 list options (the GraphQL input QueryOptions), as the server reads them and the SPA
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

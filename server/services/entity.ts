import type { Subject } from '../../common/permissions';
import type { Database } from '../db/types';

export type FieldType = 'string' | 'number' | 'boolean' | 'date';

/** What the list machinery needs to know of an entity: its table, its fields and how rows are scoped. */
export interface EntityDef<T extends keyof Database> {
  table: T;
  subject: Subject;
  /** Fields a client may filter and sort by, with their types (booleans are 0/1 columns). */
  fields: Record<string, FieldType>;
  /** Columns that CASL conditions refer to (e.g. contratanteId, possibly through a join). */
  scope: Record<string, string>;
  /** Columns of fields that do not live on the table itself (joins); the rest are `table.field`. */
  columns?: Record<string, string>;
  defaultOrder: string;
  /**
   * Generated columns of the lists (migration 0030): `normalizados` maps a field to its normalised
   * column (sorting and `ilike` use it, so the index serves them), `busca` names the fields the
   * `busca` column holds (the search box's `ilike '%texto%'` over exactly these becomes one condition).
   */
  normalizados?: Record<string, string>;
  busca?: readonly string[];
  /**
   * The base select's joins only add columns (left joins on a unique key, like the city and state):
   * a count whose conditions are all on the table itself then reads the table alone, which
   * PostgreSQL can count from an index without the rows (it does not with the joins in the query).
   */
  juncoesSoAcrescentam?: boolean;
}

/** Converts 0/1 columns to booleans for the API. */
export function withBooleans<R extends Record<string, unknown>>(row: R, fields: Record<string, FieldType>): R {
  const out: Record<string, unknown> = { ...row };
  for (const [name, type] of Object.entries(fields)) {
    if (type === 'boolean' && name in out && out[name] !== null) out[name] = Boolean(Number(out[name]));
  }
  return out as R;
}

export const flag = (value: boolean | null | undefined, fallback = true): number => ((value ?? fallback) ? 1 : 0);

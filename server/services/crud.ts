import type { Kysely, SelectQueryBuilder } from 'kysely';
import { ACTIONS, type Action, type AppAbility } from '../../common/permissions';
import { notFound } from '../errors';
import type { Db } from '../db/connection';
import { withBooleans, type EntityDef } from './entity';
import { assertQueryOptions, orderOf, whereOf, type QueryOptions } from './queryOptions';
import { scopeOf, type Scope } from './permissionScope';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * List, count and fetch-by-id for one entity, always inside what the ability allows: rows of
 * another contratante are not filtered afterwards, they are never selected.
 */
export class Crud<T extends keyof import('../db/types').Database> {
  constructor(
    private db: Db,
    readonly def: EntityDef<T>,
    /** The base select (joins, columns); defaults to every column of the table. */
    private base: (db: AnyDb) => AnyQuery = (k) => k.selectFrom(def.table).selectAll(),
  ) {}

  private column = (campo: string) => this.def.columns?.[campo] ?? `${this.def.table}.${campo}`;

  private scoped(ability: AppAbility, action: Action, query: AnyQuery): AnyQuery | null {
    const scope: Scope | null = scopeOf(ability, action, this.def.subject, this.def.scope);
    return scope ? query.where(scope as never) : null;
  }

  async list(ability: AppAbility, options?: QueryOptions | null): Promise<Record<string, unknown>[]> {
    assertQueryOptions(options, this.def.fields);
    // A page: its ids first (from an index alone where the engine can: the rows the offset or the
    // filter skips are never read), then only its rows, still inside what the ability allows.
    const porIds = Boolean(options?.offset || options?.limit) && Object.hasOwn(this.def.fields, 'id');
    const base = porIds
      ? this.baseParaColunas([...this.colunasDoFiltro(options), ...this.colunasDaOrdem(options)]).select(this.column('id'))
      : this.base(this.db.kysely as AnyDb);
    let query = this.scoped(ability, ACTIONS.LISTAR, base);
    if (!query) return [];
    query = this.ordenada(query.where(whereOf(options, this.def.fields, this.column, this.def) as never), options);
    if (options?.limit) query = query.limit(options.limit);
    if (options?.offset) query = query.offset(options.offset).limit(options?.limit || 1000);
    if (porIds) query = this.ordenada(this.scoped(ability, ACTIONS.LISTAR, this.base(this.db.kysely as AnyDb))!.where(this.column('id'), 'in', query), options);
    const rows = await query.execute();
    return rows.map((r) => withBooleans(r, this.def.fields));
  }

  private colunasDaOrdem(options?: QueryOptions | null): string[] {
    return this.ordem(options).map((o) => o.coluna);
  }

  /** The list's order: a name by its normalised column (the one its index holds), then `id`. */
  private ordem(options?: QueryOptions | null): { coluna: string; direcao: 'asc' | 'desc' }[] {
    const pedida = orderOf(options, this.def.defaultOrder);
    const ordem = pedida.map((o) => ({ coluna: this.column(this.def.normalizados?.[o.campo] ?? o.campo), direcao: o.direcao }));
    // Rows with equal keys (two contratantes of the same name) must keep one place from page to page.
    const porId = pedida.some((o) => o.campo === 'id');
    return Object.hasOwn(this.def.fields, 'id') && !porId ? [...ordem, { coluna: this.column('id'), direcao: 'asc' as const }] : ordem;
  }

  private ordenada(query: AnyQuery, options?: QueryOptions | null): AnyQuery {
    return this.ordem(options).reduce((q, o) => q.orderBy(o.coluna, o.direcao), query);
  }

  async count(ability: AppAbility, options?: QueryOptions | null): Promise<number> {
    assertQueryOptions(options, this.def.fields);
    const base = this.baseParaColunas(this.colunasDoFiltro(options)).select((eb) => eb.fn.countAll().as('total'));
    const query = this.scoped(ability, ACTIONS.LISTAR, base);
    if (!query) return 0;
    const row = await query.where(whereOf(options, this.def.fields, this.column, this.def) as never).executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /** The columns a list's conditions (its filters and the ability's scope) refer to. */
  private colunasDoFiltro(options?: QueryOptions | null): string[] {
    const itens = [...(options?.where?.andWhere ?? []), ...(options?.where?.orWhere ?? [])];
    return [...itens.map((i) => this.column(i.campo)), ...Object.values(this.def.scope)];
  }

  /**
   * The table alone when `colunas` are all its own and the base's joins only add columns (PostgreSQL
   * then counts, or finds a page, from an index without the rows; it does not with the joins in the
   * query); otherwise the base select with its joins. Without a select list.
   */
  private baseParaColunas(colunas: string[]): AnyQuery {
    const soDaTabela = this.def.juncoesSoAcrescentam && colunas.every((c) => c.startsWith(`${this.def.table}.`));
    return soDaTabela ? (this.db.kysely as AnyDb).selectFrom(this.def.table) : this.base(this.db.kysely as AnyDb).clearSelect();
  }

  /** The row if it exists and the ability allows the action on it; otherwise null. */
  async find(ability: AppAbility, id: number, action: Action = ACTIONS.LEITURA): Promise<Record<string, unknown> | null> {
    return this.findBy(ability, 'id', id, action);
  }

  /** The row whose unique `campo` holds `valor`, if the ability allows the action on it: one query. */
  async findBy(ability: AppAbility, campo: string, valor: string | number, action: Action = ACTIONS.LEITURA): Promise<Record<string, unknown> | null> {
    const query = this.scoped(ability, action, this.base(this.db.kysely as AnyDb));
    if (!query) return null;
    const row = await query.where(this.column(campo), '=', valor).executeTakeFirst();
    return row ? withBooleans(row, this.def.fields) : null;
  }

  async findOrFail(ability: AppAbility, id: number, action: Action): Promise<Record<string, unknown>> {
    const row = await this.find(ability, id, action);
    if (!row) throw notFound();
    return row;
  }
}

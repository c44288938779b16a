import { existsSync } from 'node:fs';

/** The part of node:sqlite (Node ≥ 22.13 without a flag) the adapter uses; @types/node 20 has none. */
interface StatementSync {
  all(...valores: unknown[]): Record<string, unknown>[];
  get(...valores: unknown[]): Record<string, unknown> | undefined;
  run(...valores: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(...valores: unknown[]): IterableIterator<Record<string, unknown>>;
  columns(): unknown[];
}

interface DatabaseSync {
  exec(sql: string): void;
  prepare(sql: string): StatementSync;
  close(): void;
  readonly isTransaction: boolean;
}

export interface ModuloNodeSqlite {
  DatabaseSync: new (arquivo: string, opcoes?: { readOnly?: boolean; timeout?: number }) => DatabaseSync;
}

export interface OpcoesBanco {
  readonly?: boolean;
  fileMustExist?: boolean;
  timeout?: number;
}

/** Rows come from node:sqlite with a null prototype; the agent expects plain objects, as better-sqlite3 gives. */
const simples = (linha: Record<string, unknown> | undefined) => (linha ? { ...linha } : undefined);

/** One prepared statement with better-sqlite3's shape: `reader`, `all`, `get`, `run`, `iterate`. */
class Instrucao {
  readonly reader: boolean;

  constructor(private stmt: StatementSync) {
    this.reader = stmt.columns().length > 0;
  }

  all(...valores: unknown[]) {
    return this.stmt.all(...valores).map((l) => ({ ...l }));
  }

  get(...valores: unknown[]) {
    return simples(this.stmt.get(...valores));
  }

  run(...valores: unknown[]) {
    return this.stmt.run(...valores);
  }

  *iterate(...valores: unknown[]): IterableIterator<Record<string, unknown>> {
    for (const linha of this.stmt.iterate(...valores)) yield { ...linha };
  }
}

/**
 * better-sqlite3's API (the subset the agent uses: pragma, exec, prepare, transaction, inTransaction,
 * close) over node:sqlite, so the Windows executable needs no native addon: node.exe from the npm
 * registry carries SQLite, and no better-sqlite3 build for Windows can be had from the registry.
 */
export class BancoNodeSqlite {
  private db: DatabaseSync;

  constructor(modulo: ModuloNodeSqlite, arquivo: string, opcoes: OpcoesBanco = {}) {
    const memoria = arquivo === '' || arquivo === ':memory:';
    // node:sqlite would create a missing file; better-sqlite3's fileMustExist refuses, as the ERP dialect wants.
    if (opcoes.fileMustExist && !memoria && !existsSync(arquivo)) throw new Error(`unable to open database file: ${arquivo}`);
    this.db = new modulo.DatabaseSync(memoria ? ':memory:' : arquivo, { readOnly: Boolean(opcoes.readonly), timeout: opcoes.timeout ?? 5000 });
  }

  get inTransaction(): boolean {
    return this.db.isTransaction;
  }

  pragma(texto: string): Record<string, unknown>[] {
    return this.db.prepare(`PRAGMA ${texto}`).all().map((l) => ({ ...l }));
  }

  exec(sql: string): this {
    this.db.exec(sql);
    return this;
  }

  prepare(sql: string): Instrucao {
    return new Instrucao(this.db.prepare(sql));
  }

  /** Like better-sqlite3: a function that runs `trabalho` in a transaction (the agent never nests them). */
  transaction<A extends unknown[], R>(trabalho: (...args: A) => R): (...args: A) => R {
    return (...args: A) => {
      this.db.exec('BEGIN');
      try {
        const resultado = trabalho(...args);
        this.db.exec('COMMIT');
        return resultado;
      } catch (error) {
        if (this.db.isTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
    };
  }

  close(): void {
    this.db.close();
  }
}

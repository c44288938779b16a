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

/** SQLite's primary result codes (sqlite3.h), by number: the names better-sqlite3 gives errors as `code`. */
const PRIMARIOS = [
  'OK',
  'ERROR',
  'INTERNAL',
  'PERM',
  'ABORT',
  'BUSY',
  'LOCKED',
  'NOMEM',
  'READONLY',
  'INTERRUPT',
  'IOERR',
  'CORRUPT',
  'NOTFOUND',
  'FULL',
  'CANTOPEN',
  'PROTOCOL',
  'EMPTY',
  'SCHEMA',
  'TOOBIG',
  'CONSTRAINT',
  'MISMATCH',
  'MISUSE',
  'NOLFS',
  'AUTH',
  'FORMAT',
  'RANGE',
  'NOTADB',
  'NOTICE',
  'WARNING',
];
/** The extended codes the agent tells apart (agent/dialects/sqlite/errors.ts); others keep their primary name. */
const ESTENDIDOS: Record<number, string> = {
  275: 'CONSTRAINT_CHECK',
  787: 'CONSTRAINT_FOREIGNKEY',
  1299: 'CONSTRAINT_NOTNULL',
  1555: 'CONSTRAINT_PRIMARYKEY',
  2067: 'CONSTRAINT_UNIQUE',
};

/**
 * node:sqlite throws `code: 'ERR_SQLITE_ERROR'` with SQLite's number in `errcode`; better-sqlite3 puts
 * the name in `code` (SQLITE_CONSTRAINT_UNIQUE, SQLITE_FULL…), which the agent's classification of ERP
 * errors and its full-disk message read. The same error, with better-sqlite3's `code`.
 */
export function comoErroBetterSqlite3(erro: unknown): unknown {
  if (!(erro instanceof Error)) return erro;
  const numero = (erro as Error & { errcode?: unknown }).errcode;
  const nome = typeof numero === 'number' ? (ESTENDIDOS[numero] ?? PRIMARIOS[numero & 0xff]) : undefined;
  if (nome) Object.assign(erro, { code: `SQLITE_${nome}` });
  return erro;
}

function traduzir<T>(trabalho: () => T): T {
  try {
    return trabalho();
  } catch (erro) {
    throw comoErroBetterSqlite3(erro);
  }
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
    return traduzir(() => this.stmt.all(...valores).map((l) => ({ ...l })));
  }

  get(...valores: unknown[]) {
    return traduzir(() => simples(this.stmt.get(...valores)));
  }

  run(...valores: unknown[]) {
    return traduzir(() => this.stmt.run(...valores));
  }

  *iterate(...valores: unknown[]): IterableIterator<Record<string, unknown>> {
    const linhas = traduzir(() => this.stmt.iterate(...valores));
    for (;;) {
      const proxima = traduzir(() => linhas.next());
      if (proxima.done) return;
      yield { ...proxima.value };
    }
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
    if (opcoes.fileMustExist && !memoria && !existsSync(arquivo))
      throw Object.assign(new Error(`unable to open database file: ${arquivo}`), { code: 'SQLITE_CANTOPEN' });
    this.db = traduzir(() => new modulo.DatabaseSync(memoria ? ':memory:' : arquivo, { readOnly: Boolean(opcoes.readonly), timeout: opcoes.timeout ?? 5000 }));
  }

  get inTransaction(): boolean {
    return this.db.isTransaction;
  }

  pragma(texto: string): Record<string, unknown>[] {
    return traduzir(() =>
      this.db
        .prepare(`PRAGMA ${texto}`)
        .all()
        .map((l) => ({ ...l })),
    );
  }

  exec(sql: string): this {
    traduzir(() => this.db.exec(sql));
    return this;
  }

  prepare(sql: string): Instrucao {
    return new Instrucao(traduzir(() => this.db.prepare(sql)));
  }

  /** Like better-sqlite3: a function that runs `trabalho` in a transaction (the agent never nests them). */
  transaction<A extends unknown[], R>(trabalho: (...args: A) => R): (...args: A) => R {
    return (...args: A) => {
      traduzir(() => this.db.exec('BEGIN'));
      try {
        const resultado = trabalho(...args);
        traduzir(() => this.db.exec('COMMIT'));
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

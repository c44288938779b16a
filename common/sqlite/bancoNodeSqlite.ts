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
  264: 'READONLY_RECOVERY',
  776: 'READONLY_ROLLBACK',
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

/**
 * better-sqlite3 binds the items of an array argument one by one (Kysely passes its parameters so);
 * node:sqlite takes them only as separate arguments.
 */
const valoresSoltos = (valores: unknown[]) => (valores.some(Array.isArray) ? valores.flatMap((v) => (Array.isArray(v) ? v : [v])) : valores);

/**
 * The parameters a statement's text declares, as SQLite reads it: how many positional ones (`?`, and
 * `?NNN` up to its number) and which names (`:a`, `@a`, `$a`), skipping strings, quoted names and
 * comments. node:sqlite binds a missing one as NULL; better-sqlite3 refuses the call, and so does the
 * adapter, so that a test of a select with parameters left unbound fails as the real run would.
 */
export function parametrosDeclarados(sql: string): { posicionais: number; nomes: Set<string> } {
  const nomes = new Set<string>();
  let posicionais = 0;
  let proximo = 1;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    const fecha = c === "'" ? "'" : c === '"' ? '"' : c === '`' ? '`' : c === '[' ? ']' : null;
    if (fecha) {
      i = sql.indexOf(fecha, i + 1);
      if (i < 0) break;
      continue;
    }
    if (c === '-' && sql[i + 1] === '-') {
      i = sql.indexOf('\n', i);
      if (i < 0) break;
      continue;
    }
    if (c === '/' && sql[i + 1] === '*') {
      i = sql.indexOf('*/', i + 2);
      if (i < 0) break;
      i++;
      continue;
    }
    if (c === '?') {
      const numero = /^\d+/.exec(sql.slice(i + 1))?.[0];
      const indice = numero ? Number(numero) : proximo;
      posicionais = Math.max(posicionais, indice);
      proximo = indice + 1;
      i += numero?.length ?? 0;
      continue;
    }
    if ((c === ':' || c === '@' || c === '$') && /[A-Za-z_]/.test(sql[i + 1] ?? '')) {
      const nome = /^[A-Za-z0-9_]+/.exec(sql.slice(i + 1))![0];
      nomes.add(nome);
      proximo++;
      i += nome.length;
    }
  }
  return { posicionais, nomes };
}

const objetoDeNomes = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !ArrayBuffer.isView(v);

/** better-sqlite3's refusals of a call whose values do not fill the statement's parameters. */
function conferirValores(declarados: { posicionais: number; nomes: Set<string> }, valores: unknown[]): void {
  const nomeados = objetoDeNomes(valores[0]) ? valores[0] : null;
  const posicionais = nomeados ? valores.length - 1 : valores.length;
  if (declarados.nomes.size && (!nomeados || [...declarados.nomes].some((n) => !(n in nomeados)))) throw new RangeError('Missing named parameters');
  if (posicionais < declarados.posicionais) throw new RangeError('Too few parameter values were provided');
  if (posicionais > declarados.posicionais) throw new RangeError('Too many parameter values were provided');
}

/** The first column's value, for a statement in pluck mode. */
const primeiraColuna = (linha: Record<string, unknown>) => {
  for (const chave in linha) return linha[chave];
  return undefined;
};

/** One prepared statement with better-sqlite3's shape: `reader`, `all`, `get`, `run`, `iterate`, `pluck`. */
class Instrucao {
  readonly reader: boolean;
  private soPrimeira = false;
  private declarados: { posicionais: number; nomes: Set<string> };

  constructor(
    private stmt: StatementSync,
    sql: string,
  ) {
    this.reader = stmt.columns().length > 0;
    this.declarados = parametrosDeclarados(sql);
  }

  private valores(valores: unknown[]): unknown[] {
    const soltos = valoresSoltos(valores);
    conferirValores(this.declarados, soltos);
    return soltos;
  }

  /** Like better-sqlite3: rows come as their first column's value. */
  pluck(ligar = true): this {
    this.soPrimeira = ligar;
    return this;
  }

  private linha(linha: Record<string, unknown>): unknown {
    return this.soPrimeira ? primeiraColuna(linha) : { ...linha };
  }

  all(...valores: unknown[]) {
    return traduzir(() => this.stmt.all(...this.valores(valores)).map((l) => this.linha(l)));
  }

  get(...valores: unknown[]) {
    return traduzir(() => {
      const linha = this.stmt.get(...this.valores(valores));
      return linha ? this.linha(linha) : undefined;
    });
  }

  run(...valores: unknown[]) {
    return traduzir(() => this.stmt.run(...this.valores(valores)));
  }

  *iterate(...valores: unknown[]): IterableIterator<unknown> {
    const linhas = traduzir(() => this.stmt.iterate(...this.valores(valores)));
    for (;;) {
      const proxima = traduzir(() => linhas.next());
      if (proxima.done) return;
      yield this.linha(proxima.value);
    }
  }
}

/**
 * better-sqlite3's API (the subset the server, the agent and Kysely use: pragma, exec, prepare,
 * transaction, inTransaction, close) over node:sqlite, which every Node from 22.13 carries: no native
 * addon to build for the running Node (the executables' Node 24, node.exe from the npm registry, a
 * server on Node 24; docs/operacao.md "Instalação"). Rows are plain objects (node:sqlite gives them a
 * null prototype), as better-sqlite3 gives.
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
    return new Instrucao(
      traduzir(() => this.db.prepare(sql)),
      sql,
    );
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

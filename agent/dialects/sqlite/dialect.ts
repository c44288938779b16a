import { abrirSqlite, type BancoSqlite } from '../../../common/sqlite/abrirSqlite';
import type { TipoErroErp } from '../../../common/erpErrors';
import { classificarSqlite } from './errors';
import { selectUnico } from '../selectUnico';
import { emPaginas, type ConexaoErp, type Dialeto, type Linha, type Transacao } from '../types';

/**
 * A writer that died in the middle of a transaction (the ERP's own program, or this agent killed during
 * a COMMIT) leaves a hot journal that only a read-write handle may roll back: a read-only handle meets
 * SQLITE_READONLY_ROLLBACK (SQLITE_READONLY_RECOVERY for a WAL file), which is not the permission
 * failure its code family says.
 */
const DIARIO_A_RECUPERAR = new Set(['SQLITE_READONLY_ROLLBACK', 'SQLITE_READONLY_RECOVERY']);

/**
 * SQLite ERP file (better-sqlite3). Reads go through handles opened read-only (SQLITE_OPEN_READONLY:
 * the file cannot be written through them, whatever the SQL), so writes never wait on them either;
 * the paged select has a handle of its own, as a handle runs nothing else while a select is open on it.
 * A read that meets a crashed writer's journal has it rolled back through the read-write handle, as
 * any SQLite program opening the file would, and is tried once more.
 */
export class DialetoSqlite implements Dialeto {
  readonly tipo = 'sqlite' as const;
  private db: BancoSqlite | null = null;
  private leitura: BancoSqlite | null = null;

  constructor(private conexao: ConexaoErp) {}

  private arquivo(): string {
    const arquivo = this.conexao.sqliteArquivo || this.conexao.database;
    if (!arquivo) throw new Error('Informe o arquivo do banco SQLite.');
    return arquivo;
  }

  private abrir(): BancoSqlite {
    if (!this.db) {
      this.db = abrirSqlite(this.arquivo(), { fileMustExist: true });
      this.db.pragma('busy_timeout = 5000');
      // The ERP's declared foreign keys hold for what the agent writes, as they do for the ERP itself.
      this.db.pragma('foreign_keys = ON');
    }
    return this.db;
  }

  private somenteLeitura(): BancoSqlite {
    if (!this.leitura) {
      this.leitura = abrirSqlite(this.arquivo(), { fileMustExist: true, readonly: true });
      this.leitura.pragma('busy_timeout = 5000');
    }
    return this.leitura;
  }

  /** Runs a read; one that met a crashed writer's journal runs again once the read-write handle rolled it back. */
  private ler<T>(leitura: () => T): T {
    try {
      return leitura();
    } catch (error) {
      if (!DIARIO_A_RECUPERAR.has(String((error as { code?: unknown }).code))) throw error;
      // Any read through a read-write handle rolls a hot journal back (never one of ours: a transaction
      // of this handle holds its lock, and its journal is not hot to the read-only handles).
      this.abrir().prepare('SELECT count(*) FROM sqlite_master').get();
      return leitura();
    }
  }

  classificar(erro: unknown): TipoErroErp | null {
    return classificarSqlite(erro);
  }

  marcador(): string {
    return '?';
  }

  async testar(): Promise<void> {
    const db = abrirSqlite(this.arquivo(), { fileMustExist: true, readonly: true });
    try {
      this.ler(() => db.prepare('select count(*) from sqlite_master').get());
    } finally {
      db.close();
    }
  }

  async executar(sql: string, valores: unknown[] = []): Promise<Linha[]> {
    const stmt = this.abrir().prepare(sql);
    const params = valores.map(paraSqlite);
    if (stmt.reader) return stmt.all(...params) as Linha[];
    stmt.run(...params);
    return [];
  }

  async consultar(sql: string, valores: unknown[] = []): Promise<Linha[]> {
    const texto = selectUnico(this.tipo, sql);
    return this.ler(() =>
      this.somenteLeitura()
        .prepare(texto)
        .all(...valores.map(paraSqlite)),
    ) as Linha[];
  }

  async percorrer(sql: string, tamanho: number, aoPagina: (linhas: Linha[]) => Promise<boolean>, valores: unknown[] = []): Promise<void> {
    const texto = selectUnico(this.tipo, sql);
    const leitura = abrirSqlite(this.arquivo(), { fileMustExist: true, readonly: true });
    try {
      // A crashed writer's journal is met (and rolled back) here, before the first row goes out.
      this.ler(() => leitura.prepare('SELECT count(*) FROM sqlite_master').get());
      const linhas = leitura.prepare(texto).iterate(...valores.map(paraSqlite)) as Iterable<Linha>;
      await emPaginas(toAsync(linhas), tamanho, aoPagina);
    } finally {
      leitura.close();
    }
  }

  async transacao<T>(trabalho: (tx: Transacao) => Promise<T>): Promise<T> {
    const db = this.abrir();
    db.exec('BEGIN IMMEDIATE');
    try {
      const resultado = await trabalho({ executar: (sql, valores) => this.executar(sql, valores), aberta: async () => db.inTransaction });
      db.exec('COMMIT');
      return resultado;
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
  }

  async testarSelect(sql: string, limite: number | null, valores: unknown[] = []): Promise<Linha[]> {
    return this.consultar(limite ? `SELECT * FROM (${selectUnico(this.tipo, sql)}) AS teste LIMIT ${Math.max(1, Math.floor(limite))}` : sql, valores);
  }

  async fechar(): Promise<void> {
    this.db?.close();
    this.leitura?.close();
    this.db = null;
    this.leitura = null;
  }
}

/** better-sqlite3 binds numbers, strings, bigints, buffers and null; booleans and dates need a form. */
function paraSqlite(valor: unknown): unknown {
  if (typeof valor === 'boolean') return valor ? 1 : 0;
  if (valor instanceof Date) return valor.toISOString();
  return valor ?? null;
}

async function* toAsync<T>(itens: Iterable<T>): AsyncGenerator<T> {
  yield* itens;
}

import Database from 'better-sqlite3';
import type { TipoErroErp } from '../../common/erpErrors';
import { classificarSqlite } from './errors/sqlite';
import { emPaginas, executarRevertido, semPontoEVirgula, type ConexaoErp, type Dialeto, type Executor, type Linha } from './types';

/** SQLite ERP file (better-sqlite3). Reads use their own read-only handle so writes never wait on them. */
export class DialetoSqlite implements Dialeto {
  readonly tipo = 'sqlite' as const;
  private db: Database.Database | null = null;

  constructor(private conexao: ConexaoErp) {}

  private arquivo(): string {
    const arquivo = this.conexao.sqliteArquivo || this.conexao.database;
    if (!arquivo) throw new Error('Informe o arquivo do banco SQLite.');
    return arquivo;
  }

  private abrir(): Database.Database {
    if (!this.db) {
      this.db = new Database(this.arquivo(), { fileMustExist: true });
      this.db.pragma('busy_timeout = 5000');
      // The ERP's declared foreign keys hold for what the agent writes, as they do for the ERP itself.
      this.db.pragma('foreign_keys = ON');
    }
    return this.db;
  }

  classificar(erro: unknown): TipoErroErp | null {
    return classificarSqlite(erro);
  }

  marcador(): string {
    return '?';
  }

  async testar(): Promise<void> {
    const db = new Database(this.arquivo(), { fileMustExist: true, readonly: true });
    try {
      db.prepare('select 1').get();
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

  consultar(sql: string, valores: unknown[] = []): Promise<Linha[]> {
    return this.executar(sql, valores);
  }

  async percorrer(sql: string, tamanho: number, aoPagina: (linhas: Linha[]) => Promise<boolean>, valores: unknown[] = []): Promise<void> {
    const leitura = new Database(this.arquivo(), { fileMustExist: true, readonly: true });
    try {
      const linhas = leitura.prepare(semPontoEVirgula(sql)).iterate(...valores.map(paraSqlite)) as Iterable<Linha>;
      await emPaginas(toAsync(linhas), tamanho, aoPagina);
    } finally {
      leitura.close();
    }
  }

  async transacao<T>(trabalho: (tx: Executor) => Promise<T>): Promise<T> {
    const db = this.abrir();
    db.exec('BEGIN IMMEDIATE');
    try {
      const resultado = await trabalho(this);
      db.exec('COMMIT');
      return resultado;
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
  }

  testarSelect(sql: string, limite: number | null): Promise<Linha[]> {
    return executarRevertido(this, limite ? `SELECT * FROM (${semPontoEVirgula(sql)}) AS teste LIMIT ${limite}` : sql);
  }

  async fechar(): Promise<void> {
    this.db?.close();
    this.db = null;
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

import mysql from 'mysql2';
import type { Pool } from 'mysql2/promise';
import { emPaginas, executarRevertido, semPontoEVirgula, type ConexaoErp, type Dialeto, type Executor, type Linha } from './types';

/** MySQL and MariaDB ERPs (mysql2). Selects are streamed with back-pressure on their own connection. */
export class DialetoMysql implements Dialeto {
  private pool: Pool | null = null;

  constructor(
    readonly tipo: 'mysql' | 'mariadb',
    private conexao: ConexaoErp,
  ) {}

  private config(): mysql.ConnectionOptions {
    const { hostname, porta, database, username, password } = this.conexao;
    return {
      host: hostname || '127.0.0.1',
      port: Number(porta) || 3306,
      database,
      user: username,
      password,
      connectTimeout: 10_000,
      charset: 'utf8mb4',
      // Values as the ERP wrote them: exact decimals and dates without a time-zone shift.
      dateStrings: true,
      decimalNumbers: false,
      supportBigNumbers: true,
      bigNumberStrings: true,
    };
  }

  private conexoes(): Pool {
    this.pool ??= mysql.createPool({ ...this.config(), connectionLimit: 4 }).promise();
    return this.pool;
  }

  marcador(): string {
    return '?';
  }

  async testar(): Promise<void> {
    const conn = mysql.createConnection(this.config());
    conn.on('error', () => undefined);
    try {
      await new Promise<void>((resolve, reject) => conn.query('select 1', (err) => (err ? reject(err) : resolve())));
    } finally {
      conn.destroy();
    }
  }

  async executar(sql: string, valores: unknown[] = []): Promise<Linha[]> {
    const [linhas] = await this.conexoes().execute(sql, valores as never[]);
    return Array.isArray(linhas) ? (linhas as Linha[]) : [];
  }

  async percorrer(sql: string, tamanho: number, aoPagina: (linhas: Linha[]) => Promise<boolean>, valores: unknown[] = []): Promise<void> {
    const conn = mysql.createConnection(this.config());
    const linhas = conn.query(semPontoEVirgula(sql), valores).stream({ highWaterMark: Math.max(16, tamanho) });
    try {
      await emPaginas(linhas as AsyncIterable<Linha>, tamanho, aoPagina);
    } finally {
      linhas.destroy();
      conn.destroy();
    }
  }

  async transacao<T>(trabalho: (tx: Executor) => Promise<T>): Promise<T> {
    const conn = await this.conexoes().getConnection();
    try {
      await conn.beginTransaction();
      const resultado = await trabalho({
        executar: async (sql, valores = []) => {
          const [linhas] = await conn.execute(sql, valores as never[]);
          return Array.isArray(linhas) ? (linhas as Linha[]) : [];
        },
      });
      await conn.commit();
      return resultado;
    } catch (error) {
      await conn.rollback().catch(() => undefined);
      throw error;
    } finally {
      conn.release();
    }
  }

  /**
   * MariaDB drops an ORDER BY inside a derived table, so a wrapped select would not show the first
   * row: it streams verbatim in a transaction on a connection of its own, closed (rolling back) once
   * `limite` rows are read.
   */
  async testarSelect(sql: string, limite: number | null): Promise<Linha[]> {
    if (!limite) return executarRevertido(this, sql);
    const conn = mysql.createConnection(this.config());
    conn.on('error', () => undefined);
    try {
      await new Promise<void>((resolve, reject) => conn.query('START TRANSACTION', (err) => (err ? reject(err) : resolve())));
      const fluxo = conn.query(semPontoEVirgula(sql)).stream();
      let linhas: Linha[] = [];
      try {
        await emPaginas(fluxo as AsyncIterable<Linha>, limite, async (pagina) => {
          linhas = pagina;
          return false;
        });
      } finally {
        fluxo.destroy();
      }
      return linhas;
    } finally {
      conn.destroy();
    }
  }

  async fechar(): Promise<void> {
    await this.pool?.end();
    this.pool = null;
  }
}

import mysql from 'mysql2';
import type { Pool, PoolConnection } from 'mysql2/promise';
import type { TipoErroErp } from '../../common/erpErrors';
import { classificarMysql } from './errors/mysql';
import { emPaginas, ErroNoCommit, executarRevertido, semPontoEVirgula, type ConexaoErp, type Dialeto, type Executor, type Linha } from './types';

const semErro = () => undefined;

/**
 * MySQL and MariaDB ERPs (mysql2). Selects are streamed with back-pressure on their own connection
 * and read through the text protocol, so the main select and its sub-selects convert values the
 * same way (the binary protocol of prepared statements turns a FLOAT 9.8 into 9.800000190734863).
 * Writes use prepared statements (values bound by the server). Every connection has an error
 * listener: a killed or dropped connection fails the operation, never the agent.
 */
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
    if (!this.pool) {
      const pool = mysql.createPool({ ...this.config(), connectionLimit: 4 });
      // A pooled connection that dies is dropped by the pool; its error must not reach the process.
      pool.on('connection', (conn) => conn.on('error', semErro));
      this.pool = pool.promise();
    }
    return this.pool;
  }

  /** A connection of its own (streamed reads, the test select), with its error listener. */
  private conexaoAvulsa(): mysql.Connection {
    const conn = mysql.createConnection(this.config());
    conn.on('error', semErro);
    return conn;
  }

  classificar(erro: unknown): TipoErroErp | null {
    return classificarMysql(erro);
  }

  marcador(): string {
    return '?';
  }

  async testar(): Promise<void> {
    const conn = this.conexaoAvulsa();
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

  async consultar(sql: string, valores: unknown[] = []): Promise<Linha[]> {
    const [linhas] = await this.conexoes().query(sql, valores);
    return Array.isArray(linhas) ? (linhas as Linha[]) : [];
  }

  async percorrer(sql: string, tamanho: number, aoPagina: (linhas: Linha[]) => Promise<boolean>, valores: unknown[] = []): Promise<void> {
    const conn = this.conexaoAvulsa();
    const linhas = conn.query(semPontoEVirgula(sql), valores).stream({ highWaterMark: Math.max(16, tamanho) });
    // A failed handshake (wrong password) or a killed connection reaches the connection, not the stream.
    conn.on('error', (erro) => linhas.destroy(erro));
    try {
      await emPaginas(linhas as AsyncIterable<Linha>, tamanho, aoPagina);
    } finally {
      linhas.destroy();
      conn.destroy();
    }
  }

  async transacao<T>(trabalho: (tx: Executor) => Promise<T>): Promise<T> {
    const conn: PoolConnection = await this.conexoes().getConnection();
    // The pool's own listener is a `once`: a second error on a checked-out connection would be unhandled.
    conn.connection.on('error', semErro);
    try {
      await conn.beginTransaction();
      const resultado = await trabalho({
        executar: async (sql, valores = []) => {
          const [linhas] = await conn.execute(sql, valores as never[]);
          return Array.isArray(linhas) ? (linhas as Linha[]) : [];
        },
        consultar: async (sql, valores = []) => {
          const [linhas] = await conn.query(sql, valores);
          return Array.isArray(linhas) ? (linhas as Linha[]) : [];
        },
      });
      await conn.commit().catch((error: unknown) => {
        throw new ErroNoCommit(error);
      });
      return resultado;
    } catch (error) {
      await conn.rollback().catch(semErro);
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
    const conn = this.conexaoAvulsa();
    try {
      await new Promise<void>((resolve, reject) => conn.query('START TRANSACTION', (err) => (err ? reject(err) : resolve())));
      const fluxo = conn.query(semPontoEVirgula(sql)).stream();
      conn.on('error', (erro) => fluxo.destroy(erro));
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
    const pool = this.pool;
    this.pool = null;
    await pool?.end().catch(semErro);
  }
}

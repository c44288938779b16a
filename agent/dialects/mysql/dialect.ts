import mysql from 'mysql2';
import type { Pool, PoolConnection, ResultSetHeader } from 'mysql2/promise';
import type { TipoErroErp } from '../../../common/erpErrors';
import { classificarMysql } from './errors';
import { selectUnico } from '../selectUnico';
import { emPaginas, ErroNoCommit, type ConexaoErp, type Dialeto, type Linha, type Transacao } from '../types';

const semErro = () => undefined;
/** The server's status flag "a transaction is open", sent with every OK packet. */
const SERVER_STATUS_IN_TRANS = 1;

/** Runs one statement on a callback connection. */
const comando = (conn: mysql.Connection, sql: string) => new Promise<void>((resolve, reject) => conn.query(sql, (err) => (err ? reject(err) : resolve())));

/**
 * MySQL and MariaDB ERPs (mysql2). Selects are streamed with back-pressure on their own connection
 * and read through the text protocol, so the main select and its sub-selects convert values the
 * same way (the binary protocol of prepared statements turns a FLOAT 9.8 into 9.800000190734863),
 * each in a READ ONLY transaction. Writes use prepared statements (values bound by the server).
 * Every connection gets one error listener when it is created (never one per use): a killed or
 * dropped connection fails the operation, never the agent. mysql2 runs one statement per call
 * (multipleStatements stays off), a defence behind selectUnico.
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
      // Once per pooled connection, for its whole life: its own `once` listener is spent by a first error.
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

  /** A READ ONLY transaction on a pooled connection, rolled back after the read. */
  async consultar(sql: string, valores: unknown[] = []): Promise<Linha[]> {
    const texto = selectUnico(this.tipo, sql);
    const conn = await this.conexoes().getConnection();
    try {
      await conn.query('START TRANSACTION READ ONLY');
      const [linhas] = await conn.query(texto, valores);
      return Array.isArray(linhas) ? (linhas as Linha[]) : [];
    } finally {
      await conn.query('ROLLBACK').catch(semErro);
      conn.release();
    }
  }

  async percorrer(sql: string, tamanho: number, aoPagina: (linhas: Linha[]) => Promise<boolean>, valores: unknown[] = []): Promise<void> {
    const texto = selectUnico(this.tipo, sql);
    const conn = this.conexaoAvulsa();
    try {
      // The connection is closed after the read, which rolls the transaction back.
      await comando(conn, 'START TRANSACTION READ ONLY');
      const linhas = conn.query(texto, valores).stream({ highWaterMark: Math.max(16, tamanho) });
      // A killed connection reaches the connection, not the stream.
      conn.on('error', (erro) => linhas.destroy(erro));
      try {
        await emPaginas(linhas as AsyncIterable<Linha>, tamanho, aoPagina);
      } finally {
        linhas.destroy();
      }
    } finally {
      conn.destroy();
    }
  }

  async transacao<T>(trabalho: (tx: Transacao) => Promise<T>): Promise<T> {
    const conn: PoolConnection = await this.conexoes().getConnection();
    try {
      await conn.beginTransaction();
      const resultado = await trabalho({
        executar: async (sql, valores = []) => {
          const [linhas] = await conn.execute(sql, valores as never[]);
          return Array.isArray(linhas) ? (linhas as Linha[]) : [];
        },
        aberta: async () => {
          const [ok] = await conn.query('DO 0');
          return Boolean((ok as ResultSetHeader).serverStatus & SERVER_STATUS_IN_TRANS);
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
   * row: it streams verbatim in a READ ONLY transaction on a connection of its own, closed (rolling
   * back) once `limite` rows are read.
   */
  async testarSelect(sql: string, limite: number | null, valores: unknown[] = []): Promise<Linha[]> {
    if (!limite) return this.consultar(sql, valores);
    let linhas: Linha[] = [];
    await this.percorrer(
      sql,
      limite,
      async (pagina) => {
        linhas = pagina;
        return false;
      },
      valores,
    );
    return linhas;
  }

  async fechar(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.end().catch(semErro);
  }
}

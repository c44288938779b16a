import pg from 'pg';
import type { TipoErroErp } from '../../../common/erpErrors';
import { classificarPostgres } from './errors';
import { selectUnico } from '../selectUnico';
import { ErroNoCommit, type ConexaoErp, type Dialeto, type Linha, type Transacao } from '../types';

// Keep NUMERIC exact (as text) and dates as the ERP wrote them; the mapping converts by field type.
const tipos = {
  getTypeParser: (oid: number, format?: string) => {
    if ([1082, 1114, 1184, 1700].includes(oid)) return (value: string) => value;
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

const semErro = () => undefined;

/**
 * Always the extended protocol, even without values: the simple one runs every statement of a text
 * (`select 1; commit; delete …`), the extended one refuses a second (a defence behind selectUnico).
 */
const estendida = (text: string, values: unknown[] = []) => ({ text, values, queryMode: 'extended' }) as pg.QueryConfig;

/**
 * PostgreSQL ERP (pg). Large selects are read through a server-side cursor, a page per FETCH.
 * A client checked out of the pool listens for errors while it is out (the pool only listens while
 * it is idle), so a backend terminated mid-read fails that read and nothing else.
 */
export class DialetoPostgres implements Dialeto {
  readonly tipo = 'postgres' as const;
  private pool: pg.Pool | null = null;

  constructor(private conexao: ConexaoErp) {}

  private config(): pg.ClientConfig {
    const { hostname, porta, database, username, password } = this.conexao;
    return { host: hostname || '127.0.0.1', port: Number(porta) || 5432, database, user: username, password, connectionTimeoutMillis: 10_000, types: tipos };
  }

  private conexoes(): pg.Pool {
    if (!this.pool) {
      this.pool = new pg.Pool({ ...this.config(), max: 4 });
      // An idle connection the ERP server closed is replaced on the next query; the error is not fatal.
      this.pool.on('error', semErro);
    }
    return this.pool;
  }

  /** A pooled client for a unit of work, released (and dropped when broken) afterwards. */
  private async comCliente<T>(trabalho: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.conexoes().connect();
    client.on('error', semErro);
    let quebrado: unknown;
    try {
      return await trabalho(client);
    } catch (error) {
      if (this.classificar(error) === 'conexaoPerdida') quebrado = error;
      throw error;
    } finally {
      client.off('error', semErro);
      client.release(quebrado instanceof Error ? quebrado : undefined);
    }
  }

  classificar(erro: unknown): TipoErroErp | null {
    return classificarPostgres(erro);
  }

  marcador(indice: number): string {
    return `$${indice + 1}`;
  }

  async testar(): Promise<void> {
    const client = new pg.Client(this.config());
    client.on('error', semErro);
    try {
      await client.connect();
      await client.query('select 1');
    } finally {
      await client.end().catch(semErro);
    }
  }

  async executar(sql: string, valores: unknown[] = []): Promise<Linha[]> {
    return (await this.conexoes().query(sql, valores)).rows;
  }

  /** A read-only transaction on a pooled client, rolled back after the read. */
  async consultar(sql: string, valores: unknown[] = []): Promise<Linha[]> {
    const texto = selectUnico(this.tipo, sql);
    return this.comCliente(async (client) => {
      await client.query('BEGIN READ ONLY');
      try {
        return (await client.query(estendida(texto, valores))).rows;
      } finally {
        await client.query('ROLLBACK').catch(semErro);
      }
    });
  }

  async percorrer(sql: string, tamanho: number, aoPagina: (linhas: Linha[]) => Promise<boolean>, valores: unknown[] = []): Promise<void> {
    const texto = selectUnico(this.tipo, sql);
    await this.comCliente(async (client) => {
      try {
        await client.query('BEGIN READ ONLY');
        await client.query(estendida(`DECLARE leitura NO SCROLL CURSOR FOR ${texto}`, valores));
        for (;;) {
          const { rows } = await client.query(`FETCH ${Math.max(1, Math.floor(tamanho))} FROM leitura`);
          if (!rows.length || !(await aoPagina(rows))) break;
          if (rows.length < tamanho) break;
        }
      } finally {
        await client.query('ROLLBACK').catch(semErro);
      }
    });
  }

  async transacao<T>(trabalho: (tx: Transacao) => Promise<T>): Promise<T> {
    return this.comCliente(async (client) => {
      try {
        await client.query('BEGIN');
        const executar = async (sql: string, valores: unknown[] = []) => (await client.query(sql, valores)).rows as Linha[];
        // The server says after every statement whether a transaction block is open ('T', or 'E' when failed) or not ('I').
        const aberta = async () => client.getTransactionStatus() === 'T' || client.getTransactionStatus() === 'E';
        const resultado = await trabalho({ executar, aberta });
        await client.query('COMMIT').catch((error: unknown) => {
          throw new ErroNoCommit(error);
        });
        return resultado;
      } catch (error) {
        await client.query('ROLLBACK').catch(semErro);
        throw error;
      }
    });
  }

  async testarSelect(sql: string, limite: number | null, valores: unknown[] = []): Promise<Linha[]> {
    return this.consultar(limite ? `SELECT * FROM (${selectUnico(this.tipo, sql)}) AS teste LIMIT ${Math.max(1, Math.floor(limite))}` : sql, valores);
  }

  async fechar(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.end().catch(semErro);
  }
}

import pg from 'pg';
import { executarRevertido, semPontoEVirgula, type ConexaoErp, type Dialeto, type Executor, type Linha } from './types';

// Keep NUMERIC exact (as text) and dates as the ERP wrote them; the mapping converts by field type.
const tipos = {
  getTypeParser: (oid: number, format?: string) => {
    if ([1082, 1114, 1184, 1700].includes(oid)) return (value: string) => value;
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

/** PostgreSQL ERP (pg). Large selects are read through a server-side cursor, a page per FETCH. */
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
      this.pool.on('error', () => undefined);
    }
    return this.pool;
  }

  marcador(indice: number): string {
    return `$${indice + 1}`;
  }

  async testar(): Promise<void> {
    const client = new pg.Client(this.config());
    client.on('error', () => undefined);
    await client.connect();
    try {
      await client.query('select 1');
    } finally {
      await client.end();
    }
  }

  async executar(sql: string, valores: unknown[] = []): Promise<Linha[]> {
    return (await this.conexoes().query(sql, valores)).rows;
  }

  async percorrer(sql: string, tamanho: number, aoPagina: (linhas: Linha[]) => Promise<boolean>, valores: unknown[] = []): Promise<void> {
    const client = await this.conexoes().connect();
    try {
      await client.query('BEGIN READ ONLY');
      await client.query(`DECLARE leitura NO SCROLL CURSOR FOR ${semPontoEVirgula(sql)}`, valores);
      for (;;) {
        const { rows } = await client.query(`FETCH ${Math.max(1, Math.floor(tamanho))} FROM leitura`);
        if (!rows.length || !(await aoPagina(rows))) break;
        if (rows.length < tamanho) break;
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async transacao<T>(trabalho: (tx: Executor) => Promise<T>): Promise<T> {
    const client = await this.conexoes().connect();
    try {
      await client.query('BEGIN');
      const resultado = await trabalho({ executar: async (sql, valores = []) => (await client.query(sql, valores)).rows });
      await client.query('COMMIT');
      return resultado;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  testarSelect(sql: string, limite: number | null): Promise<Linha[]> {
    return executarRevertido(this, limite ? `SELECT * FROM (${semPontoEVirgula(sql)}) AS teste LIMIT ${limite}` : sql);
  }

  async fechar(): Promise<void> {
    await this.pool?.end();
    this.pool = null;
  }
}

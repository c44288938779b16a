import sql from 'mssql';
import { portaMssqlEfetiva } from '../../../common/catalogo/conexao';
import type { TipoErroErp } from '../../../common/erpErrors';
import { classificarMssql } from './errors';
import { selectUnico } from '../selectUnico';
import { ErroNoCommit, type ConexaoErp, type Dialeto, type Linha, type Transacao } from '../types';

/**
 * SQL Server ERP (mssql over tedious). Rows stream with pause/resume so a page waits for its push.
 * SQL Server has no read-only transaction: every read runs in a transaction that is always rolled
 * back, and selectUnico refuses, besides a second statement, the words that would start one without
 * a `;` or end the transaction (COMMIT, DELETE, EXEC …).
 */
export class DialetoMssql implements Dialeto {
  readonly tipo = 'mssql' as const;
  private pool: sql.ConnectionPool | null = null;

  constructor(private conexao: ConexaoErp) {}

  private config(): sql.config {
    const { hostname, portaMssql, database, username, password } = this.conexao;
    return {
      server: hostname || '127.0.0.1',
      port: portaMssqlEfetiva(portaMssql),
      database,
      user: username,
      password,
      connectionTimeout: 10_000,
      requestTimeout: 0,
      options: { encrypt: false, trustServerCertificate: true, useUTC: false },
      pool: { max: 4 },
    };
  }

  private async conexoes(): Promise<sql.ConnectionPool> {
    if (!this.pool) {
      const pool = new sql.ConnectionPool(this.config());
      pool.on('error', () => undefined);
      this.pool = await pool.connect();
    }
    return this.pool;
  }

  classificar(erro: unknown): TipoErroErp | null {
    return classificarMssql(erro);
  }

  marcador(indice: number): string {
    return `@p${indice}`;
  }

  async testar(): Promise<void> {
    const pool = new sql.ConnectionPool(this.config());
    pool.on('error', () => undefined);
    await pool.connect();
    try {
      await pool.request().query('select 1');
    } finally {
      await pool.close();
    }
  }

  async executar(texto: string, valores: unknown[] = []): Promise<Linha[]> {
    return comValores((await this.conexoes()).request(), valores)
      .query(texto)
      .then((r) => (r.recordset ?? []) as Linha[]);
  }

  /** Runs `ler` in a transaction of the pool that is always rolled back. */
  private async revertido<T>(ler: (tx: sql.Transaction) => Promise<T>): Promise<T> {
    const tx = new sql.Transaction(await this.conexoes());
    await tx.begin();
    try {
      return await ler(tx);
    } finally {
      await tx.rollback().catch(() => undefined);
    }
  }

  async consultar(texto: string, valores: unknown[] = []): Promise<Linha[]> {
    const select = selectUnico(this.tipo, texto);
    return this.revertido(async (tx) => ((await comValores(new sql.Request(tx), valores).query(select)).recordset ?? []) as Linha[]);
  }

  async percorrer(texto: string, tamanho: number, aoPagina: (linhas: Linha[]) => Promise<boolean>, valores: unknown[] = []): Promise<void> {
    const select = selectUnico(this.tipo, texto);
    await this.revertido(async (tx) => {
      const request = comValores(new sql.Request(tx), valores);
      request.stream = true;
      await new Promise<void>((resolve, reject) => {
        let pagina: Linha[] = [];
        let parado = false;
        let fila = Promise.resolve(true);
        const entregar = (linhas: Linha[]) => {
          request.pause();
          fila = fila
            .then((seguir) => (seguir ? aoPagina(linhas) : false))
            .then((seguir) => {
              if (!seguir && !parado) {
                parado = true;
                request.cancel();
              } else request.resume();
              return seguir;
            });
        };
        request.on('row', (linha: Linha) => {
          pagina.push(linha);
          if (pagina.length >= tamanho) {
            entregar(pagina);
            pagina = [];
          }
        });
        request.on('error', (err) => (parado ? undefined : reject(err)));
        request.on('done', () => {
          if (pagina.length && !parado) entregar(pagina);
          fila.then(() => resolve(), reject);
        });
        request.query(select);
      });
    });
  }

  async transacao<T>(trabalho: (tx: Transacao) => Promise<T>): Promise<T> {
    const tx = new sql.Transaction(await this.conexoes());
    await tx.begin();
    try {
      const executar = async (texto: string, valores: unknown[] = []) =>
        ((await comValores(new sql.Request(tx), valores).query(texto)).recordset ?? []) as Linha[];
      const aberta = async () => Number((await new sql.Request(tx).query('SELECT @@TRANCOUNT AS n')).recordset?.[0]?.n) > 0;
      const resultado = await trabalho({ executar, aberta });
      await tx.commit().catch((error: unknown) => {
        throw new ErroNoCommit(error);
      });
      return resultado;
    } catch (error) {
      await tx.rollback().catch(() => undefined);
      throw error;
    }
  }

  /**
   * T-SQL refuses ORDER BY inside a derived table, so the test select cannot be wrapped as on the
   * other engines: it runs verbatim under SET ROWCOUNT, on a connection of its own (the setting never
   * reaches the pool the sync and the write-back use), in a transaction that is always rolled back.
   */
  async testarSelect(texto: string, limite: number | null, valores: unknown[] = []): Promise<Linha[]> {
    const select = selectUnico(this.tipo, texto);
    const pool = new sql.ConnectionPool({ ...this.config(), pool: { min: 0, max: 1 } });
    pool.on('error', () => undefined);
    await pool.connect();
    const tx = new sql.Transaction(pool);
    try {
      await tx.begin();
      if (limite) await new sql.Request(tx).query(`SET ROWCOUNT ${Math.max(1, Math.floor(limite))}`);
      return ((await comValores(new sql.Request(tx), valores).query(select)).recordset ?? []) as Linha[];
    } finally {
      await tx.rollback().catch(() => undefined);
      await pool.close();
    }
  }

  async fechar(): Promise<void> {
    await this.pool?.close();
    this.pool = null;
  }
}

function comValores(request: sql.Request, valores: unknown[]): sql.Request {
  valores.forEach((valor, i) => request.input(`p${i}`, valor ?? null));
  return request;
}

import Firebird from 'node-firebird';
import { executarRevertido, semPontoEVirgula, type ConexaoErp, type Dialeto, type Executor, type Linha } from './types';

type Db = Firebird.Database;
type Tx = Firebird.Transaction;

const PARAR = Symbol('parar');

/**
 * Firebird ERP (node-firebird). The connection asks for UTF8, so the server transliterates WIN1252
 * and ISO8859_1 columns (common in Brazilian ERPs) into Portuguese text correctly.
 */
export class DialetoFirebird implements Dialeto {
  readonly tipo = 'firebird' as const;

  constructor(private conexao: ConexaoErp) {}

  private opcoes(): Firebird.Options {
    const { hostname, porta, database, username, password } = this.conexao;
    return {
      host: hostname || '127.0.0.1',
      port: Number(porta) || 3050,
      database,
      user: username,
      password,
      encoding: 'UTF8',
      lowercase_keys: false,
      blobAsText: true,
      retryConnectionInterval: 1000,
      numericMode: 'string',
    } as Firebird.Options;
  }

  private conectar(): Promise<Db> {
    return new Promise((resolve, reject) => Firebird.attach(this.opcoes(), (err, db) => (err ? reject(err) : resolve(db))));
  }

  private async comBanco<T>(trabalho: (db: Db) => Promise<T>): Promise<T> {
    const db = await this.conectar();
    try {
      return await trabalho(db);
    } finally {
      db.detach();
    }
  }

  marcador(): string {
    return '?';
  }

  async testar(): Promise<void> {
    await this.comBanco((db) => consultar(db, 'select 1 from rdb$database', []));
  }

  executar(sql: string, valores: unknown[] = []): Promise<Linha[]> {
    return this.comBanco((db) => consultar(db, sql, valores));
  }

  async percorrer(sql: string, tamanho: number, aoPagina: (linhas: Linha[]) => Promise<boolean>, valores: unknown[] = []): Promise<void> {
    await this.comBanco(async (db) => {
      let pagina: Linha[] = [];
      let seguir = true;
      await new Promise<void>((resolve, reject) => {
        db.sequentially(
          semPontoEVirgula(sql),
          valores,
          async (linha: Linha) => {
            pagina.push(linha);
            if (pagina.length < tamanho) return;
            const cheia = pagina;
            pagina = [];
            seguir = await aoPagina(cheia);
            if (!seguir) throw PARAR;
          },
          (err?: unknown) => (err && err !== PARAR ? reject(err) : resolve()),
        );
      });
      if (seguir && pagina.length) await aoPagina(pagina);
    });
  }

  async transacao<T>(trabalho: (tx: Executor) => Promise<T>): Promise<T> {
    return this.comBanco(async (db) => {
      const tx = await new Promise<Tx>((resolve, reject) => db.transaction(Firebird.ISOLATION_READ_COMMITTED, (err, t) => (err ? reject(err) : resolve(t))));
      try {
        const resultado = await trabalho({ executar: (sql, valores = []) => consultar(tx, sql, valores) });
        await new Promise<void>((resolve, reject) => tx.commit((err) => (err ? reject(err) : resolve())));
        return resultado;
      } catch (error) {
        await new Promise<void>((resolve) => tx.rollback(() => resolve()));
        throw error;
      }
    });
  }

  testarSelect(sql: string, limite: number | null): Promise<Linha[]> {
    return executarRevertido(this, limite ? `SELECT FIRST ${limite} * FROM (${semPontoEVirgula(sql)}) AS teste` : sql);
  }

  async fechar(): Promise<void> {}
}

function consultar(alvo: Db | Tx, sql: string, valores: unknown[]): Promise<Linha[]> {
  return new Promise((resolve, reject) =>
    alvo.query(sql, valores.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)), (err: unknown, linhas: unknown) => (err ? reject(err) : resolve(Array.isArray(linhas) ? (linhas as Linha[]) : []))),
  );
}

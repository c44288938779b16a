import Firebird from 'node-firebird';
import type { TipoErroErp } from '../../../common/erpErrors';
import { classificarFirebird } from './errors';
import { selectUnico } from '../selectUnico';
import { ErroNoCommit, type ConexaoErp, type Dialeto, type Linha, type Transacao } from '../types';

type Db = Firebird.Database;
type Tx = Firebird.Transaction;

const PARAR = Symbol('parar');
const semErro = () => undefined;
/** Failures after which the attachment is dropped and the next operation attaches again. */
const PERDIDA = new Set<TipoErroErp>(['conexaoPerdida', 'hostInacessivel', 'bancoIndisponivel', 'tempoEsgotado']);

/** node-firebird's connection internals the dialect touches to stop its background reconnect. */
interface ConexaoInterna {
  _retry_connection_id?: NodeJS.Timeout;
  _isDetach?: boolean;
  _isClosed?: boolean;
  _socket?: { destroy(): void } | null;
  _rejectPending?: (erro: Error) => void;
  _statementCache?: Map<string, unknown> | null;
}

/**
 * Firebird ERP (node-firebird). The connection asks for UTF8, so the server transliterates WIN1252
 * and ISO8859_1 columns (common in Brazilian ERPs) into Portuguese text correctly.
 *
 * Attaching costs tens of milliseconds (SRP and wire encryption), so the dialect keeps one attachment
 * and runs everything on it: the paged select, its sub-selects while the select is open, and the
 * write-back transactions. When the attachment is lost (server restart, DELETE FROM MON$ATTACHMENTS)
 * the operations on it fail and the next one attaches again (one lost while idle is noticed before
 * the next operation, which then does not fail); node-firebird's own background reconnect is turned
 * off so that no attachment is left behind that nobody uses.
 */
export class DialetoFirebird implements Dialeto {
  readonly tipo = 'firebird' as const;
  private anexo: Promise<Db> | null = null;
  /** A read-only read-committed transaction for the reads (sub-selects): two round-trips fewer per query. */
  private leitura: { db: Db; tx: Promise<Tx> } | null = null;
  /** Operations running on each attachment (absent: never used yet). */
  private emCurso = new WeakMap<Db, number>();
  /** Write transactions running on each attachment, and the statement cache set aside meanwhile. */
  private escritas = new WeakMap<Db, { n: number; cache: Map<string, unknown> | null }>();

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
      numericMode: 'string',
      // A page's sub-select has the same text every page: prepared once, executed per page.
      statementCacheSize: 32,
    } as Firebird.Options;
  }

  private anexar(): Promise<Db> {
    return new Promise((resolve, reject) =>
      Firebird.attach(this.opcoes(), (err, db) => {
        if (err) return reject(err);
        (db as unknown as NodeJS.EventEmitter).on('error', semErro);
        resolve(db);
      }),
    );
  }

  private banco(): Promise<Db> {
    if (!this.anexo) {
      const anexo = this.anexar();
      this.anexo = anexo;
      anexo.catch(() => {
        if (this.anexo === anexo) this.anexo = null;
      });
    }
    return this.anexo;
  }

  /** Runs on the shared attachment; a lost attachment is dropped so the next call attaches again. */
  private async comBanco<T>(trabalho: (db: Db) => Promise<T>): Promise<T> {
    const { anexo, db } = await this.anexoVivo();
    this.emCurso.set(db, (this.emCurso.get(db) ?? 0) + 1);
    try {
      return await trabalho(db);
    } catch (error) {
      if (this.perdida(error)) this.largar(anexo, db);
      throw error;
    } finally {
      this.emCurso.set(db, (this.emCurso.get(db) ?? 1) - 1);
    }
  }

  /**
   * The shared attachment. One that was used before and has nothing running is checked first with a
   * trivial read: an attachment cut while idle (DELETE FROM MON$ATTACHMENTS, a DBA's tool) is
   * replaced before the operation instead of failing it. The MariaDB and PostgreSQL pools drop such
   * a connection by themselves; here the server only says so at the next request.
   */
  private async anexoVivo(): Promise<{ anexo: Promise<Db>; db: Db }> {
    const anexo = this.banco();
    const db = await anexo;
    if (this.emCurso.get(db) !== 0) return { anexo, db };
    try {
      await this.ler(db, 'SELECT 1 FROM RDB$DATABASE', []);
      return { anexo, db };
    } catch (error) {
      if (!this.perdida(error)) throw error;
      this.largar(anexo, db);
      const novo = this.banco();
      return { anexo: novo, db: await novo };
    }
  }

  private perdida(erro: unknown): boolean {
    return PERDIDA.has(this.classificar(erro instanceof ErroNoCommit ? erro.causa : erro) ?? 'desconhecido');
  }

  /** Forgets a lost attachment (and its read transaction); what still runs on it fails at once. */
  private largar(anexo: Promise<Db>, db: Db): void {
    if (this.anexo === anexo) this.anexo = null;
    if (this.leitura?.db === db) this.leitura = null;
    abandonar(db);
  }

  /** A read in the shared read-only transaction of `db`, started on first use. */
  private async ler(db: Db, sql: string, valores: unknown[]): Promise<Linha[]> {
    if (this.leitura?.db !== db) {
      const tx = iniciar(db, Firebird.ISOLATION_READ_COMMITTED_READ_ONLY);
      this.leitura = { db, tx };
    }
    const leitura = this.leitura;
    try {
      return await consultar(await leitura.tx, sql, valores);
    } catch (error) {
      if (this.leitura === leitura) this.leitura = null;
      void leitura.tx.then(
        (tx) => tx.rollback(() => undefined),
        () => undefined,
      );
      throw error;
    }
  }

  classificar(erro: unknown): TipoErroErp | null {
    return classificarFirebird(erro);
  }

  marcador(): string {
    return '?';
  }

  async testar(): Promise<void> {
    const db = await this.anexar();
    try {
      await consultar(db, 'select 1 from rdb$database', []);
    } finally {
      desanexar(db);
    }
  }

  executar(sql: string, valores: unknown[] = []): Promise<Linha[]> {
    return this.comBanco((db) => consultar(db, sql, valores));
  }

  /**
   * Reads share one read-only read-committed transaction: it sees what is committed, and Firebird
   * counts such a transaction as committed from its start (it holds back no garbage collection).
   */
  async consultar(sql: string, valores: unknown[] = []): Promise<Linha[]> {
    const texto = selectUnico(this.tipo, sql);
    return this.comBanco((db) => this.ler(db, texto, valores));
  }

  /** The paged select in a read-only transaction of its own (a failed sub-select ends the shared one, never this cursor). */
  async percorrer(sql: string, tamanho: number, aoPagina: (linhas: Linha[]) => Promise<boolean>, valores: unknown[] = []): Promise<void> {
    const texto = selectUnico(this.tipo, sql);
    await this.comBanco(async (db) => {
      const tx = await iniciar(db, Firebird.ISOLATION_READ_COMMITTED_READ_ONLY);
      let pagina: Linha[] = [];
      let seguir = true;
      try {
        await new Promise<void>((resolve, reject) => {
          tx.sequentially(
            texto,
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
      } finally {
        await new Promise<void>((resolve) => tx.rollback(() => resolve()));
      }
    });
  }

  /**
   * Writes prepare every statement afresh: a prepared statement kept in node-firebird's cache goes on
   * running against the table as it was when prepared, so an insert into a column dropped since then
   * passed the insert test (and the check at save) while a fresh prepare fails with "Column unknown".
   * The reads keep the cache (a page's sub-select has the same text every page); it is set aside
   * while any write transaction runs on the attachment, and what is prepared meanwhile is dropped.
   */
  private semCache(db: Db): () => void {
    const interna = (db as unknown as { connection: ConexaoInterna }).connection;
    const atual = this.escritas.get(db) ?? { n: 0, cache: interna._statementCache ?? null };
    if (atual.n++ === 0) interna._statementCache = null;
    this.escritas.set(db, atual);
    return () => {
      if (--atual.n > 0) return;
      this.escritas.delete(db);
      interna._statementCache = atual.cache;
    };
  }

  async transacao<T>(trabalho: (tx: Transacao) => Promise<T>): Promise<T> {
    return this.comBanco(async (db) => {
      const restaurar = this.semCache(db);
      const tx = await iniciar(db, Firebird.ISOLATION_READ_COMMITTED).catch((error: unknown) => {
        restaurar();
        throw error;
      });
      try {
        const executar = (sql: string, valores: unknown[] = []) => consultar(tx, sql, valores);
        // A COMMIT run as a statement ends the transaction: the server then refuses the handle. COMMIT RETAIN
        // keeps the handle and starts another transaction under it: its number (CURRENT_TRANSACTION) changes.
        let numero: unknown;
        const aberta = async () => {
          const atual = await consultar(tx, 'SELECT CURRENT_TRANSACTION AS T FROM RDB$DATABASE', []).then(
            (linhas) => String(Object.values(linhas[0] ?? {})[0]),
            (erro: unknown) => (this.perdida(erro) ? Promise.reject(erro) : null),
          );
          numero ??= atual;
          return atual !== null && atual === numero;
        };
        const resultado = await trabalho({ executar, aberta });
        await new Promise<void>((resolve, reject) => tx.commit((err) => (err ? reject(new ErroNoCommit(err)) : resolve())));
        return resultado;
      } catch (error) {
        await new Promise<void>((resolve) => tx.rollback(() => resolve()));
        throw error;
      } finally {
        restaurar();
      }
    });
  }

  async testarSelect(sql: string, limite: number | null, valores: unknown[] = []): Promise<Linha[]> {
    return this.consultar(limite ? `SELECT FIRST ${Math.max(1, Math.floor(limite))} * FROM (${selectUnico(this.tipo, sql)}) AS teste` : sql, valores);
  }

  async fechar(): Promise<void> {
    const anexo = this.anexo;
    this.anexo = null;
    this.leitura = null;
    const db = await anexo?.catch(() => null);
    if (db) desanexar(db);
  }
}

function iniciar(db: Db, isolamento: number[]): Promise<Tx> {
  return new Promise<Tx>((resolve, reject) => db.transaction(isolamento, (err, t) => (err ? reject(err) : resolve(t))));
}

/** node-firebird answers a select with an array and an INSERT … RETURNING with the one row itself. */
const comoLinhas = (resultado: unknown): Linha[] =>
  Array.isArray(resultado) ? (resultado as Linha[]) : resultado && typeof resultado === 'object' ? [resultado as Linha] : [];

function consultar(alvo: Db | Tx, sql: string, valores: unknown[]): Promise<Linha[]> {
  return new Promise((resolve, reject) =>
    alvo.query(
      sql,
      valores.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)),
      (err: unknown, linhas: unknown) => (err ? reject(err) : resolve(comoLinhas(linhas))),
    ),
  );
}

/** Detaches without waiting for the server's answer (it may never come on a dead socket). */
function desanexar(db: Db): void {
  const interna = (db as unknown as { connection: ConexaoInterna }).connection;
  try {
    db.detach(() => abandonar(db));
  } catch {
    abandonar(db);
  }
  // A detach the server never answers must not keep the socket (nor the agent's event loop) alive.
  setTimeout(() => interna._socket?.destroy(), 5000).unref();
}

/**
 * Forgets a broken attachment: no background reconnect, socket closed. Whatever else still uses it
 * (the paged select beside a failed write-back shares the attachment) fails as a lost connection
 * instead of waiting forever: the requests in flight are rejected and any later one fails at once.
 */
function abandonar(db: Db): void {
  const interna = (db as unknown as { connection: ConexaoInterna }).connection;
  interna._isDetach = true;
  interna._isClosed = true;
  clearTimeout(interna._retry_connection_id);
  interna._rejectPending?.(new Error('Connection to Firebird server was lost.'));
  interna._socket?.destroy();
}

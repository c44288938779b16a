import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { abrirSqlite, type BancoSqlite, type InstrucaoSqlite } from '../../common/sqlite/abrirSqlite';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { logger, resumoErroBanco } from '../logger';
import { APLICACAO_ESCUTA_MOBILE, CANAL_MOBILE, escreveSessaoMobile } from './mudancasMobile';
import { mudancasPostgres, mudancasSqlite, pluginEscritasUsuario, type Mudancas, type MudancasUsuario } from './mudancasUsuario';
import type { Database } from './types';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL only: the pool under Kysely, for the few libraries that take a pg client (rate limits). */
  pool?: pg.Pool;
  /** Whether the users' session columns may have changed, as the database tells it (sessions served from memory). */
  mudancasUsuario: MudancasUsuario;
  /** Whether what a phone call checks (device, branch, configurations, sellers) may have changed (server/db/mudancasMobile.ts). */
  mudancasMobile: Mudancas;
}

/**
 * The SQLite file and its -wal/-shm readable by the server's user only (0600). SQLite creates the
 * -wal and -shm with the database file's mode, so creating the file 0600 first covers them; files of
 * an older install are narrowed too.
 */
function protegerArquivosSqlite(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  for (const caminho of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (existsSync(caminho)) chmodSync(caminho, 0o600);
  }
}

/**
 * Statements kept prepared on SQLite, by SQL text (Kysely prepares each query anew): at most this
 * much SQL text in all, so that many large batch statements of different sizes stay bounded.
 */
const TEXTO_PREPARADO_MAX = 4 * 1024 * 1024;

/**
 * The SQLite database as Kysely sees it, with its statements kept prepared: parsing a 1,000-row
 * upsert again on every batch cost about as much as running it. Statements run to completion at
 * once (all/run: Kysely does not stream here), so one serves every query of the same text.
 */
function comSentencasPreparadas(database: BancoSqlite): { prepare: (sql: string) => InstrucaoSqlite; close: () => void } {
  const cache = new Map<string, InstrucaoSqlite>();
  const semTransacao = database.prepare('select 1 where 0');
  let texto = 0;
  return {
    prepare(sql: string) {
      // SQLite rolls a transaction back by itself on some errors (a full disk, an I/O error: "Response
      // To Errors Within A Transaction" in its docs). Kysely's rollback that follows would then fail
      // with "no transaction is active" and hide the error that matters, so it becomes a no-op.
      if (sql === 'rollback' && !database.inTransaction) return semTransacao;
      const guardada = cache.get(sql);
      if (guardada) {
        // Most recently used last: the first entries are the ones to drop.
        cache.delete(sql);
        cache.set(sql, guardada);
        return guardada;
      }
      const stmt = database.prepare(sql);
      if (sql.length > TEXTO_PREPARADO_MAX / 4) return stmt;
      cache.set(sql, stmt);
      texto += sql.length;
      for (const antiga of cache.keys()) {
        if (texto <= TEXTO_PREPARADO_MAX) break;
        cache.delete(antiga);
        texto -= antiga.length;
      }
      return stmt;
    },
    close: () => void database.close(),
  };
}

/** Opens the product database: `postgres://…` for PostgreSQL, otherwise `sqlite://path` or a plain path. */
export function openDb(url: string, onQuery?: (sql: string) => void): Db {
  const log = onQuery ? (event: { query: { sql: string } }) => onQuery(event.query.sql) : undefined;
  if (/^postgres(ql)?:\/\//.test(url)) {
    const mudancasUsuario = mudancasPostgres(url);
    const mudancasMobile = mudancasPostgres(url, { canal: CANAL_MOBILE, aplicacao: APLICACAO_ESCUTA_MOBILE, oQue: 'sessões dos aparelhos' });
    // A connection that cannot be had in 5 s fails the request (a 503, server/db/unavailable.ts)
    // instead of holding it while PostgreSQL is unreachable.
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
    // PostgreSQL may drop any connection (a restart, a failover, an administrator's termination). pg-pool
    // listens only on its idle clients and reports their loss as the pool's 'error'; a client checked
    // out (a transaction between two statements, a query in flight) emits 'error' itself, and an
    // 'error' nobody listens to ends the process. So every client gets a listener of its own: the
    // statement in flight fails with the connection's error, and the pool discards the client when it
    // is released (pg-pool drops clients that are no longer queryable).
    pool.on('connect', (client) => {
      client.on('error', (err) => logger.warn(resumoErroBanco(err), 'conexão com o PostgreSQL perdida'));
    });
    // The idle client's loss, already logged by the listener above.
    pool.on('error', () => undefined);
    const plugins = [pluginEscritasUsuario(() => mudancasUsuario), pluginEscritasUsuario(() => mudancasMobile, escreveSessaoMobile)];
    return {
      kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log, plugins }),
      engine: 'postgres',
      pool,
      mudancasUsuario,
      mudancasMobile,
    };
  }
  const file = url.replace(/^sqlite:\/\//, '');
  if (file !== ':memory:') protegerArquivosSqlite(file);
  const database = abrirSqlite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return {
    kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: comSentencasPreparadas(database) as never }), log }),
    engine: 'sqlite',
    mudancasUsuario: mudancasSqlite(database),
    mudancasMobile: mudancasSqlite(database, 'mobile_versao'),
  };
}

import BetterSqlite3 from 'better-sqlite3';
import { BancoNodeSqlite, type ModuloNodeSqlite, type OpcoesBanco } from './bancoNodeSqlite';

/** node:sqlite of the running Node: from 22.13 on without a flag; undefined on Node 20. */
function moduloNodeSqlite(): ModuloNodeSqlite | undefined {
  try {
    return process.getBuiltinModule('node:sqlite') as unknown as ModuloNodeSqlite | undefined;
  } catch {
    return undefined;
  }
}

const nodeSqlite = moduloNodeSqlite();

/** A SQLite database with better-sqlite3's API, whichever library opened it. */
export type BancoSqlite = BetterSqlite3.Database;
export type InstrucaoSqlite = BetterSqlite3.Statement;

/** Which library opens SQLite files in this process. */
export const BIBLIOTECA_SQLITE: 'node:sqlite' | 'better-sqlite3' = nodeSqlite ? 'node:sqlite' : 'better-sqlite3';

/**
 * The one place the server, the agent and the tests open a SQLite file. On a Node that has node:sqlite
 * (22.13 and later: Node 24, and the executables' embedded Node) it is the one used, behind
 * better-sqlite3's API: no native addon is loaded, so none has to match the running Node (better-sqlite3
 * 12 compiled with Node 24.19's headers or newer aborts the process when a statement is collected after
 * the environment is gone, nodejs/node#65446). On Node 20, better-sqlite3 (its addon loads on the first
 * open, never on Node 24).
 */
export function abrirSqlite(arquivo: string, opcoes: OpcoesBanco = {}): BancoSqlite {
  if (nodeSqlite) return new BancoNodeSqlite(nodeSqlite, arquivo, opcoes) as unknown as BancoSqlite;
  return new BetterSqlite3(arquivo, opcoes);
}

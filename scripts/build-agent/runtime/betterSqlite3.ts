import { BancoNodeSqlite, type ModuloNodeSqlite, type OpcoesBanco } from './bancoNodeSqlite';

/**
 * What `better-sqlite3` resolves to inside the bundled agent (scripts/build-agent/bundle.ts): the
 * node:sqlite adapter, since both executables embed Node 24 (scripts/build-agent/runtimeNode.ts) and no
 * native addon travels with them. The bundle run by a Node without node:sqlite (before 22.13) stops at
 * the first database it opens, saying which Node it needs.
 */
const nodeSqlite = process.getBuiltinModule('node:sqlite') as unknown as ModuloNodeSqlite | undefined;

function Database(arquivo: string, opcoes: OpcoesBanco = {}): unknown {
  if (!nodeSqlite) throw new Error(`o gerenciador empacotado precisa do node:sqlite (Node 22.13 ou mais novo; este é o ${process.version})`);
  return new BancoNodeSqlite(nodeSqlite, arquivo, opcoes);
}

export default Database;

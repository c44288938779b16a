/**
 * What `better-sqlite3` resolves to inside the bundled agent (scripts/build-agent/bundle.ts): nothing
 * that loads a native addon. The executables embed Node 24, where common/sqlite/abrirSqlite.ts opens
 * every file with node:sqlite and never calls this; a bundle run by a Node without node:sqlite (before
 * 22.13) stops at the first database it opens, saying which Node it needs.
 */
export default function Database(): never {
  throw new Error(`o gerenciador empacotado precisa do node:sqlite (Node 22.13 ou mais novo; este é o ${process.version})`);
}

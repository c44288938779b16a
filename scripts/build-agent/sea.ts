import { execFileSync } from 'node:child_process';
import { copyFileSync, chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { inject } from 'postject';

/** The fuse Node's binaries carry to tell an injected SEA blob apart (Node's SEA documentation). */
export const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

/**
 * Writes the SEA preparation blob with `node` (which must be the same Node version as the binary the
 * blob goes into). No code cache nor snapshot: the blob stays valid for another platform.
 */
export function gerarBlob(node: string, principal: string, blob: string, assets: Record<string, string> = {}): void {
  const config = `${blob}.json`;
  writeFileSync(
    config,
    JSON.stringify({ main: principal, output: blob, disableExperimentalSEAWarning: true, useSnapshot: false, useCodeCache: false, assets }, null, 2),
  );
  execFileSync(node, ['--experimental-sea-config', config], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A copy of `nodeBinario` at `destino` with the blob injected (postject: ELF and PE alike). */
export async function injetarBlob(nodeBinario: string, blob: string, destino: string): Promise<void> {
  copyFileSync(nodeBinario, destino);
  chmodSync(destino, 0o755);
  // LIEF prints harmless notes about ELF sections it does not name; keep the build log readable.
  const escrever = process.stderr.write;
  process.stderr.write = (() => true) as typeof process.stderr.write;
  try {
    await inject(destino, 'NODE_SEA_BLOB', readFileSync(blob), { sentinelFuse: SEA_FUSE, overwrite: true });
  } finally {
    process.stderr.write = escrever;
  }
}

import { execFile } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const executar = promisify(execFile);

/**
 * A small filesystem of the test's own (a tmpfs mounted in a temporary folder: root only, see
 * tests/support/requisitos.ts `montagem`) that the test fills up and frees again, for a server's
 * DATA_DIR or an agent's state file on a full disk.
 */
export interface DiscoPequeno {
  pasta: string;
  /** Writes a filler file until the filesystem has not one byte left. */
  encher(): void;
  /** Removes the filler: the space is back. */
  liberar(): void;
  desmontar(): Promise<void>;
}

export async function montarDiscoPequeno(megas: number): Promise<DiscoPequeno> {
  const pasta = mkdtempSync(join(tmpdir(), 'fv-disco-'));
  await executar('mount', ['-t', 'tmpfs', '-o', `size=${megas}m,mode=0700`, 'tmpfs', pasta]);
  const enchimento = join(pasta, 'enchimento');
  return {
    pasta,
    encher() {
      const fd = openSync(enchimento, 'a');
      try {
        // Large pieces, then ever smaller ones, to the last byte.
        for (const tamanho of [1 << 20, 1 << 16, 4096, 512, 1]) {
          const pedaco = Buffer.alloc(tamanho, 0x2e);
          try {
            for (;;) writeSync(fd, pedaco);
          } catch (error) {
            if ((error as { code?: string }).code !== 'ENOSPC') throw error;
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    liberar() {
      rmSync(enchimento, { force: true });
    },
    async desmontar() {
      await executar('umount', ['-l', pasta]).catch(() => undefined);
      rmSync(pasta, { recursive: true, force: true });
    },
  };
}

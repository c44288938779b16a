import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** File name of better-sqlite3's addon, beside the executable and as the SEA asset key. */
export const ADDON_SQLITE = 'better_sqlite3.node';

interface ModuloSea {
  isSea(): boolean;
  getRawAsset(chave: string): ArrayBuffer;
}

function dlopen(arquivo: string): object {
  const modulo = { exports: {} };
  process.dlopen(modulo, arquivo);
  return modulo.exports;
}

/** The SEA's embedded copy, written to a private folder (0700) just long enough to be loaded. */
function doExecutavel(sea: ModuloSea | undefined): object | null {
  if (!sea?.isSea()) return null;
  let conteudo: ArrayBuffer;
  try {
    conteudo = sea.getRawAsset(ADDON_SQLITE);
  } catch {
    return null;
  }
  const pasta = mkdtempSync(join(tmpdir(), 'fv-gerenciador-'));
  const arquivo = join(pasta, ADDON_SQLITE);
  try {
    writeFileSync(arquivo, new Uint8Array(conteudo), { mode: 0o700 });
    return dlopen(arquivo);
  } finally {
    // Linux keeps a loaded library mapped after its file is removed: nothing is left in /tmp.
    rmSync(pasta, { recursive: true, force: true });
  }
}

/**
 * better-sqlite3's native addon for a runtime without node:sqlite (the Linux executable, built from
 * Node 20): a copy beside the executable or the bundle wins (it can be replaced without a rebuild),
 * otherwise the copy embedded in the executable.
 */
export function carregarAddonSqlite(): object {
  const aoLado = [dirname(process.execPath), __dirname].map((pasta) => join(pasta, ADDON_SQLITE)).find((f) => existsSync(f));
  if (aoLado) return dlopen(aoLado);
  const embutido = doExecutavel(process.getBuiltinModule('node:sea') as unknown as ModuloSea | undefined);
  if (embutido) return embutido;
  throw new Error(`${ADDON_SQLITE} não encontrado ao lado de ${process.execPath}: reinstale o gerenciador.`);
}

/**
 * Structural checks of the artifacts that cannot be run here: the Windows executable and installer
 * (PE headers, NSIS data) and, for every executable, the SEA fuse Node flips when a blob is injected.
 */

export interface CabecalhoPe {
  maquina: 'x64' | 'x86' | 'outra';
  subsistema: 'console' | 'gui' | 'outro';
  secoes: string[];
}

const MAQUINAS: Record<number, CabecalhoPe['maquina']> = { 0x8664: 'x64', 0x14c: 'x86' };
const SUBSISTEMAS: Record<number, CabecalhoPe['subsistema']> = { 2: 'gui', 3: 'console' };

/** "MZ", then at e_lfanew "PE\0\0", the COFF header and the optional header (PE32 or PE32+). */
export function lerCabecalhoPe(arquivo: Buffer): CabecalhoPe | null {
  if (arquivo.length < 0x40 || arquivo.toString('latin1', 0, 2) !== 'MZ') return null;
  const pe = arquivo.readUInt32LE(0x3c);
  if (pe + 24 > arquivo.length || arquivo.toString('latin1', pe, pe + 4) !== 'PE\0\0') return null;
  const maquina = arquivo.readUInt16LE(pe + 4);
  const numeroSecoes = arquivo.readUInt16LE(pe + 6);
  const tamanhoOpcional = arquivo.readUInt16LE(pe + 20);
  const opcional = pe + 24;
  const magia = arquivo.readUInt16LE(opcional);
  if (magia !== 0x10b && magia !== 0x20b) return null;
  const subsistema = arquivo.readUInt16LE(opcional + 68);
  const secoes: string[] = [];
  for (let i = 0; i < numeroSecoes; i++) {
    const inicio = opcional + tamanhoOpcional + i * 40;
    if (inicio + 40 > arquivo.length) return null;
    secoes.push(arquivo.toString('latin1', inicio, inicio + 8).replace(/\0+$/, ''));
  }
  return { maquina: MAQUINAS[maquina] ?? 'outra', subsistema: SUBSISTEMAS[subsistema] ?? 'outro', secoes };
}

/** NSIS installers carry their data after the stub, headed by 0xDEADBEEF and "NullsoftInst". */
export function ehInstaladorNsis(arquivo: Buffer): boolean {
  const assinatura = Buffer.concat([Buffer.from([0xef, 0xbe, 0xad, 0xde]), Buffer.from('NullsoftInst', 'latin1')]);
  return arquivo.indexOf(assinatura) > 0;
}

/** ELF, 64-bit, little-endian, x86-64. */
export function ehElfX64(arquivo: Buffer): boolean {
  return arquivo.length > 20 && arquivo.toString('latin1', 0, 4) === '\x7fELF' && arquivo[4] === 2 && arquivo[5] === 1 && arquivo.readUInt16LE(18) === 0x3e;
}

/** postject turns the fuse's trailing ":0" into ":1" when it injects the SEA blob. */
export function temBlobSea(arquivo: Buffer, fuse: string): boolean {
  return arquivo.includes(`${fuse}:1`) && !arquivo.includes(`${fuse}:0`);
}

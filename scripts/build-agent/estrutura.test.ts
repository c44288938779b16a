import { describe, expect, it } from 'vitest';
import { ehElfX64, ehInstaladorNsis, lerCabecalhoPe, temBlobSea } from './estrutura';

/** A minimal PE image: DOS header pointing at "PE\0\0", COFF header, PE32+ optional header, one section. */
function pe({ maquina = 0x8664, magia = 0x20b, subsistema = 3, assinatura = 'PE\0\0' } = {}): Buffer {
  const b = Buffer.alloc(0x200);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write(assinatura, 0x80, 'latin1');
  b.writeUInt16LE(maquina, 0x84);
  b.writeUInt16LE(1, 0x86);
  b.writeUInt16LE(0xf0, 0x94);
  b.writeUInt16LE(magia, 0x98);
  b.writeUInt16LE(subsistema, 0x98 + 68);
  b.write('.text', 0x98 + 0xf0, 'latin1');
  return b;
}

describe('estrutura dos artefatos', () => {
  it('reads machine, subsystem and sections of a PE image', () => {
    expect(lerCabecalhoPe(pe())).toEqual({ maquina: 'x64', subsistema: 'console', secoes: ['.text'] });
    expect(lerCabecalhoPe(pe({ maquina: 0x14c, magia: 0x10b, subsistema: 2 }))).toEqual({ maquina: 'x86', subsistema: 'gui', secoes: ['.text'] });
  });

  it('refuses what is not a PE image', () => {
    expect(lerCabecalhoPe(pe({ assinatura: 'NE\0\0' }))).toBeNull();
    expect(lerCabecalhoPe(pe({ magia: 0x107 }))).toBeNull();
    expect(lerCabecalhoPe(Buffer.from('\x7fELF', 'latin1'))).toBeNull();
  });

  it('finds the NSIS data header after the stub', () => {
    const instalador = Buffer.concat([pe(), Buffer.from([0, 0, 0, 0, 0xef, 0xbe, 0xad, 0xde]), Buffer.from('NullsoftInst')]);
    expect(ehInstaladorNsis(instalador)).toBe(true);
    expect(ehInstaladorNsis(pe())).toBe(false);
  });

  it('recognises an x86-64 ELF and a flipped SEA fuse', () => {
    const elf = Buffer.alloc(64);
    elf.write('\x7fELF', 0, 'latin1');
    elf[4] = 2;
    elf[5] = 1;
    elf.writeUInt16LE(0x3e, 18);
    expect(ehElfX64(elf)).toBe(true);
    elf.writeUInt16LE(0xb7, 18);
    expect(ehElfX64(elf)).toBe(false);
    expect(temBlobSea(Buffer.from('..FUSE:1..'), 'FUSE')).toBe(true);
    expect(temBlobSea(Buffer.from('..FUSE:0..'), 'FUSE')).toBe(false);
  });
});

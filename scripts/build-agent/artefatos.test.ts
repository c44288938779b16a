import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERSAO_AGENTE } from '../../agent/versao';
import { ARTEFATOS, MANIFESTO, type Manifesto } from '../../server/downloads/artefatos';
import { ehElfX64, ehInstaladorNsis, lerCabecalhoPe, temBlobSea } from './estrutura';
import { SEA_FUSE } from './sea';
import { comandoSeteZip, falta, PASTA_DOWNLOADS } from '../../tests/support/requisitos';

/**
 * What `npm run build:agent` left in dist-agent/, checked as far as this Linux machine can: the
 * Windows files structurally (they cannot run here), the Linux ones also by running them. Skipped
 * with a line when nothing was built or 7-Zip is missing (failures under CI: tests/support/requisitos.ts).
 */
const DIST = PASTA_DOWNLOADS;
const construido = !falta('downloads', 'artefatos gerados por build:agent');
const ler = (arquivo: string) => readFileSync(join(DIST, arquivo));

describe.skipIf(!construido)('artefatos gerados por build:agent', () => {
  const manifesto = construido ? (JSON.parse(ler(MANIFESTO).toString('utf8')) as Manifesto) : null;

  it('lists the four downloads with the agent version, their sizes and SHA-256', () => {
    expect(manifesto!.versao).toBe(VERSAO_AGENTE);
    expect(manifesto!.artefatos).toHaveLength(4);
    for (const a of manifesto!.artefatos) {
      const conteudo = ler(a.arquivo);
      expect(a.arquivo).toBe(ARTEFATOS[a.tipo][a.plataforma].arquivo);
      expect(conteudo.length).toBe(a.tamanho);
      expect(createHash('sha256').update(conteudo).digest('hex')).toBe(a.sha256);
    }
  });

  it('the Windows executable is an x64 console PE with the SEA blob injected', () => {
    const exe = ler(ARTEFATOS.executavel.windows.arquivo);
    expect(lerCabecalhoPe(exe)).toMatchObject({ maquina: 'x64', subsistema: 'console' });
    expect(lerCabecalhoPe(exe)!.secoes).toEqual(expect.arrayContaining(['.text', '.rsrc']));
    expect(temBlobSea(exe, SEA_FUSE)).toBe(true);
    // postject adds the blob as a PE resource named NODE_SEA_BLOB (resource names are UTF-16).
    expect(exe.includes(Buffer.from('NODE_SEA_BLOB', 'utf16le'))).toBe(true);
  });

  it('the Windows installer is an NSIS installer big enough to hold the compressed executable', () => {
    const instalador = ler(ARTEFATOS.instalador.windows.arquivo);
    expect(lerCabecalhoPe(instalador)).toMatchObject({ subsistema: 'gui' });
    expect(ehInstaladorNsis(instalador)).toBe(true);
    expect(instalador.length).toBeGreaterThan(ler(ARTEFATOS.executavel.windows.arquivo).length / 6);
  });

  it.skipIf(!construido || falta('seteZip', 'instalador Windows aberto pelo 7-Zip'))(
    '7-Zip finds inside the Windows installer the very executable offered for download, and the readme',
    () => {
      const instalador = join(DIST, ARTEFATOS.instalador.windows.arquivo);
      const lista = execFileSync(comandoSeteZip()!, ['l', instalador], { encoding: 'utf8' });
      expect(lista).toContain('SubType = NSIS');
      expect(lista).toContain('LEIA-ME.txt');
      const exe = execFileSync(comandoSeteZip()!, ['e', '-so', instalador, 'fv-gerenciador.exe'], { maxBuffer: 512 * 1024 * 1024 });
      expect(exe.equals(ler(ARTEFATOS.executavel.windows.arquivo))).toBe(true);
    },
  );

  it('the Linux executable is an x86-64 ELF with the SEA blob that answers its version', () => {
    const exe = ler(ARTEFATOS.executavel.linux.arquivo);
    expect(ehElfX64(exe) && temBlobSea(exe, SEA_FUSE)).toBe(true);
    expect(execFileSync(join(DIST, ARTEFATOS.executavel.linux.arquivo), ['--versao'], { encoding: 'utf8', env: {} }).trim()).toBe(VERSAO_AGENTE);
  });

  it('the Linux tarball holds the same executable, the systemd unit and the install scripts', () => {
    const pasta = `fv-gerenciador-${VERSAO_AGENTE}-linux-x64`;
    const lista = execFileSync('tar', ['-tvzf', join(DIST, ARTEFATOS.instalador.linux.arquivo)], { encoding: 'utf8' });
    for (const [arquivo, modo] of [
      ['fv-gerenciador', '-rwxr-xr-x'],
      ['install.sh', '-rwxr-xr-x'],
      ['uninstall.sh', '-rwxr-xr-x'],
      ['fv-gerenciador.service', '-rw'],
      ['LEIA-ME.txt', '-rw'],
    ]) {
      expect(lista).toMatch(new RegExp(`^${modo}.* 0/0 .* ${pasta}/${arquivo.replace('.', '\\.')}$`, 'm'));
    }
    const executavel = execFileSync('tar', ['-xOzf', join(DIST, ARTEFATOS.instalador.linux.arquivo), `${pasta}/fv-gerenciador`], {
      maxBuffer: 512 * 1024 * 1024,
    });
    expect(executavel.equals(ler(ARTEFATOS.executavel.linux.arquivo))).toBe(true);
  });

  it('the bundle is one CommonJS file that runs on plain Node', () => {
    expect(execFileSync(process.execPath, [join(DIST, 'gerenciador.cjs'), '--versao'], { encoding: 'utf8' }).trim()).toBe(VERSAO_AGENTE);
  });
});

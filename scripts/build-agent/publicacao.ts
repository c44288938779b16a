import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VERSAO_AGENTE } from '../../agent/versao';
import { textoAssinado, VERSAO_VALIDA } from '../../common/atualizacaoAgente';
import { MANIFESTO, PASTA_VERSOES, PLATAFORMAS, type ArtefatoManifesto, type Manifesto, type Plataforma } from '../../server/downloads/artefatos';

/**
 * What `npm run build:agent` adds for the agents' self-update (docs/operacao.md, "Chave de
 * assinatura"): the version it builds (AGENT_VERSION), the ed25519 key that signs every artefact
 * (AGENT_SIGNING_KEY_FILE or AGENT_SIGNING_KEY) with its public half built into the agent, and the
 * archive of each version's executables the server offers for updates (versoes/<versão>/).
 */

type Ambiente = Record<string, string | undefined>;

/** The version to build: AGENT_VERSION (x.y.z) or the source's. */
export function versaoDoBuild(env: Ambiente): string {
  const versao = env.AGENT_VERSION?.trim() || VERSAO_AGENTE;
  if (!VERSAO_VALIDA.test(versao)) throw new Error(`build:agent: AGENT_VERSION=${versao} não é uma versão x.y.z (só números, como 0.2.0)`);
  return versao;
}

/** The platforms to build: all, or AGENT_PLATAFORMAS (linux, windows; a Linux-only build needs no NSIS). */
export function plataformasDoBuild(env: Ambiente): Plataforma[] {
  const pedidas = (env.AGENT_PLATAFORMAS ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!pedidas.length) return [...PLATAFORMAS];
  const desconhecida = pedidas.find((p) => !(PLATAFORMAS as readonly string[]).includes(p));
  if (desconhecida) throw new Error(`build:agent: AGENT_PLATAFORMAS tem ${desconhecida}; use ${PLATAFORMAS.join(', ')}`);
  return PLATAFORMAS.filter((p) => pedidas.includes(p));
}

export interface ChaveAssinatura {
  privada: KeyObject;
  /** The public key (SPKI, PEM) built into the agent. */
  publicaPem: string;
  /** SHA-256 of the public key (SPKI DER), hex: which key signed, as the manifest and the pages name it. */
  impressao: string;
}

/** SHA-256 of a public key's SPKI DER, in hex. */
export function impressaoDaChave(publica: KeyObject): string {
  return createHash('sha256')
    .update(publica.export({ type: 'spki', format: 'der' }))
    .digest('hex');
}

/**
 * The signing key: a PEM file (AGENT_SIGNING_KEY_FILE) or its text in the environment
 * (AGENT_SIGNING_KEY: the PEM, or the PKCS#8 DER in base64); null when neither is set (an unsigned
 * development build, whose agent refuses to update itself). Anything else stops the build.
 */
export function lerChaveAssinatura(env: Ambiente): ChaveAssinatura | null {
  const arquivo = env.AGENT_SIGNING_KEY_FILE?.trim();
  const texto = env.AGENT_SIGNING_KEY?.trim();
  if (!arquivo && !texto) return null;
  let privada: KeyObject;
  try {
    const conteudo = arquivo ? readFileSync(arquivo, 'utf8') : texto!;
    privada = conteudo.includes('-----BEGIN')
      ? createPrivateKey(conteudo)
      : createPrivateKey({ key: Buffer.from(conteudo, 'base64'), format: 'der', type: 'pkcs8' });
  } catch (erro) {
    const origem = arquivo ? `AGENT_SIGNING_KEY_FILE (${arquivo})` : 'AGENT_SIGNING_KEY';
    throw new Error(`build:agent: não foi possível ler a chave de assinatura de ${origem}: ${(erro as NodeJS.ErrnoException).code ?? (erro as Error).message}`);
  }
  if (privada.asymmetricKeyType !== 'ed25519')
    throw new Error(`build:agent: a chave de assinatura deve ser ed25519 (openssl genpkey -algorithm ed25519), não ${privada.asymmetricKeyType}`);
  const publica = createPublicKey(privada);
  return { privada, publicaPem: publica.export({ type: 'spki', format: 'pem' }).toString(), impressao: impressaoDaChave(publica) };
}

/** The artefact's signature (base64) over common/atualizacaoAgente's textoAssinado. */
export function assinar(chave: ChaveAssinatura, versao: string, artefato: Pick<ArtefatoManifesto, 'tipo' | 'plataforma' | 'sha256'>): string {
  return sign(null, Buffer.from(textoAssinado({ versao, ...artefato })), chave.privada).toString('base64');
}

/** esbuild `define`: the version and the public key the agent is built with (agent/versao.ts, agent/atualizacao/chavePublica.ts). */
export function definicoesDoAgente(versao: string, chave: ChaveAssinatura | null): Record<string, string> {
  return { __FV_VERSAO_AGENTE__: JSON.stringify(versao), __FV_CHAVE_ATUALIZACAO__: JSON.stringify(chave?.publicaPem ?? null) };
}

/** Empties the build folder but for the archive of versions, which a new build adds to. */
export function limparSaida(saida: string): void {
  if (!existsSync(saida)) return;
  for (const nome of readdirSync(saida)) if (nome !== PASTA_VERSOES) rmSync(join(saida, nome), { recursive: true, force: true });
}

/**
 * Files this build's executables (hard links where the disk allows) and their manifest under
 * versoes/<versão>/, replacing an earlier build of the same version: the versions the server can offer.
 */
export function arquivarVersao(saida: string, manifesto: Manifesto): string {
  const pasta = join(saida, PASTA_VERSOES, manifesto.versao);
  rmSync(pasta, { recursive: true, force: true });
  mkdirSync(pasta, { recursive: true });
  const executaveis = manifesto.artefatos.filter((a) => a.tipo === 'executavel');
  for (const a of executaveis) {
    try {
      linkSync(join(saida, a.arquivo), join(pasta, a.arquivo));
    } catch {
      copyFileSync(join(saida, a.arquivo), join(pasta, a.arquivo));
    }
  }
  writeFileSync(join(pasta, MANIFESTO), `${JSON.stringify({ ...manifesto, artefatos: executaveis }, null, 2)}\n`);
  return pasta;
}

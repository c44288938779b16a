/**
 * The agent's self-update, as every side reads it (docs/operacao.md, "Atualização automática dos
 * gerenciadores"): what a signature covers, how a branch falls inside a rollout's share, and the
 * results of an attempt. Pure: the build signs, the agent verifies and the server chooses with it.
 */

/** A version the build can be given (AGENT_VERSION) and the installers accept: x.y.z, numbers only. */
export const VERSAO_VALIDA = /^\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/**
 * The text an artefact's ed25519 signature covers: the product, the version, the platform and kind
 * of file, and the file's SHA-256. Signing the digest with its version and platform (not the bytes
 * alone) means a signed file cannot be offered as another version or for the other system.
 */
export function textoAssinado(a: { versao: string; plataforma: string; tipo: string; sha256: string }): string {
  return `fv-gerenciador\nversao=${a.versao}\nplataforma=${a.plataforma}\ntipo=${a.tipo}\nsha256=${a.sha256.toLowerCase()}\n`;
}

/** 32-bit FNV-1a of a text (no Node API here): enough to spread branches evenly over the buckets. */
function fnv1a(texto: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(texto)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Buckets of a rollout: a share is a whole percentage, so 10,000 buckets split each per cent in 100. */
export const BALDES = 10_000;

/**
 * The branch's fixed bucket for a version (0 … 9,999). It depends on nothing else, so a branch inside
 * a 10 % rollout stays inside at 20 % (raising the share only adds branches), and each new version
 * draws another set of first branches.
 */
export function baldeRollout(filialId: number, versao: string): number {
  return fnv1a(`${filialId}:${versao}`) % BALDES;
}

/** Whether the branch is inside a rollout of `versao` at `percentual` % (0 none, 100 all). */
export function dentroDoRollout(filialId: number, versao: string, percentual: number): boolean {
  return baldeRollout(filialId, versao) < Math.round(percentual * (BALDES / 100));
}

/**
 * How an attempt ended, as the agent reports it (event atualizacaoResultado) and the pages show it:
 * `atualizado` (the new version connected), `revertido` (it exited at start or did not connect, and the
 * previous one runs again), `recusado` (a checksum, a signature or the agent's own conditions refused
 * it; the running version never stopped) and `falhou` (the download failed; tried again later).
 */
export const RESULTADOS_ATUALIZACAO = ['atualizado', 'revertido', 'recusado', 'falhou'] as const;
export type ResultadoAtualizacao = (typeof RESULTADOS_ATUALIZACAO)[number];

/** The systems an agent runs on, as its hello says and the archive names its executables. */
export const PLATAFORMAS_AGENTE = ['linux', 'windows'] as const;
export type PlataformaAgente = (typeof PLATAFORMAS_AGENTE)[number];

/** A rollout the operator set: `versao` to `percentual` % of the branches it covers (a contratante's, or everyone's). */
export interface PoliticaRollout {
  versao: string;
  percentual: number;
}

/** What decides a branch's target version: a pin of its own, then its contratante's rollout, then everyone's. */
export interface EntradaAlvo {
  filialId: number;
  fixada: string | null;
  doContratante: PoliticaRollout | null;
  geral: PoliticaRollout | null;
}

/**
 * The version a branch should run, or null (none chosen, or the branch outside the rollout's share):
 * its pin wins; otherwise its contratante's rollout, and without one everyone's. A contratante's
 * rollout replaces everyone's for its branches (its share included), so a partner can hold back.
 */
export function versaoAlvo(e: EntradaAlvo): string | null {
  if (e.fixada) return e.fixada;
  const politica = e.doContratante ?? e.geral;
  if (!politica) return null;
  return dentroDoRollout(e.filialId, politica.versao, politica.percentual) ? politica.versao : null;
}

/**
 * Whether the agent should be told to update now: a target other than what it runs, unless that very
 * version was already refused or rolled back on this branch (the operator chooses again to retry).
 */
export function deveOferecer(alvo: string | null, atual: string | null, ultima: { versao: string | null; resultado: string | null } | null): boolean {
  if (!alvo || alvo === atual) return false;
  return !(ultima?.versao === alvo && (ultima.resultado === 'recusado' || ultima.resultado === 'revertido'));
}

/** The Portuguese labels of each result, as the pages show them. */
export const ROTULOS_RESULTADO: Record<ResultadoAtualizacao, string> = {
  atualizado: 'Atualizado',
  revertido: 'Revertido',
  recusado: 'Recusado',
  falhou: 'Falhou',
};

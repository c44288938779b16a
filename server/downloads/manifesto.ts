import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ARTEFATOS, MANIFESTO, ehPlataforma, ehTipoDownload, type ArtefatoManifesto, type Manifesto, type Plataforma, type TipoDownload } from './artefatos';

/** Where `npm run build:agent` leaves the downloads: AGENT_DIST_DIR, by default dist-agent/ of the working directory. */
export function pastaArtefatos(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.AGENT_DIST_DIR ?? 'dist-agent');
}

/** A manifest of the build (or of an archived version): every artefact a known file, with its size, SHA-256 and signature if any. */
export function manifestoValido(valor: unknown): valor is Manifesto {
  const m = valor as Manifesto;
  return (
    typeof m?.versao === 'string' &&
    Array.isArray(m.artefatos) &&
    m.artefatos.every(
      (a: ArtefatoManifesto) =>
        ehTipoDownload(a?.tipo) &&
        ehPlataforma(a?.plataforma) &&
        a.arquivo === ARTEFATOS[a.tipo][a.plataforma].arquivo &&
        Number.isInteger(a.tamanho) &&
        /^[0-9a-f]{64}$/.test(a.sha256) &&
        (a.assinatura === undefined || a.assinatura === null || (typeof a.assinatura === 'string' && /^[A-Za-z0-9+/]{86}==$/.test(a.assinatura))),
    )
  );
}

let lido: { pasta: string; alterado: number; manifesto: Manifesto | null } | null = null;

/** The build's manifest, read again only when the file changes; null before the first build. */
export function lerManifesto(pasta: string): Manifesto | null {
  const arquivo = join(pasta, MANIFESTO);
  let alterado: number;
  try {
    alterado = statSync(arquivo).mtimeMs;
  } catch {
    return null;
  }
  if (lido?.pasta !== pasta || lido.alterado !== alterado) {
    let conteudo: unknown = null;
    try {
      conteudo = JSON.parse(readFileSync(arquivo, 'utf8'));
    } catch {
      conteudo = null;
    }
    lido = { pasta, alterado, manifesto: manifestoValido(conteudo) ? conteudo : null };
  }
  return lido.manifesto;
}

export interface ArtefatoPronto extends ArtefatoManifesto {
  caminho: string;
  versao: string;
}

/**
 * One artifact ready to serve: listed in the manifest and on disk with the listed size (a build in
 * progress, which rewrites the files, is not served half-written).
 */
export function artefatoPronto(pasta: string, tipo: TipoDownload, plataforma: Plataforma): ArtefatoPronto | null {
  const manifesto = lerManifesto(pasta);
  const artefato = manifesto?.artefatos.find((a) => a.tipo === tipo && a.plataforma === plataforma);
  if (!manifesto || !artefato) return null;
  const caminho = join(pasta, artefato.arquivo);
  try {
    if (statSync(caminho).size !== artefato.tamanho) return null;
  } catch {
    return null;
  }
  return { ...artefato, caminho, versao: manifesto.versao };
}

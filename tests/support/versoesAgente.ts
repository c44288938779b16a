import { createHash, generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTEFATOS, MANIFESTO, PASTA_VERSOES, type Manifesto, type Plataforma } from '../../server/downloads/artefatos';
import { assinar, lerChaveAssinatura, type ChaveAssinatura } from '../../scripts/build-agent/publicacao';

/** A fresh ed25519 signing key, as the operator would keep it (scripts/build-agent/publicacao.ts). */
export function novaChave(): ChaveAssinatura {
  return lerChaveAssinatura({ AGENT_SIGNING_KEY: generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() })!;
}

/**
 * Publishes `versao` under `pasta`/versoes as `npm run build:agent` archives it: each platform's
 * executable (`conteudo`) with its SHA-256 and, given a key, its signature. Returns the manifest.
 */
export function publicarVersao(
  pasta: string,
  versao: string,
  conteudo: Partial<Record<Plataforma, Buffer | string>>,
  chave: ChaveAssinatura | null,
): Manifesto {
  const destino = join(pasta, PASTA_VERSOES, versao);
  mkdirSync(destino, { recursive: true });
  const artefatos = Object.entries(conteudo).map(([plataforma, dados]) => {
    const bytes = Buffer.from(dados);
    const arquivo = ARTEFATOS.executavel[plataforma as Plataforma].arquivo;
    writeFileSync(join(destino, arquivo), bytes);
    chmodSync(join(destino, arquivo), 0o755);
    const resumo = { tipo: 'executavel' as const, plataforma: plataforma as Plataforma, sha256: createHash('sha256').update(bytes).digest('hex') };
    return { ...resumo, arquivo, tamanho: bytes.length, assinatura: chave ? assinar(chave, versao, resumo) : null };
  });
  const manifesto: Manifesto = { versao, geradoEm: new Date().toISOString(), node: {}, artefatos, chave: chave?.impressao ?? null };
  writeFileSync(join(destino, MANIFESTO), `${JSON.stringify(manifesto, null, 2)}\n`);
  return manifesto;
}

import { createPublicKey, verify } from 'node:crypto';
import { textoAssinado } from '../../common/atualizacaoAgente';
import type { OfertaAtualizacao } from '../../common/protocolo';

/** Why an update is refused, in Portuguese, as the server records it (the running version keeps running). */
export const MOTIVOS_RECUSA = {
  semChave: 'Este gerenciador foi gerado sem chave de atualização (npm run build:agent sem AGENT_SIGNING_KEY_FILE) e não se atualiza sozinho.',
  semSupervisor: 'Este gerenciador não roda sob o seu supervisor (--supervisionar, como o serviço instalado) e não pode trocar a própria versão.',
  plataforma: (o: OfertaAtualizacao, minha: string) => `A versão ${o.versao} oferecida é para ${o.plataforma}, e este gerenciador roda em ${minha}.`,
  tamanho: (o: OfertaAtualizacao, obtido: number) =>
    `O arquivo baixado da versão ${o.versao} tem ${obtido} bytes, e o servidor anunciou ${o.tamanho}: a atualização foi recusada e a versão atual continua rodando.`,
  sha256: (o: OfertaAtualizacao) =>
    `O SHA-256 do arquivo baixado da versão ${o.versao} não confere com o anunciado pelo servidor (arquivo corrompido ou adulterado): a atualização foi recusada e a versão atual continua rodando.`,
  assinatura: (o: OfertaAtualizacao) =>
    `A assinatura da versão ${o.versao} não confere com a chave pública deste gerenciador (o arquivo não foi assinado por quem gera as versões): a atualização foi recusada e a versão atual continua rodando.`,
};

/**
 * Whether the downloaded file is the offered version: its size and SHA-256 as offered, and the
 * offer's ed25519 signature, over common/atualizacaoAgente's textoAssinado (version, platform, kind
 * and that SHA-256), made by the key whose public half is built into this agent. The reason, else.
 */
export function verificarDownload(
  oferta: OfertaAtualizacao,
  obtido: { tamanho: number; sha256: string },
  chavePublica: string | null,
): { ok: true } | { ok: false; motivo: string } {
  if (!chavePublica) return { ok: false, motivo: MOTIVOS_RECUSA.semChave };
  if (obtido.tamanho !== oferta.tamanho) return { ok: false, motivo: MOTIVOS_RECUSA.tamanho(oferta, obtido.tamanho) };
  if (obtido.sha256.toLowerCase() !== oferta.sha256.toLowerCase()) return { ok: false, motivo: MOTIVOS_RECUSA.sha256(oferta) };
  let valida = false;
  try {
    const texto = Buffer.from(textoAssinado({ versao: oferta.versao, plataforma: oferta.plataforma, tipo: 'executavel', sha256: obtido.sha256 }));
    valida = verify(null, texto, createPublicKey(chavePublica), Buffer.from(oferta.assinatura, 'base64'));
  } catch {
    valida = false;
  }
  return valida ? { ok: true } : { ok: false, motivo: MOTIVOS_RECUSA.assinatura(oferta) };
}

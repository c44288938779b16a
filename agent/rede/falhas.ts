import { MSG } from '../../common/messages';
import { proxyParaLog } from './proxy';

/** Node's codes for a certificate the agent does not trust (a TLS-inspecting proxy's, a self-signed one). */
const CERTIFICADO = new Set([
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_GET_ISSUER_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'CERT_UNTRUSTED',
  'CERT_HAS_EXPIRED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);
/** A socket that never reached whatever it was opened to: with a proxy, that is the proxy. */
const SEM_CONEXAO = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);

/** A network error of the WebSocket or a download, said so that the operator knows what to fix. */
export function explicarFalhaRede(erro: Error & { code?: string }, proxy: URL | null): string {
  const codigo = erro.code ?? '';
  if (CERTIFICADO.has(codigo)) return MSG.certificadoNaoConfiavel(codigo);
  if (proxy && SEM_CONEXAO.has(codigo)) return MSG.proxyInacessivel(proxyParaLog(proxy), codigo);
  return erro.message;
}

/**
 * An HTTP answer that refused a connection or a download, when the proxy gave it: 407 (its user or
 * password) or a gateway error without the server's JSON body. Null when the server answered.
 */
export function explicarRecusaProxy(status: number, proxy: URL | null, temCorpoDoServidor: boolean): string | null {
  if (!proxy) return null;
  if (status === 407) return MSG.proxyRecusouSenha(proxyParaLog(proxy));
  if ((status === 502 || status === 503 || status === 504) && !temCorpoDoServidor) return MSG.proxySemServidor(proxyParaLog(proxy), status);
  return null;
}

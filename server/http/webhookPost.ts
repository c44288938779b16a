import { createHmac } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { MSG } from '../../common/messages';

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE_NETWORK says so: the server's own
 * machine and networks, link-local (cloud metadata at 169.254.169.254), carrier NAT, multicast and
 * reserved ranges, and their IPv6 equivalents. Anyone who may edit a branch types the URL, and the
 * server must not become their way into its own network (SSRF).
 */
const INTERNOS = new BlockList();
for (const [rede, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  INTERNOS.addSubnet(rede, bits, 'ipv4');
}
for (const [rede, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  INTERNOS.addSubnet(rede, bits, 'ipv6');
}

/** Whether an IP address (v4, v6, or v4 mapped in v6) is one of the server's internal ranges. */
export function enderecoInterno(ip: string): boolean {
  const mapeado = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapeado) return INTERNOS.check(mapeado, 'ipv4');
  const tipo = isIP(ip);
  if (!tipo) return true;
  return INTERNOS.check(ip, tipo === 4 ? 'ipv4' : 'ipv6');
}

export const URL_WEBHOOK_MAX = 2000;

/**
 * What is wrong with a webhook's address, in Portuguese, or null: http(s) only, no credentials, and
 * (unless `redeInterna`) no host that names the server's own networks. A name is checked again at
 * each delivery on the addresses it resolves to (postarWebhook), so a DNS answer changed later does
 * not get around it.
 */
export function problemaUrlWebhook(texto: string, redeInterna: boolean): string | null {
  if (texto.length > URL_WEBHOOK_MAX) return MSG.webhookUrlLonga;
  let url: URL;
  try {
    url = new URL(texto);
  } catch {
    return MSG.webhookUrlInvalida;
  }
  if (!['http:', 'https:'].includes(url.protocol) || !url.hostname) return MSG.webhookUrlInvalida;
  if (url.username || url.password) return MSG.webhookUrlComSenha;
  if (redeInterna) return null;
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && enderecoInterno(host))) return MSG.webhookRedeInterna;
  return null;
}

/** A DNS look-up that refuses a name resolving to an internal address, so the socket connects only to what was checked. */
function lookupPublico(redeInterna: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, enderecos) => {
      if (error) return callback(error, '', 0);
      if (!redeInterna && enderecos.some((e) => enderecoInterno(e.address))) {
        return callback(Object.assign(new Error(MSG.webhookRedeInterna), { code: 'EWEBHOOKINTERNO' }), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof enderecos) => void)(null, enderecos);
      callback(null, enderecos[0]!.address, enderecos[0]!.family);
    });
  };
}

/** The signature the receiver recomputes: HMAC-SHA256 of `<timestamp>.<body>` with the webhook's secret, hex. */
export function assinaturaWebhook(segredo: string, timestamp: string, corpo: string): string {
  return `sha256=${createHmac('sha256', segredo).update(`${timestamp}.${corpo}`).digest('hex')}`;
}

export interface RespostaWebhook {
  /** The receiver's HTTP status, or null when none came. */
  statusHttp: number | null;
  /** Why it does not count as delivered, in Portuguese; null for a 2xx. */
  erro: string | null;
  duracaoMs: number;
}

const MOTIVOS: Record<string, string> = {
  ECONNREFUSED: 'conexão recusada',
  ENOTFOUND: 'o nome do endereço não existe (DNS)',
  EAI_AGAIN: 'o DNS não respondeu',
  ECONNRESET: 'a conexão foi encerrada pelo receptor',
  EHOSTUNREACH: 'o endereço está inacessível',
  ENETUNREACH: 'a rede do endereço está inacessível',
  CERT_HAS_EXPIRED: 'o certificado do receptor expirou',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'o certificado do receptor é autoassinado',
  SELF_SIGNED_CERT_IN_CHAIN: 'o certificado do receptor não é de uma autoridade confiável',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'o certificado do receptor não é de uma autoridade confiável',
  ERR_TLS_CERT_ALTNAME_INVALID: 'o certificado do receptor não é deste endereço',
};

/**
 * POSTs a signed JSON body to a webhook, with no redirect followed (a 3xx is a failure, so an
 * address cannot bounce the server inward), a time limit, and the answer's body drained unread.
 */
export function postarWebhook(opcoes: {
  url: string;
  corpo: string;
  segredo: string;
  evento: string;
  entrega: string;
  timestamp: string;
  timeoutMs: number;
  redeInterna: boolean;
}): Promise<RespostaWebhook> {
  const inicio = performance.now();
  const fim = (statusHttp: number | null, erro: string | null): RespostaWebhook => ({
    statusHttp,
    erro: erro?.slice(0, 500) ?? null,
    duracaoMs: Math.round(performance.now() - inicio),
  });
  const problema = problemaUrlWebhook(opcoes.url, opcoes.redeInterna);
  if (problema) return Promise.resolve(fim(null, problema));
  const url = new URL(opcoes.url);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        lookup: lookupPublico(opcoes.redeInterna),
        signal: AbortSignal.timeout(opcoes.timeoutMs),
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(opcoes.corpo),
          'User-Agent': 'ForcaVendas-Webhook/1',
          'X-FV-Evento': opcoes.evento,
          'X-FV-Entrega': opcoes.entrega,
          'X-FV-Timestamp': opcoes.timestamp,
          'X-FV-Assinatura': assinaturaWebhook(opcoes.segredo, opcoes.timestamp, opcoes.corpo),
        },
      },
      (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        res.on('error', () => undefined);
        if (status >= 200 && status < 300) return resolve(fim(status, null));
        if (status >= 300 && status < 400) return resolve(fim(status, MSG.webhookRedirecionamento(status)));
        resolve(fim(status, MSG.webhookStatus(status)));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.name === 'AbortError' || error.name === 'TimeoutError')
        return resolve(fim(null, MSG.webhookTempoEsgotado(Math.round(opcoes.timeoutMs / 1000))));
      if (error.code === 'EWEBHOOKINTERNO') return resolve(fim(null, MSG.webhookRedeInterna));
      resolve(fim(null, MSG.webhookSemResposta(MOTIVOS[error.code ?? ''] ?? error.code ?? error.message)));
    });
    req.end(opcoes.corpo);
  });
}

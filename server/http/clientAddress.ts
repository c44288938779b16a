import type { IncomingMessage } from 'node:http';

/**
 * The address that sent a request. Behind `trustedProxies` reverse proxies (TRUST_PROXY: a load
 * balancer, nginx) the socket's address is the last proxy's, so the client is the entry that many
 * places from the right of X-Forwarded-For; entries further left were written by the client and
 * are never trusted. Without proxies the header is ignored, so nobody can pick an address to
 * dodge the attempt limits.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedProxies: number): string {
  const socketAddress = req.socket?.remoteAddress ?? 'desconhecido';
  if (trustedProxies <= 0) return socketAddress;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return hops[hops.length - trustedProxies] ?? hops[0] ?? socketAddress;
}

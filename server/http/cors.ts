import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './json';

export const MSG_ORIGEM_RECUSADA = 'Origem não permitida: esta API só atende páginas do próprio servidor.';

/** CORS_ORIGINS: a comma-separated list of other sites' origins allowed to call the API. */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        return [new URL(entry).origin];
      } catch {
        return [];
      }
    });
}

/** Same origin: the page's origin is PUBLIC_URL's, or names the host the request went to (a proxy may have ended TLS). */
function sameOrigin(origin: string, req: IncomingMessage, publicUrl: string): boolean {
  if (origin === new URL(publicUrl).origin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Where the SPA is served from and the other origins allowed (server/config.ts: PUBLIC_URL, CORS_ORIGINS). */
export interface OrigensPermitidas {
  publicUrl: string;
  corsOrigins: string[];
}

/**
 * Cross-origin calls to the API (/graphql, /api/): same-origin by default, plus the origins of
 * CORS_ORIGINS. Phones and the agent send no Origin and are not concerned. An allowed origin gets
 * its CORS headers (no credentials: the API is authorised by a bearer token, never a cookie); any
 * other is refused with 403 before the request reaches a handler. Returns false when answered here.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, config: OrigensPermitidas): boolean {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (!origin || sameOrigin(origin, req, config.publicUrl)) return true;
  if (!config.corsOrigins.includes(origin)) {
    sendJson(res, 403, { erro: MSG_ORIGEM_RECUSADA, codigo: 'ORIGEM_RECUSADA' });
    return false;
  }
  res.setHeader('Access-Control-Allow-Origin', origin);
  if (req.method !== 'OPTIONS') return true;
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'authorization, content-type',
    'Access-Control-Max-Age': '600',
  });
  res.end();
  return false;
}

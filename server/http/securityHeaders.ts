import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config';

/** The only third-party origin a page of ours loads from: the landing's video, after a click. */
const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The headers every answer carries, set once here (helmet) before any handler writes:
 * - Content-Security-Policy: scripts only from our own files, never inline (the SPA and the
 *   landing's pre-rendered pages load theirs from /assets); styles may be inline (MUI writes its
 *   styles at run time, the landing inlines its CSS); no framing by anyone (frame-ancestors 'none');
 * - nosniff, Referrer-Policy same-origin (YouTube's player gets its own on the iframe), X-Frame-Options;
 * - HSTS and upgrade-insecure-requests only when PUBLIC_URL is https (not on http://localhost).
 * None of them depends on the request, so helmet runs once, at start, and every answer gets the
 * headers it wrote (helmet rebuilt the same CSP text on every request).
 */
export function securityHeaders(config: Pick<Config, 'publicUrl'>): (req: IncomingMessage, res: ServerResponse) => void {
  const https = config.publicUrl.startsWith('https://');
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: [VIDEO_ORIGIN],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600 } : false,
  });
  const escritos: [string, string | number | readonly string[]][] = [];
  const removidos: string[] = [];
  const gravador = {
    setHeader: (nome: string, valor: string | number | readonly string[]) => void escritos.push([nome, valor]),
    removeHeader: (nome: string) => void removidos.push(nome),
  };
  middleware({} as IncomingMessage, gravador as unknown as ServerResponse, () => undefined);
  return (_req, res) => {
    for (const [nome, valor] of escritos) res.setHeader(nome, valor);
    for (const nome of removidos) res.removeHeader(nome);
  };
}

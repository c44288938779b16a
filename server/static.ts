import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

function sendFile(res: ServerResponse, file: string, immutable: boolean): void {
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': statSync(file).size,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
}

function fileIn(root: string, path: string): string | null {
  const file = normalize(join(root, decodeURIComponent(path)));
  if (!file.startsWith(root)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * The landing (dist/landing) answers / and its own pages; everything else that is not a file is a
 * route of the admin SPA (dist/app/index.html), which decides where an unknown route goes.
 */
export function staticHandler(staticDir: string) {
  const landing = join(staticDir, 'landing');
  const app = join(staticDir, 'app');
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const landingPage = path === '/' ? join(landing, 'index.html') : fileIn(landing, `${path.replace(/\/$/, '')}/index.html`) ?? fileIn(landing, path);
    const asset = fileIn(app, path);
    const target = landingPage && existsSync(landingPage) ? landingPage : asset ?? join(app, 'index.html');
    if (!existsSync(target)) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Aplicação não compilada: execute "npm run build".');
      return;
    }
    sendFile(res, target, path.startsWith('/assets/'));
  };
}

import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, extname, join, normalize } from 'node:path';

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

/**
 * The build writes text files also pre-compressed beside them (vite-plugin-compression2): x.js.br
 * and x.js.gz. The first variant the client accepts is sent; none accepted or none built, the file as is.
 */
const VARIANTES = [
  { codificacao: 'br', sufixo: '.br' },
  { codificacao: 'gzip', sufixo: '.gz' },
] as const;

/** Vite's output names end in a content hash (`index-BX3k_9aZ.js`): only those may be cached for good. */
const NOME_COM_HASH = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** The encodings an Accept-Encoding header accepts (q > 0); `*` accepts any not named. */
function codificacoesAceitas(cabecalho: string | undefined): (codificacao: string) => boolean {
  const pesos = new Map<string, number>();
  for (const parte of (cabecalho ?? '').toLowerCase().split(',')) {
    const [nome, ...parametros] = parte.trim().split(';');
    if (!nome) continue;
    const q = parametros.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    pesos.set(nome.trim(), q === undefined ? 1 : Number(q));
  }
  return (codificacao) => (pesos.get(codificacao) ?? pesos.get('*') ?? 0) > 0;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, immutable: boolean): void {
  const variantes = VARIANTES.filter((v) => existsSync(file + v.sufixo));
  const aceita = codificacoesAceitas(req.headers['accept-encoding']);
  const escolhida = variantes.find((v) => aceita(v.codificacao));
  const enviado = escolhida ? file + escolhida.sufixo : file;
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': statSync(enviado).size,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(variantes.length ? { Vary: 'Accept-Encoding' } : {}),
    ...(escolhida ? { 'Content-Encoding': escolhida.codificacao } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(enviado).pipe(res);
}

function fileIn(root: string, path: string): string | null {
  const file = normalize(join(root, decodeURIComponent(path)));
  if (!file.startsWith(root)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end('Arquivo não encontrado.');
}

/**
 * The landing (dist/landing) answers / and its own pages; a file of either build is sent as a file;
 * a missing file under /assets/ is a 404; everything else is a route of the admin SPA
 * (dist/app/index.html), which decides where an unknown route goes.
 */
export function staticHandler(staticDir: string) {
  const landing = join(staticDir, 'landing');
  const app = join(staticDir, 'app');
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const landingPage = path === '/' ? join(landing, 'index.html') : (fileIn(landing, `${path.replace(/\/$/, '')}/index.html`) ?? fileIn(landing, path));
    const asset = fileIn(app, path);
    const file = landingPage && existsSync(landingPage) ? landingPage : asset;
    if (!file && path.startsWith('/assets/')) return notFound(res);
    const target = file ?? join(app, 'index.html');
    if (!existsSync(target)) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Aplicação não compilada: execute "npm run build".');
      return;
    }
    sendFile(req, res, target, path.startsWith('/assets/') && NOME_COM_HASH.test(basename(target)));
  };
}

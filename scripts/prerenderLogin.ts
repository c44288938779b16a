import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createServer, type Plugin } from 'vite';

const RAIZ = fileURLToPath(new URL('..', import.meta.url));
const MARCA_RAIZ = '<div id="root"></div>';

/** Renders the page through Vite's SSR loader (which also takes the CSS its components import). */
async function renderizar(): Promise<string> {
  const vite = await createServer({ configFile: false, root: RAIZ, appType: 'custom', logLevel: 'error', server: { middlewareMode: true, hmr: false, ws: false } });
  try {
    const modulo = (await vite.ssrLoadModule('/src/prerender/renderLogin.tsx')) as typeof import('../src/prerender/renderLogin');
    return modulo.renderLogin();
  } finally {
    await vite.close();
  }
}

/**
 * Writes dist/app/login/index.html: the built index.html with /login's markup already inside
 * #root (src/prerender/renderLogin.tsx), plus its .br and .gz, so the form paints before the
 * script arrives; server/static.ts answers /login with it and src/main.tsx hydrates it. Every
 * other route keeps the empty index.html.
 */
export function prerenderLogin(): Plugin {
  return {
    name: 'prerender-login',
    apply: 'build',
    async writeBundle(options, bundle) {
      const indice = bundle['index.html'];
      if (!indice || indice.type !== 'asset' || !options.dir) return;
      const html = String(indice.source);
      if (!html.includes(MARCA_RAIZ)) this.error(`index.html sem ${MARCA_RAIZ}: não há onde pôr a página /login`);
      const pagina = html
        .replace(MARCA_RAIZ, `<div id="root" data-prerender="/login">${await renderizar()}</div>`)
        // The page is already drawn: its scripts (hydration) come after the stylesheet, not beside it.
        .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
      const pasta = join(options.dir, 'login');
      mkdirSync(pasta, { recursive: true });
      writeFileSync(join(pasta, 'index.html'), pagina);
      writeFileSync(join(pasta, 'index.html.br'), brotliCompressSync(pagina));
      writeFileSync(join(pasta, 'index.html.gz'), gzipSync(pagina, { level: 9 }));
    },
  };
}

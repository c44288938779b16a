import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Each HTML shell is a route: landing/index.html is /, landing/<dir>/index.html is /<dir>. */
function routeOf(htmlFile: string): string {
  const dir = dirname(relative(root, htmlFile)).replaceAll('\\', '/');
  return dir === '.' ? '/' : `/${dir}`;
}

/**
 * Pre-renders the React pages in landing/src into the HTML shells at build time (and on each request
 * under `vite --config landing/vite.config.ts`). The output is plain HTML plus inlined CSS: React never
 * reaches the browser; only landing/src/client.ts (video facade and slideshow) does.
 */
function prerenderPages(): Plugin {
  return {
    name: 'landing-prerender',
    transformIndexHtml: {
      order: 'pre',
      async handler(html, ctx) {
        const { module } = await runnerImport<typeof import('./src/render')>(fromRoot('./src/render.tsx'), {
          root,
          logLevel: 'error',
        });
        const { head, body } = module.renderPage(routeOf(ctx.filename));
        const css = readFileSync(fromRoot('./src/styles.css'), 'utf8');
        return html.replace('<!--page-head-->', `${head}<style>${css}</style>`).replace('<!--page-body-->', body);
      },
    },
  };
}

// The public site: its own build, static HTML served at / (and /politicaprivacidade) by the server.
export default defineConfig({
  root,
  // Pages and scripts also as .br and .gz (server/static.ts picks one by Accept-Encoding).
  plugins: [prerenderPages(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' })],
  build: {
    outDir: fromRoot('../dist/landing'),
    emptyOutDir: true,
    // The only script is a tiny vanilla module; the modulepreload polyfill would outweigh it.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        inicio: fromRoot('./index.html'),
        politicaprivacidade: fromRoot('./politicaprivacidade/index.html'),
      },
    },
  },
});

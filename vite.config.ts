import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// The admin SPA (/login, /admin/*, recovery pages). The public landing has its own build (landing/).
export default defineConfig({
  // Every text file also as .br and .gz beside it; the server picks one by Accept-Encoding (server/static.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' })],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: { '/graphql': 'http://localhost:3000', '/api': 'http://localhost:3000' },
  },
});

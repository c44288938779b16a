import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The admin SPA (/login, /admin/*, recovery pages). The public landing has its own build (landing/).
export default defineConfig({
  plugins: [react()],
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

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { runnerImport } from 'vite';

// The rule for missing servers and tools, shared with the tests (loaded as TypeScript by Vite's runner).
const { falta } = (await runnerImport<typeof import('./tests/support/requisitos')>(new URL('./tests/support/requisitos.ts', import.meta.url).pathname, { logLevel: 'error' })).module;

/**
 * Fast suites: pure code, components (jsdom + msw) and the server against a real database,
 * once on SQLite and once on PostgreSQL (TEST_POSTGRES_URL; without it the PostgreSQL project is
 * skipped with a line, and under CI=true it fails: tests/support/requisitos.ts).
 */
const serverFiles = ['server/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'common', include: ['common/**/*.test.ts', 'agent/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' } },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // ra-data-graphql imports @apollo/client's named exports, which Node's CJS loader cannot give.
          server: { deps: { inline: ['ra-data-graphql'] } },
        },
      },
      { test: { name: 'server-sqlite', include: serverFiles, environment: 'node', env: { TEST_DB: 'sqlite' } } },
      ...(falta('postgres', 'projeto server-postgres (servidor em PostgreSQL)') ? [] : [{ test: { name: 'server-postgres', include: serverFiles, environment: 'node', env: { TEST_DB: 'postgres' } } }]),
    ],
  },
});

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Fast suites: pure code, components (jsdom + msw) and the server against a real database,
 * once on SQLite and once on PostgreSQL (TEST_POSTGRES_URL; required when CI=true).
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
      { test: { name: 'server-postgres', include: serverFiles, environment: 'node', env: { TEST_DB: 'postgres' } } },
    ],
  },
});

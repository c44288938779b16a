import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { runnerImport } from 'vite';

// The rule for missing servers and tools, shared with the tests (loaded as TypeScript by Vite's runner).
const { falta } = (
  await runnerImport<typeof import('./tests/support/requisitos')>(new URL('./tests/support/requisitos.ts', import.meta.url).pathname, { logLevel: 'error' })
).module;

/**
 * Fast suites: pure code, components (jsdom + msw) and the server against a real database,
 * once on SQLite and once on PostgreSQL (TEST_POSTGRES_URL; without it the PostgreSQL project is
 * skipped with a line, and under CI=true it fails: tests/support/requisitos.ts).
 */
/**
 * Ceilings, not measures: a test that starts a server, a database or a process (tsx, the agent, the
 * built executables) can take several seconds on a busy 2-core machine, and vitest's 5 s default
 * turned that into false failures; so did expect.poll's 1 s default for a page to answer a click
 * (HomePage's counter filter under CI). No test asserts a duration (speed lives in bench/).
 */
const limites = { testTimeout: 30_000, hookTimeout: 60_000, expect: { poll: { timeout: 10_000 } } };

/**
 * Test files at once. Vitest's default is one less than the cores (1 on a 2-core machine), but most
 * of the suite waits on something else (a server it started, a database, an agent's backoff, a dead
 * link's watchdog): three files at once keep two cores busy instead of half of one.
 */
const arquivosAoMesmoTempo = Math.max(availableParallelism() - 1, 3);

const serverFiles = ['server/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'];

export default defineConfig({
  test: {
    maxWorkers: arquivosAoMesmoTempo,
    projects: [
      { test: { name: 'common', include: ['common/**/*.test.ts', 'agent/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node', ...limites } },
      {
        plugins: [react()],
        test: {
          name: 'web',
          ...limites,
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // ra-data-graphql imports @apollo/client's named exports, which Node's CJS loader cannot give.
          server: { deps: { inline: ['ra-data-graphql'] } },
        },
      },
      { test: { name: 'server-sqlite', include: serverFiles, environment: 'node', env: { TEST_DB: 'sqlite' }, ...limites } },
      ...(falta('postgres', 'projeto server-postgres (servidor em PostgreSQL)')
        ? []
        : [{ test: { name: 'server-postgres', include: serverFiles, environment: 'node', env: { TEST_DB: 'postgres' }, ...limites } }]),
    ],
  },
});

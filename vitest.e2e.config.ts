import { defineConfig } from 'vitest/config';
import { runnerImport } from 'vite';

// The rule for missing servers and tools, shared with the tests (loaded as TypeScript by Vite's runner).
const { falta } = (
  await runnerImport<typeof import('./tests/support/requisitos')>(new URL('./tests/support/requisitos.ts', import.meta.url).pathname, { logLevel: 'error' })
).module;

const semChromium = falta('chromium', 'testes e2e');

/**
 * Browser end-to-end tests: the built app served by the real server, driven in Debian's Chromium.
 * Without Chromium they are all skipped with a line (a failure under CI: tests/support/requisitos.ts).
 */
export default defineConfig({
  test: {
    include: semChromium ? [] : ['tests/e2e/**/*.test.ts'],
    passWithNoTests: semChromium,
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // How long expect.poll waits for a page to show what a step expects (a ceiling, not a measure):
    // a page load and its first queries take more than vitest's default second on a busy machine.
    expect: { poll: { timeout: 15_000 } },
  },
});

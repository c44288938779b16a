/**
 * Lighthouse on the built site (run `npm run build` first): starts the real server over a fresh
 * database, launches Debian's Chromium with a DevTools port and audits / and /login with Lighthouse's
 * default (mobile, simulated throttling) settings. Installs and downloads nothing at run time.
 *
 *   npm run bench:lighthouse                      (/ and /login)
 *   npx tsx bench/lighthouse.ts / /esqueciminhasenha  (any paths)
 *
 * E2E_STATIC_DIR audits a private build instead of dist/ (as the e2e tests do).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../tests/e2e/support/browser';
import { startTestApp } from '../tests/support/testApp';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  path: string;
  /** 0–100 per category; null when Lighthouse could not score it (see error). */
  scores: Record<Category, number | null>;
  /** Audits that cost points: "category: audit id (score)". */
  failing: string[];
  error?: string;
}

export interface LighthouseOptions {
  paths?: string[];
  chromiumPath?: string;
}

const LIGHTHOUSE_CHROMIUM_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

/** Starts Chromium on a free DevTools port (it prints the port it picked on stderr). */
function launchChromium(executable: string, userDataDir: string): Promise<{ process: ChildProcess; port: number }> {
  const child = spawn(executable, [...LIGHTHOUSE_CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timeout = setTimeout(() => fail(new Error('Chromium não abriu a porta de depuração em 30 s')), 30_000);
    function fail(error: Error): void {
      clearTimeout(timeout);
      child.kill();
      reject(error);
    }
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`Chromium saiu com código ${code}: ${output.slice(-500)}`)));
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timeout);
        child.removeAllListeners('exit');
        child.stderr!.removeAllListeners('data');
        child.stderr!.resume();
        resolve({ process: child, port: Number(match[1]) });
      }
    });
  });
}

/** Ends the Chromium this bench started and waits for it, so its profile directory can be removed. */
function stopChromium(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill();
  });
}

async function audit(url: string, port: number): Promise<Omit<LighthouseResult, 'path'>> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && typeof a.score === 'number' && a.score < 1)
      .map((a) => `${id}: ${a.id} (${a.score}${a.displayValue ? `, ${a.displayValue}` : ''})`),
  );
  return { scores, failing, error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined };
}

/** Audits each path of a freshly started server; the caller gets the scores (and a printed table). */
export async function runLighthouse(options: LighthouseOptions = {}): Promise<LighthouseResult[]> {
  const paths = options.paths ?? ['/', '/login'];
  const chromiumPath = options.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
  if (!existsSync(join(staticDir, 'landing/index.html'))) throw new Error(`${staticDir}/ não existe: execute "npm run build" antes do Lighthouse.`);

  const app = await startTestApp();
  const userDataDir = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  let chromium: ChildProcess | undefined;
  try {
    const launched = await launchChromium(chromiumPath, userDataDir);
    chromium = launched.process;
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      try {
        results.push({ path, ...(await audit(`${app.url}${path}`, launched.port)) });
      } catch (error) {
        results.push({ path, scores: { performance: null, accessibility: null, 'best-practices': null, seo: null }, failing: [], error: String(error) });
      }
    }
    printTable(results);
    return results;
  } finally {
    if (chromium) await stopChromium(chromium);
    await app.close();
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

function printTable(results: LighthouseResult[]): void {
  const width = Math.max(6, ...results.map((r) => r.path.length));
  const cell = (value: number | null) => String(value ?? '—').padStart(14);
  console.log(`${'URL'.padEnd(width)} ${CATEGORIES.map((c) => c.padStart(14)).join(' ')}`);
  for (const result of results) console.log(`${result.path.padEnd(width)} ${CATEGORIES.map((c) => cell(result.scores[c])).join(' ')}`);
  for (const result of results) {
    if (result.error) console.log(`\n${result.path}: ${result.error}`);
    if (result.failing.length) console.log(`\n${result.path} perde pontos em:\n  ${result.failing.join('\n  ')}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  runLighthouse(paths.length ? { paths } : {}).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

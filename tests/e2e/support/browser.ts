import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { caminhoChromium } from '../../support/requisitos';

/** The flags Debian's Chromium needs here (root, no GPU, a closed network); also used by the Lighthouse bench. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const violations = new WeakMap<Browser, string[]>();

/** What the pages of this browser reported as Content-Security-Policy violations so far (a test may take expected ones out). */
export function cspViolations(browser: Browser): string[] {
  return violations.get(browser) ?? [];
}

/**
 * Records every CSP violation of a context's pages through the `securitypolicyviolation` event,
 * listened to by an init script (which the policy does not block) in every frame, before any
 * script of the page runs.
 */
async function watchCsp(context: BrowserContext, found: string[]): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => void found.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.effectiveDirective} bloqueou ${event.blockedURI || 'inline'} em ${event.documentURI}`);
    });
  });
}

/**
 * Debian's Chromium, headless. Every context it opens is watched for CSP violations, and closing
 * the browser fails (so the test file fails) when any was reported and not taken out by a test.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: caminhoChromium(), headless: true, args: CHROMIUM_FLAGS });
  const found: string[] = [];
  violations.set(browser, found);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context, found);
    return context;
  };
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.once('close', () => void context.close().catch(() => undefined));
    return page;
  };
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    await close(options);
    if (found.length) throw new Error(`O navegador relatou violações da Content-Security-Policy:\n${[...new Set(found)].join('\n')}`);
  };
  return browser;
}

/**
 * Resolves once the page's finite CSS transitions and animations have ended (a dialog fading in is
 * then at full opacity and at its place). Endless animations (a spinner) are not waited for.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** WCAG 2.2 AA violations on the page once its transitions have ended, ids and the first target of each. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await transitionsEnded(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

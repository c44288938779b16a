import type { Page } from 'playwright-core';
import englishMessages from 'ra-language-english';
import { keyPaths } from '../../../src/i18n/mergeMessages';
import { ptBR } from '../../../src/i18n/pt-BR';

/** Waits for a condition (usable in hooks, where vitest's expect.poll is not). */
async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('Tempo esgotado esperando a condição.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Logs in through /login as a user would and waits for /admin/home. */
export async function loginAs(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(email);
  await until(() => page.getByLabel('Senha').isEnabled());
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/admin/home');
}

const valueAt = (tree: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

/** The literal pieces of a message ('Delete %{name}' → 'Delete'), plural forms split. */
const chunks = (text: string) =>
  text
    .split('||||')
    .flatMap((form) => form.split(/%\{\w+\}/))
    .map((piece) => piece.trim())
    .filter((piece) => /[A-Za-z]{2,}/.test(piece));

/**
 * Every text of ra-language-english that no Portuguese message also uses ('Email' is both): if one
 * of them is on screen, react-admin fell back to English.
 */
export const ENGLISH_TEXTS: string[] = (() => {
  const portuguese = new Set(keyPaths(ptBR).flatMap((key) => chunks(String(valueAt(ptBR, key)))));
  const english = keyPaths(englishMessages).flatMap((key) => chunks(String(valueAt(englishMessages, key))));
  return [...new Set(english)].filter((text) => !portuguese.has(text));
})();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English texts on screen: visible text plus the accessible names and hints of visible elements. */
export async function englishOnScreen(page: Page): Promise<string[]> {
  const screenText = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder]')]
      .filter((el) => (el as HTMLElement).offsetParent !== null || el === document.body)
      .flatMap((el) => ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''));
    return [document.body.innerText, document.title, ...attributes].join('\n');
  });
  return ENGLISH_TEXTS.filter((text) => new RegExp(`(^|[^A-Za-zÀ-ú])${escape(text)}($|[^A-Za-zÀ-ú])`).test(screenText));
}

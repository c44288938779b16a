import type { Page } from 'playwright-core';

/**
 * How wide the page is against the window, with the innermost elements that stick out named (tag,
 * display, width, id, label, text) so that a failure says what to fix.
 */
export function larguras(page: Page): Promise<{ documento: number; janela: number; largos: string[] }> {
  return page.evaluate(() => ({
    documento: document.documentElement.scrollWidth,
    janela: window.innerWidth,
    largos: [...document.querySelectorAll('body *')]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > window.innerWidth + 1 && ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1),
      )
      .slice(0, 5)
      .map((el) => {
        const cadeia: string[] = [];
        for (let a: Element | null = el; a && a !== document.body; a = a.parentElement)
          cadeia.push(
            `${a.tagName.toLowerCase()}[${getComputedStyle(a).display}/${Math.round(a.getBoundingClientRect().width)}${a.id ? `#${a.id}` : ''}${a.getAttribute('aria-label') ? `@${a.getAttribute('aria-label')}` : ''}]`,
          );
        return `${cadeia.slice(0, 12).join(' < ')} «${(el.textContent ?? '').slice(0, 40)}»`;
      }),
  }));
}

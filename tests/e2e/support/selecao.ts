import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Picks an option of a MUI Select as a keyboard user does: opens the menu, presses Enter on the
 * option and waits for the menu to close. A mouse click lands on coordinates, and while the menu
 * is still growing open on a busy machine it can miss the option and leave the menu open, with the
 * rest of the page hidden from the accessibility tree behind it; Enter acts on the option itself.
 */
export async function escolherOpcao(page: Page, select: Locator, opcao: string | RegExp): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: opcao }).press('Enter');
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
}

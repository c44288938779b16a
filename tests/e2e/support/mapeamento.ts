import type { Locator, Page } from 'playwright-core';

/** A mapping input of a data page (a picker of the select's columns) by its field's label alone: 'Descrição', not 'Descrição detalhada'. */
export const mapeado = (page: Page, label: string): Locator => page.getByRole('combobox', { name: new RegExp(`^${label}[\\s*]*$`) });

/**
 * Types a column into a mapping picker and closes its list of columns, as a person moving on
 * would: left open, the list would cover the controls below it.
 */
export async function mapear(page: Page, label: string, coluna: string): Promise<void> {
  const campo = mapeado(page, label);
  await campo.fill(coluna);
  await campo.press('Escape');
}

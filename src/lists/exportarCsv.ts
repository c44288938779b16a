import { getJson } from '../providers/restClient';
import { filterToWhere } from '../providers/queryOptions';
import { resourceSpec } from '../providers/resources';

/**
 * The CSV link of a list (server/rest/exportacao.ts): its conditions as the list reads them (the
 * search box, the filters and the list's fixed ones), the browser's time zone for the dates and a
 * short-lived ticket, so the browser saves the file from the link itself without holding it.
 */
export function linkExportacao(resource: string, filter: Record<string, unknown>, ticket: string, agora = Date.now()): string {
  const params = new URLSearchParams({ ticket, fuso: Intl.DateTimeFormat().resolvedOptions().timeZone });
  const where = filterToWhere(filter, resourceSpec(resource).searchFields, agora);
  if (where) params.set('where', JSON.stringify(where));
  return `/api/v1/exportar/${resource}?${params}`;
}

export async function exportarCsv(resource: string, filter: Record<string, unknown>): Promise<void> {
  const { ticket } = await getJson<{ ticket: string }>('/api/v1/exportar');
  const link = document.createElement('a');
  link.href = linkExportacao(resource, filter, ticket);
  link.download = '';
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

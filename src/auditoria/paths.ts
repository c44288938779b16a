import type { EntidadeAuditoria } from '../../common/auditoria';

/** /admin/auditoria (docs/produto.md §2), like the other list routes of docs/produto.md §2. */
export const AUDITORIA_PATH = 'auditoria';

/** The Auditoria page filtered to one record: its history (react-admin keeps list filters in ?filter=). */
export function historicoPath(entidade: EntidadeAuditoria, id: string | number): string {
  return `/${AUDITORIA_PATH}?filter=${encodeURIComponent(JSON.stringify({ entidade, entidadeId: String(id) }))}`;
}

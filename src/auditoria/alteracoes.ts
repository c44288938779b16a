import type { EntidadeAuditoria } from '../../common/auditoria';

/** The react-admin resource whose field labels name an entity's fields. */
export const RECURSO_DA_ENTIDADE: Record<EntidadeAuditoria, string> = {
  contratante: 'contratantes',
  usuario: 'usuarios',
  filial: 'mobileFiliais',
  dispositivo: 'mobileDispositivos',
  database: 'mobileFilialDatabases',
};

export interface LinhaAlteracao {
  campo: string;
  antes?: unknown;
  depois?: unknown;
  temAntes: boolean;
  temDepois: boolean;
}

function objeto(texto: unknown): Record<string, unknown> | null {
  if (typeof texto !== 'string' || !texto) return null;
  try {
    const valor = JSON.parse(texto);
    return valor && typeof valor === 'object' && !Array.isArray(valor) ? (valor as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** One line per field an entry names, with its value before and/or after (JSON text as the server keeps it). */
export function linhasAlteracao(antesTexto: unknown, depoisTexto: unknown): LinhaAlteracao[] {
  const antes = objeto(antesTexto);
  const depois = objeto(depoisTexto);
  const campos = [...new Set([...Object.keys(antes ?? {}), ...Object.keys(depois ?? {})])];
  return campos.map((campo) => ({
    campo,
    antes: antes?.[campo],
    depois: depois?.[campo],
    temAntes: Boolean(antes && campo in antes),
    temDepois: Boolean(depois && campo in depois),
  }));
}

/** A value as a person reads it: Sim/Não, '—' for empty, JSON for anything structured. */
export function textoValor(valor: unknown): string {
  if (valor === null || valor === undefined || valor === '') return '—';
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (typeof valor === 'object') return JSON.stringify(valor);
  return String(valor);
}

/** A value of a mapped record as the pages print it: lists by their size, objects as JSON, nothing as a dash. */
export function valorExibido(valor: unknown, itens: (n: number) => string): string {
  if (valor === null || valor === undefined || valor === '') return '—';
  if (Array.isArray(valor)) return itens(valor.length);
  if (typeof valor === 'object') return JSON.stringify(valor);
  return String(valor);
}

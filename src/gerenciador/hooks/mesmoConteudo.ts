const objeto = (valor: unknown): valor is Record<string, unknown> => typeof valor === 'object' && valor !== null && !Array.isArray(valor);

/** Nothing there: a field never filled and one filled then emptied are the same to the user. */
const vazio = (valor: unknown): boolean => valor === undefined || valor === null || valor === '' || (objeto(valor) && Object.values(valor).every(vazio));

/**
 * Whether two forms hold the same values, whatever the order of their keys and whether an empty
 * field is absent, null or '' (mapping a field and clearing it again leaves nothing to save).
 */
export function mesmoConteudo(a: unknown, b: unknown): boolean {
  if (vazio(a) || vazio(b)) return vazio(a) && vazio(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => mesmoConteudo(x, b[i]));
  }
  if (objeto(a) && objeto(b)) return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((k) => mesmoConteudo(a[k], b[k]));
  return a === b;
}

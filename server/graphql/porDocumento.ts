import type { DocumentNode } from 'graphql';

/**
 * `fn(document, operationName)` remembered per document: yoga's parser cache hands the same
 * DocumentNode to every request of the same text, so a fact read off the document (its root fields,
 * its bulk actions, its metric label) is computed once, not on every request. Kept in a
 * WeakMap, so a document the parser cache drops takes its facts with it.
 */
export function porDocumento<T>(fn: (document: DocumentNode, operationName: string | null) => T): (document: DocumentNode, operationName?: string | null) => T {
  const memoria = new WeakMap<DocumentNode, Map<string | null, T>>();
  return (document, operationName) => {
    const nome = operationName ?? null;
    let porNome = memoria.get(document);
    if (!porNome) memoria.set(document, (porNome = new Map()));
    if (porNome.has(nome)) return porNome.get(nome) as T;
    const valor = fn(document, nome);
    // A client may send one document with many operation names: only the first few are kept.
    if (porNome.size < 8) porNome.set(nome, valor);
    return valor;
  };
}

import { createHash } from 'node:crypto';

/**
 * A pull cursor: the type's data generation (bumped when the manager clears the server's data),
 * the signature of what the caller may see (seller and visibility flags) and the last change
 * sequence delivered. When either of the first two differs from now, the phone must start over.
 */
export interface Cursor {
  geracao: number;
  visibilidade: string;
  sequencia: number;
}

export const VISIBILIDADE_TOTAL = '0';

export const assinaturaVisibilidade = (...partes: string[]) => createHash('sha256').update(partes.join('\u0000')).digest('hex').slice(0, 12);

export const formatarCursor = (c: Cursor) => `${c.geracao}.${c.visibilidade}.${c.sequencia}`;

/** null when the text is not a cursor this server wrote. */
export function lerCursor(texto: string): Cursor | null {
  const m = /^(\d{1,12})\.([0-9a-f]{1,16})\.(\d{1,15})$/.exec(texto);
  return m ? { geracao: Number(m[1]), visibilidade: m[2], sequencia: Number(m[3]) } : null;
}

/** Where a pull starts: after the cursor when it is still valid, otherwise from the beginning with reiniciar. */
export function inicioDoPull(texto: string | null, atual: { geracao: number; visibilidade: string }): { desde: number; reiniciar: boolean } | null {
  if (texto === null || texto === '') return { desde: 0, reiniciar: false };
  const cursor = lerCursor(texto);
  if (!cursor) return null;
  if (cursor.geracao !== atual.geracao || cursor.visibilidade !== atual.visibilidade) return { desde: 0, reiniciar: true };
  return { desde: cursor.sequencia, reiniciar: false };
}

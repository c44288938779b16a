import { prefixoCabecalho, TIPOS_DADOS_POR_TIPO } from './dados';
import { REGISTROS_APP, type TipoRegistroApp } from './registros';
import type { GrupoInsert, Placeholder } from './types';

const placeholdersDe = (tipo: TipoRegistroApp, chave: GrupoInsert['chave']): Placeholder[] =>
  TIPOS_DADOS_POR_TIPO[REGISTROS_APP[tipo].insert]?.inserts.find((g) => g.chave === chave)?.placeholders ?? [];

/** `valores` with the group's derived placeholders (the discount as a fraction) computed from them. */
function comDerivados(placeholders: Placeholder[], valores: Record<string, unknown>): Record<string, unknown> {
  const saida = { ...valores };
  for (const p of placeholders) if (p.derivar) saida[p.nome] = p.derivar(valores);
  return saida;
}

/**
 * What the header's inserts bind: the phone's record, its uuid, when the server received it, and
 * the derived values. The write-back and the insert test both call it, so a test binds what a real
 * write would.
 */
export function valoresDoCabecalho(
  tipo: TipoRegistroApp,
  dados: Record<string, unknown>,
  extras: { uuid: string; dataSincronizacao: unknown },
): Record<string, unknown> {
  return comDerivados(placeholdersDe(tipo, 'insert'), { ...dados, ...extras });
}

/**
 * What one item's inserts bind: the item's fields, its sequence (1…n), the header's new ERP key, the
 * record's uuid, and every header field under the record's prefix (`:pedido_dataPedido`).
 */
export function valoresDoItem(
  tipo: TipoRegistroApp,
  cabecalho: Record<string, unknown>,
  item: Record<string, unknown>,
  indice: number,
  chaveErp: string,
): Record<string, unknown> {
  const { prefixoItens, chave } = REGISTROS_APP[tipo];
  const doCabecalho = Object.fromEntries(
    Object.entries(cabecalho)
      .filter(([nome]) => nome !== 'itens' && nome !== 'uuid')
      .map(([nome, valor]) => [prefixoCabecalho(prefixoItens, nome), valor]),
  );
  return comDerivados(placeholdersDe(tipo, 'insertItens'), { ...doCabecalho, ...item, sequencia: indice + 1, [chave]: chaveErp, uuid: cabecalho.uuid });
}

import type { ConfiguracaoBasica } from './basica';
import type { TipoRegistroApp } from './registros';

export type TipoValor = 'texto' | 'inteiro' | 'decimal' | 'booleano' | 'data' | 'dataHora';

/** One field the ERP's select maps into the product (docs/produto.md §3 "Campos mapeáveis"). */
export interface CampoMapeavel {
  nome: string;
  label: string;
  tipo: TipoValor;
  /** '?' in docs/produto.md §3: the field may stay unmapped. */
  opcional?: boolean;
  /** Value used when an optional field is not mapped. */
  padrao?: string | number | boolean;
  /** Allowed values (e.g. tipoPessoa F/J, situacao pago/aberto/pendente). */
  valores?: readonly string[];
  /** When the field applies at all, from the basic configuration; absent means always. */
  visivel?: (basica: ConfiguracaoBasica) => boolean;
  /** The condition in words (as docs/produto.md §3 gives it), shown as help and checked by the catalogue test. */
  condicao?: string;
}

/** A second select that goes with its parent (price-table items, customer payment methods, order items). */
export interface SubSelect {
  /** Key in dados holding the SQL, and in mapeamento holding the column mapping. */
  chave: 'selectItens' | 'selectFormaPagamentoCliente';
  label: string;
  campos: CampoMapeavel[];
  visivel?: (basica: ConfiguracaoBasica) => boolean;
}

/** A value from the phone's record bound as a parameter of an insert: `:nome` in the SQL. */
export interface Placeholder {
  nome: string;
  descricao: string;
  tipo: TipoValor;
  /**
   * A value computed from the record's others rather than sent by the phone (the discount as a
   * fraction, an item's sequence number): the write-back and the insert test bind it the same way.
   */
  derivar?: (valores: Record<string, unknown>) => unknown;
  /** Filled by the write-back (an item's sequence, the header's fields in the items), never sent by a phone. */
  interno?: boolean;
}

/**
 * A value the agent binds into a page's own select (`:situacaoFinal`): the page's setting of the same
 * name, or a list the server gives (`lista`: one marker per value). Testar Select and the preview
 * bind `exemplo` where the page or the server has no value yet, so the select can run before there is
 * data (common/catalogo/parametrosSelect).
 */
export interface ParametroSelect extends Placeholder {
  lista?: boolean;
  exemplo: string | string[];
}

/** Whether a phone may send this placeholder's value (the others are the write-back's own). */
export const enviadoPeloAplicativo = (p: Placeholder) => !p.derivar && !p.interno;

/** A list of insert cards (header or items), each with its follow-up select reading back the key. */
export interface GrupoInsert {
  chave: 'insert' | 'insertItens';
  label: string;
  placeholders: Placeholder[];
}

export type Direcao = 'erpParaNuvem' | 'nuvemParaErp';

/** One data configuration page of the manager (docs/produto.md §2 "Área do gerenciador"). */
export interface TipoDados {
  tipo: string;
  /** The route under /gerenciador/{id}/: snake_case of the name. */
  rota: string;
  titulo: string;
  direcao: Direcao;
  /** The basic-configuration flag(s) that show the menu entry; absent means always shown. */
  menuVisivel?: (basica: ConfiguracaoBasica) => boolean;
  /** The flag in words (as docs/produto.md §2 gives it), for the catalogue test and the help text. */
  flag?: string;
  campos: CampoMapeavel[];
  subSelects: SubSelect[];
  inserts: GrupoInsert[];
  /**
   * Values the agent binds into the select itself (order status: the orders to check and the
   * status values), shown as parameter tags by the select editor.
   */
  parametrosSelect?: ParametroSelect[];
  /** Extra dados of this type (order status: situacaoInicial, situacaoFinal). */
  dadosExtras?: Record<string, string>;
  /** Phone records of this type are written back to the ERP through `inserts`. */
  registroApp?: TipoRegistroApp;
}

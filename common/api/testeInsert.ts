/** One statement of an insert test as the agent ran it: where it is, its SQL as written, its bound values. */
export interface PassoTesteInsert {
  grupo: 'insert' | 'insertItens';
  /** The card's position (1…) in its group. */
  card: number;
  /** The item (1…) an items' insert ran for; null for the header's. */
  item: number | null;
  etapa: 'insert' | 'selectChave';
  /** The SQL as configured, with its :placeholders. */
  sql: string;
  /** Each placeholder in order of appearance with the value bound to it. */
  parametros: { nome: string; valor: unknown }[];
}

/**
 * The answer of "Testar Insert" (filialGerenciadorTestarInsert's dados): the record used, every
 * statement with its values, the key the follow-up select read, and where it failed, if it did.
 * The transaction was rolled back, and nothing stayed in the ERP, unless the message says it could
 * not be (a statement ended the transaction: agent/sync/gravador.ts, ErroNaoDesfeito).
 */
export interface ResultadoTesteInsert {
  /** Where the sample record came from: the branch's last received record of the type, or the catalogue's examples. */
  origem: 'ultimoRecebido' | 'exemplo';
  registro: Record<string, unknown>;
  passos: PassoTesteInsert[];
  chave: string | null;
  /** The statement that failed (an index into passos), when one did. */
  falhouNoPasso: number | null;
}

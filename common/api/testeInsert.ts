import type { TipoRegistroApp } from '../catalogo';

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

/** Which record a run of the insert test bound: every optional field filled, or every optional field empty (NULL). */
export type CamposTesteInsert = 'preenchidos' | 'vazios';

/** One run of the insert test: the record it bound, every statement with its values, the key read, where it failed. */
export interface ExecucaoTesteInsert {
  campos: CamposTesteInsert;
  registro: Record<string, unknown>;
  passos: PassoTesteInsert[];
  chave: string | null;
  /** The statement that failed (an index into passos), when one did. */
  falhouNoPasso: number | null;
  ok: boolean;
  /**
   * The kind of the failure (common/erpErrors, or the write-back's own) and, for a missing table or
   * column, its name as the engine gave it: the save of an insert page refuses those.
   */
  falha: { tipo: string; objeto: string | null } | null;
  /** This run's outcome in Portuguese; on a failure, what to fix (the engine's text is in `erro`). */
  msg: string;
  erro: string | null;
}

/**
 * The answer of "Testar Insert" (filialGerenciadorTestarInsert's dados): the same record run twice,
 * once with every optional field filled and once with every optional field empty (NULL, as a real
 * record without discount or note binds it), each in a transaction rolled back at its end. Nothing
 * stayed in the ERP unless the message says it could not be undone (a statement ended the
 * transaction: agent/gravacao/gravador.ts, ErroNaoDesfeito).
 */
export interface ResultadoTesteInsert {
  /**
   * Where the record came from: the newest of the branch's queue (pendente or erro), the last one
   * received from the phones, or one built from the synced catalogue (common/catalogo/exemplos).
   */
  origem: 'fila' | 'ultimoRecebido' | 'exemplo';
  execucoes: ExecucaoTesteInsert[];
  /** The key the first run read, when it did. */
  chave: string | null;
}

/**
 * The record the server chose for an insert test (server/services/amostraInsert.ts): the queue's
 * newest of the type, the last received, or one built from the synced catalogue; `dados` with every
 * optional field filled, `vazios` with every optional field left out.
 */
export interface AmostraInsert {
  tipo: TipoRegistroApp;
  uuid: string;
  dados: Record<string, unknown>;
  vazios?: Record<string, unknown>;
  origem: ResultadoTesteInsert['origem'];
}

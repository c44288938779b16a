import type { ConfiguracaoIntegracao, TipoIntegracao } from '../../common/catalogo';
import type { TipoErroErp } from '../../common/erpErrors';

export type Linha = Record<string, unknown>;

/** Runs statements that may write: in autocommit (the dialect itself) or inside a transaction. */
export interface Executor {
  /** A statement with positional values bound as parameters (never spliced into the SQL). */
  executar(sql: string, valores?: unknown[]): Promise<Linha[]>;
}

/** The statements of one transaction of the ERP database, opened by `Dialeto.transacao`. */
export interface Transacao extends Executor {
  /**
   * Whether the transaction the dialect opened is still open, and still the same one: a statement
   * run in it (COMMIT, END, COMMIT RETAIN, an implicit commit) may have ended it, and then what ran
   * before is in the ERP whatever the dialect does next. The insert test asks once before its
   * statements (the first call notes which transaction it is, where the engine can tell) and once
   * after them, before it reports that nothing stayed in the ERP.
   */
  aberta(): Promise<boolean>;
}

/**
 * One ERP engine behind the interface the sync engine and the write-back use. Placeholders in the
 * SQL given here are already positional (`?`); each dialect turns them into its own marker.
 *
 * Reads (`consultar`, `percorrer`, `testarSelect`) take exactly one query statement of this engine,
 * checked before anything reaches the ERP (`selectUnico`, common/catalogo/instrucoesSql), and run
 * it in a read-only transaction or session: the select test, the previews, discovery and every sync
 * select can never change the ERP (docs/guia-integrador.md, "O que o gerenciador recusa").
 */
export interface Dialeto extends Executor {
  readonly tipo: TipoIntegracao;
  /** The kind of a failure of this engine's driver (agent/dialects/<engine>/errors.ts), or null when not mapped. */
  classificar(erro: unknown): TipoErroErp | null;
  /** Opens a connection and runs a trivial query; throws the database's own message on failure. */
  testar(): Promise<void>;
  /** The marker of the i-th (0-based) bound value in this engine's SQL: `?`, `$1`, `@p0`. */
  marcador(indice: number): string;
  /**
   * THE read-only select: the whole result of one query, read-only, with values converted exactly as
   * in `percorrer` (sub-selects, discovery, key look-ups, proposals). Values given here come from the
   * ERP itself or from the agent, never from a phone.
   */
  consultar(sql: string, valores?: unknown[]): Promise<Linha[]>;
  /**
   * The same read-only select a page of `tamanho` rows at a time without holding the whole result;
   * waits for `aoPagina` before reading on, and stops early when it returns false.
   */
  percorrer(sql: string, tamanho: number, aoPagina: (linhas: Linha[]) => Promise<boolean>, valores?: unknown[]): Promise<void>;
  transacao<T>(trabalho: (tx: Transacao) => Promise<T>): Promise<T>;
  /** The select test: the read-only select with its values bound, limited to its first `limite` rows when given. */
  testarSelect(sql: string, limite: number | null, valores?: unknown[]): Promise<Linha[]>;
  fechar(): Promise<void>;
}

export type ConexaoErp = Pick<
  ConfiguracaoIntegracao,
  'tipoIntegracao' | 'hostname' | 'porta' | 'portaMssql' | 'database' | 'username' | 'password' | 'sqliteArquivo'
>;

/**
 * The COMMIT itself failed (the connection dropped while committing): whether the ERP kept the
 * transaction cannot be known, so a write-back looks the record up before trying again.
 */
export class ErroNoCommit extends Error {
  constructor(readonly causa: unknown) {
    super(causa instanceof Error ? causa.message : String(causa));
  }
}

/** Feeds rows from an async source to `aoPagina` in pages of `tamanho`; false from it stops the read. */
export async function emPaginas(linhas: AsyncIterable<Linha>, tamanho: number, aoPagina: (linhas: Linha[]) => Promise<boolean>): Promise<boolean> {
  let pagina: Linha[] = [];
  for await (const linha of linhas) {
    pagina.push(linha);
    if (pagina.length >= tamanho) {
      if (!(await aoPagina(pagina))) return false;
      pagina = [];
    }
  }
  return pagina.length ? aoPagina(pagina) : true;
}

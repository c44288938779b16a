import type { ConfiguracaoIntegracao, TipoIntegracao } from '../../common/catalogo';
import type { TipoErroErp } from '../../common/erpErrors';

export type Linha = Record<string, unknown>;

/** Runs statements inside one transaction of the ERP database. */
export interface Executor {
  /** A statement with positional values bound as parameters (never spliced into the SQL). */
  executar(sql: string, valores?: unknown[]): Promise<Linha[]>;
  /**
   * A read whose values convert exactly as in `percorrer` (the main select), for the sub-selects and
   * the test select. Values given here come from the ERP itself, never from a phone.
   */
  consultar(sql: string, valores?: unknown[]): Promise<Linha[]>;
}

/**
 * One ERP engine behind the interface the sync engine and the write-back use. Placeholders in the
 * SQL given here are already positional (`?`); each dialect turns them into its own marker.
 */
export interface Dialeto extends Executor {
  readonly tipo: TipoIntegracao;
  /** The kind of a failure of this engine's driver (agent/dialects/errors), or null when not mapped. */
  classificar(erro: unknown): TipoErroErp | null;
  /** Opens a connection and runs a trivial query; throws the database's own message on failure. */
  testar(): Promise<void>;
  /** The marker of the i-th (0-based) bound value in this engine's SQL: `?`, `$1`, `@p0`. */
  marcador(indice: number): string;
  /**
   * Reads a select a page of `tamanho` rows at a time without holding the whole result; waits for
   * `aoPagina` before reading on, and stops early when it returns false.
   */
  percorrer(sql: string, tamanho: number, aoPagina: (linhas: Linha[]) => Promise<boolean>, valores?: unknown[]): Promise<void>;
  transacao<T>(trabalho: (tx: Executor) => Promise<T>): Promise<T>;
  /**
   * The select test: runs `sql` (at most `limite` rows when given) in a transaction that is always
   * rolled back, so a test can never change the ERP.
   */
  testarSelect(sql: string, limite: number | null): Promise<Linha[]>;
  fechar(): Promise<void>;
}

export type ConexaoErp = Pick<ConfiguracaoIntegracao, 'tipoIntegracao' | 'hostname' | 'porta' | 'portaMssql' | 'database' | 'username' | 'password' | 'sqliteArquivo'>;

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

/** A select without its trailing semicolon, ready to be wrapped or declared as a cursor. */
export const semPontoEVirgula = (sql: string) => sql.trim().replace(/;\s*$/, '');

/** Runs `sql` inside a transaction of `dialeto` and rolls it back, returning the rows read. */
export async function executarRevertido(dialeto: Pick<Dialeto, 'transacao'>, sql: string): Promise<Linha[]> {
  const desfazer = Symbol('desfazer');
  let linhas: Linha[] = [];
  await dialeto.transacao(async (tx) => {
    linhas = await tx.consultar(sql);
    throw desfazer;
  }).catch((e: unknown) => {
    if (e !== desfazer) throw e;
  });
  return linhas;
}

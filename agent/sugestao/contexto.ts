import type { EsquemaErp, TabelaErp } from '../../common/api/esquemaErp';
import type { ConfiguracaoBasica } from '../../common/catalogo';
import type { Dialeto, Linha } from '../dialects';
import { analisarColunas, type ColunaAnalisada } from './colunas';
import { nomeTabela, sqlDoMotor, type SqlMotor } from './sqlMotor';

/** Rows a proposal reads of a candidate table: enough to see its flags and formats, never the table. */
export const LINHAS_AMOSTRA = 20;
/** A candidate's rows are counted up to this many (an empty table is a worse candidate; a big one is not better). */
export const LIMITE_CONTAGEM = 1000;

export const chaveDaTabela = (t: { esquema: string | null; nome: string }) => `${t.esquema ?? ''}\u0000${t.nome}`;

/**
 * What one proposal knows of the ERP: its catalogue (read once) and, for the few candidate tables it
 * looks closer at, a bounded count and a sample of rows. Every read is a catalogue query or a select
 * with a row limit in a transaction that is rolled back (Dialeto.testarSelect): nothing is written.
 */
export class ContextoSugestao {
  readonly motor: SqlMotor;
  private amostras = new Map<string, Promise<Linha[]>>();
  private contagens = new Map<string, Promise<number | null>>();
  /** The table chosen for a type, when another type's foreign key points at it (customers for orders). */
  readonly escolhas = new Map<string, Promise<TabelaErp | null>>();

  constructor(
    readonly dialeto: Pick<Dialeto, 'tipo' | 'consultar' | 'testarSelect'>,
    readonly esquema: EsquemaErp,
    readonly basica: ConfiguracaoBasica,
  ) {
    this.motor = sqlDoMotor(dialeto.tipo);
  }

  get tabelas(): TabelaErp[] {
    return this.esquema.tabelas;
  }

  tabela(esquema: string | null, nome: string): TabelaErp | undefined {
    return (
      this.tabelas.find((t) => t.nome === nome && (t.esquema ?? null) === (esquema ?? null)) ??
      this.tabelas.find((t) => t.nome.toLowerCase() === nome.toLowerCase())
    );
  }

  nomeSql(tabela: TabelaErp): string {
    return nomeTabela(this.motor, tabela);
  }

  /** The first rows of a table, every column by name (a failure, such as a view that no longer compiles, reads as no rows). */
  amostra(tabela: TabelaErp): Promise<Linha[]> {
    const chave = chaveDaTabela(tabela);
    let linhas = this.amostras.get(chave);
    if (!linhas) {
      const sql = `SELECT ${tabela.colunas.map((c) => this.motor.nome(c.nome)).join(', ')} FROM ${this.nomeSql(tabela)}`;
      linhas = this.dialeto.testarSelect(sql, LINHAS_AMOSTRA).catch(() => []);
      this.amostras.set(chave, linhas);
    }
    return linhas;
  }

  /** How many rows the table has, up to LIMITE_CONTAGEM; null when it cannot be read. */
  linhas(tabela: TabelaErp): Promise<number | null> {
    const chave = chaveDaTabela(tabela);
    let n = this.contagens.get(chave);
    if (!n) {
      n = this.dialeto
        .testarSelect(this.motor.contarAte(this.nomeSql(tabela), LIMITE_CONTAGEM + 1), null)
        .then((l) => Number(Object.values(l[0] ?? {})[0] ?? 0))
        .catch(() => null);
      this.contagens.set(chave, n);
    }
    return n;
  }

  async colunas(tabela: TabelaErp): Promise<ColunaAnalisada[]> {
    return analisarColunas(tabela, await this.amostra(tabela));
  }

  /** The primary key's columns (empty when the table has none). */
  chavePrimaria(tabela: TabelaErp): string[] {
    return tabela.chaves?.find((k) => k.tipo === 'primaria')?.colunas ?? [];
  }

  /** The foreign keys of a table that point at `alvo`. */
  estrangeirasPara(tabela: TabelaErp, alvo: TabelaErp) {
    return (tabela.chaves ?? []).filter(
      (k) =>
        k.tipo === 'estrangeira' &&
        k.referencia &&
        k.referencia.tabela.toLowerCase() === alvo.nome.toLowerCase() &&
        (k.referencia.esquema ?? null) === (alvo.esquema ?? null),
    );
  }

  /** The table a single-column foreign key of `coluna` points at, if any. */
  referenciaDe(tabela: TabelaErp, coluna: string): { tabela: TabelaErp; coluna: string } | null {
    const k = (tabela.chaves ?? []).find((c) => c.tipo === 'estrangeira' && c.colunas.length === 1 && c.colunas[0] === coluna && c.referencia);
    const alvo = k?.referencia && this.tabela(k.referencia.esquema, k.referencia.tabela);
    return alvo && k?.referencia?.colunas[0] ? { tabela: alvo, coluna: k.referencia.colunas[0] } : null;
  }
}

/**
 * A change of the ERP's structure under a saved configuration: a table or column its statements use
 * that is gone (dropped or renamed) or whose type changed. The agent finds it; the server keeps it
 * per branch and type until the configuration or the ERP is fixed (docs/guia-integrador.md).
 */
export interface DivergenciaEstrutura {
  tabela: string;
  /** null when the whole table is gone. */
  coluna: string | null;
  /** What changed, in Portuguese. */
  motivo: string;
}

/** A type's divergences as the status queries answer them, with since when they hold. */
export interface DivergenciasDoTipo {
  tipo: string;
  divergencias: DivergenciaEstrutura[];
  desde: string;
}

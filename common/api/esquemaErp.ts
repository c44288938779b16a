import type { TipoIntegracao } from '../catalogo/conexao';

/** A column of the ERP as its engine's catalogue describes it. */
export interface ColunaErp {
  nome: string;
  /** The engine's own type, e.g. varchar(20), NUMERIC(15,2), integer. */
  tipo: string;
  /** Accepts NULL (absent when the catalogue did not say). */
  nulavel?: boolean;
  /** The declared default as the engine writes it (`0`, `'N'`, `CURRENT_TIMESTAMP`); null when none. */
  padrao?: string | null;
  /**
   * Filled by the engine itself: `identidade` (identity, auto-increment, serial, SQLite's rowid alias)
   * or `calculada` (generated, computed). An insert leaves these out.
   */
  geracao?: 'identidade' | 'calculada' | null;
}

/** A primary, unique or foreign key: its columns in order, and for a foreign key the table and columns it points at. */
export interface ChaveErp {
  tipo: 'primaria' | 'unica' | 'estrangeira';
  colunas: string[];
  referencia?: { esquema: string | null; tabela: string; colunas: string[] };
}

/** What an insert trigger of a table sets: the columns it assigns and the generator or sequence it draws from. */
export interface GatilhoErp {
  colunas: string[];
  geradores: string[];
}

/** A table or view of the ERP and its columns, in their order (the discovery beside the select editor). */
export interface TabelaErp {
  /** The schema when it must be named in SQL (PostgreSQL outside the search path, SQL Server other than dbo); else null. */
  esquema: string | null;
  nome: string;
  view: boolean;
  colunas: ColunaErp[];
  /** MySQL/MariaDB: the table's engine cannot roll back (MyISAM, MEMORY…); an insert test refuses it. */
  semTransacao?: boolean;
  /** Keys (read by the detailed discovery the proposals use). */
  chaves?: ChaveErp[];
  /** Insert triggers of the table (detailed discovery). */
  gatilhos?: GatilhoErp[];
}

/** The answer of filialGerenciadorDescobrirTabelas (its dados). */
export interface EsquemaErp {
  /** The engine the tables were read from: how names are quoted, which SQL the editor completes. */
  tipoIntegracao: TipoIntegracao;
  tabelas: TabelaErp[];
  /** More tables than the answer carries: the list stops at the limit. */
  truncado: boolean;
  /** Generators and sequences of the database (detailed discovery): names as the engine keeps them. */
  sequencias?: { esquema: string | null; nome: string }[];
}

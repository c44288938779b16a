import type { TipoIntegracao } from '../catalogo/conexao';

/** A column of the ERP as its engine's catalogue describes it. */
export interface ColunaErp {
  nome: string;
  /** The engine's own type, e.g. varchar(20), NUMERIC(15,2), integer. */
  tipo: string;
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
}

/** The answer of filialGerenciadorDescobrirTabelas (its dados). */
export interface EsquemaErp {
  /** The engine the tables were read from: how names are quoted, which SQL the editor completes. */
  tipoIntegracao: TipoIntegracao;
  tabelas: TabelaErp[];
  /** More tables than the answer carries: the list stops at the limit. */
  truncado: boolean;
}

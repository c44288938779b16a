import type { TipoErroErp } from '../../common/erpErrors';
import type { LinhaCatalogo } from './schema/agrupar';
import type { SqlMotor } from './sqlAnsi';
import type { ConexaoErp, Dialeto, Linha } from './types';

/**
 * Everything the agent knows of one ERP engine, from its own folder (agent/dialects/<engine>/): the
 * driver behind the Dialeto interface, how its errors read, and the catalogue queries of the schema
 * discovery, the SQL a proposal writes, and the agent's own table. What the web page needs too (default port, quoting of names) stays in the shared
 * catalogue (common/catalogo/conexao.ts, selectTabela.ts). docs/mapa-do-codigo.md lists the files a
 * new engine adds.
 */
export interface MotorErp {
  abrir(conexao: ConexaoErp): Dialeto;
  erros: {
    /** The kind of a failure of this driver, or null when its code is not mapped. */
    classificar(erro: unknown): TipoErroErp | null;
    /** Patterns whose first group is the table or column a "does not exist" failure names. */
    inexistentes: RegExp[];
    /** Engine knowledge added to a failure's message (Firebird's usual port). */
    dica?: (tipo: TipoErroErp, erro: unknown) => string | null;
  };
  esquema: {
    /** Tables and views with their columns, one row per column. */
    tabelas: string;
    linha(l: Linha): LinhaCatalogo;
    /** Primary, unique and foreign keys, one row per column in key order. */
    chaves: string;
    /** Insert triggers with their bodies. */
    gatilhos: string;
    /** Sequences or generators; null where the engine has none. */
    sequencias: string | null;
    /** Where a table's own storage engine may lack transactions (MySQL/MariaDB MyISAM): its query and test. */
    motoresDasTabelas?: { sql(quantidade: number): string; semTransacao(motor: unknown): boolean };
  };
  /** The SQL a proposal writes in this engine's dialect (trimming, lengths, casts, the key read back). */
  sql: SqlMotor;
  /** The agent's own table of written records (agent/gravacao/tabelaGravacao.ts): its CREATE and whether it exists. */
  gravacao: { criar: string; existe: string };
}

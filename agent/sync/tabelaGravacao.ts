import { TABELA_GRAVACAO, type TipoIntegracao } from '../../common/catalogo';
import type { Dialeto, Executor } from '../dialects';

/**
 * The agent's own table in the ERP's database (exactly-once choice `tabelaGerenciador`): one row per
 * phone record written, in the record's own transaction, so that after a crash in COMMIT the agent
 * knows whether the record is in the ERP by looking its uuid up here. It is created only when the
 * integrator agreed (GravacaoUnica.criarTabela) and never touches the ERP's own tables.
 */
const CRIAR: Record<TipoIntegracao, string> = {
  mysql: `CREATE TABLE IF NOT EXISTS ${TABELA_GRAVACAO} (uuid VARCHAR(64) NOT NULL PRIMARY KEY, tipo VARCHAR(40) NOT NULL, chave VARCHAR(200), gravado_em DATETIME NOT NULL) ENGINE=InnoDB`,
  mariadb: `CREATE TABLE IF NOT EXISTS ${TABELA_GRAVACAO} (uuid VARCHAR(64) NOT NULL PRIMARY KEY, tipo VARCHAR(40) NOT NULL, chave VARCHAR(200), gravado_em DATETIME NOT NULL) ENGINE=InnoDB`,
  postgres: `CREATE TABLE IF NOT EXISTS ${TABELA_GRAVACAO} (uuid VARCHAR(64) NOT NULL PRIMARY KEY, tipo VARCHAR(40) NOT NULL, chave VARCHAR(200), gravado_em TIMESTAMP NOT NULL)`,
  sqlite: `CREATE TABLE IF NOT EXISTS ${TABELA_GRAVACAO} (uuid TEXT NOT NULL PRIMARY KEY, tipo TEXT NOT NULL, chave TEXT, gravado_em TEXT NOT NULL)`,
  firebird: `CREATE TABLE ${TABELA_GRAVACAO} (uuid VARCHAR(64) NOT NULL PRIMARY KEY, tipo VARCHAR(40) NOT NULL, chave VARCHAR(200), gravado_em TIMESTAMP NOT NULL)`,
  mssql: `IF OBJECT_ID('${TABELA_GRAVACAO}') IS NULL CREATE TABLE ${TABELA_GRAVACAO} (uuid VARCHAR(64) NOT NULL PRIMARY KEY, tipo VARCHAR(40) NOT NULL, chave VARCHAR(200) NULL, gravado_em DATETIME2 NOT NULL)`,
};

/** Whether the table exists, from each engine's catalogue. */
const EXISTE: Record<TipoIntegracao, string> = {
  mysql: `SELECT COUNT(*) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = '${TABELA_GRAVACAO}'`,
  mariadb: `SELECT COUNT(*) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = '${TABELA_GRAVACAO}'`,
  postgres: `SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_name = '${TABELA_GRAVACAO}' AND table_schema = ANY (current_schemas(false))`,
  sqlite: `SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = '${TABELA_GRAVACAO}'`,
  firebird: `SELECT COUNT(*) AS n FROM RDB$RELATIONS WHERE RDB$RELATION_NAME = '${TABELA_GRAVACAO.toUpperCase()}'`,
  mssql: `SELECT COUNT(*) AS n FROM sys.tables WHERE name = '${TABELA_GRAVACAO}'`,
};

const primeiro = (linhas: Record<string, unknown>[]) => (linhas[0] ? Object.values(linhas[0])[0] : undefined);

export async function tabelaGravacaoExiste(dialeto: Pick<Dialeto, 'tipo' | 'consultar'>): Promise<boolean> {
  return Number(primeiro(await dialeto.consultar(EXISTE[dialeto.tipo]))) > 0;
}

/** Creates the table (the integrator agreed); a table already there is left as it is. */
export async function criarTabelaGravacao(dialeto: Pick<Dialeto, 'tipo' | 'consultar' | 'executar'>): Promise<void> {
  if (await tabelaGravacaoExiste(dialeto)) return;
  await dialeto.executar(CRIAR[dialeto.tipo]);
}

/** The ERP key the record was written under, or null when it is not there (its transaction never committed). */
export async function procurarGravacao(executor: Pick<Executor, 'executar'>, marcador: (i: number) => string, uuid: string): Promise<string | null> {
  const valor = primeiro(await executor.executar(`SELECT chave FROM ${TABELA_GRAVACAO} WHERE uuid = ${marcador(0)}`, [uuid]));
  return valor === undefined || valor === null ? null : String(valor);
}

/** Notes the record in the table, inside the record's own transaction (its COMMIT decides both). */
export async function anotarGravacao(tx: Pick<Executor, 'executar'>, marcador: (i: number) => string, uuid: string, tipo: string, chave: string): Promise<void> {
  await tx.executar(`INSERT INTO ${TABELA_GRAVACAO} (uuid, tipo, chave, gravado_em) VALUES (${marcador(0)}, ${marcador(1)}, ${marcador(2)}, CURRENT_TIMESTAMP)`, [uuid, tipo, chave]);
}

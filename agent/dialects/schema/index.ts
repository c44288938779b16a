import type { EsquemaErp } from '../../../common/api/esquemaErp';
import type { TipoIntegracao } from '../../../common/catalogo';
import type { Dialeto, Linha } from '../types';
import { agruparTabelas, ler, texto, type LinhaCatalogo } from './agrupar';
import { SQL_ESQUEMA_FIREBIRD, linhaFirebird } from './firebird';
import { SQL_ESQUEMA_MSSQL, linhaMssql } from './mssql';
import { SQL_ESQUEMA_MYSQL, SQL_MOTORES_MYSQL, linhaMysql, motorSemTransacao } from './mysql';
import { SQL_ESQUEMA_POSTGRES, linhaPostgres } from './postgres';
import { SQL_ESQUEMA_SQLITE, linhaSqlite } from './sqlite';

/** Each engine's catalogue query and how one of its rows reads. */
const CATALOGOS: Record<TipoIntegracao, { sql: string; linha: (l: Linha) => LinhaCatalogo }> = {
  mysql: { sql: SQL_ESQUEMA_MYSQL, linha: linhaMysql },
  mariadb: { sql: SQL_ESQUEMA_MYSQL, linha: linhaMysql },
  postgres: { sql: SQL_ESQUEMA_POSTGRES, linha: linhaPostgres },
  sqlite: { sql: SQL_ESQUEMA_SQLITE, linha: linhaSqlite },
  firebird: { sql: SQL_ESQUEMA_FIREBIRD, linha: linhaFirebird },
  mssql: { sql: SQL_ESQUEMA_MSSQL, linha: linhaMssql },
};

/** The ERP's tables and views with their columns and types, read from the engine's own catalogue. */
export async function lerEsquema(dialeto: Pick<Dialeto, 'tipo' | 'consultar'>): Promise<EsquemaErp> {
  const catalogo = CATALOGOS[dialeto.tipo];
  return { tipoIntegracao: dialeto.tipo, ...agruparTabelas((await dialeto.consultar(catalogo.sql)).map(catalogo.linha)) };
}

/**
 * Of `tabelas` (names as written in an insert), those whose engine cannot roll back (MySQL/MariaDB
 * MyISAM and the like): a test there would write for good. Other engines always roll back.
 */
export async function tabelasSemTransacao(dialeto: Pick<Dialeto, 'tipo' | 'consultar'>, tabelas: string[]): Promise<string[]> {
  if ((dialeto.tipo !== 'mysql' && dialeto.tipo !== 'mariadb') || !tabelas.length) return [];
  const nomes = [...new Set(tabelas)];
  const linhas = await dialeto.consultar(SQL_MOTORES_MYSQL(nomes.length), nomes);
  return linhas.filter((l) => motorSemTransacao(ler(l, 'motor'))).map((l) => texto(ler(l, 'tabela')));
}

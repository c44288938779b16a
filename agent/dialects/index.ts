import { DialetoFirebird } from './firebird';
import { DialetoMssql } from './mssql';
import { DialetoMysql } from './mysql';
import { DialetoPostgres } from './postgres';
import { DialetoSqlite } from './sqlite';
import type { ConexaoErp, Dialeto } from './types';

export type { ConexaoErp, Dialeto, Executor, Linha } from './types';
export { ErroNoCommit } from './types';
export { classificarErro, ErroErp, objetoInexistente, tipoDoErro } from './errors';

/** The dialect of the branch's integration type. */
export function abrirDialeto(conexao: ConexaoErp): Dialeto {
  switch (conexao.tipoIntegracao) {
    case 'mysql':
    case 'mariadb':
      return new DialetoMysql(conexao.tipoIntegracao, conexao);
    case 'postgres':
      return new DialetoPostgres(conexao);
    case 'sqlite':
      return new DialetoSqlite(conexao);
    case 'firebird':
      return new DialetoFirebird(conexao);
    case 'mssql':
      return new DialetoMssql(conexao);
    default:
      throw new Error(`Tipo de integração não suportado: ${String(conexao.tipoIntegracao)}`);
  }
}

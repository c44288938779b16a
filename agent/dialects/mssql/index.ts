import type { MotorErp } from '../motorErp';
import { DialetoMssql } from './dialect';
import { classificarMssql, INEXISTENTES_MSSQL } from './errors';
import {
  linhaMssql,
  SQL_CHAVES_MSSQL,
  SQL_ESQUEMA_MSSQL,
  SQL_GATILHOS_MSSQL,
  SQL_SEQUENCIAS_MSSQL,
  SQL_CRIAR_GRAVACAO_MSSQL,
  SQL_EXISTE_GRAVACAO_MSSQL,
} from './schema';
import { sqlMssql } from './sql';

export const mssql: MotorErp = {
  abrir: (conexao) => new DialetoMssql(conexao),
  erros: { classificar: classificarMssql, inexistentes: INEXISTENTES_MSSQL },
  esquema: { tabelas: SQL_ESQUEMA_MSSQL, linha: linhaMssql, chaves: SQL_CHAVES_MSSQL, gatilhos: SQL_GATILHOS_MSSQL, sequencias: SQL_SEQUENCIAS_MSSQL },
  sql: sqlMssql,
  gravacao: { criar: SQL_CRIAR_GRAVACAO_MSSQL, existe: SQL_EXISTE_GRAVACAO_MSSQL },
};

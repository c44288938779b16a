import type { MotorErp } from '../motorErp';
import { DialetoSqlite } from './dialect';
import { classificarSqlite, INEXISTENTES_SQLITE } from './errors';
import { linhaSqlite, SQL_CHAVES_SQLITE, SQL_ESQUEMA_SQLITE, SQL_GATILHOS_SQLITE, SQL_CRIAR_GRAVACAO_SQLITE, SQL_EXISTE_GRAVACAO_SQLITE } from './schema';
import { sqlSqlite } from './sql';

export const sqlite: MotorErp = {
  abrir: (conexao) => new DialetoSqlite(conexao),
  erros: { classificar: classificarSqlite, inexistentes: INEXISTENTES_SQLITE },
  esquema: { tabelas: SQL_ESQUEMA_SQLITE, linha: linhaSqlite, chaves: SQL_CHAVES_SQLITE, gatilhos: SQL_GATILHOS_SQLITE, sequencias: null },
  sql: sqlSqlite,
  gravacao: { criar: SQL_CRIAR_GRAVACAO_SQLITE, existe: SQL_EXISTE_GRAVACAO_SQLITE },
};

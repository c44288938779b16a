import type { MotorErp } from '../motorErp';
import { DialetoMysql } from './dialect';
import { classificarMysql, INEXISTENTES_MYSQL } from './errors';
import {
  linhaMysql,
  motorSemTransacao,
  SQL_CHAVES_MYSQL,
  SQL_ESQUEMA_MYSQL,
  SQL_GATILHOS_MYSQL,
  SQL_CRIAR_GRAVACAO_MYSQL,
  SQL_EXISTE_GRAVACAO_MYSQL,
  SQL_MOTORES_MYSQL,
  SQL_SEQUENCIAS_MYSQL,
} from './schema';
import { sqlMysql } from './sql';

const erros: MotorErp['erros'] = { classificar: classificarMysql, inexistentes: INEXISTENTES_MYSQL };
const gravacao = { criar: SQL_CRIAR_GRAVACAO_MYSQL, existe: SQL_EXISTE_GRAVACAO_MYSQL };
const esquema = {
  tabelas: SQL_ESQUEMA_MYSQL,
  linha: linhaMysql,
  chaves: SQL_CHAVES_MYSQL,
  gatilhos: SQL_GATILHOS_MYSQL,
  motoresDasTabelas: { sql: SQL_MOTORES_MYSQL, semTransacao: motorSemTransacao },
};

/** MySQL: the same driver as MariaDB; it has no sequences. */
export const mysql: MotorErp = {
  abrir: (conexao) => new DialetoMysql('mysql', conexao),
  erros,
  esquema: { ...esquema, sequencias: null },
  sql: sqlMysql('mysql'),
  gravacao,
};

/** MariaDB: MySQL's driver, plus its sequences (10.3+). */
export const mariadb: MotorErp = {
  abrir: (conexao) => new DialetoMysql('mariadb', conexao),
  erros,
  esquema: { ...esquema, sequencias: SQL_SEQUENCIAS_MYSQL },
  sql: sqlMysql('mariadb'),
  gravacao,
};

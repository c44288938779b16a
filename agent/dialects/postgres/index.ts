import type { MotorErp } from '../motorErp';
import { ansi } from '../sqlAnsi';
import { DialetoPostgres } from './dialect';
import { classificarPostgres, INEXISTENTES_POSTGRES } from './errors';
import {
  linhaPostgres,
  SQL_CHAVES_POSTGRES,
  SQL_ESQUEMA_POSTGRES,
  SQL_GATILHOS_POSTGRES,
  SQL_SEQUENCIAS_POSTGRES,
  SQL_CRIAR_GRAVACAO_POSTGRES,
  SQL_EXISTE_GRAVACAO_POSTGRES,
} from './schema';

export const postgres: MotorErp = {
  abrir: (conexao) => new DialetoPostgres(conexao),
  erros: { classificar: classificarPostgres, inexistentes: INEXISTENTES_POSTGRES },
  esquema: {
    tabelas: SQL_ESQUEMA_POSTGRES,
    linha: linhaPostgres,
    chaves: SQL_CHAVES_POSTGRES,
    gatilhos: SQL_GATILHOS_POSTGRES,
    sequencias: SQL_SEQUENCIAS_POSTGRES,
  },
  sql: ansi('postgres', {}),
  gravacao: { criar: SQL_CRIAR_GRAVACAO_POSTGRES, existe: SQL_EXISTE_GRAVACAO_POSTGRES },
};

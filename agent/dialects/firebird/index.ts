import type { MotorErp } from '../motorErp';
import { DialetoFirebird } from './dialect';
import { classificarFirebird, dicaFirebird, INEXISTENTES_FIREBIRD } from './errors';
import {
  linhaFirebird,
  SQL_CHAVES_FIREBIRD,
  SQL_ESQUEMA_FIREBIRD,
  SQL_GATILHOS_FIREBIRD,
  SQL_SEQUENCIAS_FIREBIRD,
  SQL_CRIAR_GRAVACAO_FIREBIRD,
  SQL_EXISTE_GRAVACAO_FIREBIRD,
} from './schema';
import { sqlFirebird } from './sql';

export const firebird: MotorErp = {
  abrir: (conexao) => new DialetoFirebird(conexao),
  erros: { classificar: classificarFirebird, inexistentes: INEXISTENTES_FIREBIRD, dica: dicaFirebird },
  esquema: {
    tabelas: SQL_ESQUEMA_FIREBIRD,
    linha: linhaFirebird,
    chaves: SQL_CHAVES_FIREBIRD,
    gatilhos: SQL_GATILHOS_FIREBIRD,
    sequencias: SQL_SEQUENCIAS_FIREBIRD,
  },
  sql: sqlFirebird,
  gravacao: { criar: SQL_CRIAR_GRAVACAO_FIREBIRD, existe: SQL_EXISTE_GRAVACAO_FIREBIRD },
};

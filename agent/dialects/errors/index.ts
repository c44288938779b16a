import { falhaErp, type EtapaErp, type FalhaErp, type TipoErroErp } from '../../../common/erpErrors';
import type { TipoIntegracao } from '../../../common/catalogo';
import { classificarFirebird } from './firebird';
import { classificarMssql } from './mssql';
import { classificarMysql } from './mysql';
import { textoDoErro } from './network';
import { classificarPostgres } from './postgres';
import { classificarSqlite } from './sqlite';
import { ErroNoCommit } from '../types';

const CLASSIFICADORES: Record<TipoIntegracao, (erro: unknown) => TipoErroErp | null> = {
  mysql: classificarMysql,
  mariadb: classificarMysql,
  postgres: classificarPostgres,
  sqlite: classificarSqlite,
  firebird: classificarFirebird,
  mssql: classificarMssql,
};

/** An ERP failure already classified, carried through the agent's layers as an exception. */
export class ErroErp extends Error {
  constructor(
    readonly falha: FalhaErp,
    readonly causa?: unknown,
  ) {
    super(falha.msg);
  }
}

/** The kind of a driver error of this engine ('desconhecido' when the driver's code is not mapped). */
export function tipoDoErro(tipoIntegracao: TipoIntegracao, erro: unknown): TipoErroErp {
  if (erro instanceof ErroErp) return erro.falha.tipo;
  if (erro instanceof ErroNoCommit) return tipoDoErro(tipoIntegracao, erro.causa);
  return CLASSIFICADORES[tipoIntegracao]?.(erro) ?? 'desconhecido';
}

/** A driver error as the integrator reads it: the Portuguese message of its kind at this step, the engine's text as detail. */
export function classificarErro(tipoIntegracao: TipoIntegracao, erro: unknown, etapa: EtapaErp, complemento = ''): FalhaErp {
  if (erro instanceof ErroErp) return erro.falha;
  return falhaErp(tipoDoErro(tipoIntegracao, erro), etapa, textoDoErro(erro instanceof ErroNoCommit ? erro.causa : erro), complemento);
}

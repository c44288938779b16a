import { falhaErp, type EtapaErp, type FalhaErp, type TipoErroErp } from '../../../common/erpErrors';
import type { TipoIntegracao } from '../../../common/catalogo';
import { classificarFirebird, dicaFirebird } from './firebird';
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

/** Engine knowledge that helps beyond the kind of a failure (Firebird's usual port), added to its message. */
const DICAS: Partial<Record<TipoIntegracao, (tipo: TipoErroErp, erro: unknown) => string | null>> = {
  firebird: dicaFirebird,
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
  const causa = erro instanceof ErroNoCommit ? erro.causa : erro;
  const falha = falhaErp(tipoDoErro(tipoIntegracao, erro), etapa, textoDoErro(causa), complemento);
  const dica = DICAS[tipoIntegracao]?.(falha.tipo, causa);
  return dica ? { ...falha, msg: `${falha.msg} ${dica}` } : falha;
}

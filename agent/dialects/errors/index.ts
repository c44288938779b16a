import { falhaErp, type EtapaErp, type FalhaErp, type TipoErroErp } from '../../../common/erpErrors';
import type { TipoIntegracao } from '../../../common/catalogo';
import { classificarFirebird, dicaFirebird, INEXISTENTES_FIREBIRD } from './firebird';
import { classificarMssql, INEXISTENTES_MSSQL } from './mssql';
import { classificarMysql, INEXISTENTES_MYSQL } from './mysql';
import { textoDoErro } from './network';
import { classificarPostgres, INEXISTENTES_POSTGRES } from './postgres';
import { classificarSqlite, INEXISTENTES_SQLITE } from './sqlite';
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

const INEXISTENTES: Record<TipoIntegracao, RegExp[]> = {
  mysql: INEXISTENTES_MYSQL,
  mariadb: INEXISTENTES_MYSQL,
  postgres: INEXISTENTES_POSTGRES,
  sqlite: INEXISTENTES_SQLITE,
  firebird: INEXISTENTES_FIREBIRD,
  mssql: INEXISTENTES_MSSQL,
};

/** The table or column a "does not exist" failure names, as the engine wrote it; null when it names none. */
export function objetoInexistente(tipoIntegracao: TipoIntegracao, erro: unknown): string | null {
  const texto = textoDoErro(erro instanceof ErroNoCommit ? erro.causa : erro);
  for (const padrao of INEXISTENTES[tipoIntegracao] ?? []) {
    const nome = padrao.exec(texto)?.[1]?.trim();
    if (nome) return nome;
  }
  return null;
}

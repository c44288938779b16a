import type { DivergenciaEstrutura } from '../../common/api/divergencia';
import { registroDoInsert, type SituacaoRegistroApp, type TipoRegistroApp } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { ACTIONS, type AppAbility } from '../../common/permissions';
import type { ResultadoGerenciador } from '../../common/protocolo';
import { AppError } from '../errors';
import type { FiliaisService } from './filiais';
import type { AuditoriaService } from './auditoria';
import type { DivergenciasService } from './divergencias';
import type { MobileRegistrosService } from './mobileRegistros';

/** How many records of an insert type a branch has in each situação. */
export type ResumoRegistros = { tipo: string; divergencias: DivergenciaEstrutura[]; divergenciasDesde: string | null } & Record<SituacaoRegistroApp, number>;

/** The phone record type an insert page writes; any other type is a clear 400. */
function registroDoTipo(tipo: string): TipoRegistroApp {
  const registro = registroDoInsert(tipo);
  if (!registro) throw new AppError('BAD_REQUEST', MSG.tipoSemRegistrosAplicativo);
  return registro;
}

/**
 * The manager's operations on the phone records of a branch (the filialGerenciadorRegistro*
 * GraphQL operations): how many are in each situação, and re-sending or discarding one record or
 * all of a type that are in erro. Each checks the user's right on the branch (EDITAR to change,
 * LEITURA to read) and touches only that branch's records; a re-send wakes the branch's agent.
 */
export class GerenciadorRegistrosService {
  constructor(
    private filiais: FiliaisService,
    private registros: MobileRegistrosService,
    private auditoria: AuditoriaService,
    private divergencias: DivergenciasService,
  ) {}

  /** How many records in each situação, and the changes of the ERP's structure that hold the write-back. */
  async resumo(ability: AppAbility, identificadorApp: string, tipo: string): Promise<ResumoRegistros> {
    const registro = registroDoTipo(tipo);
    const filialId = await this.filiais.idDoGerenciador(ability, identificadorApp, ACTIONS.LEITURA);
    const divergencias = await this.divergencias.doTipo(filialId, tipo);
    return {
      tipo,
      ...(await this.registros.contarPorSituacao(filialId, registro)),
      divergencias: divergencias?.divergencias ?? [],
      divergenciasDesde: divergencias?.desde ?? null,
    };
  }

  /** erro → pendente, by an operator: one record (uuid) or every record of the type in erro. */
  async reenviar(ability: AppAbility, usuarioId: number, identificadorApp: string, tipo: string, uuid?: string): Promise<ResultadoGerenciador> {
    const registro = registroDoTipo(tipo);
    const filialId = await this.filiais.idDoGerenciador(ability, identificadorApp, ACTIONS.EDITAR);
    const quantidade = await this.registros.reenfileirar(filialId, { tipo: registro, uuid }, 'operador', usuarioId);
    if (!quantidade) return { status: false, msg: MSG.nenhumRegistroComErro, erro: MSG.nenhumRegistroComErro };
    await this.auditoria.registrarNaFilial(filialId, 'registrosReenviados', { tipo, ...(uuid ? { uuid } : {}), quantidade });
    return { status: true, msg: MSG.registrosReenviados(quantidade), erro: null };
  }

  /** erro → descartado, by an operator: never written to the ERP; the record and its history stay. */
  async descartar(ability: AppAbility, usuarioId: number, identificadorApp: string, tipo: string, uuid?: string): Promise<ResultadoGerenciador> {
    const registro = registroDoTipo(tipo);
    const filialId = await this.filiais.idDoGerenciador(ability, identificadorApp, ACTIONS.EDITAR);
    const quantidade = await this.registros.descartar(filialId, { tipo: registro, uuid }, usuarioId);
    if (!quantidade) return { status: false, msg: MSG.nenhumRegistroComErro, erro: MSG.nenhumRegistroComErro };
    await this.auditoria.registrarNaFilial(filialId, 'registrosDescartados', { tipo, ...(uuid ? { uuid } : {}), quantidade });
    return { status: true, msg: MSG.registrosDescartados(quantidade), erro: null };
  }
}

import type { DivergenciaEstrutura } from '../../common/api/divergencia';
import type { PaginaFila, RegistroFila } from '../../common/api/filaRegistros';
import { ehSituacaoRegistroApp, type SituacaoRegistroApp, REGISTROS_APP, registroDoInsert, type TipoRegistroApp } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { ACTIONS, type AppAbility } from '../../common/permissions';
import type { ResultadoGerenciador } from '../../common/protocolo';
import type { Db } from '../db/connection';
import { badRequest } from '../errors';
import type { AuditoriaService } from '../services/auditoria';
import type { DivergenciasService } from '../services/divergencias';
import type { FiliaisService } from '../services/filiais';
import type { RegistrosAppService } from './registrosApp';

const USUARIOS = 'configuracaoDadosUsuario';
const moeda = (v: unknown) => (typeof v === 'number' ? `R$ ${v.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` : null);

/** How each field the catalogue names for a record's summary (common/catalogo/registros, resumo) reads in the list. */
const FORMATOS: Record<string, (valor: unknown) => string | null> = {
  clienteIdentificador: (v) => (v ? `Cliente ${String(v)}` : null),
  valorTotal: moeda,
  itens: (v) => (Array.isArray(v) && v.length ? `${v.length} item(ns)` : null),
};

/** What a record is, in a few words for the list (the full record stays on the server). */
function descricao(tipo: TipoRegistroApp, dados: Record<string, unknown>): string {
  return (REGISTROS_APP[tipo]?.resumo ?? [])
    .map((campo) => (FORMATOS[campo] ? FORMATOS[campo](dados[campo]) : dados[campo] ? String(dados[campo]) : null))
    .filter(Boolean)
    .join(' · ');
}

/** How many records of an insert type a branch has in each situação. */
export type ResumoRegistros = { tipo: string; divergencias: DivergenciaEstrutura[]; divergenciasDesde: string | null } & Record<SituacaoRegistroApp, number>;

/** The situação a queue's filter asks for; any other word is a clear 400. */
function situacaoDoFiltro(situacao: string | null | undefined): SituacaoRegistroApp | undefined {
  if (!situacao) return undefined;
  if (!ehSituacaoRegistroApp(situacao)) throw badRequest(MSG.situacaoInvalida);
  return situacao;
}

/** The phone record type an insert page writes; any other type is a clear 400. */
function registroDoTipo(tipo: string): TipoRegistroApp {
  const registro = registroDoInsert(tipo);
  if (!registro) throw badRequest(MSG.tipoSemRegistrosAplicativo);
  return registro;
}

/**
 * The manager's page of the records the phones sent (docs/guia-integrador.md §7, Registros do
 * Aplicativo; the filialGerenciadorRegistro* GraphQL operations): the queue newest first, filtered by
 * type and situação, with the device, the seller, when it was received and integrated, and its error;
 * how many are in each situação; re-sending or discarding one record or all of a type in erro. Each
 * checks the user's right on the branch (EDITAR to change, LEITURA to read) and touches only that
 * branch's records; a re-send wakes the branch's agent.
 */
export class FilaRegistrosAppService {
  constructor(
    private db: Db,
    private filiais: FiliaisService,
    private registros: RegistrosAppService,
    private auditoria: AuditoriaService,
    private divergencias: DivergenciasService,
  ) {}

  async listar(
    ability: AppAbility,
    identificadorApp: string,
    filtro: { tipo?: string | null; situacao?: string | null; limite?: number | null; offset?: number | null },
  ): Promise<PaginaFila> {
    const registro = filtro.tipo ? registroDoInsert(filtro.tipo) : undefined;
    if (filtro.tipo && !registro) throw badRequest(MSG.tipoSemRegistrosAplicativo);
    const situacao = situacaoDoFiltro(filtro.situacao);
    const filialId = await this.filiais.idDoGerenciador(ability, identificadorApp, ACTIONS.LEITURA);

    let base = this.db.kysely.selectFrom('mobile_registro as r').where('r.filialId', '=', filialId);
    if (registro) base = base.where('r.tipo', '=', registro);
    if (situacao) base = base.where('r.situacao', '=', situacao);
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .leftJoin('mobile_dispositivo as d', 'd.id', 'r.dispositivoId')
      .select((eb) => [
        'r.id',
        'r.tipo',
        'r.uuid',
        'r.situacao',
        'r.dados',
        'r.chaveErp',
        'r.erro',
        'r.erroDetalhe',
        'r.tentativas',
        'r.usuarioIdentificador',
        'r.createdAt',
        'r.updatedAt',
        'd.apelido',
        'd.dispositivo',
        'd.uuid as dispositivoUuid',
        eb
          .selectFrom('mobile_registro_historico as h')
          .select((h) => h.fn.max('h.createdAt').as('m'))
          .whereRef('h.registroId', '=', 'r.id')
          .where('h.situacao', '=', 'integrado')
          .as('integradoEm'),
      ])
      .orderBy('r.id', 'desc')
      .limit(Math.min(Math.max(filtro.limite ?? 20, 1), 100))
      .offset(Math.max(filtro.offset ?? 0, 0))
      .execute();
    const vendedores = await this.nomesVendedores(
      filialId,
      rows.map((r) => r.usuarioIdentificador).filter((u): u is string => Boolean(u)),
    );
    const registros: RegistroFila[] = rows.map((r) => {
      const tipo = r.tipo as TipoRegistroApp;
      const vendedor = r.usuarioIdentificador ? [r.usuarioIdentificador, vendedores.get(r.usuarioIdentificador)].filter(Boolean).join(' — ') : null;
      return {
        id: r.id,
        tipo: REGISTROS_APP[tipo]?.insert ?? r.tipo,
        uuid: r.uuid,
        situacao: r.situacao,
        descricao: descricao(tipo, JSON.parse(r.dados) as Record<string, unknown>),
        chaveErp: r.chaveErp,
        erro: r.erro,
        erroDetalhe: r.erroDetalhe,
        tentativas: Number(r.tentativas ?? 0),
        dispositivo: r.dispositivoUuid ? r.apelido || r.dispositivo || r.dispositivoUuid : null,
        vendedor,
        recebidoEm: r.createdAt,
        integradoEm: r.situacao === 'integrado' ? ((r.integradoEm as string | null) ?? r.updatedAt) : null,
        atualizadoEm: r.updatedAt,
      };
    });
    return { total: Number(n), registros };
  }

  /** The sellers' names as the ERP sent them (the synced users), by identifier. */
  private async nomesVendedores(filialId: number, identificadores: string[]): Promise<Map<string, string>> {
    const unicos = [...new Set(identificadores)];
    if (!unicos.length) return new Map();
    const rows = await this.db.kysely
      .selectFrom('mobile_dado')
      .select(['identificador', 'dados'])
      .where('filialId', '=', filialId)
      .where('tipo', '=', USUARIOS)
      .where('identificador', 'in', unicos)
      .execute();
    return new Map(rows.map((r) => [r.identificador, String((JSON.parse(r.dados) as { nome?: unknown }).nome ?? '')]));
  }

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

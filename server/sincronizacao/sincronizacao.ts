import type { ProximaExecucao, StatusSincronizacao as StatusPublico } from '../../common/api/statusSincronizacao';
import { TIPOS_DADOS } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import type { Db } from '../db/connection';
import { lotePorFilialETipo } from '../services/batchLoader';
import { AppError } from '../errors';
import type { HistoricoSincronizacaoService, RelatoExecucao } from './historicoSincronizacao';

/** The stored status, with the generation that tells a cleared type's late pushes apart. */
export interface StatusSincronizacao extends StatusPublico {
  geracao: number;
}

const NOVA_EXECUCAO = {
  dtInicio: null,
  dtFim: null,
  executando: 0,
  sucesso: 0,
  cancelada: 0,
  erro: null,
  itemsCount: 0,
  itensSincronizadosCount: 0,
  envioCompleto: 0,
  reenviarTodos: 0,
  geracao: 0,
  msg: null,
  retomada: 0,
  remocoesRetidas: 0,
};

/** The sync panel's state per branch and type, as reported by the agent, and clearing a type's data. */
export class SincronizacaoService {
  /** `historico` keeps every run (docs/guia-integrador.md §7); the panel here holds only the last one. */
  constructor(
    private db: Db,
    private historico?: HistoricoSincronizacaoService,
  ) {}

  /** The rows asked during one turn of the event loop, in one statement (the panels poll it). */
  private linhasDaVolta = lotePorFilialETipo((filialIds, tipos) =>
    this.db.kysely.selectFrom('sync_execucao').selectAll().where('filialId', 'in', filialIds).where('tipo', 'in', tipos).execute(),
  );

  async status(filialId: number, tipo: string): Promise<StatusSincronizacao> {
    const row = await this.linhasDaVolta(filialId, tipo);
    return {
      tipo,
      dtInicio: row?.dtInicio ?? null,
      dtFim: row?.dtFim ?? null,
      executando: Boolean(row?.executando),
      sucesso: Boolean(row?.sucesso),
      cancelada: Boolean(row?.cancelada),
      erro: row?.erro ?? null,
      // '' is a row only a next run was told for (registrarProxima): nothing ran, nothing was updated.
      updatedAt: row?.updatedAt || null,
      itemsCount: row?.itemsCount ?? 0,
      itensSincronizadosCount: row?.itensSincronizadosCount ?? 0,
      envioCompleto: Boolean(row?.envioCompleto),
      msg: row?.msg ?? null,
      retomada: Boolean(row?.retomada),
      remocoesRetidas: Number(row?.remocoesRetidas ?? 0),
      proximaExecucao: row?.proximaExecucao ?? null,
      geracao: row?.geracao ?? 0,
    };
  }

  /**
   * The type's next automatic run as its agent programmed it (common/catalogo/agenda), or null.
   * Not a change of the run: the panel's updatedAt stays.
   */
  async registrarProxima(filialId: number, tipo: string, proximaExecucao: string | null): Promise<void> {
    const instante = proximaExecucao === null ? null : new Date(proximaExecucao);
    const valor = instante && !Number.isNaN(instante.getTime()) ? instante.toISOString() : null;
    await this.db.kysely
      .insertInto('sync_execucao')
      .values({ ...NOVA_EXECUCAO, filialId, tipo, updatedAt: '', proximaExecucao: valor })
      .onConflict((oc) => oc.columns(['filialId', 'tipo']).doUpdateSet({ proximaExecucao: valor }))
      .execute();
  }

  /** The types with an automatic run programmed or a run going, in the catalogue's order. */
  async proximas(filialId: number): Promise<ProximaExecucao[]> {
    const rows = await this.db.kysely
      .selectFrom('sync_execucao')
      .select(['tipo', 'proximaExecucao', 'executando'])
      .where('filialId', '=', filialId)
      .where((eb) => eb.or([eb('proximaExecucao', 'is not', null), eb('executando', '=', 1)]))
      .execute();
    const ordem = new Map(TIPOS_DADOS.map((t, i) => [t.tipo, i]));
    return rows
      .filter((r) => ordem.has(r.tipo))
      .sort((a, b) => ordem.get(a.tipo)! - ordem.get(b.tipo)!)
      .map((r) => ({ tipo: r.tipo, proximaExecucao: r.executando ? null : r.proximaExecucao, executando: Boolean(r.executando) }));
  }

  /** Stores what the agent reports about a run (any subset of the panel's fields). */
  async registrar(filialId: number, tipo: string, patch: Partial<Omit<StatusSincronizacao, 'tipo' | 'geracao'>>): Promise<void> {
    const flags = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
    const values = Object.fromEntries(
      Object.entries({
        dtInicio: patch.dtInicio,
        dtFim: patch.dtFim,
        executando: flags(patch.executando),
        sucesso: flags(patch.sucesso),
        cancelada: flags(patch.cancelada),
        erro: patch.erro,
        itemsCount: patch.itemsCount,
        itensSincronizadosCount: patch.itensSincronizadosCount,
        envioCompleto: flags(patch.envioCompleto),
        msg: patch.msg,
        retomada: flags(patch.retomada),
        remocoesRetidas: patch.remocoesRetidas === undefined ? undefined : Math.max(0, Math.floor(Number(patch.remocoesRetidas)) || 0),
      }).filter(([, v]) => v !== undefined),
    );
    const updatedAt = new Date().toISOString();
    await this.db.kysely
      .insertInto('sync_execucao')
      .values({ ...NOVA_EXECUCAO, filialId, tipo, updatedAt, ...values })
      .onConflict((oc) => oc.columns(['filialId', 'tipo']).doUpdateSet({ ...values, updatedAt }))
      .execute();
    await this.historico?.registrar(filialId, tipo, patch as RelatoExecucao);
  }

  /** The agent went away: runs it had in progress end as interrupted (it resumes them when back). */
  async interromper(filialId: number, erro: string): Promise<void> {
    await this.db.kysely
      .updateTable('sync_execucao')
      .set({ executando: 0, sucesso: 0, envioCompleto: 0, erro, msg: erro, dtFim: new Date().toISOString(), updatedAt: new Date().toISOString() })
      .where('filialId', '=', filialId)
      .where('executando', '=', 1)
      .execute();
    await this.historico?.interromper(filialId, erro);
  }

  async limpar(filialId: number, tipo: string): Promise<void> {
    const status = await this.status(filialId, tipo);
    if (status.executando) throw new AppError('BAD_REQUEST', MSG.sincronizacaoEmExecucao);
    await this.db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom('mobile_dado').where('filialId', '=', filialId).where('tipo', '=', tipo).execute();
      await trx
        .insertInto('sync_execucao')
        .values({ ...NOVA_EXECUCAO, filialId, tipo, updatedAt: new Date().toISOString(), geracao: 1 })
        .onConflict((oc) =>
          oc.columns(['filialId', 'tipo']).doUpdateSet((eb) => ({
            geracao: eb('sync_execucao.geracao', '+', 1),
            itemsCount: 0,
            itensSincronizadosCount: 0,
            envioCompleto: 0,
            remocoesRetidas: 0,
          })),
        )
        .execute();
    });
  }
}

import type { Selectable } from 'kysely';
import { DIAS_HISTORICO, type ExecucaoSincronizacao, type ResultadoExecucao } from '../../common/api/historicoSincronizacao';
import { TIPOS_DADOS_POR_TIPO } from '../../common/catalogo';
import { MAX_FALHAS_POR_EXECUCAO } from '../../common/protocolo';
import { formatarDataHora } from '../../common/text/dataHora';
import type { Db } from '../db/connection';
import type { SyncHistoricoTable } from '../db/types';
import { paraCsv } from '../services/csv';

/** What the agent reports about a run (statusExecucao), as far as the history reads it. */
export interface RelatoExecucao {
  dtInicio?: string | null;
  dtFim?: string | null;
  executando?: boolean;
  sucesso?: boolean;
  cancelada?: boolean;
  erro?: string | null;
  msg?: string | null;
  itemsCount?: number;
  itensSincronizadosCount?: number;
  retomada?: boolean;
  remocoesRetidas?: number;
  reenviarTodos?: boolean;
  removidos?: number;
  falhas?: unknown;
  falhasTotal?: number;
}

const MAX_TEXTO = 4000;
const DIA_MS = 24 * 3600 * 1000;

const inteiro = (v: unknown) => Math.max(0, Math.floor(Number(v)) || 0);
const texto = (v: unknown, max = MAX_TEXTO) => (v === null || v === undefined ? null : String(v).slice(0, max));

function paraExecucao(row: Selectable<SyncHistoricoTable>): ExecucaoSincronizacao {
  return {
    id: row.id,
    tipo: row.tipo,
    dtInicio: row.dtInicio,
    dtFim: row.dtFim,
    modo: row.modo === 'todos' ? 'todos' : 'alterados',
    lidos: Number(row.lidos),
    enviados: Number(row.enviados),
    removidos: Number(row.removidos),
    resultado: row.resultado as ResultadoExecucao,
    retomada: Boolean(row.retomada),
    msg: row.msg,
    erro: row.erro,
    falhas: Number(row.falhas),
  };
}

/** How a finished run reads, from the agent's last report. */
function resultadoDoFim(r: RelatoExecucao): ResultadoExecucao {
  if (r.cancelada) return 'cancelada';
  if (!r.sucesso) return 'falha';
  return inteiro(r.remocoesRetidas) > 0 ? 'remocoesRetidas' : 'sucesso';
}

/**
 * Told when a run ends (the alerts count failures in a row, the metrics count outcomes), apart from
 * the agent's report (see Avisos): at once, with `gravado` settling once the run's row is written, so
 * that whoever sees the row closed can wait for what it started.
 */
export type OuvinteFim = (filialId: number, tipo: string, resultado: ResultadoExecucao, gravado: Promise<void>) => void;

/**
 * The run history (docs/guia-integrador.md §7): one row per run of each type, opened when the agent reports a start,
 * followed as it reports progress, closed with its outcome, counts and failed rows; runs the agent
 * abandoned (it went away) close as interrompida. Runs older than 30 days are purged.
 */
export class HistoricoSincronizacaoService {
  constructor(
    private db: Db,
    private agora: () => Date = () => new Date(),
    private aoTerminar: OuvinteFim = () => undefined,
  ) {}

  private aberta(filialId: number, tipo: string) {
    return this.db.kysely
      .selectFrom('sync_historico')
      .select('id')
      .where('filialId', '=', filialId)
      .where('tipo', '=', tipo)
      .where('resultado', '=', 'executando')
      .orderBy('id', 'desc');
  }

  /** Follows the agent's report of a run: a start opens a row, progress updates it, an end closes it. */
  async registrar(filialId: number, tipo: string, r: RelatoExecucao): Promise<void> {
    if (r.executando === true && r.dtInicio) return this.abrir(filialId, tipo, r);
    const aberta = await this.aberta(filialId, tipo).executeTakeFirst();
    if (r.executando === false && r.dtFim) {
      const gravado = aberta ? this.fechar(aberta.id, r) : Promise.resolve();
      this.aoTerminar(filialId, tipo, resultadoDoFim(r), gravado);
      return gravado;
    }
    if (aberta && (r.itemsCount !== undefined || r.itensSincronizadosCount !== undefined)) {
      await this.db.kysely
        .updateTable('sync_historico')
        .set({ lidos: inteiro(r.itemsCount), enviados: inteiro(r.itensSincronizadosCount) })
        .where('id', '=', aberta.id)
        .execute();
      return;
    }
    // Removals held by the safety valve and confirmed later belong to the run that held them.
    if (r.remocoesRetidas === 0 && r.removidos !== undefined) {
      const retida = await this.db.kysely
        .selectFrom('sync_historico')
        .select('id')
        .where('filialId', '=', filialId)
        .where('tipo', '=', tipo)
        .where('resultado', '=', 'remocoesRetidas')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (retida)
        await this.db.kysely
          .updateTable('sync_historico')
          .set({ resultado: 'sucesso', removidos: inteiro(r.removidos), msg: texto(r.msg) })
          .where('id', '=', retida.id)
          .execute();
    }
  }

  private async abrir(filialId: number, tipo: string, r: RelatoExecucao): Promise<void> {
    await this.interromper(filialId, null, tipo);
    await this.db.kysely
      .insertInto('sync_historico')
      .values({
        filialId,
        tipo,
        dtInicio: String(r.dtInicio),
        dtFim: null,
        modo: r.reenviarTodos ? 'todos' : 'alterados',
        lidos: 0,
        enviados: 0,
        removidos: 0,
        resultado: 'executando',
        retomada: r.retomada ? 1 : 0,
        msg: texto(r.msg),
        erro: null,
        falhas: 0,
      })
      .execute();
    await this.purgar(filialId);
  }

  private async fechar(id: number, r: RelatoExecucao): Promise<void> {
    const falhas = (Array.isArray(r.falhas) ? r.falhas : []).slice(0, MAX_FALHAS_POR_EXECUCAO) as { identificador?: unknown; motivo?: unknown }[];
    await this.db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable('sync_historico')
        .set({
          dtFim: String(r.dtFim),
          resultado: resultadoDoFim(r),
          lidos: inteiro(r.itemsCount),
          enviados: inteiro(r.itensSincronizadosCount),
          removidos: inteiro(r.removidos),
          msg: texto(r.msg),
          erro: texto(r.erro),
          falhas: Math.max(inteiro(r.falhasTotal), falhas.length),
        })
        .where('id', '=', id)
        .execute();
      for (let i = 0; i < falhas.length; i += 200) {
        await trx
          .insertInto('sync_historico_falha')
          .values(falhas.slice(i, i + 200).map((f) => ({ execucaoId: id, identificador: texto(f?.identificador, 200), motivo: texto(f?.motivo) ?? '' })))
          .execute();
      }
    });
  }

  /** The agent went away: its open runs (of one type, or all) end as interrupted; it resumes them when back. */
  async interromper(filialId: number, msg: string | null, tipo?: string): Promise<void> {
    let query = this.db.kysely
      .updateTable('sync_historico')
      .set({ resultado: 'interrompida', dtFim: this.agora().toISOString(), ...(msg ? { msg } : {}) })
      .where('filialId', '=', filialId)
      .where('resultado', '=', 'executando');
    if (tipo) query = query.where('tipo', '=', tipo);
    await query.execute();
  }

  /** Runs older than 30 days go (of one branch, or of all). */
  async purgar(filialId?: number): Promise<number> {
    const limite = new Date(this.agora().getTime() - DIAS_HISTORICO * DIA_MS).toISOString();
    return this.db.kysely.transaction().execute(async (trx) => {
      let velhas = trx.selectFrom('sync_historico').select('id').where('dtInicio', '<', limite);
      if (filialId !== undefined) velhas = velhas.where('filialId', '=', filialId);
      const ids = (await velhas.execute()).map((r) => r.id);
      for (let i = 0; i < ids.length; i += 500) {
        const lote = ids.slice(i, i + 500);
        await trx.deleteFrom('sync_historico_falha').where('execucaoId', 'in', lote).execute();
        await trx.deleteFrom('sync_historico').where('id', 'in', lote).execute();
      }
      return ids.length;
    });
  }

  /** A branch's runs, newest first, of one type or of all. */
  async listar(
    filialId: number,
    filtro: { tipo?: string | null; limite?: number; offset?: number },
  ): Promise<{ total: number; execucoes: ExecucaoSincronizacao[] }> {
    let base = this.db.kysely.selectFrom('sync_historico').where('filialId', '=', filialId);
    if (filtro.tipo) base = base.where('tipo', '=', filtro.tipo);
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(Math.min(Math.max(filtro.limite ?? 20, 1), 100))
      .offset(Math.max(filtro.offset ?? 0, 0))
      .execute();
    return { total: Number(n), execucoes: rows.map(paraExecucao) };
  }

  /** Consecutive failed runs of a type, counted back from the latest finished run. */
  async falhasSeguidas(filialId: number, tipo: string, ate: number): Promise<number> {
    const rows = await this.db.kysely
      .selectFrom('sync_historico')
      .select('resultado')
      .where('filialId', '=', filialId)
      .where('tipo', '=', tipo)
      .where('resultado', 'in', ['sucesso', 'falha', 'remocoesRetidas'])
      .orderBy('id', 'desc')
      .limit(ate)
      .execute();
    const primeiraBoa = rows.findIndex((r) => r.resultado !== 'falha');
    return primeiraBoa === -1 ? rows.length : primeiraBoa;
  }

  /** A run's failed rows as CSV (UTF-8 with BOM, `;`), or null when the run is not the branch's. */
  async falhasCsv(filialId: number, execucaoId: number): Promise<{ nome: string; csv: string } | null> {
    const execucao = await this.db.kysely
      .selectFrom('sync_historico')
      .selectAll()
      .where('filialId', '=', filialId)
      .where('id', '=', execucaoId)
      .executeTakeFirst();
    if (!execucao) return null;
    const falhas = await this.db.kysely
      .selectFrom('sync_historico_falha')
      .select(['identificador', 'motivo'])
      .where('execucaoId', '=', execucaoId)
      .orderBy('id')
      .execute();
    const titulo = TIPOS_DADOS_POR_TIPO[execucao.tipo]?.titulo ?? execucao.tipo;
    const inicio = formatarDataHora(execucao.dtInicio);
    const csv = paraCsv([['Tipo', 'Início da execução', 'Identificador', 'Motivo'], ...falhas.map((f) => [titulo, inicio, f.identificador ?? '', f.motivo])]);
    return { nome: `falhas-${TIPOS_DADOS_POR_TIPO[execucao.tipo]?.rota ?? execucao.tipo}-${execucao.dtInicio.slice(0, 19).replace(/[:T]/g, '-')}.csv`, csv };
  }
}

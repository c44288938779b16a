import { sql } from 'kysely';
import {
  FILTROS_PROBLEMA,
  PROBLEMAS_FROTA,
  type ContadoresFrota,
  type DiaFrota,
  type FilialFrota,
  type FiltroProblema,
  type ProblemaFrota,
} from '../../common/api/frota';
import { TIPOS_DADOS_POR_TIPO } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { ACTIONS, SUBJECTS, type AppAbility } from '../../common/permissions';
import type { SituacaoAtualizacao } from './atualizacaoAgente';
import type { Db } from '../db/connection';
import { badUserInput } from '../errors';
import { MOBILE_FILIAL } from './filiais';
import { condicaoProblema, filiaisDaFrota, GRAVIDADE, temProblema, type FiltroFrota, type LinhaFrotaSql } from './frotaSql';
import type { DivergenciasService } from './divergencias';
import { graficosFrota } from './graficosFrota';
import type { ContagemPedidos, GerenciadorStatusService } from './gerenciadorStatus';
import { scopeOf } from './permissionScope';
import { assertQueryOptions, type QueryOptions } from './queryOptions';

/** The fields a fleet list request may name: the search box's, the contratante, the problem, and its fixed order. */
const CAMPOS_FILTRO = { busca: 'string', contratanteId: 'number', problema: 'string', gravidade: 'number' } as const;

/**
 * The list options of the SPA (docs/produto.md §7 queryOptions) as the fleet's filter: `busca ilike '%termo%'`
 * (the search box), `contratanteId = n`, `problema = x` (FILTROS_PROBLEMA). The order is always
 * trouble first; anything else is refused with a Portuguese message (400), never SQL.
 */
export function filtroDaFrota(options: QueryOptions | null | undefined): FiltroFrota {
  assertQueryOptions(options, CAMPOS_FILTRO);
  const filtro: FiltroFrota = {};
  for (const item of options?.where?.orWhere ?? []) {
    if (item.campo !== 'busca' || item.operador.trim().toLowerCase() !== 'ilike') throw badUserInput(MSG.filtroInvalido);
    filtro.busca = String(item.valor ?? '').replace(/^%|%$/g, '');
  }
  for (const item of options?.where?.andWhere ?? []) {
    const igual = item.operador.trim() === '=';
    if (item.campo === 'busca' && item.operador.trim().toLowerCase() === 'ilike') filtro.busca = String(item.valor ?? '').replace(/^%|%$/g, '');
    else if (item.campo === 'contratanteId' && igual && /^\d{1,9}$/.test(String(item.valor ?? ''))) filtro.contratanteId = Number(item.valor);
    else if (item.campo === 'problema' && igual && (FILTROS_PROBLEMA as readonly string[]).includes(String(item.valor)))
      filtro.problema = item.valor as FiltroProblema;
    else throw badUserInput(MSG.filtroInvalido);
  }
  return filtro;
}

const POR_PAGINA_PADRAO = 20;

/** The column of a page's row that says whether it has a problem (the SQL's own condition, frotaSql.ts). */
const coluna = (problema: ProblemaFrota) => `tem_${problema}`;

/**
 * The fleet home (docs/frota.md): every branch the user may list with what is wrong with it, the
 * most severe first, a page at a time, and counters of each state. The SQL is frotaSql.ts: one
 * statement per answer, counted and ordered by the database; only the page's rows leave it.
 */
export class FrotaService {
  constructor(
    private db: Db,
    private status: GerenciadorStatusService,
    private divergencias: DivergenciasService,
    private versaoServidor: string,
    private agora: () => Date = () => new Date(),
    /** Each branch's self-update (server/services/atualizacaoAgente.ts): target and last attempt. */
    private atualizacoes?: { situacoes(filialIds: number[]): Promise<Map<number, SituacaoAtualizacao>> },
  ) {}

  private escopo(ability: AppAbility) {
    return scopeOf(ability, ACTIONS.LISTAR, SUBJECTS.MOBILE_FILIAL, MOBILE_FILIAL.scope);
  }

  private frota(ability: AppAbility, filtro: FiltroFrota) {
    const escopo = this.escopo(ability);
    if (!escopo) return null;
    let query = this.db.kysely.selectFrom(filiaisDaFrota(this.db, escopo, filtro, this.agora(), this.versaoServidor).as('frota'));
    if (filtro.problema) query = query.where(condicaoProblema(filtro.problema) as never);
    return query;
  }

  /** A page of the fleet, trouble first (then by name), with the home card's counts of each row. */
  async pagina(ability: AppAbility, options: QueryOptions | null | undefined): Promise<FilialFrota[]> {
    const filtro = filtroDaFrota(options);
    const query = this.frota(ability, filtro);
    if (!query) return [];
    const limite = options?.limit || POR_PAGINA_PADRAO;
    const linhas = (await query
      .selectAll('frota')
      .select(GRAVIDADE.as('gravidade'))
      .select(PROBLEMAS_FROTA.map((p) => temProblema(p).as(coluna(p))))
      .orderBy(sql`gravidade`, 'desc')
      .orderBy(sql`frota."nomeNormalizado"`)
      .orderBy(sql`frota.id`)
      .limit(limite)
      .offset(options?.offset ?? 0)
      .execute()) as unknown as (LinhaFrotaSql & Record<string, unknown>)[];
    const ids = linhas.map((l) => Number(l.id));
    const contagens = await this.status.contagensPedidos(ids);
    const estrutura = await this.divergencias.tiposPorFilial(ids);
    const atualizacoes = (await this.atualizacoes?.situacoes(ids)) ?? new Map<number, SituacaoAtualizacao>();
    return linhas.map((l) => this.filial(l, contagens.get(Number(l.id)), estrutura.get(Number(l.id)) ?? [], atualizacoes.get(Number(l.id))));
  }

  /** How many branches the same filters keep. */
  async total(ability: AppAbility, options: QueryOptions | null | undefined): Promise<number> {
    const query = this.frota(ability, filtroDaFrota(options));
    if (!query) return 0;
    const row = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /** The counters above the list, for the user's branches (of one contratante when given): one aggregate statement. */
  async contadores(ability: AppAbility, contratanteId?: number | null): Promise<ContadoresFrota> {
    const query = this.frota(ability, { contratanteId });
    const vazio: ContadoresFrota = {
      filiais: 0,
      conectados: 0,
      offline: 0,
      estrutura: 0,
      execucoesFalha: 0,
      registrosErro: 0,
      registrosErroTotal: 0,
      desatualizado: 0,
    };
    if (!query) return vazio;
    const row = await query
      .select([
        sql<number>`count(*)`.as('filiais'),
        sql<number>`coalesce(sum(frota.conectado), 0)`.as('conectados'),
        sql<number>`coalesce(sum(case when frota."emOperacao" = 1 then frota."registrosErro" else 0 end), 0)`.as('registrosErroTotal'),
        ...PROBLEMAS_FROTA.map((p) => sql<number>`coalesce(sum(${temProblema(p)}), 0)`.as(p)),
      ])
      .executeTakeFirst();
    return Object.fromEntries(Object.keys(vazio).map((k) => [k, Number((row as Record<string, unknown> | undefined)?.[k] ?? 0)])) as unknown as ContadoresFrota;
  }

  /** The charts of the same branches: orders received and integrated and failed runs per day, 30 days. */
  async graficos(ability: AppAbility, contratanteId?: number | null): Promise<DiaFrota[]> {
    const escopo = this.escopo(ability);
    return escopo ? graficosFrota(this.db, escopo, contratanteId, this.agora()) : [];
  }

  private filial(
    l: LinhaFrotaSql & Record<string, unknown>,
    pedidos: ContagemPedidos | undefined,
    tiposEstrutura: string[],
    atualizacao?: SituacaoAtualizacao,
  ): FilialFrota {
    const problemas = PROBLEMAS_FROTA.filter((p) => Number(l[coluna(p)]) === 1);
    return {
      id: Number(l.id),
      filialId: Number(l.id),
      nome: l.nome,
      ativo: Boolean(Number(l.ativo)),
      contratanteId: Number(l.contratanteId),
      contratanteNome: l.contratanteNome,
      pedidosSincronizados: pedidos?.pedidosSincronizados ?? 0,
      pedidosDia: pedidos?.pedidosDia ?? 0,
      pedidosSemSincronizar: pedidos?.pedidosSemSincronizar ?? 0,
      qtdeErros: pedidos?.qtdeErros ?? 0,
      gerenciadorConectado: Boolean(Number(l.conectado)),
      versaoGerenciador: l.versaoPresenca ?? l.versaoGerenciador,
      ultimoContatoGerenciador: l.ultimoContatoGerenciador,
      problemas,
      registrosErro: Number(l.registrosErro),
      execucoesFalha: Number(l.execucoesFalha),
      estruturaAlterada: tiposEstrutura.map((tipo) => TIPOS_DADOS_POR_TIPO[tipo]?.titulo ?? tipo),
      desatualizado: Boolean(Number(l.desatualizado)),
      versaoAlvo: atualizacao?.versaoAlvo ?? null,
      ultimaAtualizacao:
        atualizacao?.ultimoResultado && atualizacao.ultimaEm
          ? { quando: atualizacao.ultimaEm, resultado: atualizacao.ultimoResultado, versao: atualizacao.ultimaVersao, motivo: atualizacao.ultimoMotivo }
          : null,
    };
  }
}

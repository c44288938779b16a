import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { PROBLEMAS_FROTA, pesoProblema, type FiltroProblema, type ProblemaFrota } from '../../common/api/frota';
import { ALERTAS_PADRAO, TIPO_BASICA } from '../../common/catalogo';
import { HEARTBEAT_VALIDADE_MS } from '../../common/protocolo';
import { normalizarBusca } from '../../common/text/buscaNormalizada';
import { ordemVersao } from '../../common/versao';
import type { Db, Engine } from '../db/connection';
import type { Scope } from './permissionScope';

/** What narrows the fleet besides the user's permission. */
export interface FiltroFrota {
  contratanteId?: number | null;
  /** Text the branch's or its contratante's search fields contain (name, document, e-mail, phone, identificadorApp). */
  busca?: string | null;
  problema?: FiltroProblema | null;
}

/** One branch of the fleet as the per-branch subquery gives it. */
export interface LinhaFrotaSql {
  id: number;
  nome: string;
  nomeNormalizado: string;
  ativo: number;
  contratanteId: number;
  contratanteNome: string;
  ultimoContatoGerenciador: string | null;
  versaoGerenciador: string | null;
  versaoPresenca: string | null;
  conectado: number;
  offline: number;
  emOperacao: number;
  execucoesFalha: number;
  registrosErro: number;
  tiposEstrutura: number;
  desatualizado: number;
  gravidade: number;
}

/**
 * How many data types of the branch have a configuration the ERP's structure no longer matches: the
 * agents' structure checks keep one row per branch and type while a change holds
 * (gerenciador_divergencia, services/divergencias.ts), found by its primary key.
 */
export function tiposComEstruturaAlterada(): RawBuilder<number> {
  return sql<number>`(select count(*) from gerenciador_divergencia d where d."filialId" = mobile_filial.id)`;
}

/**
 * Minutes the alert settings allow the agent to be away (the basic configuration's
 * alertaOfflineMinutos, ALERTAS_PADRAO's when unset or not a whole number), read from its JSON text.
 */
function limiteOfflineMinutos(engine: Engine): RawBuilder<number> {
  const padrao = sql.lit(Number(ALERTAS_PADRAO.alertaOfflineMinutos));
  if (engine === 'postgres') {
    const valor = sql`(b.dados::jsonb ->> 'alertaOfflineMinutos')`;
    return sql<number>`coalesce(case when ${valor} ~ '^[0-9]{1,6}$' then nullif(${valor}::integer, 0) end, ${padrao})`;
  }
  return sql<number>`coalesce(case when json_valid(b.dados) then nullif(cast(json_extract(b.dados, '$.alertaOfflineMinutos') as integer), 0) end, ${padrao})`;
}

/** The agent's last contact is older than the branch's offline limit, `agora` being now. */
function alemDoLimite(engine: Engine, agora: string): RawBuilder<SqlBool> {
  const limite = limiteOfflineMinutos(engine);
  const contato = sql.ref('mobile_filial.ultimoContatoGerenciador');
  if (engine === 'postgres') return sql<SqlBool>`${contato}::timestamptz < ${agora}::timestamptz - ${limite} * interval '1 minute'`;
  return sql<SqlBool>`(julianday(${agora}) - julianday(${contato})) * 1440 > ${limite}`;
}

/** The condition a problem puts on a row of the per-branch subquery (alias `frota`). */
const CONDICOES: Record<ProblemaFrota, RawBuilder<SqlBool>> = {
  offline: sql<SqlBool>`frota.offline = 1`,
  estrutura: sql<SqlBool>`frota."emOperacao" = 1 and frota."tiposEstrutura" > 0`,
  execucoesFalha: sql<SqlBool>`frota."emOperacao" = 1 and frota."execucoesFalha" > 0`,
  registrosErro: sql<SqlBool>`frota."emOperacao" = 1 and frota."registrosErro" > 0`,
  desatualizado: sql<SqlBool>`frota."emOperacao" = 1 and frota.desatualizado = 1`,
};

/** Whether a row of the subquery has a problem, as 0 or 1. */
export const temProblema = (problema: ProblemaFrota) => sql<number>`case when ${CONDICOES[problema]} then 1 else 0 end`;

/** The row's severity: the sum of its problems' weights, so the most severe problem orders first (common/api/frota). */
export const GRAVIDADE: RawBuilder<number> = sql<number>`(${sql.join(
  PROBLEMAS_FROTA.map((p) => sql`${temProblema(p)} * ${sql.lit(pesoProblema(p))}`),
  sql` + `,
)})`;

/** The list's filter by problem, over the subquery's rows. */
export function condicaoProblema(filtro: FiltroProblema): Expression<SqlBool> {
  if (filtro === 'algum') return sql<SqlBool>`${GRAVIDADE} > 0`;
  if (filtro === 'nenhum') return sql<SqlBool>`${GRAVIDADE} = 0`;
  if (filtro === 'conectado') return sql<SqlBool>`frota.conectado = 1`;
  return CONDICOES[filtro];
}

/**
 * Every branch the scope allows (and the filters keep) with what the fleet knows of it, one row each:
 * connected now, offline beyond its alert limit, types whose last run failed, records in erro, types
 * whose ERP structure changed, an outdated agent. Each count is a subquery on an index of its table
 * (migration 0046); nothing is read per branch into memory. `agora` is the request's moment.
 */
export function filiaisDaFrota(db: Db, scope: Scope, filtro: FiltroFrota, agora: Date, versaoServidor: string) {
  const agoraIso = agora.toISOString();
  const vivoDesde = new Date(agora.getTime() - HEARTBEAT_VALIDADE_MS).toISOString();
  const emOperacao = sql<SqlBool>`mobile_filial.ativo = 1 and contratante.ativo = 1`;
  const conectado = sql<SqlBool>`p."filialId" is not null`;
  let query = db.kysely
    .selectFrom('mobile_filial')
    .innerJoin('contratante', 'contratante.id', 'mobile_filial.contratanteId')
    .leftJoin('gerenciador_presenca as p', (j) => j.onRef('p.filialId', '=', 'mobile_filial.id').on('p.ultimoContato', '>=', vivoDesde))
    .leftJoin('mobile_filial_configuracao as b', (j) => j.onRef('b.filialId', '=', 'mobile_filial.id').on('b.tipo', '=', TIPO_BASICA))
    .select([
      'mobile_filial.id as id',
      'mobile_filial.nome as nome',
      'mobile_filial.nomeNormalizado as nomeNormalizado',
      'mobile_filial.ativo as ativo',
      'mobile_filial.contratanteId as contratanteId',
      'contratante.nome as contratanteNome',
      'mobile_filial.ultimoContatoGerenciador as ultimoContatoGerenciador',
      'mobile_filial.versaoGerenciador as versaoGerenciador',
      'p.versao as versaoPresenca',
      sql<number>`case when ${conectado} then 1 else 0 end`.as('conectado'),
      sql<number>`case when ${emOperacao} then 1 else 0 end`.as('emOperacao'),
      sql<number>`case when ${emOperacao} and not (${conectado}) and mobile_filial."ultimoContatoGerenciador" is not null and ${alemDoLimite(db.engine, agoraIso)} then 1 else 0 end`.as(
        'offline',
      ),
      // The last run of a type: ended, neither successful nor cancelled (sync_execucao holds one row per type).
      sql<number>`(select count(*) from sync_execucao s where s."filialId" = mobile_filial.id and s.executando = 0 and s.sucesso = 0 and s.cancelada = 0 and s."dtFim" is not null)`.as(
        'execucoesFalha',
      ),
      // The literal 'erro' lets the partial index of migration 0046 serve it.
      sql<number>`(select count(*) from mobile_registro r where r."filialId" = mobile_filial.id and r.situacao = 'erro')`.as('registrosErro'),
      tiposComEstruturaAlterada().as('tiposEstrutura'),
      sql<number>`case when mobile_filial."versaoGerenciadorOrdem" < ${ordemVersao(versaoServidor)} then 1 else 0 end`.as('desatualizado'),
    ])
    .where(scope as never);
  if (filtro.contratanteId) query = query.where('mobile_filial.contratanteId', '=', filtro.contratanteId);
  const termo = normalizarBusca(filtro.busca ?? '').trim();
  if (termo) query = query.where((eb) => eb.or([eb('mobile_filial.busca', 'like', `%${termo}%`), eb('contratante.busca', 'like', `%${termo}%`)]));
  return query;
}

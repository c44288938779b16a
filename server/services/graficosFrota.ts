import { sql, type SelectQueryBuilder } from 'kysely';
import { DIAS_GRAFICOS_FROTA, type DiaFrota } from '../../common/api/frota';
import type { Db } from '../db/connection';
import type { Scope } from './permissionScope';

/** Brasília keeps UTC−3 all year (as the home cards' "Pedidos do dia"). */
const FUSO_MS = 3 * 3600_000;
const DIA_MS = 24 * 3600_000;

/** The Brasília day (YYYY-MM-DD) of an instant. */
const diaBrasilia = (instante: number) => new Date(instante - FUSO_MS).toISOString().slice(0, 10);

/** The first instant (ISO, UTC) of the Brasília day `dias - 1` days before `agora`'s. */
function inicioDoPeriodo(agora: Date, dias: number): string {
  const hoje = Date.parse(`${diaBrasilia(agora.getTime())}T00:00:00.000Z`) + FUSO_MS;
  return new Date(hoje - (dias - 1) * DIA_MS).toISOString();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = SelectQueryBuilder<any, any, any>;

type Serie = 'pedidosRecebidos' | 'pedidosIntegrados' | 'execucoesFalha';

/**
 * The fleet's charts (docs/frota.md): orders received and integrated and failed runs per Brasília
 * day over the last 30 days, for the branches `scope` allows (of one contratante when given). Each
 * series is one statement over a partial index of migration 0046, grouped by UTC hour in SQL (the
 * same text function on both engines: at most 720 groups leave the database) and folded into
 * Brasília days here.
 */
export async function graficosFrota(db: Db, scope: Scope, contratanteId: number | null | undefined, agora: Date): Promise<DiaFrota[]> {
  const desde = inicioDoPeriodo(agora, DIAS_GRAFICOS_FROTA);
  const dias = Array.from({ length: DIAS_GRAFICOS_FROTA }, (_, i) => diaBrasilia(Date.parse(desde) + i * DIA_MS));
  const porDia = new Map<string, DiaFrota>(dias.map((dia) => [dia, { dia, pedidosRecebidos: 0, pedidosIntegrados: 0, execucoesFalha: 0 }]));
  const somar = (serie: Serie, linhas: Record<string, unknown>[]) => {
    for (const { hora, n } of linhas) {
      const dia = porDia.get(diaBrasilia(Date.parse(`${String(hora)}:00:00.000Z`)));
      if (dia) dia[serie] += Number(n);
    }
  };
  const daFrota = (query: AnyQuery): AnyQuery => {
    const escopo = query.where(scope as never);
    return contratanteId ? escopo.where('mobile_filial.contratanteId', '=', contratanteId) : escopo;
  };
  const k = db.kysely;
  const hora = (coluna: string) => sql<string>`substr(${sql.ref(coluna)}, 1, 13)`;
  // The literals (not bound values) let PostgreSQL match each partial index's predicate.
  somar(
    'pedidosRecebidos',
    await daFrota(
      k
        .selectFrom('mobile_registro as r')
        .innerJoin('mobile_filial', 'mobile_filial.id', 'r.filialId')
        .select([hora('r.createdAt').as('hora'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('r.tipo', '=', sql.lit('pedido'))
        .where('r.createdAt', '>=', desde),
    )
      .groupBy(sql`1`)
      .execute(),
  );
  somar(
    'pedidosIntegrados',
    await daFrota(
      k
        .selectFrom('mobile_registro as r')
        .innerJoin('mobile_filial', 'mobile_filial.id', 'r.filialId')
        .select([hora('r.updatedAt').as('hora'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('r.tipo', '=', sql.lit('pedido'))
        .where('r.situacao', '=', sql.lit('integrado'))
        .where('r.updatedAt', '>=', desde),
    )
      .groupBy(sql`1`)
      .execute(),
  );
  somar(
    'execucoesFalha',
    await daFrota(
      k
        .selectFrom('sync_historico as h')
        .innerJoin('mobile_filial', 'mobile_filial.id', 'h.filialId')
        .select([hora('h.dtInicio').as('hora'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('h.resultado', '=', sql.lit('falha'))
        .where('h.dtInicio', '>=', desde),
    )
      .groupBy(sql`1`)
      .execute(),
  );
  return dias.map((dia) => porDia.get(dia)!);
}

import type { DivergenciaEstrutura, DivergenciasDoTipo } from '../../common/api/divergencia';
import type { Db } from '../db/connection';
import { lotePorFilialETipo } from './batchLoader';

/** Told when a type's divergences appear, change or end (the alerts listen). */
export type AoMudarDivergencias = (filialId: number, tipo: string, divergencias: DivergenciaEstrutura[]) => void;

/**
 * Changes of the ERP's structure under each branch's configurations, as its agent reports them
 * (agent/estrutura): kept per branch and type while they hold, so the data page, the home card and
 * the alerts read them; a report with none ends them.
 */
export class DivergenciasService {
  constructor(
    private db: Db,
    private aoMudar: AoMudarDivergencias,
    private agora: () => Date = () => new Date(),
  ) {}

  async registrar(filialId: number, tipo: string, divergencias: DivergenciaEstrutura[]): Promise<void> {
    const k = this.db.kysely;
    const atual = await k
      .selectFrom('gerenciador_divergencia')
      .select('divergencias')
      .where('filialId', '=', filialId)
      .where('tipo', '=', tipo)
      .executeTakeFirst();
    const texto = JSON.stringify(divergencias);
    if (!divergencias.length) {
      if (!atual) return;
      await k.deleteFrom('gerenciador_divergencia').where('filialId', '=', filialId).where('tipo', '=', tipo).execute();
    } else {
      if (atual?.divergencias === texto) return;
      const agora = this.agora().toISOString();
      await k
        .insertInto('gerenciador_divergencia')
        .values({ filialId, tipo, divergencias: texto, desde: agora, atualizadoEm: agora })
        .onConflict((oc) => oc.columns(['filialId', 'tipo']).doUpdateSet({ divergencias: texto, atualizadoEm: agora }))
        .execute();
    }
    this.aoMudar(filialId, tipo, divergencias);
  }

  /** The type's divergences on the branch, or none. */
  /** The rows asked during one turn of the event loop, in one statement (the data page polls them). */
  private linhasDaVolta = lotePorFilialETipo((filialIds, tipos) =>
    this.db.kysely
      .selectFrom('gerenciador_divergencia')
      .select(['filialId', 'tipo', 'divergencias', 'desde'])
      .where('filialId', 'in', filialIds)
      .where('tipo', 'in', tipos)
      .execute(),
  );

  async doTipo(filialId: number, tipo: string): Promise<DivergenciasDoTipo | null> {
    const linha = await this.linhasDaVolta(filialId, tipo);
    return linha ? { tipo: linha.tipo, desde: linha.desde, divergencias: JSON.parse(linha.divergencias) as DivergenciaEstrutura[] } : null;
  }

  /** The types with divergences of each branch (the home cards). */
  async tiposPorFilial(filialIds: number[]): Promise<Map<number, string[]>> {
    const porFilial = new Map<number, string[]>();
    if (!filialIds.length) return porFilial;
    const linhas = await this.db.kysely
      .selectFrom('gerenciador_divergencia')
      .select(['filialId', 'tipo'])
      .where('filialId', 'in', filialIds)
      .orderBy('tipo')
      .execute();
    for (const l of linhas) porFilial.set(l.filialId, [...(porFilial.get(l.filialId) ?? []), l.tipo]);
    return porFilial;
  }
}

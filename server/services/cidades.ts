import { normalizeSearch } from '../../common/text/normalize';
import type { Db } from '../db/connection';

export interface CidadeRow {
  id: number;
  nome: string;
  estadoId: number;
  estado: { id: number; nome: string; sigla: string };
}

/** The local IBGE table: autocomplete by name prefix, accent- and case-insensitive. */
export class CidadesService {
  constructor(private db: Db) {}

  private base() {
    return this.db.kysely
      .selectFrom('cidade')
      .innerJoin('estado', 'estado.id', 'cidade.estadoId')
      .select(['cidade.id', 'cidade.nome', 'cidade.estadoId', 'estado.nome as estadoNome', 'estado.sigla']);
  }

  private shape(r: { id: number; nome: string; estadoId: number; estadoNome: string; sigla: string }): CidadeRow {
    return { id: r.id, nome: r.nome, estadoId: r.estadoId, estado: { id: r.estadoId, nome: r.estadoNome, sigla: r.sigla } };
  }

  async search(nome: string | null | undefined, limit = 10): Promise<CidadeRow[]> {
    const prefix = normalizeSearch(nome ?? '').replace(/[%_\\]/g, '');
    const rows = await this.base()
      .where('cidade.nomeBusca', 'like', `${prefix}%`)
      .orderBy('cidade.nomeBusca')
      .limit(Math.min(Math.max(limit, 1), 50))
      .execute();
    return rows.map((r) => this.shape(r));
  }

  async byIds(ids: readonly number[]): Promise<Map<number, CidadeRow>> {
    if (!ids.length) return new Map();
    const rows = await this.base()
      .where('cidade.id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.id, this.shape(r)]));
  }
}

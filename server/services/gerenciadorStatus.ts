import { sql } from 'kysely';
import type { StatusCard } from '../../common/api/statusCard';
import { TIPOS_DADOS_POR_TIPO } from '../../common/catalogo';
import { ACTIONS, type AppAbility } from '../../common/permissions';
import type { Db } from '../db/connection';
import type { DivergenciasService } from './divergencias';
import type { FiliaisService } from './filiais';
import type { GerenciadorConexoesService } from './gerenciadorConexoes';

/** Start of today in Brasília (UTC−3), as the ISO text the dates are stored in. */
function startOfTodayBrasilia(now = new Date()): string {
  const local = new Date(now.getTime() - 3 * 3600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 3)).toISOString();
}

/** A branch's order counts on its home card (docs/produto.md §2 Home). */
export type ContagemPedidos = Pick<StatusCard, 'pedidosSincronizados' | 'pedidosDia' | 'pedidosSemSincronizar' | 'qtdeErros'>;

/** The home cards: one per branch the user may list, counted from the phones' orders. */
export class GerenciadorStatusService {
  constructor(
    private db: Db,
    private filiais: FiliaisService,
    private conexoes: GerenciadorConexoesService,
    private divergencias: DivergenciasService,
  ) {}

  async cards(ability: AppAbility): Promise<StatusCard[]> {
    if (!ability.can(ACTIONS.LISTAR, 'MOBILE_FILIAL')) return [];
    const filiais = await this.filiais.crud.list(ability, { limit: 1000 });
    if (!filiais.length) return [];
    const byFilial = await this.contagensPedidos(filiais.map((f) => Number(f.id)));
    const conectados = await this.conexoes.presencasVivas(filiais.map((f) => Number(f.id)));
    const contatos = await this.conexoes.ultimosContatos(filiais.map((f) => Number(f.id)));
    const estrutura = await this.divergencias.tiposPorFilial(filiais.map((f) => Number(f.id)));
    return filiais.map((f) => {
      const c = byFilial.get(Number(f.id));
      return {
        filialId: Number(f.id),
        nome: String(f.nome),
        ativo: Boolean(f.ativo),
        pedidosSincronizados: c?.pedidosSincronizados ?? 0,
        pedidosDia: c?.pedidosDia ?? 0,
        pedidosSemSincronizar: c?.pedidosSemSincronizar ?? 0,
        qtdeErros: c?.qtdeErros ?? 0,
        gerenciadorConectado: conectados.has(Number(f.id)),
        versaoGerenciador: conectados.get(Number(f.id))?.versao ?? null,
        ultimoContatoGerenciador: contatos.get(Number(f.id)) ?? null,
        estruturaAlterada: (estrutura.get(Number(f.id)) ?? []).map((tipo) => TIPOS_DADOS_POR_TIPO[tipo]?.titulo ?? tipo),
      };
    });
  }

  /** The home card's order counts of some branches (the fleet's page asks for its rows only), by branch. */
  async contagensPedidos(filialIds: number[]): Promise<Map<number, ContagemPedidos>> {
    if (!filialIds.length) return new Map();
    const today = startOfTodayBrasilia();
    const counts = await this.db.kysely
      .selectFrom('mobile_registro')
      .select([
        'filialId',
        sql<number>`sum(case when situacao = 'integrado' then 1 else 0 end)`.as('sincronizados'),
        sql<number>`sum(case when situacao = 'pendente' then 1 else 0 end)`.as('pendentes'),
        sql<number>`sum(case when situacao = 'erro' then 1 else 0 end)`.as('erros'),
        sql<number>`sum(case when "createdAt" >= ${today} then 1 else 0 end)`.as('hoje'),
      ])
      .where('tipo', '=', 'pedido')
      .where('filialId', 'in', filialIds)
      .groupBy('filialId')
      .execute();
    return new Map(
      counts.map((c) => [
        c.filialId,
        {
          pedidosSincronizados: Number(c.sincronizados ?? 0),
          pedidosDia: Number(c.hoje ?? 0),
          pedidosSemSincronizar: Number(c.pendentes ?? 0),
          qtdeErros: Number(c.erros ?? 0),
        },
      ]),
    );
  }
}

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

/** The home cards: one per branch the user may list, counted from the phones' orders. */
export class GerenciadorStatusService {
  constructor(private db: Db, private filiais: FiliaisService, private conexoes: GerenciadorConexoesService, private divergencias: DivergenciasService) {}

  async cards(ability: AppAbility): Promise<StatusCard[]> {
    if (!ability.can(ACTIONS.LISTAR, 'MOBILE_FILIAL')) return [];
    const filiais = await this.filiais.crud.list(ability, { limit: 1000 });
    if (!filiais.length) return [];
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
      .where('filialId', 'in', filiais.map((f) => Number(f.id)))
      .groupBy('filialId')
      .execute();
    const byFilial = new Map(counts.map((c) => [c.filialId, c]));
    const conectados = await this.conexoes.presencasVivas(filiais.map((f) => Number(f.id)));
    const contatos = await this.conexoes.ultimosContatos(filiais.map((f) => Number(f.id)));
    const estrutura = await this.divergencias.tiposPorFilial(filiais.map((f) => Number(f.id)));
    return filiais.map((f) => {
      const c = byFilial.get(Number(f.id));
      return {
        filialId: Number(f.id),
        nome: String(f.nome),
        ativo: Boolean(f.ativo),
        pedidosSincronizados: Number(c?.sincronizados ?? 0),
        pedidosDia: Number(c?.hoje ?? 0),
        pedidosSemSincronizar: Number(c?.pendentes ?? 0),
        qtdeErros: Number(c?.erros ?? 0),
        gerenciadorConectado: conectados.has(Number(f.id)),
        versaoGerenciador: conectados.get(Number(f.id))?.versao ?? null,
        ultimoContatoGerenciador: contatos.get(Number(f.id)) ?? null,
        estruturaAlterada: (estrutura.get(Number(f.id)) ?? []).map((tipo) => TIPOS_DADOS_POR_TIPO[tipo]?.titulo ?? tipo),
      };
    });
  }
}

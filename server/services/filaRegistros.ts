import type { PaginaFila, RegistroFila } from '../../common/api/filaRegistros';
import { REGISTROS_APP, registroDoInsert, SITUACOES_REGISTRO_APP, type SituacaoRegistroApp, type TipoRegistroApp } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { ACTIONS, type AppAbility } from '../../common/permissions';
import type { Db } from '../db/connection';
import { badRequest } from '../errors';
import type { FiliaisService } from './filiais';

const USUARIOS = 'configuracaoDadosUsuario';
const moeda = (v: unknown) => (typeof v === 'number' ? `R$ ${v.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` : null);

/** What a record is, in a few words for the list (the full record stays on the server). */
function descricao(tipo: TipoRegistroApp, dados: Record<string, unknown>): string {
  const itens = Array.isArray(dados.itens) ? dados.itens.length : 0;
  if (tipo === 'cliente') return [dados.nome, dados.docFederal].filter(Boolean).join(' · ');
  return [dados.clienteIdentificador ? `Cliente ${String(dados.clienteIdentificador)}` : null, moeda(dados.valorTotal), itens ? `${itens} item(ns)` : null]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The manager's queue of the records the phones sent (docs/guia-integrador.md §7): newest first, filtered by type and
 * situação, with the device, the seller, when it was received and integrated, and its error. Only the
 * branch's own records; the user needs to read the branch.
 */
export class FilaRegistrosService {
  constructor(
    private db: Db,
    private filiais: FiliaisService,
  ) {}

  async listar(
    ability: AppAbility,
    identificadorApp: string,
    filtro: { tipo?: string | null; situacao?: string | null; limite?: number | null; offset?: number | null },
  ): Promise<PaginaFila> {
    const registro = filtro.tipo ? registroDoInsert(filtro.tipo) : undefined;
    if (filtro.tipo && !registro) throw badRequest(MSG.tipoSemRegistrosAplicativo);
    if (filtro.situacao && !SITUACOES_REGISTRO_APP.includes(filtro.situacao as SituacaoRegistroApp)) throw badRequest(MSG.situacaoInvalida);
    const filialId = await this.filiais.idDoGerenciador(ability, identificadorApp, ACTIONS.LEITURA);

    let base = this.db.kysely.selectFrom('mobile_registro as r').where('r.filialId', '=', filialId);
    if (registro) base = base.where('r.tipo', '=', registro);
    if (filtro.situacao) base = base.where('r.situacao', '=', filtro.situacao);
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
        situacao: r.situacao as SituacaoRegistroApp,
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
}

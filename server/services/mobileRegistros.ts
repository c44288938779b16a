import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { Database, MobileRegistroTable } from '../db/types';
import { AppError } from '../errors';
import { adicionarChavesApp, clienteComMesmaChave, type CampoChaveCliente } from './clienteChaves';

export const TIPOS_REGISTRO = ['cliente', 'pedido', 'ordemServico'] as const;
export type TipoRegistro = (typeof TIPOS_REGISTRO)[number];
export type SituacaoRegistro = 'pendente' | 'integrado' | 'erro';

/** A record a phone posted (cloud → ERP), with its write-back state. */
export interface RegistroApp {
  id: number;
  filialId: number;
  dispositivoId: number | null;
  tipo: TipoRegistro;
  uuid: string;
  dados: Record<string, unknown>;
  situacao: SituacaoRegistro;
  chaveErp: string | null;
  erro: string | null;
  usuarioIdentificador: string | null;
  /** When the server received it: the dataSincronizacao placeholder of the inserts. */
  createdAt: string;
  updatedAt: string;
}

export interface NovoRegistro {
  filialId: number;
  dispositivoId: number | null;
  tipo: TipoRegistro;
  uuid: string;
  dados: Record<string, unknown>;
  usuarioIdentificador: string | null;
}

const MAX_CHAVE = 200;
const MAX_ERRO = 4000;

function paraRegistro(row: Selectable<MobileRegistroTable>): RegistroApp {
  return {
    id: row.id,
    filialId: row.filialId,
    dispositivoId: row.dispositivoId,
    tipo: row.tipo as TipoRegistro,
    uuid: row.uuid,
    dados: JSON.parse(row.dados) as Record<string, unknown>,
    situacao: row.situacao as SituacaoRegistro,
    chaveErp: row.chaveErp,
    erro: row.erro,
    usuarioIdentificador: row.usuarioIdentificador,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

type Executor = Kysely<Database>;

/**
 * Phone records (mobile_registro) and their write-back states: pendente → integrado (with the ERP
 * key) or erro (with the message); a record in erro may be integrated by a later retry. The
 * device API stores them; the agent hub takes the pending ones and acknowledges each.
 */
export class MobileRegistrosService {
  /** Told after a phone's new record is stored (the hub wakes the branch's agent with it). */
  aoRegistrar: (filialId: number) => void = () => undefined;

  constructor(private db: Db) {}

  async buscarPorUuid(filialId: number, tipo: TipoRegistro, uuid: string, k: Executor = this.db.kysely): Promise<RegistroApp | null> {
    const row = await k.selectFrom('mobile_registro').selectAll().where('filialId', '=', filialId).where('tipo', '=', tipo).where('uuid', '=', uuid).executeTakeFirst();
    return row ? paraRegistro(row) : null;
  }

  /**
   * Stores a new record as pendente, once per (branch, type, uuid): a concurrent or repeated insert
   * of the same uuid stores nothing and returns the record already there (criado false).
   * A customer also gets its uniqueness keys, in the same executor (transaction) when one is given.
   */
  async registrar(novo: NovoRegistro, k: Executor = this.db.kysely): Promise<{ registro: RegistroApp; criado: boolean }> {
    const agora = new Date().toISOString();
    const inserido = await k
      .insertInto('mobile_registro')
      .values({
        filialId: novo.filialId, dispositivoId: novo.dispositivoId, tipo: novo.tipo, uuid: novo.uuid, dados: JSON.stringify(novo.dados),
        situacao: 'pendente', chaveErp: null, erro: null, usuarioIdentificador: novo.usuarioIdentificador, createdAt: agora, updatedAt: agora,
      })
      .onConflict((oc) => oc.columns(['filialId', 'tipo', 'uuid']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserido && novo.tipo === 'cliente') await adicionarChavesApp(k, novo.filialId, novo.uuid, novo.dados);
    if (inserido) return { registro: paraRegistro(inserido), criado: true };
    const existente = await this.buscarPorUuid(novo.filialId, novo.tipo, novo.uuid, k);
    if (!existente) throw new Error('registro sumiu após conflito de uuid');
    return { registro: existente, criado: false };
  }

  /** Pending records of the branch, oldest first (by id), optionally of some types and after an id. */
  /**
   * A phone's new customer, unique by `campoUnico` among synced and pending customers. The check and
   * the insert share one transaction that, on PostgreSQL, holds the branch row, so two phones cannot
   * both register the same document; `duplicado` when another customer holds the same key.
   */
  async registrarCliente(novo: NovoRegistro, campoUnico: CampoChaveCliente | 'nenhum'): Promise<{ registro: RegistroApp; criado: boolean } | { duplicado: CampoChaveCliente }> {
    return this.db.kysely.transaction().execute(async (trx) => {
      if (this.db.engine === 'postgres') await trx.selectFrom('mobile_filial').select('id').where('id', '=', novo.filialId).forNoKeyUpdate().execute();
      const existente = await this.buscarPorUuid(novo.filialId, 'cliente', novo.uuid, trx);
      if (existente) return { registro: existente, criado: false };
      if (campoUnico !== 'nenhum' && (await clienteComMesmaChave(trx, novo.filialId, campoUnico, novo.dados[campoUnico], { uuid: novo.uuid }))) return { duplicado: campoUnico };
      return this.registrar(novo, trx);
    });
  }

  async pendentes(filialId: number, opcoes: { tipos?: TipoRegistro[]; limite?: number; aposId?: number } = {}): Promise<RegistroApp[]> {
    let query = this.db.kysely.selectFrom('mobile_registro').selectAll()
      .where('filialId', '=', filialId).where('situacao', '=', 'pendente').where('id', '>', opcoes.aposId ?? 0);
    if (opcoes.tipos?.length) query = query.where('tipo', 'in', opcoes.tipos);
    const rows = await query.orderBy('id').limit(Math.min(Math.max(opcoes.limite ?? 100, 1), 1000)).execute();
    return rows.map(paraRegistro);
  }

  /** ERP keys of the branch's integrated phone orders, newest first (the order-status select binds them). */
  async chavesPedidosIntegrados(filialId: number, limite = 5000): Promise<string[]> {
    const rows = await this.db.kysely.selectFrom('mobile_registro').select('chaveErp')
      .where('filialId', '=', filialId).where('tipo', '=', 'pedido').where('situacao', '=', 'integrado').where('chaveErp', 'is not', null)
      .orderBy('id', 'desc').limit(limite).execute();
    return rows.map((r) => String(r.chaveErp));
  }

  /**
   * The ERP accepted the record under chaveErp. True when the record is (now) integrated with that
   * key, so a repeated acknowledgement is harmless; false when it does not exist in the branch or
   * was already integrated under another key.
   */
  async marcarIntegrado(filialId: number, id: number, chaveErp: string): Promise<boolean> {
    const chave = String(chaveErp ?? '').trim();
    if (!chave || chave.length > MAX_CHAVE) throw new AppError('BAD_REQUEST', `A chave do ERP deve ter de 1 a ${MAX_CHAVE} caracteres.`);
    const r = await this.db.kysely.updateTable('mobile_registro')
      .set({ situacao: 'integrado', chaveErp: chave, erro: null, updatedAt: new Date().toISOString() })
      .where('filialId', '=', filialId).where('id', '=', id).where('situacao', 'in', ['pendente', 'erro'])
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0) return true;
    const atual = await this.db.kysely.selectFrom('mobile_registro').select(['situacao', 'chaveErp']).where('filialId', '=', filialId).where('id', '=', id).executeTakeFirst();
    return atual?.situacao === 'integrado' && atual.chaveErp === chave;
  }

  /** The ERP refused the record: only a pending one turns into erro (an integrated record stays integrated). */
  async marcarErro(filialId: number, id: number, mensagem: string): Promise<boolean> {
    const erro = String(mensagem ?? '').trim().slice(0, MAX_ERRO) || 'Erro não informado pelo gerenciador.';
    const r = await this.db.kysely.updateTable('mobile_registro')
      .set({ situacao: 'erro', erro, updatedAt: new Date().toISOString() })
      .where('filialId', '=', filialId).where('id', '=', id).where('situacao', '=', 'pendente')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** A customer a phone posted, by its uuid or by the ERP key it got, unless the ERP refused it. */
  async clienteDoAplicativo(filialId: number, uuidOuChave: string): Promise<RegistroApp | null> {
    const row = await this.db.kysely.selectFrom('mobile_registro').selectAll()
      .where('filialId', '=', filialId).where('tipo', '=', 'cliente').where('situacao', '<>', 'erro')
      .where((eb) => eb.or([eb('uuid', '=', uuidOuChave), eb('chaveErp', '=', uuidOuChave)]))
      .executeTakeFirst();
    return row ? paraRegistro(row) : null;
  }

  /** The sellers who posted the records integrated under these ERP keys (order status visibility). */
  async vendedoresPorChaveErp(filialId: number, tipo: TipoRegistro, chaves: string[]): Promise<Map<string, string | null>> {
    const resultado = new Map<string, string | null>();
    const unicas = [...new Set(chaves.filter(Boolean))];
    for (let i = 0; i < unicas.length; i += 500) {
      const rows = await this.db.kysely.selectFrom('mobile_registro').select(['chaveErp', 'usuarioIdentificador'])
        .where('filialId', '=', filialId).where('tipo', '=', tipo).where('chaveErp', 'in', unicas.slice(i, i + 500)).execute();
      for (const r of rows) if (r.chaveErp) resultado.set(r.chaveErp, r.usuarioIdentificador);
    }
    return resultado;
  }
}

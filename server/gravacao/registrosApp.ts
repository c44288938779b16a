import { CompiledQuery, type Kysely, type Selectable } from 'kysely';
import { dependentesDe, REGISTROS_APP, type SituacaoRegistroApp, type TipoRegistroApp } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { COMANDOS, type RegistroPendente, type ResultadoGravacao } from '../../common/protocolo';
import type { Db } from '../db/connection';
import type { Database, MobileRegistroTable } from '../db/types';
import { badRequest } from '../errors';
import { adicionarChavesApp, clienteComMesmaChave, type CampoChaveCliente } from '../services/clienteChaves';
import { emLotePorVolta } from '../services/batchLoader';
import type { GerenciadorChannel } from '../services/gerenciadorChannel';

/** A record a phone posted (cloud → ERP), with its write-back state. */
export interface RegistroApp {
  id: number;
  filialId: number;
  dispositivoId: number | null;
  tipo: TipoRegistroApp;
  uuid: string;
  dados: Record<string, unknown>;
  situacao: SituacaoRegistroApp;
  chaveErp: string | null;
  /** The Portuguese message of the last failure (a pending record keeps its last transient one). */
  erro: string | null;
  erroTipo: string | null;
  erroDetalhe: string | null;
  tentativas: number;
  reenviadoEm: string | null;
  usuarioIdentificador: string | null;
  /** When the server received it: the dataSincronizacao placeholder of the inserts. */
  createdAt: string;
  updatedAt: string;
}

export interface NovoRegistro {
  filialId: number;
  dispositivoId: number | null;
  tipo: TipoRegistroApp;
  uuid: string;
  dados: Record<string, unknown>;
  usuarioIdentificador: string | null;
}

/** A failure as the agent reports it: Portuguese message, kind, the engine's text. */
export interface FalhaRegistro {
  erro: string;
  tipo?: string | null;
  detalhe?: string | null;
}

/** Who moved a record: the agent, the phone, an operator, or a saved configuration. */
export type OrigemMudanca = 'agente' | 'aplicativo' | 'operador' | 'configuracao';

/** Which records of a branch an operation applies to: a type, optionally one uuid. */
export interface FiltroRegistros {
  tipo?: TipoRegistroApp;
  uuid?: string;
}

const MAX_CHAVE = 200;
const MAX_ERRO = 4000;
const MAX_DETALHE = 4000;
const texto = (v: unknown, max: number) => (v === null || v === undefined ? null : String(v).slice(0, max) || null);

function paraRegistro(row: Selectable<MobileRegistroTable>): RegistroApp {
  return {
    id: row.id,
    filialId: row.filialId,
    dispositivoId: row.dispositivoId,
    tipo: row.tipo as TipoRegistroApp,
    uuid: row.uuid,
    dados: JSON.parse(row.dados) as Record<string, unknown>,
    situacao: row.situacao as SituacaoRegistroApp,
    chaveErp: row.chaveErp,
    erro: row.erro,
    erroTipo: row.erroTipo,
    erroDetalhe: row.erroDetalhe,
    tentativas: Number(row.tentativas ?? 0),
    reenviadoEm: row.reenviadoEm,
    usuarioIdentificador: row.usuarioIdentificador,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

type Executor = Kysely<Database>;

/**
 * Told when a record goes to erro (the e-mail alerts), apart from the caller (see Avisos): before
 * the change commits, with `gravado` settling once it has (rejecting if it did not).
 */
export type AoErroRegistro = (filialId: number, registroId: number, gravado: Promise<void>) => void;

/** The phone-created record `registro` names instead of an ERP key (common/catalogo/registros, dependeDe), if it may name one. */
function dependidoDe(registro: RegistroApp): { tipo: TipoRegistroApp; uuid: string } | null {
  const dependencia = REGISTROS_APP[registro.tipo]?.dependeDe;
  const valor = dependencia ? registro.dados[dependencia.campo] : null;
  return dependencia && typeof valor === 'string' && valor ? { tipo: dependencia.tipo, uuid: valor } : null;
}

/**
 * The statement that stores posted records (`linhas` of them), written once per engine and size: it is
 * the hottest insert at peak (every order), and Kysely built and compiled its tree on each post.
 * `returning "id"` (and, for several rows, which row it is): the rest of the new row is what was sent.
 */
const textosInsercao = new Map<string, string>();
/** Records stored by one statement at the most (eight parameters each). */
const LINHAS_POR_INSERCAO = 500;
function textoInsercao(engine: string, linhas = 1): string {
  const nome = `${engine}:${linhas}`;
  let texto = textosInsercao.get(nome);
  if (texto === undefined) {
    let n = 0;
    const p = () => (engine === 'postgres' ? `$${++n}` : '?');
    const linha = () => `(${p()}, ${p()}, ${p()}, ${p()}, ${p()}, 'pendente', null, null, ${p()}, ${p()}, ${p()})`;
    texto =
      'insert into "mobile_registro" ("filialId", "dispositivoId", "tipo", "uuid", "dados", "situacao", "chaveErp", "erro", "usuarioIdentificador", "createdAt", "updatedAt") ' +
      `values ${Array.from({ length: linhas }, linha).join(', ')} ` +
      `on conflict ("filialId", "tipo", "uuid") do nothing returning "id"${linhas > 1 ? ', "filialId", "tipo", "uuid"' : ''}`;
    if (textosInsercao.size >= 100) textosInsercao.clear();
    textosInsercao.set(nome, texto);
  }
  return texto;
}

const parametrosInsercao = (novo: NovoRegistro, agora: string) => [
  novo.filialId,
  novo.dispositivoId,
  novo.tipo,
  novo.uuid,
  JSON.stringify(novo.dados),
  novo.usuarioIdentificador,
  agora,
  agora,
];

const chaveDoRegistro = (r: { filialId: number; tipo: string; uuid: string }) => JSON.stringify([Number(r.filialId), r.tipo, r.uuid]);

/** A record just stored as pendente, as the table now holds it (the columns' defaults: no failure, no attempt). */
function novoRegistro(id: number, novo: NovoRegistro, agora: string): RegistroApp {
  return {
    id,
    filialId: novo.filialId,
    dispositivoId: novo.dispositivoId,
    tipo: novo.tipo,
    uuid: novo.uuid,
    dados: novo.dados,
    situacao: 'pendente',
    chaveErp: null,
    erro: null,
    erroTipo: null,
    erroDetalhe: null,
    tentativas: 0,
    reenviadoEm: null,
    usuarioIdentificador: novo.usuarioIdentificador,
    createdAt: agora,
    updatedAt: agora,
  };
}

/** `dados` naming a phone-created record by its uuid, with that record's ERP key instead once it has one. */
function comChaveDoDependido(dados: Record<string, unknown>, tipo: TipoRegistroApp, dependido: RegistroApp | null): Record<string, unknown> {
  const campo = REGISTROS_APP[tipo].dependeDe?.campo;
  return campo && dependido?.chaveErp ? { ...dados, [campo]: dependido.chaveErp } : dados;
}

/**
 * The phone records of the write-back (phones → cloud → ERP, docs/mapa-do-codigo.md) and their states
 * (common/catalogo/registros): stored as pendente when a phone posts them (server/gravacao/recebimento.ts),
 * handed to the branch's agent, then integrado (with the ERP key) or erro (Portuguese message, kind,
 * the engine's text) by the agent's outcome; erro → pendente again (re-queued) or → descartado (by an
 * operator). Every change is kept in mobile_registro_historico. A record that becomes pending wakes the
 * branch's agent (`canal`).
 */
export class RegistrosAppService {
  constructor(
    private db: Db,
    private canal: Pick<GerenciadorChannel, 'notify'>,
    private aoErro: AoErroRegistro = () => undefined,
  ) {}

  /** The branch's agent asks for its pending records now instead of at its next tick. */
  private acordarAgente(filialId: number): void {
    this.canal.notify(filialId, COMANDOS.registrosPendentes);
  }

  async buscarPorUuid(filialId: number, tipo: TipoRegistroApp, uuid: string, k: Executor = this.db.kysely): Promise<RegistroApp | null> {
    const row = await k
      .selectFrom('mobile_registro')
      .selectAll()
      .where('filialId', '=', filialId)
      .where('tipo', '=', tipo)
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    return row ? paraRegistro(row) : null;
  }

  /** Several records of one type by uuid, in one query (absent ones are not in the map). */
  async buscarPorUuids(filialId: number, tipo: TipoRegistroApp, uuids: string[]): Promise<Map<string, RegistroApp>> {
    const unicos = [...new Set(uuids)];
    if (!unicos.length) return new Map();
    const rows = await this.db.kysely
      .selectFrom('mobile_registro')
      .selectAll()
      .where('filialId', '=', filialId)
      .where('tipo', '=', tipo)
      .where('uuid', 'in', unicos)
      .execute();
    return new Map(rows.map((r) => [r.uuid, paraRegistro(r)]));
  }

  /**
   * Stores a new record as pendente, once per (branch, type, uuid): a concurrent or repeated insert
   * of the same uuid stores nothing and returns the record already there (criado false).
   * The branch's agent is woken once the record is stored.
   */
  async registrar(novo: NovoRegistro): Promise<{ registro: RegistroApp; criado: boolean }> {
    const resultado = REGISTROS_APP[novo.tipo].cadastro ? await this.inserir(novo, this.db.kysely) : await this.inserirNaVolta(novo);
    if (resultado.criado) this.acordarAgente(novo.filialId);
    return resultado;
  }

  /**
   * The orders (and other records without uniqueness keys) posted during one event-loop turn, of any
   * branch, stored by one statement per LINHAS_POR_INSERCAO: at peak each order was a round trip of
   * its own. The statement commits on its own, so each post is answered once its row is stored. A
   * uuid repeated within the turn is stored once (the repeats find it, as a repeat posted later
   * would); when the statement fails, each record is stored alone, so each post gets its own outcome.
   */
  private readonly inserirNaVolta = emLotePorVolta(async (novos: NovoRegistro[]) => {
    if (novos.length === 1) return Promise.allSettled([this.inserir(novos[0], this.db.kysely)]);
    const agora = new Date().toISOString();
    const primeiros = new Map<string, NovoRegistro>();
    for (const novo of novos) if (!primeiros.has(chaveDoRegistro(novo))) primeiros.set(chaveDoRegistro(novo), novo);
    const ids = new Map<string, number>();
    try {
      const linhas = [...primeiros.values()];
      for (let i = 0; i < linhas.length; i += LINHAS_POR_INSERCAO) {
        const parte = linhas.slice(i, i + LINHAS_POR_INSERCAO);
        const { rows } = await this.db.kysely.executeQuery<{ id: number; filialId: number; tipo: string; uuid: string }>(
          CompiledQuery.raw(
            textoInsercao(this.db.engine, parte.length),
            parte.flatMap((novo) => parametrosInsercao(novo, agora)),
          ),
        );
        for (const r of rows) ids.set(chaveDoRegistro(r), Number(r.id));
      }
    } catch {
      // What an earlier part stored is found by uuid, as a repeat.
      return Promise.allSettled(novos.map((novo) => this.inserir(novo, this.db.kysely)));
    }
    return Promise.allSettled(
      novos.map(async (novo) => {
        const chave = chaveDoRegistro(novo);
        const id = primeiros.get(chave) === novo ? ids.get(chave) : undefined;
        return id === undefined ? this.jaGuardado(novo) : { registro: novoRegistro(id, novo, agora), criado: true };
      }),
    );
  });

  /** The record a uuid already stored holds (a concurrent or repeated post of it). */
  private async jaGuardado(novo: NovoRegistro, k: Executor = this.db.kysely): Promise<{ registro: RegistroApp; criado: false }> {
    const existente = await this.buscarPorUuid(novo.filialId, novo.tipo, novo.uuid, k);
    if (!existente) throw new Error('registro sumiu após conflito de uuid');
    return { registro: existente, criado: false };
  }

  /** The insert of `registrar`; a customer also gets its uniqueness keys, in the same executor (transaction). */
  private async inserir(novo: NovoRegistro, k: Executor): Promise<{ registro: RegistroApp; criado: boolean }> {
    const agora = new Date().toISOString();
    const { rows } = await k.executeQuery<{ id: number }>(CompiledQuery.raw(textoInsercao(this.db.engine), parametrosInsercao(novo, agora)));
    const inserido = rows[0] ? novoRegistro(Number(rows[0].id), novo, agora) : undefined;
    if (inserido && REGISTROS_APP[novo.tipo].cadastro) await adicionarChavesApp(k, novo.filialId, novo.uuid, novo.dados);
    if (inserido) return { registro: inserido, criado: true };
    return this.jaGuardado(novo, k);
  }

  /**
   * A phone's new customer, unique by `campoUnico` among synced and pending customers. The check and
   * the insert share one transaction that, on PostgreSQL, holds the branch row, so two phones cannot
   * both register the same document; `duplicado` when another customer holds the same key.
   */
  async registrarCadastro(
    novo: NovoRegistro,
    campoUnico: CampoChaveCliente | 'nenhum',
  ): Promise<{ registro: RegistroApp; criado: boolean } | { duplicado: CampoChaveCliente }> {
    const resultado = await this.db.kysely.transaction().execute(async (trx) => {
      if (this.db.engine === 'postgres') await trx.selectFrom('mobile_filial').select('id').where('id', '=', novo.filialId).forNoKeyUpdate().execute();
      const existente = await this.buscarPorUuid(novo.filialId, novo.tipo, novo.uuid, trx);
      if (existente) return { registro: existente, criado: false };
      if (campoUnico !== 'nenhum' && (await clienteComMesmaChave(trx, novo.filialId, campoUnico, novo.dados[campoUnico], { uuid: novo.uuid })))
        return { duplicado: campoUnico };
      return this.inserir(novo, trx);
    });
    // After the commit: the agent asking at once must find the customer.
    if ('criado' in resultado && resultado.criado) this.acordarAgente(novo.filialId);
    return resultado;
  }

  /** Pending records of the branch, oldest first (by id), optionally of some types and after an id. */
  async pendentes(filialId: number, opcoes: { tipos?: TipoRegistroApp[]; limite?: number; aposId?: number } = {}): Promise<RegistroApp[]> {
    let query = this.db.kysely
      .selectFrom('mobile_registro')
      .selectAll()
      .where('filialId', '=', filialId)
      .where('situacao', '=', 'pendente')
      .where('id', '>', opcoes.aposId ?? 0);
    if (opcoes.tipos?.length) query = query.where('tipo', 'in', opcoes.tipos);
    const rows = await query
      .orderBy('id')
      .limit(Math.min(Math.max(opcoes.limite ?? 100, 1), 1000))
      .execute();
    return rows.map(paraRegistro);
  }

  /**
   * The pending records the branch's agent should write now, as the protocol hands them over. A record
   * that names a phone-created one (an order whose clienteIdentificador is a phone customer's uuid,
   * common/catalogo/registros dependeDe) goes out with that one's ERP key once it is integrated, waits
   * while it is pending, and fails with its error when it could not be written.
   */
  async paraGerenciador(filialId: number, limite: number): Promise<RegistroPendente[]> {
    const pendentes = await this.pendentes(filialId, { limite });
    const dependidos = await this.dependidos(filialId, pendentes);
    const prontos: RegistroPendente[] = [];
    for (const [i, registro] of pendentes.entries()) {
      const dependido = dependidos[i];
      if (dependido?.situacao === 'pendente') continue;
      if (dependido?.situacao === 'erro' || dependido?.situacao === 'descartado') {
        await this.marcarErro(filialId, registro.id, { erro: MSG.clienteAppComErro(dependido.erro), tipo: 'clienteApp', detalhe: dependido.erroDetalhe });
        continue;
      }
      const dados = comChaveDoDependido({ dataSincronizacao: registro.createdAt, ...registro.dados }, registro.tipo, dependido);
      prontos.push({ tipo: registro.tipo, uuid: registro.uuid, dados, reenviadoEm: registro.reenviadoEm });
    }
    return prontos;
  }

  /** The newest record of a type in one of `situacoes` (any situação when omitted), with the ERP key of the one it names once that one has it. */
  async maisRecente(filialId: number, tipo: TipoRegistroApp, situacoes?: SituacaoRegistroApp[]): Promise<RegistroApp | null> {
    let q = this.db.kysely.selectFrom('mobile_registro').selectAll().where('filialId', '=', filialId).where('tipo', '=', tipo);
    if (situacoes) q = q.where('situacao', 'in', situacoes);
    const row = await q.orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (!row) return null;
    const registro = paraRegistro(row);
    const [dependido] = await this.dependidos(filialId, [registro]);
    return { ...registro, dados: comChaveDoDependido(registro.dados, registro.tipo, dependido) };
  }

  /** The phone-created record each of `registros` names (null when it names none), in one query per type, not one per record. */
  private async dependidos(filialId: number, registros: RegistroApp[]): Promise<(RegistroApp | null)[]> {
    const dependencias = registros.map(dependidoDe);
    const porTipo = new Map<TipoRegistroApp, Map<string, RegistroApp>>();
    for (const tipo of new Set(dependencias.map((d) => d?.tipo).filter((t): t is TipoRegistroApp => Boolean(t))))
      porTipo.set(
        tipo,
        await this.buscarPorUuids(
          filialId,
          tipo,
          dependencias.filter((d) => d?.tipo === tipo).map((d) => d!.uuid),
        ),
      );
    return dependencias.map((d) => (d ? (porTipo.get(d.tipo)?.get(d.uuid) ?? null) : null));
  }

  /** ERP keys of the branch's integrated phone orders, newest first (the order-status select binds them). */
  async chavesPedidosIntegrados(filialId: number, limite = 5000): Promise<string[]> {
    const rows = await this.db.kysely
      .selectFrom('mobile_registro')
      .select('chaveErp')
      .where('filialId', '=', filialId)
      .where('tipo', '=', 'pedido')
      .where('situacao', '=', 'integrado')
      .where('chaveErp', 'is not', null)
      .orderBy('id', 'desc')
      .limit(limite)
      .execute();
    return rows.map((r) => String(r.chaveErp));
  }

  /** Keeps a change of state in the record's history. */
  private async historico(
    k: Executor,
    ids: number[],
    situacao: SituacaoRegistroApp,
    origem: OrigemMudanca,
    extra: { mensagem?: string | null; detalhe?: string | null; usuarioId?: number | null } = {},
  ): Promise<void> {
    if (!ids.length) return;
    const createdAt = new Date().toISOString();
    await k
      .insertInto('mobile_registro_historico')
      .values(
        ids.map((registroId) => ({
          registroId,
          situacao,
          origem,
          mensagem: extra.mensagem ?? null,
          detalhe: extra.detalhe ?? null,
          usuarioId: extra.usuarioId ?? null,
          createdAt,
        })),
      )
      .execute();
  }

  /**
   * The ERP accepted the record under chaveErp (kept byte for byte). True when the record is (now)
   * integrated with that key, so a repeated acknowledgement is harmless; false when it does not
   * exist in the branch or was already integrated under another key.
   */
  async marcarIntegrado(filialId: number, id: number, chaveErp: string): Promise<boolean> {
    const chave = String(chaveErp ?? '');
    if (!chave.trim() || chave.length > MAX_CHAVE) throw badRequest(MSG.chaveErpInvalida(MAX_CHAVE));
    return this.db.kysely.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('mobile_registro')
        .set({ situacao: 'integrado', chaveErp: chave, erro: null, erroTipo: null, erroDetalhe: null, updatedAt: new Date().toISOString() })
        .where('filialId', '=', filialId)
        .where('id', '=', id)
        .where('situacao', 'in', ['pendente', 'erro'])
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) > 0) {
        await this.historico(trx, [id], 'integrado', 'agente', { mensagem: chave });
        return true;
      }
      const atual = await trx
        .selectFrom('mobile_registro')
        .select(['situacao', 'chaveErp'])
        .where('filialId', '=', filialId)
        .where('id', '=', id)
        .executeTakeFirst();
      return atual?.situacao === 'integrado' && atual.chaveErp === chave;
    });
  }

  /** The ERP refused the record: only a pending one turns into erro (an integrated record stays integrated). */
  async marcarErro(filialId: number, id: number, falha: FalhaRegistro, origem: OrigemMudanca = 'agente'): Promise<boolean> {
    const erro =
      String(falha.erro ?? '')
        .trim()
        .slice(0, MAX_ERRO) || MSG.erroNaoInformadoGerenciador;
    const detalhe = texto(falha.detalhe, MAX_DETALHE);
    let confirmar!: () => void;
    let desistir!: (e: unknown) => void;
    const gravado = new Promise<void>((resolve, reject) => {
      confirmar = resolve;
      desistir = reject;
    });
    gravado.catch(() => undefined);
    try {
      const mudou = await this.db.kysely.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('mobile_registro')
          .set({ situacao: 'erro', erro, erroTipo: texto(falha.tipo, 40), erroDetalhe: detalhe, updatedAt: new Date().toISOString() })
          .where('filialId', '=', filialId)
          .where('id', '=', id)
          .where('situacao', '=', 'pendente')
          .executeTakeFirst();
        const mudou = Number(r.numUpdatedRows) > 0;
        if (mudou) await this.historico(trx, [id], 'erro', origem, { mensagem: erro, detalhe });
        if (mudou) this.aoErro(filialId, id, gravado);
        return mudou;
      });
      confirmar();
      return mudou;
    } catch (error) {
      desistir(error);
      throw error;
    }
  }

  /**
   * A transient failure (ERP down, timeout, lock): the record stays pending and the agent tries
   * again by itself; the last message is kept for the operator, the first of a streak in history.
   */
  async registrarFalhaTransitoria(filialId: number, id: number, falha: FalhaRegistro): Promise<void> {
    const erro =
      String(falha.erro ?? '')
        .trim()
        .slice(0, MAX_ERRO) || null;
    const detalhe = texto(falha.detalhe, MAX_DETALHE);
    await this.db.kysely.transaction().execute(async (trx) => {
      const atual = await trx
        .selectFrom('mobile_registro')
        .select(['tentativas'])
        .where('filialId', '=', filialId)
        .where('id', '=', id)
        .where('situacao', '=', 'pendente')
        .executeTakeFirst();
      if (!atual) return;
      await trx
        .updateTable('mobile_registro')
        .set((eb) => ({
          tentativas: eb('tentativas', '+', 1),
          erro,
          erroTipo: texto(falha.tipo, 40),
          erroDetalhe: detalhe,
          updatedAt: new Date().toISOString(),
        }))
        .where('id', '=', id)
        .where('situacao', '=', 'pendente')
        .execute();
      if (!Number(atual.tentativas)) await this.historico(trx, [id], 'pendente', 'agente', { mensagem: erro, detalhe });
    });
  }

  /**
   * erro → pendente: after a new insert or connection (origem configuracao), an operator's re-send,
   * or the phone posting the same uuid again. A write held for review (erroTipo revisao) goes back
   * only by an operator, who checked the ERP. Re-queuing customers also re-queues the orders that
   * failed because of them. Returns how many records went back to pending. The agent is woken, except
   * after a saved configuration: it is told that the configuration changed, reloads it, then writes them.
   */
  async reenfileirar(filialId: number, filtro: FiltroRegistros, origem: OrigemMudanca, usuarioId: number | null = null): Promise<number> {
    const agora = new Date().toISOString();
    const quantidade = await this.db.kysely.transaction().execute(async (trx) => {
      let query = trx
        .updateTable('mobile_registro')
        .set({
          situacao: 'pendente',
          erro: null,
          erroTipo: null,
          erroDetalhe: null,
          tentativas: 0,
          updatedAt: agora,
          ...(origem === 'operador' ? { reenviadoEm: agora } : {}),
        })
        .where('filialId', '=', filialId)
        .where('situacao', '=', 'erro');
      if (filtro.uuid !== undefined) query = query.where('uuid', '=', filtro.uuid);
      if (origem !== 'operador') query = query.where((eb) => eb.or([eb('erroTipo', 'is', null), eb('erroTipo', '<>', 'revisao')]));
      if (filtro.tipo) {
        const tipo = filtro.tipo;
        // Re-queuing a type's records also re-queues those that failed because of one of them (a phone's customer).
        query =
          dependentesDe(tipo).length && filtro.uuid === undefined
            ? query.where((eb) => eb.or([eb('tipo', '=', tipo), eb.and([eb('tipo', 'in', dependentesDe(tipo)), eb('erroTipo', '=', 'clienteApp')])]))
            : query.where('tipo', '=', tipo);
      }
      const ids = (await query.returning('id').execute()).map((r) => r.id);
      await this.historico(trx, ids, 'pendente', origem, { usuarioId });
      return ids.length;
    });
    if (quantidade && origem !== 'configuracao') this.acordarAgente(filialId);
    return quantidade;
  }

  /**
   * The agent's outcome of writing one record in the ERP: integrado with its key, pendente after a
   * transient failure (the agent tries again), erro otherwise. A customer integrated wakes the agent:
   * the orders waiting for it can go now.
   */
  async concluir(filialId: number, tipo: TipoRegistroApp, uuid: string, resultado: ResultadoGravacao): Promise<void> {
    const registro = await this.buscarPorUuid(filialId, tipo, uuid);
    if (!registro) return;
    if (resultado.situacao === 'integrado') {
      await this.marcarIntegrado(filialId, registro.id, resultado.chaveErp);
      // The records waiting for this one (a phone's new customer) can go now.
      if (dependentesDe(registro.tipo).length) this.acordarAgente(filialId);
      return;
    }
    const falha = { erro: resultado.erro || MSG.erroNaoInformadoGerenciador, tipo: resultado.tipoErro || null, detalhe: resultado.detalhe || null };
    if (resultado.situacao === 'pendente') await this.registrarFalhaTransitoria(filialId, registro.id, falha);
    else await this.marcarErro(filialId, registro.id, falha);
  }

  /** erro → descartado by an operator: never written to the ERP; the record and its history stay. */
  async descartar(filialId: number, filtro: FiltroRegistros, usuarioId: number | null): Promise<number> {
    return this.db.kysely.transaction().execute(async (trx) => {
      let query = trx
        .updateTable('mobile_registro')
        .set({ situacao: 'descartado', updatedAt: new Date().toISOString() })
        .where('filialId', '=', filialId)
        .where('situacao', '=', 'erro');
      if (filtro.tipo) query = query.where('tipo', '=', filtro.tipo);
      if (filtro.uuid !== undefined) query = query.where('uuid', '=', filtro.uuid);
      const ids = (await query.returning('id').execute()).map((r) => r.id);
      await this.historico(trx, ids, 'descartado', 'operador', { usuarioId });
      return ids.length;
    });
  }

  /** How many records of a type the branch has in each situação. */
  async contarPorSituacao(filialId: number, tipo: TipoRegistroApp): Promise<Record<SituacaoRegistroApp, number>> {
    const rows = await this.db.kysely
      .selectFrom('mobile_registro')
      .select((eb) => ['situacao', eb.fn.countAll<number>().as('n')])
      .where('filialId', '=', filialId)
      .where('tipo', '=', tipo)
      .groupBy('situacao')
      .execute();
    const contagem: Record<SituacaoRegistroApp, number> = { pendente: 0, integrado: 0, erro: 0, descartado: 0 };
    for (const r of rows) if (r.situacao in contagem) contagem[r.situacao as SituacaoRegistroApp] = Number(r.n);
    return contagem;
  }

  /** A record's changes of state, oldest first. */
  async historicoDe(filialId: number, id: number) {
    return this.db.kysely
      .selectFrom('mobile_registro_historico as h')
      .innerJoin('mobile_registro as r', 'r.id', 'h.registroId')
      .select(['h.situacao', 'h.mensagem', 'h.detalhe', 'h.origem', 'h.usuarioId', 'h.createdAt'])
      .where('r.filialId', '=', filialId)
      .where('h.registroId', '=', id)
      .orderBy('h.id')
      .execute();
  }

  /**
   * A record a phone posted (a customer), by its uuid or by the ERP key it got, unless the ERP refused
   * it: what an order may name as its customer. One arm per key, each an index look-up (the uuid's
   * unique key, migration 0080's on chaveErp): written as one OR, both engines read every customer of the branch.
   */
  async doAplicativo(filialId: number, tipo: TipoRegistroApp, uuidOuChave: string): Promise<RegistroApp | null> {
    const por = (coluna: 'uuid' | 'chaveErp') =>
      this.db.kysely
        .selectFrom('mobile_registro')
        .selectAll()
        .where('filialId', '=', filialId)
        .where('tipo', '=', tipo)
        .where(coluna, '=', uuidOuChave)
        .where('situacao', 'not in', ['erro', 'descartado']);
    const row = await por('uuid').unionAll(por('chaveErp')).executeTakeFirst();
    return row ? paraRegistro(row) : null;
  }

  /** The sellers who posted the records integrated under these ERP keys (order status visibility). */
  async vendedoresPorChaveErp(filialId: number, tipo: TipoRegistroApp, chaves: string[]): Promise<Map<string, string | null>> {
    const resultado = new Map<string, string | null>();
    const unicas = [...new Set(chaves.filter(Boolean))];
    for (let i = 0; i < unicas.length; i += 500) {
      const rows = await this.db.kysely
        .selectFrom('mobile_registro')
        .select(['chaveErp', 'usuarioIdentificador'])
        .where('filialId', '=', filialId)
        .where('tipo', '=', tipo)
        .where('chaveErp', 'in', unicas.slice(i, i + 500))
        .execute();
      for (const r of rows) if (r.chaveErp) resultado.set(r.chaveErp, r.usuarioIdentificador);
    }
    return resultado;
  }
}

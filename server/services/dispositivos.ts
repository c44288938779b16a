import { MSG } from '../../common/messages';
import { ACTIONS, SUBJECTS, type AppAbility } from '../../common/permissions';
import { onlyDigits } from '../../common/text/normalize';
import { isValidEmail, isValidPhone } from '../../common/validation/contact';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/types';
import { semDiscoCheio } from '../db/unavailable';
import { validationError } from '../errors';
import type { AuditoriaService } from './auditoria';
import { Crud } from './crud';
import type { EntityDef } from './entity';
import type { MobileDispositivoInput } from '../../common/graphql/tipos';

export const MOBILE_DISPOSITIVO: EntityDef<'mobile_dispositivo'> = {
  table: 'mobile_dispositivo',
  subject: SUBJECTS.MOBILE_DISPOSITIVO,
  fields: {
    id: 'number',
    uuid: 'string',
    dispositivo: 'string',
    plataforma: 'string',
    versaoApp: 'string',
    dataAtivacao: 'date',
    dataUltimoAcesso: 'date',
    ativo: 'boolean',
    bloqueado: 'boolean',
    whitelisted: 'boolean',
    filialId: 'number',
    apelido: 'string',
    email: 'string',
    telefone: 'string',
    contratanteId: 'number',
  },
  scope: { contratanteId: 'mobile_filial.contratanteId', filialId: 'mobile_dispositivo.filialId' },
  columns: { contratanteId: 'mobile_filial.contratanteId' },
  defaultOrder: 'id',
};

type FilialQuery = SelectQueryBuilder<
  Database,
  'mobile_filial' | 'contratante',
  {
    id: number;
    nome: string;
    identificadorApp: string;
    numeroDispositivos: number;
    ativo: number;
    contratanteAtivo: number;
  }
>;

const COLUMNS = Object.keys(MOBILE_DISPOSITIVO.fields)
  .filter((f) => f !== 'contratanteId')
  .map((f) => `mobile_dispositivo.${f}`);

/** What a phone sends to activate (POST /api/v1/mobile/ativacao), already read and trimmed. */
export interface AtivacaoInput {
  identificadorApp: string;
  uuid: string;
  dispositivo: string | null;
  plataforma: string | null;
  versaoApp: string | null;
}

/** The device and session a phone's current token names, when it sends one to activate again. */
export interface AtivacaoAtual {
  dispositivoId: number;
  /** hashSessao of the token's session: what mobile_dispositivo.tokenHash holds while it is current. */
  tokenHash: string;
}

/** How long an activation whose phone never made a call may be taken over by a retry of the same uuid. */
export const PENDENTE_MS = 5 * 60 * 1000;

/**
 * How long an activation without a seller's login lasts. The QR code opens an activation, not a
 * seat: a real phone's seller logs in within minutes of scanning it, and a day covers the phone set
 * up in the evening for the next morning's route. Past it the activation is inactive (its calls are
 * refused with DISPOSITIVO_INATIVO) and the periodic tasks remove its row.
 */
export const ATIVACAO_SEM_VENDEDOR_MS = 24 * 60 * 60 * 1000;

/** An activation done (the device's id and its branch), or why it was refused. */
export type ResultadoAtivacao =
  | { id: number; filial: { id: number; nome: string; identificadorApp: string } }
  | { recusa: 'identificadorDesconhecido' | 'filialInativa' | 'bloqueado' }
  | { recusa: 'limite'; numeroDispositivos: number };

/** A seat taken (or already held) at a seller's login, or why not. */
export type ResultadoAssento = { ok: true } | { recusa: 'bloqueado' } | { recusa: 'limite'; numeroDispositivos: number };

/** A device as updateMobileDispositivo receives it (generated from the SDL). */
export type DispositivoInput = MobileDispositivoInput;

/** How stale the stored last access of a phone may be (see registrarAcesso). */
const ACESSO_PRECISAO_MS = 60_000;

/** A seat is an active device that is not blocked: the devices numeroDispositivos counts. */
const ocupaAssento = <T extends { ativo: unknown; bloqueado: unknown }>(d: T) => Number(d.ativo) === 1 && Number(d.bloqueado) === 0;

/**
 * The devices (mobile_dispositivo): created and refreshed by the phone's activation, seated by a
 * seller's login, checked on each of its calls, and in the back-office read, renamed and blocked for
 * good. `ativo` is the seat: numeroDispositivos counts the active devices that are not blocked
 * (server/mobile/README.md); an activation alone is inactive, a blocked device holds no seat.
 */
export class DispositivosService {
  readonly crud: Crud<'mobile_dispositivo'>;

  constructor(
    private db: Db,
    private auditoria: AuditoriaService,
  ) {
    this.crud = new Crud(db, MOBILE_DISPOSITIVO, (k) =>
      k
        .selectFrom('mobile_dispositivo')
        .innerJoin('mobile_filial', 'mobile_filial.id', 'mobile_dispositivo.filialId')
        .select([...COLUMNS, 'mobile_filial.contratanteId']),
    );
  }

  async update(ability: AppAbility, input: DispositivoInput) {
    const existing = await this.crud.findOrFail(ability, input.id, ACTIONS.EDITAR);
    const errors: Record<string, string> = {};
    if (input.email && !isValidEmail(input.email)) errors.email = MSG.emailInvalido;
    if (input.telefone && !isValidPhone(input.telefone)) errors.telefone = MSG.telefoneInvalido;
    if (Object.keys(errors).length) throw validationError(errors);
    await this.db.kysely
      .updateTable('mobile_dispositivo')
      .set({ apelido: input.apelido?.trim() || null, email: input.email?.trim().toLowerCase() || null, telefone: onlyDigits(input.telefone) || null })
      .where('id', '=', input.id)
      .execute();
    const salvo = (await this.crud.find(ability, input.id))!;
    await this.auditoria.registrarAlteracao(this.alvo(salvo), existing, salvo);
    return salvo;
  }

  /** Irreversible in the product: the device loses its token and cannot activate again. */
  async block(ability: AppAbility, id: number) {
    const existing = await this.crud.findOrFail(ability, id, ACTIONS.INATIVAR);
    await this.db.kysely.updateTable('mobile_dispositivo').set({ bloqueado: 1, ativo: 0, tokenHash: null }).where('id', '=', id).execute();
    const salvo = (await this.crud.find(ability, id))!;
    if (!existing.bloqueado) {
      const { bloqueado, ativo } = existing;
      await this.auditoria.registrar({
        ...this.alvo(salvo),
        acao: 'bloquear',
        antes: { bloqueado, ativo },
        depois: { bloqueado: salvo.bloqueado, ativo: salvo.ativo },
      });
    }
    return salvo;
  }

  /** How a device is named in the audit trail: its nickname, else its model, else its uuid. */
  private alvo(dispositivo: Record<string, unknown>) {
    const nome = [dispositivo.apelido, dispositivo.dispositivo, dispositivo.uuid].find((v) => typeof v === 'string' && v.trim());
    return {
      entidade: 'dispositivo' as const,
      entidadeId: Number(dispositivo.id),
      entidadeNome: (nome as string | undefined) ?? null,
      contratanteId: Number(dispositivo.contratanteId),
    };
  }

  /** The seats of a branch in use: its active devices that are not blocked. */
  private assentosOcupados(trx: Kysely<Database>, filialId: number) {
    return trx
      .selectFrom('mobile_dispositivo')
      .select((eb) => eb.fn.countAll().as('total'))
      .where('filialId', '=', filialId)
      .where('ativo', '=', 1)
      .where('bloqueado', '=', 0)
      .executeTakeFirstOrThrow();
  }

  /**
   * Registers a device, or refreshes the one whose current activation `atual` proves (its token's
   * device and session): the known uuid alone no longer does, so the QR code and a uuid cannot take
   * over a working phone. Without that proof the phone is a new device with a row of its own,
   * inactive (no seat) until a seller logs in on it (ocuparAssento); the one exception is an
   * activation whose answer never reached its phone (PENDENTE_MS, no call made with its token),
   * which a retry of the same uuid takes over instead of leaving a second row. A refresh keeps the
   * device's seat, or its lack of one.
   *
   * A new device is refused at once when every seat of the branch is taken (its seller could not
   * log in anyway). On PostgreSQL the branch row is locked, so that simultaneous activations of one
   * uuid find each other's row (SQLite runs one transaction at a time). A blocked uuid is refused,
   * and the attempt recorded as an access.
   */
  async ativar(input: AtivacaoInput, tokenHash: string, agora: string, atual: AtivacaoAtual | null): Promise<ResultadoAtivacao> {
    const resultado = await this.db.kysely.transaction().execute(async (trx): Promise<ResultadoAtivacao | { bloqueadoId: number }> => {
      const filial = await this.filialTravada(trx, (q) => q.where('mobile_filial.identificadorApp', '=', input.identificadorApp));
      if (!filial) return { recusa: 'identificadorDesconhecido' };
      if (!Number(filial.ativo) || !Number(filial.contratanteAtivo)) return { recusa: 'filialInativa' };
      const doUuid = await trx
        .selectFrom('mobile_dispositivo')
        .select(['id', 'ativo', 'bloqueado', 'tokenHash', 'dataAtivacao', 'dataUltimoAcesso'])
        .where('filialId', '=', filial.id)
        .where('uuid', '=', input.uuid)
        .orderBy('id')
        .execute();
      const bloqueado = doUuid.find((d) => Number(d.bloqueado));
      if (bloqueado) return { bloqueadoId: bloqueado.id };
      const existente =
        doUuid.find((d) => atual && d.id === atual.dispositivoId && d.tokenHash !== null && d.tokenHash === atual.tokenHash) ??
        doUuid.find((d) => d.dataAtivacao !== null && d.dataUltimoAcesso === d.dataAtivacao && Date.parse(agora) - Date.parse(d.dataAtivacao) < PENDENTE_MS);
      if (!existente && Number((await this.assentosOcupados(trx, filial.id)).total) >= filial.numeroDispositivos) {
        return { recusa: 'limite', numeroDispositivos: filial.numeroDispositivos };
      }
      const valores = {
        dispositivo: input.dispositivo,
        plataforma: input.plataforma,
        versaoApp: input.versaoApp,
        dataAtivacao: agora,
        dataUltimoAcesso: agora,
        tokenHash,
      };
      const id = existente
        ? (await trx.updateTable('mobile_dispositivo').set(valores).where('id', '=', existente.id).execute(), existente.id)
        : (
            await trx
              .insertInto('mobile_dispositivo')
              .values({ ...valores, ativo: 0, uuid: input.uuid, filialId: filial.id, bloqueado: 0, whitelisted: 0, vendedorLogadoEm: null })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
      return { id, filial: { id: filial.id, nome: filial.nome, identificadorApp: filial.identificadorApp } };
    });
    if (!('bloqueadoId' in resultado)) return resultado;
    await this.registrarAcesso(resultado.bloqueadoId, agora);
    return { recusa: 'bloqueado' };
  }

  /** The branch (and its contratante's state), its row locked on PostgreSQL until the transaction ends. */
  private filialTravada(trx: Kysely<Database>, onde: (q: FilialQuery) => FilialQuery) {
    const busca = onde(
      trx
        .selectFrom('mobile_filial')
        .innerJoin('contratante', 'contratante.id', 'mobile_filial.contratanteId')
        .select([
          'mobile_filial.id',
          'mobile_filial.nome',
          'mobile_filial.identificadorApp',
          'mobile_filial.numeroDispositivos',
          'mobile_filial.ativo',
          'contratante.ativo as contratanteAtivo',
        ]),
    );
    return (this.db.engine === 'postgres' ? busca.forNoKeyUpdate('mobile_filial') : busca).executeTakeFirst();
  }

  /**
   * A seller logged in on the device: it takes a seat of its branch (it keeps the one it holds),
   * and from now on its activation may receive the branch's data. The count and the seat are one
   * transaction under the branch row's lock (PostgreSQL; SQLite runs one transaction at a time), so
   * simultaneous logins on different phones never seat more than numeroDispositivos.
   */
  async ocuparAssento(id: number, agora = new Date().toISOString()): Promise<ResultadoAssento> {
    return this.db.kysely.transaction().execute(async (trx): Promise<ResultadoAssento> => {
      const { filialId } = await trx.selectFrom('mobile_dispositivo').select('filialId').where('id', '=', id).executeTakeFirstOrThrow();
      const filial = (await this.filialTravada(trx, (q) => q.where('mobile_filial.id', '=', filialId)))!;
      const dispositivo = await trx
        .selectFrom('mobile_dispositivo')
        .select(['ativo', 'bloqueado', 'vendedorLogadoEm'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(dispositivo.bloqueado)) return { recusa: 'bloqueado' };
      if (!ocupaAssento(dispositivo) && Number((await this.assentosOcupados(trx, filialId)).total) >= filial.numeroDispositivos) {
        return { recusa: 'limite', numeroDispositivos: filial.numeroDispositivos };
      }
      await trx
        .updateTable('mobile_dispositivo')
        .set({ ativo: 1, vendedorLogadoEm: dispositivo.vendedorLogadoEm ?? agora })
        .where('id', '=', id)
        .execute();
      return { ok: true };
    });
  }

  /**
   * Removes the activations no seller logged in on within ATIVACAO_SEM_VENDEDOR_MS (the periodic
   * tasks call it): inactive, never blocked (a blocked row keeps its uuid refused). Their phones
   * never received the branch's data nor posted anything.
   */
  async expirarAtivacoes(agora = new Date()): Promise<number> {
    const limite = new Date(agora.getTime() - ATIVACAO_SEM_VENDEDOR_MS).toISOString();
    const removidas = await this.db.kysely
      .deleteFrom('mobile_dispositivo')
      .where('ativo', '=', 0)
      .where('bloqueado', '=', 0)
      .where('vendedorLogadoEm', 'is', null)
      .where('dataAtivacao', '<', limite)
      .executeTakeFirst();
    return Number(removidas.numDeletedRows);
  }

  /**
   * A phone's call: the device's dataUltimoAcesso. A phone calls many times a minute; the last access
   * is kept to the minute (the lists filter it by days), so a call within a minute of the stored one
   * writes nothing: no row lock, no WAL flush per request at peak (bench/pedidosPostgres.ts). The first call after an
   * activation is always written: it is what tells a phone that got its answer from a retry that
   * never did (see ativar). `lido`, the device as the call just read it, spares the statement when
   * the stored access says there is nothing to write (the update keeps its own condition, for calls
   * that race). True when it ran the update (the stored access is now within the minute of `agora`).
   */
  async registrarAcesso(
    id: number,
    agora = new Date().toISOString(),
    lido?: { dataUltimoAcesso: string | null; dataAtivacao: string | null },
  ): Promise<boolean> {
    const limite = new Date(Date.parse(agora) - ACESSO_PRECISAO_MS).toISOString();
    if (lido && lido.dataUltimoAcesso !== null && lido.dataUltimoAcesso >= limite && lido.dataUltimoAcesso !== lido.dataAtivacao) return false;
    // Bookkeeping only: a full disk does not refuse the phone's call. Moving the access forward is
    // nothing the phones' memory must hear of (server/db/mudancasMobile.ts), hence without the plugins.
    await semDiscoCheio(
      this.db.kysely
        .withoutPlugins()
        .updateTable('mobile_dispositivo')
        .set({ dataUltimoAcesso: agora })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('dataUltimoAcesso', 'is', null), eb('dataUltimoAcesso', '<', limite), eb('dataUltimoAcesso', '=', eb.ref('dataAtivacao'))]))
        .execute(),
      'o último acesso do dispositivo',
    );
    return true;
  }

  /** What each phone call checks: the device's state and activation, its branch's and its contratante's. */
  paraAutenticar(id: number) {
    return this.db.kysely
      .selectFrom('mobile_dispositivo')
      .innerJoin('mobile_filial', 'mobile_filial.id', 'mobile_dispositivo.filialId')
      .innerJoin('contratante', 'contratante.id', 'mobile_filial.contratanteId')
      .select([
        'mobile_dispositivo.id',
        'mobile_dispositivo.uuid',
        'mobile_dispositivo.ativo',
        'mobile_dispositivo.bloqueado',
        'mobile_dispositivo.tokenHash',
        'mobile_dispositivo.vendedorLogadoEm',
        'mobile_dispositivo.dataUltimoAcesso',
        'mobile_dispositivo.dataAtivacao',
        'mobile_filial.id as filialId',
        'mobile_filial.nome as filialNome',
        'mobile_filial.ativo as filialAtiva',
        'contratante.ativo as contratanteAtivo',
      ])
      .where('mobile_dispositivo.id', '=', id)
      .executeTakeFirst();
  }
}

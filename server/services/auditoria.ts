import { AsyncLocalStorage } from 'node:async_hooks';
import { ACTIONS, SUBJECTS, type AppAbility } from '../../common/permissions';
import { diferenca, semSegredos, type AcaoAuditoria, type EntidadeAuditoria } from '../../common/auditoria';
import type { Db } from '../db/connection';
import { forbidden } from '../errors';
import { logger } from '../logger';
import { Crud } from './crud';
import type { EntityDef } from './entity';
import type { QueryOptions } from './queryOptions';

/**
 * Who makes the changes of a request: set once per GraphQL operation (graphql/auditoriaPlugin.ts)
 * and read by every service that records one, so no signature carries it.
 */
export interface AutorAuditoria {
  usuarioId: number | null;
  usuarioNome: string | null;
  usuarioEmail: string | null;
  endereco: string | null;
}

const autorAtual = new AsyncLocalStorage<AutorAuditoria>();

export function comAutor<T>(autor: AutorAuditoria, fn: () => T): T {
  return autorAtual.run(autor, fn);
}

/** One change, as a service describes it. */
export interface Alteracao {
  acao: AcaoAuditoria;
  entidade: EntidadeAuditoria;
  entidadeId: number | string | null;
  entidadeNome?: string | null;
  contratanteId: number | null;
  antes?: Record<string, unknown> | null;
  depois?: Record<string, unknown> | null;
}

/**
 * Entries are read with the contratante's list rule: the provider admin reads all, a partner only
 * those of its own contratante (a rule {id: X} or {contratanteId: X} on CONTRATANTE matches the
 * entry's contratanteId). A filter on contratanteId can only narrow that.
 */
export const AUDITORIA: EntityDef<'auditoria'> = {
  table: 'auditoria',
  subject: SUBJECTS.CONTRATANTE,
  fields: {
    id: 'number',
    quando: 'date',
    usuarioId: 'number',
    usuarioNome: 'string',
    usuarioEmail: 'string',
    endereco: 'string',
    acao: 'string',
    entidade: 'string',
    entidadeId: 'string',
    entidadeNome: 'string',
    contratanteId: 'number',
  },
  scope: { id: 'auditoria.contratanteId', contratanteId: 'auditoria.contratanteId' },
  defaultOrder: 'id',
};

const json = (valor: Record<string, unknown> | null | undefined) => (valor && Object.keys(valor).length ? JSON.stringify(semSegredos(valor)) : null);

export class AuditoriaService {
  readonly crud: Crud<'auditoria'>;

  constructor(private db: Db) {
    this.crud = new Crud(db, AUDITORIA);
  }

  /**
   * Records a change done. A failure to record is logged, never undoes or fails the change the user
   * already made.
   */
  async registrar(alteracao: Alteracao): Promise<void> {
    const autor = autorAtual.getStore();
    try {
      await this.db.kysely
        .insertInto('auditoria')
        .values({
          quando: new Date().toISOString(),
          usuarioId: autor?.usuarioId ?? null,
          usuarioNome: autor?.usuarioNome ?? null,
          usuarioEmail: autor?.usuarioEmail ?? null,
          endereco: autor?.endereco ?? null,
          acao: alteracao.acao,
          entidade: alteracao.entidade,
          entidadeId: alteracao.entidadeId == null ? null : String(alteracao.entidadeId),
          entidadeNome: alteracao.entidadeNome ?? null,
          contratanteId: alteracao.contratanteId,
          antes: json(alteracao.antes),
          depois: json(alteracao.depois),
        })
        .execute();
    } catch (error) {
      logger.error({ err: error, acao: alteracao.acao, entidade: alteracao.entidade, entidadeId: alteracao.entidadeId }, 'falha ao gravar a auditoria');
    }
  }

  /**
   * An update, recorded with only its changed fields; nothing when nothing changed. A change of
   * `campoAtivo` to false is a deactivation, to true an activation.
   */
  async registrarAlteracao(
    base: Omit<Alteracao, 'acao' | 'antes' | 'depois'>,
    antes: Record<string, unknown>,
    depois: Record<string, unknown>,
    campoAtivo = 'ativo',
  ): Promise<void> {
    const mudou = diferenca(antes, depois);
    if (!Object.keys(mudou.depois).length) return;
    const ativo = campoAtivo in mudou.depois ? Boolean(mudou.depois[campoAtivo]) : undefined;
    const acao: AcaoAuditoria = ativo === undefined ? 'alterar' : ativo ? 'ativar' : 'inativar';
    await this.registrar({ ...base, acao, ...mudou });
  }

  /** A branch's display name and contratante, for the manager area's entries. */
  async daFilial(filialId: number): Promise<Pick<Alteracao, 'entidade' | 'entidadeId' | 'entidadeNome' | 'contratanteId'>> {
    const filial = await this.db.kysely.selectFrom('mobile_filial').select(['nome', 'contratanteId']).where('id', '=', filialId).executeTakeFirst();
    return { entidade: 'filial', entidadeId: filialId, entidadeNome: filial?.nome ?? null, contratanteId: filial?.contratanteId ?? null };
  }

  /** A manager-area action on a branch (sync, configuration, queue, token), with what it acted on. */
  async registrarNaFilial(
    filialId: number,
    acao: AcaoAuditoria,
    depois?: Record<string, unknown> | null,
    antes?: Record<string, unknown> | null,
  ): Promise<void> {
    await this.registrar({ ...(await this.daFilial(filialId)), acao, antes, depois });
  }

  private assertLeitura(ability: AppAbility) {
    if (!ability.can(ACTIONS.LISTAR, SUBJECTS.CONTRATANTE)) throw forbidden();
  }

  /** auditorias: newest first unless another order is asked. */
  async list(ability: AppAbility, options?: QueryOptions | null) {
    this.assertLeitura(ability);
    return this.crud.list(ability, { ...options, order: options?.order?.length ? options.order : [{ campo: 'id', direcao: 'DESC' }] });
  }

  async count(ability: AppAbility, options?: QueryOptions | null) {
    this.assertLeitura(ability);
    return this.crud.count(ability, options);
  }
}

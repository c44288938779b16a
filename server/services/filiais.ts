import { randomBytes, randomUUID } from 'node:crypto';
import type { LoggedUser } from '../auth/session';
import type { Dependentes } from '../../common/text/dependentes';
import { confirmarRemocao } from './remocaoConfirmada';
import { MSG } from '../../common/messages';
import { ACTIONS, SUBJECTS, row, type Action, type AppAbility } from '../../common/permissions';
import { onlyDigits } from '../../common/text/normalize';
import { cleanDocFederal } from '../../common/validation/documents';
import { validateFilial } from '../../common/validation/filial';
import type { Db } from '../db/connection';
import { forbidden, notFound, validationError } from '../errors';
import type { AuditoriaService } from './auditoria';
import { lotePorVolta } from './batchLoader';
import { Crud } from './crud';
import { flag, type EntityDef } from './entity';
import { comLocalidade, LOCALIDADE_COLUMNS, LOCALIDADE_FIELDS } from './localidade';
import type { MobileFilialInput } from '../../common/graphql/tipos';

export const MOBILE_FILIAL: EntityDef<'mobile_filial'> = {
  table: 'mobile_filial',
  subject: SUBJECTS.MOBILE_FILIAL,
  fields: {
    id: 'number',
    contratanteId: 'number',
    filialUuid: 'string',
    identificadorApp: 'string',
    numeroDispositivos: 'number',
    nome: 'string',
    tipoDocFederal: 'string',
    fantasia: 'string',
    docFederal: 'string',
    docEstadual: 'string',
    telefone: 'string',
    email: 'string',
    cep: 'string',
    cidadeId: 'number',
    endereco: 'string',
    numero: 'string',
    bairro: 'string',
    complemento: 'string',
    ativo: 'boolean',
    ...LOCALIDADE_FIELDS,
  },
  scope: { id: 'mobile_filial.id', contratanteId: 'mobile_filial.contratanteId' },
  columns: LOCALIDADE_COLUMNS,
  juncoesSoAcrescentam: true,
  defaultOrder: 'nome',
  normalizados: { nome: 'nomeNormalizado' },
  busca: ['nome', 'fantasia', 'docFederal', 'identificadorApp', 'email', 'telefone'],
};

const COLUMNS = Object.keys(MOBILE_FILIAL.fields)
  .filter((f) => !Object.hasOwn(LOCALIDADE_FIELDS, f))
  .map((f) => `mobile_filial.${f}`);

/** A branch as createUpdatMobileFilial receives it (MobileFilialInput, generated from the SDL). */
export type FilialInput = MobileFilialInput;

const text = (value: string | null | undefined) => value?.trim() || null;

/** Addresses one look-up of manager-area branches asks for (well inside either engine's parameter limit). */
const LOTE_IDENTIFICADORES = 500;

/** A short code without look-alike characters, typed or scanned on the phone. */
function newIdentificadorApp(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
}

export class FiliaisService {
  readonly crud: Crud<'mobile_filial'>;

  constructor(
    private db: Db,
    private auditoria: AuditoriaService,
  ) {
    this.crud = new Crud(db, MOBILE_FILIAL, (k) => comLocalidade(k, 'mobile_filial').select(COLUMNS as never));
  }

  /**
   * The branch a manager-area address (identificadorApp) names, if the user may act on it with
   * `action`; another contratante's branch is not found, exactly like one that does not exist.
   */
  async idDoGerenciador(ability: AppAbility, identificadorApp: string, action: Action = ACTIONS.LEITURA): Promise<number> {
    return (await this.doGerenciador(ability, identificadorApp, action)).id;
  }

  /** The branch of a manager-area address (as idDoGerenciador) and whether its agent token was generated. */
  async doGerenciador(ability: AppAbility, identificadorApp: string, action: Action = ACTIONS.LEITURA): Promise<{ id: number; tokenGerado: boolean }> {
    const found = await this.doIdentificadorDaVolta(identificadorApp);
    if (!found || !ability.can(action, row(SUBJECTS.MOBILE_FILIAL, found.escopo))) throw notFound();
    return { id: found.id, tokenGerado: found.tokenGerado };
  }

  /**
   * The branches of the manager-area addresses asked during one turn of the event loop, in one
   * statement (lotePorVolta): every manager page polls its branch by identificadorApp, hundreds at
   * once. Each caller's ability is then checked on its own row, by the same rules the SQL scope reads
   * (scopeOf): the row carries the fields of MOBILE_FILIAL.scope, and a rule on any other field
   * matches nothing, here as there.
   */
  private doIdentificadorDaVolta = lotePorVolta(async (identificadores: readonly string[]) => {
    const porIdentificador = new Map<string, { id: number; tokenGerado: boolean; escopo: Record<string, unknown> }>();
    for (let i = 0; i < identificadores.length; i += LOTE_IDENTIFICADORES) {
      const linhas = await this.db.kysely
        .selectFrom('mobile_filial')
        .select(['id', 'contratanteId', 'identificadorApp', 'agentTokenHash'])
        .where('identificadorApp', 'in', identificadores.slice(i, i + LOTE_IDENTIFICADORES))
        .execute();
      for (const l of linhas) {
        const campos: Record<string, unknown> = { id: l.id, contratanteId: l.contratanteId };
        const escopo = Object.fromEntries(Object.keys(MOBILE_FILIAL.scope).map((campo) => [campo, campos[campo]]));
        porIdentificador.set(l.identificadorApp, { id: Number(l.id), tokenGerado: Boolean(l.agentTokenHash), escopo });
      }
    }
    return porIdentificador;
  });

  private editable(input: FilialInput) {
    return {
      numeroDispositivos: Number(input.numeroDispositivos ?? 1),
      nome: input.nome!.trim(),
      fantasia: text(input.fantasia),
      telefone: onlyDigits(input.telefone) || null,
      email: text(input.email)?.toLowerCase() ?? null,
      cep: onlyDigits(input.cep) || null,
      cidadeId: input.cidadeId ?? null,
      endereco: text(input.endereco),
      numero: text(input.numero),
      bairro: text(input.bairro),
      complemento: text(input.complemento),
      ativo: flag(input.ativo),
      updatedAt: new Date().toISOString(),
    };
  }

  /** The contratante's limits: branches (maxFiliais) and devices summed over its branches (maxDipositivos). */
  private async checkLimits(contratanteId: number, numeroDispositivos: number, exceptFilialId?: number) {
    const contratante = await this.db.kysely
      .selectFrom('contratante')
      .select(['maxFiliais', 'maxDipositivos'])
      .where('id', '=', contratanteId)
      .executeTakeFirst();
    if (!contratante) throw validationError({ contratanteId: MSG.registroNaoEncontrado });
    let others = this.db.kysely.selectFrom('mobile_filial').select(['id', 'numeroDispositivos']).where('contratanteId', '=', contratanteId);
    if (exceptFilialId) others = others.where('id', '!=', exceptFilialId);
    const rows = await others.execute();
    if (!exceptFilialId && rows.length >= contratante.maxFiliais) throw validationError({}, [MSG.limiteFiliais(contratante.maxFiliais)]);
    const devices = rows.reduce((sum, r) => sum + r.numeroDispositivos, 0) + numeroDispositivos;
    if (devices > contratante.maxDipositivos) throw validationError({ numeroDispositivos: MSG.limiteDispositivos(contratante.maxDipositivos) });
  }

  /** createUpdatMobileFilial: creates without id (uuid and app identifier generated here), updates with one. */
  async save(ability: AppAbility, actorContratanteId: number | null, input: FilialInput) {
    return input.id ? this.update(ability, input.id, input) : this.create(ability, actorContratanteId, input);
  }

  private async create(ability: AppAbility, actorContratanteId: number | null, input: FilialInput) {
    const contratanteId = actorContratanteId ?? input.contratanteId ?? null;
    if (!contratanteId) throw validationError({ contratanteId: MSG.campoRequerido });
    if (!ability.can(ACTIONS.INCLUIR, row(SUBJECTS.MOBILE_FILIAL, { contratanteId }))) throw forbidden();
    const errors = validateFilial(input);
    if (Object.keys(errors).length) throw validationError(errors);
    await this.checkLimits(contratanteId, Number(input.numeroDispositivos ?? 1));
    const now = new Date().toISOString();
    const created = await this.db.kysely
      .insertInto('mobile_filial')
      .values({
        ...this.editable(input),
        contratanteId,
        filialUuid: randomUUID(),
        identificadorApp: newIdentificadorApp(),
        tipoDocFederal: input.tipoDocFederal!,
        docFederal: cleanDocFederal(input.tipoDocFederal, input.docFederal ?? ''),
        docEstadual: text(input.docEstadual),
        agentTokenHash: null,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const salvo = (await this.crud.find(ability, created.id))!;
    await this.auditoria.registrar({
      acao: 'criar',
      entidade: 'filial',
      entidadeId: created.id,
      entidadeNome: String(salvo.nome),
      contratanteId,
      depois: salvo,
    });
    return salvo;
  }

  private async update(ability: AppAbility, id: number, input: FilialInput) {
    const existing = await this.crud.findOrFail(ability, id, ACTIONS.EDITAR);
    // Document, person type and state registration are locked once the branch exists.
    const merged = { ...input, tipoDocFederal: String(existing.tipoDocFederal), docFederal: String(existing.docFederal ?? '') };
    const errors = validateFilial(merged);
    if (Object.keys(errors).length) throw validationError(errors);
    await this.checkLimits(Number(existing.contratanteId), Number(input.numeroDispositivos ?? 1), id);
    await this.db.kysely.updateTable('mobile_filial').set(this.editable(merged)).where('id', '=', id).execute();
    const salvo = (await this.crud.find(ability, id))!;
    await this.auditoria.registrarAlteracao(
      { entidade: 'filial', entidadeId: id, entidadeNome: String(salvo.nome), contratanteId: Number(existing.contratanteId) },
      existing,
      salvo,
    );
    return salvo;
  }

  /** The ids of a contratante's branches (to cut off their agents when the contratante is made inactive). */
  async idsDoContratante(contratanteId: number): Promise<number[]> {
    return (await this.db.kysely.selectFrom('mobile_filial').select('id').where('contratanteId', '=', contratanteId).execute()).map((f) => f.id);
  }

  /** What the branch holds: its devices, the ERP data synced to it and the records its phones sent. */
  async dependentes(ability: AppAbility, id: number): Promise<Required<Pick<Dependentes, 'dispositivos' | 'dadosSincronizados' | 'registrosCelular'>>> {
    await this.crud.findOrFail(ability, id, ACTIONS.LEITURA);
    const k = this.db.kysely;
    const conta = async (tabela: 'mobile_dispositivo' | 'mobile_dado' | 'mobile_registro') =>
      Number(
        (
          await k
            .selectFrom(tabela)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('filialId', '=', id)
            .executeTakeFirst()
        )?.n ?? 0,
      );
    return {
      dispositivos: await conta('mobile_dispositivo'),
      dadosSincronizados: await conta('mobile_dado'),
      registrosCelular: await conta('mobile_registro'),
    };
  }

  /** deleteMobileFilial: the same rule as a contratante's (server/services/remocaoConfirmada.ts). */
  async remove(ability: AppAbility, actor: LoggedUser, id: number, confirmacaoNome?: string | null): Promise<boolean> {
    const existing = await this.crud.findOrFail(ability, id, ACTIONS.DELETAR);
    await confirmarRemocao(ability, actor, await this.dependentes(ability, id), String(existing.nome), confirmacaoNome, MSG.filialComDependentes);
    await this.db.kysely.deleteFrom('mobile_filial').where('id', '=', id).execute();
    await this.auditoria.registrar({
      acao: 'remover',
      entidade: 'filial',
      entidadeId: id,
      entidadeNome: String(existing.nome),
      contratanteId: Number(existing.contratanteId),
      antes: existing,
    });
    return true;
  }
}

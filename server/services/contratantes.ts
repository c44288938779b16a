import { MSG } from '../../common/messages';
import { ACTIONS, SUBJECTS, row, type AppAbility } from '../../common/permissions';
import { onlyDigits } from '../../common/text/normalize';
import { cleanDocFederal } from '../../common/validation/documents';
import { validateContratante } from '../../common/validation/contratante';
import type { Db } from '../db/connection';
import { forbidden, validationError } from '../errors';
import type { LoggedUser } from '../auth/session';
import type { Dependentes } from '../../common/text/dependentes';
import { confirmarRemocao } from './remocaoConfirmada';
import type { AuditoriaService } from './auditoria';
import { Crud } from './crud';
import { flag, type EntityDef } from './entity';
import { comLocalidade, LOCALIDADE_COLUMNS, LOCALIDADE_FIELDS } from './localidade';
import type { ContratanteInput } from '../../common/graphql/tipos';

export const CONTRATANTE: EntityDef<'contratante'> = {
  table: 'contratante',
  subject: SUBJECTS.CONTRATANTE,
  fields: {
    id: 'number',
    tipoEmpresa: 'string',
    email: 'string',
    nome: 'string',
    fantasia: 'string',
    docFederal: 'string',
    docEstadual: 'string',
    telefone: 'string',
    ativo: 'boolean',
    endereco: 'string',
    numero: 'string',
    complemento: 'string',
    cep: 'string',
    bairro: 'string',
    cidadeId: 'number',
    maxDipositivos: 'number',
    maxFiliais: 'number',
    ...LOCALIDADE_FIELDS,
  },
  scope: { id: 'contratante.id', contratanteId: 'contratante.id' },
  columns: LOCALIDADE_COLUMNS,
  juncoesSoAcrescentam: true,
  defaultOrder: 'nome',
  normalizados: { nome: 'nomeNormalizado' },
  busca: ['nome', 'fantasia', 'docFederal', 'email', 'telefone'],
};

/** The table's own columns; not the generated ones of the lists (migration 0030), which are no one's data. */
const COLUNAS = [
  'id',
  'tipoEmpresa',
  'email',
  'nome',
  'fantasia',
  'docFederal',
  'docEstadual',
  'telefone',
  'ativo',
  'endereco',
  'numero',
  'complemento',
  'cep',
  'bairro',
  'cidadeId',
  'maxDipositivos',
  'maxFiliais',
  'createdAt',
  'updatedAt',
] as const;

/** A contratante as createUpdateContratante receives it (generated from the SDL). */
export type { ContratanteInput };

const text = (value: string | null | undefined) => value?.trim() || null;

export class ContratantesService {
  readonly crud: Crud<'contratante'>;

  constructor(
    private db: Db,
    private auditoria: AuditoriaService,
  ) {
    this.crud = new Crud(db, CONTRATANTE, (k) => comLocalidade(k, 'contratante').select(COLUNAS.map((c) => `contratante.${c}` as const)));
  }

  /** contratanteExiste: only for who may create contratantes; anyone else learns nothing about other documents. */
  async docFederalExiste(ability: AppAbility, docFederal: string): Promise<boolean> {
    if (!ability.can(ACTIONS.INCLUIR, SUBJECTS.CONTRATANTE)) throw forbidden();
    const doc = cleanDocFederal(onlyDigits(docFederal).length === 11 ? 'F' : 'J', docFederal);
    return Boolean(await this.db.kysely.selectFrom('contratante').select('id').where('docFederal', '=', doc).executeTakeFirst());
  }

  private common(input: ContratanteInput) {
    return {
      email: text(input.email)?.toLowerCase() ?? null,
      nome: input.nome!.trim(),
      fantasia: input.tipoEmpresa === 'J' ? text(input.fantasia) : null,
      telefone: onlyDigits(input.telefone) || null,
      endereco: text(input.endereco),
      numero: text(input.numero),
      complemento: text(input.complemento),
      cep: onlyDigits(input.cep) || null,
      bairro: text(input.bairro),
      cidadeId: input.cidadeId ?? null,
      updatedAt: new Date().toISOString(),
    };
  }

  /** createUpdateContratante: creates without id, updates with one (document and type locked). */
  async save(ability: AppAbility, input: ContratanteInput) {
    return input.id ? this.update(ability, input.id, input) : this.create(ability, input);
  }

  private async create(ability: AppAbility, input: ContratanteInput) {
    if (!ability.can(ACTIONS.INCLUIR, SUBJECTS.CONTRATANTE)) throw forbidden();
    const errors = validateContratante(input);
    const docFederal = cleanDocFederal(input.tipoEmpresa, input.docFederal ?? '');
    if (!errors.docFederal && (await this.db.kysely.selectFrom('contratante').select('id').where('docFederal', '=', docFederal).executeTakeFirst())) {
      errors.docFederal = MSG.docFederalDuplicado;
    }
    if (Object.keys(errors).length) throw validationError(errors);
    const created = await this.db.kysely
      .insertInto('contratante')
      .values({
        ...this.common(input),
        tipoEmpresa: input.tipoEmpresa!,
        docFederal,
        docEstadual: text(input.docEstadual),
        ativo: flag(input.ativo),
        maxDipositivos: Number(input.maxDipositivos ?? 1),
        maxFiliais: Number(input.maxFiliais ?? 1),
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const salvo = (await this.crud.find(ability, created.id))!;
    await this.auditoria.registrar({
      acao: 'criar',
      entidade: 'contratante',
      entidadeId: created.id,
      entidadeNome: String(salvo.nome),
      contratanteId: created.id,
      depois: salvo,
    });
    return salvo;
  }

  private async update(ability: AppAbility, id: number, input: ContratanteInput) {
    const existing =
      (await this.crud.find(ability, id, ACTIONS.EDITAR)) ?? (await this.crud.findOrFail(ability, id, ACTIONS.CONTRATANTE_ALTERAR_PERFIL_PROPRIO));
    // Document, person type and state registration are locked once the contratante exists.
    const merged = { ...input, tipoEmpresa: String(existing.tipoEmpresa), docFederal: String(existing.docFederal) };
    const errors = validateContratante(merged);
    if (Object.keys(errors).length) throw validationError(errors);
    // Limits and the active flag are the provider's to change, not the partner's own-profile right.
    const full = ability.can(ACTIONS.EDITAR, row(SUBJECTS.CONTRATANTE, existing));
    // Asking to change the active flag without that right is refused, not ignored (the bulk action reports it).
    if (!full && input.ativo != null && flag(input.ativo) !== Number(existing.ativo ? 1 : 0)) throw forbidden();
    await this.db.kysely
      .updateTable('contratante')
      .set({
        ...this.common(merged),
        ...(full
          ? {
              ativo: input.ativo == null ? Number(existing.ativo ? 1 : 0) : flag(input.ativo),
              maxDipositivos: Number(input.maxDipositivos ?? existing.maxDipositivos),
              maxFiliais: Number(input.maxFiliais ?? existing.maxFiliais),
            }
          : {}),
      })
      .where('id', '=', id)
      .execute();
    const salvo = (await this.crud.find(ability, id))!;
    await this.auditoria.registrarAlteracao({ entidade: 'contratante', entidadeId: id, entidadeNome: String(salvo.nome), contratanteId: id }, existing, salvo);
    return salvo;
  }

  /** What the contratante holds: its users, branches and the devices of those branches. */
  async dependentes(ability: AppAbility, id: number): Promise<Required<Pick<Dependentes, 'usuarios' | 'filiais' | 'dispositivos'>>> {
    await this.crud.findOrFail(ability, id, ACTIONS.LEITURA);
    const conta = async (query: Promise<{ n: string | number | bigint } | undefined>) => Number((await query)?.n ?? 0);
    const k = this.db.kysely;
    return {
      usuarios: await conta(
        k
          .selectFrom('usuario')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('contratanteId', '=', id)
          .executeTakeFirst(),
      ),
      filiais: await conta(
        k
          .selectFrom('mobile_filial')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('contratanteId', '=', id)
          .executeTakeFirst(),
      ),
      dispositivos: await conta(
        k
          .selectFrom('mobile_dispositivo')
          .innerJoin('mobile_filial', 'mobile_filial.id', 'mobile_dispositivo.filialId')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('mobile_filial.contratanteId', '=', id)
          .executeTakeFirst(),
      ),
    };
  }

  /**
   * deleteContratante: a contratante that holds users, branches or devices is not removed by accident.
   * Only the provider admin removes it with everything under it, and only with its name typed as
   * confirmation; anyone else is told what it holds and to deactivate it instead.
   */
  async remove(ability: AppAbility, actor: LoggedUser, id: number, confirmacaoNome?: string | null): Promise<boolean> {
    const existing = await this.crud.findOrFail(ability, id, ACTIONS.DELETAR);
    await confirmarRemocao(ability, actor, await this.dependentes(ability, id), String(existing.nome), confirmacaoNome, MSG.contratanteComDependentes);
    await this.db.kysely.deleteFrom('contratante').where('id', '=', id).execute();
    await this.auditoria.registrar({
      acao: 'remover',
      entidade: 'contratante',
      entidadeId: id,
      entidadeNome: String(existing.nome),
      contratanteId: id,
      antes: existing,
    });
    return true;
  }
}

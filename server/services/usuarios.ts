import { MSG } from '../../common/messages';
import { ACTIONS, SUBJECTS, partnerAdminRules, providerAdminRules, recusaContraSiMesmo, row, type AppAbility } from '../../common/permissions';
import { onlyDigits } from '../../common/text/normalize';
import { validateUsuario } from '../../common/validation/usuario';
import type { LoggedUser } from '../auth/session';
import { hashPassword } from '../auth/passwordHash';
import type { Db } from '../db/connection';
import { AppError, forbidden, validationError } from '../errors';
import type { AuditoriaService } from './auditoria';
import { Crud } from './crud';
import { flag, type EntityDef } from './entity';

export const USUARIO: EntityDef<'usuario'> = {
  table: 'usuario',
  subject: SUBJECTS.USUARIO,
  fields: { id: 'number', nome: 'string', email: 'string', telefone: 'string', ativo: 'boolean', ultimaAtividade: 'date', contratanteId: 'number' },
  scope: { id: 'usuario.id', contratanteId: 'usuario.contratanteId' },
  defaultOrder: 'nome',
  normalizados: { nome: 'nomeNormalizado' },
  busca: ['nome', 'email', 'telefone'],
};

const PUBLIC_COLUMNS = ['id', 'nome', 'email', 'telefone', 'ativo', 'ultimaAtividade', 'contratanteId'] as const;

export interface UsuarioInput {
  nome?: string | null;
  email?: string | null;
  telefone?: string | null;
  ativo?: boolean | null;
  password?: string | null;
  passwordConfirmacao?: string | null;
  contratanteId?: number | null;
}

export class UsuariosService {
  readonly crud: Crud<'usuario'>;

  constructor(
    private db: Db,
    private auditoria: AuditoriaService,
  ) {
    this.crud = new Crud(db, USUARIO, (k) => k.selectFrom('usuario').select([...PUBLIC_COLUMNS]));
  }

  async create(ability: AppAbility, actor: LoggedUser, input: UsuarioInput) {
    const errors = validateUsuario(input, true);
    const email = (input.email ?? '').trim().toLowerCase();
    if (!errors.email && (await this.db.kysely.selectFrom('usuario').select('id').where('email', '=', email).executeTakeFirst())) {
      errors.email = MSG.emailJaCadastrado;
    }
    if (Object.keys(errors).length) throw validationError(errors);
    // A partner's users always belong to the partner's contratante (docs/produto.md §6: the form uses the logged user's).
    const contratanteId = actor.contratanteId ?? input.contratanteId ?? null;
    if (!ability.can(ACTIONS.INCLUIR, row(SUBJECTS.USUARIO, { contratanteId }))) throw forbidden();
    const now = new Date().toISOString();
    const created = await this.db.kysely
      .insertInto('usuario')
      .values({
        nome: input.nome!.trim(),
        email,
        telefone: onlyDigits(input.telefone) || null,
        ativo: flag(input.ativo),
        ultimaAtividade: null,
        passwordHash: await hashPassword(input.password!),
        sessaoVersao: 0,
        contratanteId,
        caslRules: '[]',
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rules = contratanteId ? partnerAdminRules(contratanteId, created.id) : providerAdminRules();
    await this.db.kysely
      .updateTable('usuario')
      .set({ caslRules: JSON.stringify(rules) })
      .where('id', '=', created.id)
      .execute();
    const salvo = (await this.crud.find(ability, created.id))!;
    await this.auditoria.registrar({
      acao: 'criar',
      entidade: 'usuario',
      entidadeId: created.id,
      entidadeNome: String(salvo.nome),
      contratanteId,
      depois: salvo,
    });
    return salvo;
  }

  /** E-mail, password and contratante are not changed here (docs/produto.md §7 updateUsuario). */
  async update(ability: AppAbility, actor: LoggedUser, id: number, input: UsuarioInput) {
    const existing = (await this.crud.find(ability, id, ACTIONS.EDITAR)) ?? (await this.crud.findOrFail(ability, id, ACTIONS.USUARIO_ALTERAR_PERFIL_PROPRIO));
    const errors = validateUsuario({ ...existing, ...input } as UsuarioInput, false);
    if (Object.keys(errors).length) throw validationError(errors);
    const ativo = input.ativo === undefined || input.ativo === null ? undefined : flag(input.ativo);
    if (ativo !== undefined && ativo !== Number(existing.ativo) && !ability.can(ACTIONS.INATIVAR, row(SUBJECTS.USUARIO, existing))) {
      throw forbidden();
    }
    const contraSiMesmo = ativo === 0 ? recusaContraSiMesmo(actor.id, id, 'inativar') : undefined;
    if (contraSiMesmo) throw validationError({ ativo: contraSiMesmo });
    await this.db.kysely
      .updateTable('usuario')
      .set({
        nome: input.nome?.trim() ?? String(existing.nome),
        telefone: input.telefone === undefined ? (existing.telefone as string | null) : onlyDigits(input.telefone) || null,
        ...(ativo === undefined ? {} : { ativo }),
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    const salvo = (await this.crud.find(ability, id)) ?? { ...existing, ...input };
    await this.auditoria.registrarAlteracao(
      { entidade: 'usuario', entidadeId: id, entidadeNome: String(salvo.nome), contratanteId: (existing.contratanteId as number | null) ?? null },
      existing,
      salvo,
    );
    return salvo;
  }

  async remove(ability: AppAbility, actor: LoggedUser, id: number): Promise<boolean> {
    const existing = await this.crud.findOrFail(ability, id, ACTIONS.DELETAR);
    const contraSiMesmo = recusaContraSiMesmo(actor.id, id, 'remover');
    if (contraSiMesmo) throw new AppError('FORBIDDEN', contraSiMesmo);
    await this.db.kysely.deleteFrom('usuario').where('id', '=', id).execute();
    await this.auditoria.registrar({
      acao: 'remover',
      entidade: 'usuario',
      entidadeId: id,
      entidadeNome: String(existing.nome),
      contratanteId: (existing.contratanteId as number | null) ?? null,
      antes: existing,
    });
    return true;
  }
}

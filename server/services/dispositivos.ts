import { MSG } from '../../common/messages';
import { ACTIONS, SUBJECTS, type AppAbility } from '../../common/permissions';
import { onlyDigits } from '../../common/text/normalize';
import { isValidEmail, isValidPhone } from '../../common/validation/contact';
import type { Db } from '../db/connection';
import { validationError } from '../errors';
import { Crud } from './crud';
import type { EntityDef } from './entity';

export const MOBILE_DISPOSITIVO: EntityDef<'mobile_dispositivo'> = {
  table: 'mobile_dispositivo',
  subject: SUBJECTS.MOBILE_DISPOSITIVO,
  fields: {
    id: 'number', uuid: 'string', dispositivo: 'string', plataforma: 'string', versaoApp: 'string', dataAtivacao: 'date',
    dataUltimoAcesso: 'date', ativo: 'boolean', bloqueado: 'boolean', whitelisted: 'boolean', filialId: 'number',
    apelido: 'string', email: 'string', telefone: 'string', contratanteId: 'number',
  },
  scope: { contratanteId: 'mobile_filial.contratanteId', filialId: 'mobile_dispositivo.filialId' },
  columns: { contratanteId: 'mobile_filial.contratanteId' },
  defaultOrder: 'id',
};

const COLUMNS = Object.keys(MOBILE_DISPOSITIVO.fields)
  .filter((f) => f !== 'contratanteId')
  .map((f) => `mobile_dispositivo.${f}`);

export interface DispositivoInput {
  id: number;
  apelido?: string | null;
  email?: string | null;
  telefone?: string | null;
}

/** Devices are created by the phone's activation; here they are read, renamed and blocked for good. */
export class DispositivosService {
  readonly crud: Crud<'mobile_dispositivo'>;

  constructor(private db: Db) {
    this.crud = new Crud(db, MOBILE_DISPOSITIVO, (k) =>
      k.selectFrom('mobile_dispositivo').innerJoin('mobile_filial', 'mobile_filial.id', 'mobile_dispositivo.filialId').select([...COLUMNS, 'mobile_filial.contratanteId']),
    );
  }

  async update(ability: AppAbility, input: DispositivoInput) {
    await this.crud.findOrFail(ability, input.id, ACTIONS.EDITAR);
    const errors: Record<string, string> = {};
    if (input.email && !isValidEmail(input.email)) errors.email = MSG.emailInvalido;
    if (input.telefone && !isValidPhone(input.telefone)) errors.telefone = MSG.telefoneInvalido;
    if (Object.keys(errors).length) throw validationError(errors);
    await this.db.kysely
      .updateTable('mobile_dispositivo')
      .set({ apelido: input.apelido?.trim() || null, email: input.email?.trim().toLowerCase() || null, telefone: onlyDigits(input.telefone) || null })
      .where('id', '=', input.id)
      .execute();
    return (await this.crud.find(ability, input.id))!;
  }

  /** Irreversible in the product: the device loses its token and cannot activate again. */
  async block(ability: AppAbility, id: number) {
    await this.crud.findOrFail(ability, id, ACTIONS.INATIVAR);
    await this.db.kysely.updateTable('mobile_dispositivo').set({ bloqueado: 1, ativo: 0, tokenHash: null }).where('id', '=', id).execute();
    return (await this.crud.find(ability, id))!;
  }
}

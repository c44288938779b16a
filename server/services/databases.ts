import { MSG } from '../../common/messages';
import { ACTIONS, SUBJECTS, row, type AppAbility } from '../../common/permissions';
import { validateDatabase, type DatabaseConfig } from '../../common/validation/database';
import type { SecretBox } from '../auth/secretBox';
import type { Db } from '../db/connection';
import { forbidden, validationError } from '../errors';
import type { AuditoriaService } from './auditoria';
import { Crud } from './crud';
import { flag, type EntityDef } from './entity';
import type { MobileFilialDatabaseInput } from '../../common/graphql/tipos';

export const MOBILE_FILIAL_DATABASE: EntityDef<'mobile_filial_database'> = {
  table: 'mobile_filial_database',
  subject: SUBJECTS.MOBILE_FILIAL_DATABASE,
  fields: { id: 'number', database: 'string', ativa: 'boolean', filialId: 'number', contratanteId: 'number' },
  scope: { contratanteId: 'mobile_filial.contratanteId', filialId: 'mobile_filial_database.filialId' },
  // save() always writes the JSON as {"database":…, host, porta, usuario, senhaCifrada}: ordering the
  // text orders by the database name, and the list's search finds the name inside it.
  columns: { contratanteId: 'mobile_filial.contratanteId', database: 'mobile_filial_database.configuracao' },
  defaultOrder: 'id',
};

/** A branch database as createUpdateMobileFilialDatabase receives it (generated from the SDL). */
export type DatabaseInput = MobileFilialDatabaseInput;

interface StoredConfig extends DatabaseConfig {
  senhaCifrada?: string;
}

function parse(text: string | null | undefined): StoredConfig {
  try {
    const value = JSON.parse(text ?? '{}');
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/** Branch databases: the password is sealed at rest and never sent back (the API returns it blank). */
export class DatabasesService {
  readonly crud: Crud<'mobile_filial_database'>;

  constructor(
    private db: Db,
    private box: SecretBox,
    private auditoria: AuditoriaService,
  ) {
    this.crud = new Crud(db, MOBILE_FILIAL_DATABASE, (k) =>
      k
        .selectFrom('mobile_filial_database')
        .innerJoin('mobile_filial', 'mobile_filial.id', 'mobile_filial_database.filialId')
        .select([
          'mobile_filial_database.id',
          'mobile_filial_database.configuracao',
          'mobile_filial_database.ativa',
          'mobile_filial_database.filialId',
          'mobile_filial.contratanteId',
        ]),
    );
  }

  /** What the API shows of a stored configuration: everything but the password. */
  static publicConfig(text: string): string {
    const { senhaCifrada: _sealed, senha: _plain, ...rest } = parse(text);
    return JSON.stringify({ ...rest, senha: '' });
  }

  /** What the audit trail keeps of a database: its fields without the password, sealed or not. */
  private static paraAuditoria(registro: Record<string, unknown>) {
    const { database, host, porta, usuario } = parse(registro.configuracao as string | undefined);
    return { database, host, porta, usuario, ativa: registro.ativa, filialId: registro.filialId };
  }

  private static alvo(registro: Record<string, unknown>) {
    const nome = parse(registro.configuracao as string | undefined).database;
    return { entidade: 'database' as const, entidadeId: Number(registro.id), entidadeNome: nome ?? null, contratanteId: Number(registro.contratanteId) };
  }

  /** The password in clear, for the agent only. */
  senhaOf(text: string): string {
    const stored = parse(text);
    return stored.senhaCifrada ? this.box.open(stored.senhaCifrada) : '';
  }

  async save(ability: AppAbility, input: DatabaseInput) {
    const existing = input.id ? await this.crud.findOrFail(ability, input.id, ACTIONS.EDITAR) : null;
    const filialId = Number(existing?.filialId ?? input.filialId);
    // A missing filialId must not reach the database as NaN (PostgreSQL refuses it with an internal error).
    const filial = Number.isInteger(filialId)
      ? await this.db.kysely.selectFrom('mobile_filial').select(['id', 'contratanteId']).where('id', '=', filialId).executeTakeFirst()
      : undefined;
    if (!filial) throw validationError({ filialId: MSG.filialRequerida });
    if (!ability.can(existing ? ACTIONS.EDITAR : ACTIONS.INCLUIR, row(SUBJECTS.MOBILE_FILIAL_DATABASE, { contratanteId: filial.contratanteId })))
      throw forbidden();
    const config = parse(input.configuracao);
    const previous = parse(existing?.configuracao as string | undefined);
    const errors = validateDatabase(config, Boolean(previous.senhaCifrada));
    if (Object.keys(errors).length) throw validationError(errors);
    const stored: StoredConfig = {
      database: config.database!.trim(),
      host: config.host!.trim(),
      porta: Number(config.porta),
      usuario: config.usuario!.trim(),
      senhaCifrada: config.senha ? this.box.seal(config.senha) : previous.senhaCifrada,
    };
    const values = { configuracao: JSON.stringify(stored), ativa: flag(input.ativa), filialId };
    const id = existing
      ? (await this.db.kysely.updateTable('mobile_filial_database').set(values).where('id', '=', Number(existing.id)).execute(), Number(existing.id))
      : (await this.db.kysely.insertInto('mobile_filial_database').values(values).returning('id').executeTakeFirstOrThrow()).id;
    const salvo = (await this.crud.find(ability, id))!;
    const depois = DatabasesService.paraAuditoria(salvo);
    if (existing) await this.auditoria.registrarAlteracao(DatabasesService.alvo(salvo), DatabasesService.paraAuditoria(existing), depois, 'ativa');
    else await this.auditoria.registrar({ ...DatabasesService.alvo(salvo), acao: 'criar', depois });
    return salvo;
  }

  async remove(ability: AppAbility, id: number): Promise<boolean> {
    const existing = await this.crud.findOrFail(ability, id, ACTIONS.DELETAR);
    await this.db.kysely.deleteFrom('mobile_filial_database').where('id', '=', id).execute();
    await this.auditoria.registrar({ ...DatabasesService.alvo(existing), acao: 'remover', antes: DatabasesService.paraAuditoria(existing) });
    return true;
  }
}

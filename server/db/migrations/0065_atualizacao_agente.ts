import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * The agents' self-update (docs/operacao.md, "Atualização automática dos gerenciadores"):
 * `agente_rollout` holds the operator's rollouts, one per contratante and one for everyone
 * (contratanteId 0); `agente_atualizacao` holds per branch its pin, the platform its agent said it
 * runs on, and how its last attempt ended (version, result, reason, when).
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('agente_rollout')
    .addColumn('contratanteId', 'integer', (c) => c.primaryKey())
    .addColumn('versao', 'varchar(40)', (c) => c.notNull())
    .addColumn('percentual', 'integer', (c) => c.notNull())
    .addColumn('atualizadoEm', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('agente_atualizacao')
    .addColumn('filialId', 'integer', (c) => c.primaryKey().references('mobile_filial.id').onDelete('cascade'))
    .addColumn('versaoFixada', 'varchar(40)')
    .addColumn('plataforma', 'varchar(20)')
    .addColumn('ultimaVersao', 'varchar(40)')
    .addColumn('ultimoResultado', 'varchar(20)')
    .addColumn('ultimoMotivo', 'varchar(2000)')
    .addColumn('ultimaEm', 'varchar(30)')
    .execute();
}

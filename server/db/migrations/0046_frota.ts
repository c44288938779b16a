import { sql, type Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * The fleet home (docs/mapa-do-codigo.md, "A frota"): each branch keeps the last version its agent
 * reported (the presence row leaves with the agent; the fleet still says which version an offline
 * agent runs), with a sortable number of it so "outdated" is a comparison in SQL. The partial
 * indexes hold only what the fleet counts: records in erro per branch, orders received and
 * integrated per day, failed runs per day; they stay small and cost a write only to those rows.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('mobile_filial').addColumn('versaoGerenciador', 'varchar(40)').execute();
  await db.schema.alterTable('mobile_filial').addColumn('versaoGerenciadorOrdem', 'integer').execute();
  await db.schema
    .createIndex('mobile_registro_erro_filial')
    .on('mobile_registro')
    .column('filialId')
    .where(sql.ref('situacao'), '=', sql.lit('erro'))
    .execute();
  await db.schema
    .createIndex('mobile_registro_pedido_recebido')
    .on('mobile_registro')
    .columns(['createdAt', 'filialId'])
    .where(sql.ref('tipo'), '=', sql.lit('pedido'))
    .execute();
  await db.schema
    .createIndex('mobile_registro_pedido_integrado')
    .on('mobile_registro')
    .columns(['updatedAt', 'filialId'])
    .where((eb) => eb.and([eb(sql.ref('tipo'), '=', sql.lit('pedido')), eb(sql.ref('situacao'), '=', sql.lit('integrado'))]))
    .execute();
  await db.schema
    .createIndex('sync_historico_falha_inicio')
    .on('sync_historico')
    .columns(['dtInicio', 'filialId'])
    .where(sql.ref('resultado'), '=', sql.lit('falha'))
    .execute();
}

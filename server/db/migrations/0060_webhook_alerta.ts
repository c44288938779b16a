import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Engine } from '../connection';

const comId = <T extends string>(t: CreateTableBuilder<T, never>, engine: Engine) =>
  engine === 'postgres' ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

/**
 * Webhook alerts (docs/operacao.md "Alertas por webhook"): the webhook of a contratante or
 * of a branch (chave names which, one each; the secret sealed with APP_SECRET, since signing needs it
 * in clear), the queue of deliveries (one row per event and webhook, kept across restarts; claimed
 * through reservadoAte so two instances never send the same attempt) and each attempt's answer.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await comId(db.schema.createTable('webhook_alerta'), engine)
    .addColumn('chave', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('contratanteId', 'integer', (c) => c.notNull().references('contratante.id').onDelete('cascade'))
    .addColumn('filialId', 'integer', (c) => c.references('mobile_filial.id').onDelete('cascade'))
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('segredo', 'text', (c) => c.notNull())
    .addColumn('ativo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('criadoEm', 'varchar(30)', (c) => c.notNull())
    .addColumn('atualizadoEm', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_alerta_contratante').on('webhook_alerta').columns(['contratanteId']).execute();

  await comId(db.schema.createTable('webhook_entrega'), engine)
    .addColumn('webhookId', 'integer', (c) => c.notNull().references('webhook_alerta.id').onDelete('cascade'))
    .addColumn('contratanteId', 'integer', (c) => c.notNull())
    .addColumn('filialId', 'integer', (c) => c.references('mobile_filial.id').onDelete('cascade'))
    .addColumn('origem', 'varchar(20)', (c) => c.notNull())
    .addColumn('evento', 'varchar(60)', (c) => c.notNull())
    .addColumn('resumo', 'varchar(500)', (c) => c.notNull())
    .addColumn('corpo', 'text', (c) => c.notNull())
    .addColumn('situacao', 'varchar(20)', (c) => c.notNull())
    .addColumn('tentativas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('proximaTentativa', 'varchar(30)')
    .addColumn('reservadoAte', 'varchar(30)')
    .addColumn('criadoEm', 'varchar(30)', (c) => c.notNull())
    .addColumn('entregueEm', 'varchar(30)')
    .execute();
  await db.schema.createIndex('webhook_entrega_fila').on('webhook_entrega').columns(['situacao', 'proximaTentativa']).execute();
  await db.schema.createIndex('webhook_entrega_filial').on('webhook_entrega').columns(['filialId', 'id']).execute();

  await comId(db.schema.createTable('webhook_tentativa'), engine)
    .addColumn('entregaId', 'integer', (c) => c.notNull().references('webhook_entrega.id').onDelete('cascade'))
    .addColumn('numero', 'integer', (c) => c.notNull())
    .addColumn('em', 'varchar(30)', (c) => c.notNull())
    .addColumn('statusHttp', 'integer')
    .addColumn('erro', 'varchar(500)')
    .addColumn('duracaoMs', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_tentativa_entrega').on('webhook_tentativa').columns(['entregaId', 'numero']).execute();
}

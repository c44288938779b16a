import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * Phone records by their ERP key: an order naming a customer a phone created looks it up by the key
 * the ERP gave it (RegistrosAppService.doAplicativo), and the order status reads which
 * seller posted each integrated order (vendedoresPorChaveErp). Without this index both read every
 * record of the branch's type (EXPLAIN: SCAN / index on filialId, tipo, situacao only).
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.createIndex('mobile_registro_chave_erp').on('mobile_registro').columns(['filialId', 'tipo', 'chaveErp']).execute();
}

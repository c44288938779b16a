import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * What the device API needs beyond the phone records of 0002 and the synced data of 0003:
 * - mobile_registro.usuarioIdentificador: the seller who posted the record (who may see its state);
 * - mobile_vendedor_senha: passwords sellers create on the phone (criadaApp), slow-hashed, never sent to the ERP;
 * - mobile_cliente_chave: the normalised docFederal, nome and telefone of every customer of a branch
 *   (synced from the ERP or posted by a phone), so uniqueness is an indexed lookup, not a JSON scan.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const serial = (name: string) => {
    const table = db.schema.createTable(name);
    return engine === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };

  await db.schema.alterTable('mobile_registro').addColumn('usuarioIdentificador', 'varchar(200)').execute();

  await serial('mobile_vendedor_senha')
    .addColumn('filialId', 'integer', (c) => c.notNull().references('mobile_filial.id').onDelete('cascade'))
    .addColumn('usuarioIdentificador', 'varchar(200)', (c) => c.notNull())
    .addColumn('senhaHash', 'varchar(200)')
    // Bumped when the password is set or cleared: seller sessions issued before it end.
    .addColumn('versao', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('mobile_vendedor_senha_usuario', ['filialId', 'usuarioIdentificador'])
    .execute();

  await serial('mobile_cliente_chave')
    .addColumn('filialId', 'integer', (c) => c.notNull().references('mobile_filial.id').onDelete('cascade'))
    .addColumn('campo', 'varchar(20)', (c) => c.notNull())
    .addColumn('valor', 'varchar(300)', (c) => c.notNull())
    // 'erp': referencia is the synced customer's identificador; 'app': the posted record's uuid.
    .addColumn('origem', 'varchar(3)', (c) => c.notNull())
    .addColumn('referencia', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mobile_cliente_chave_valor').on('mobile_cliente_chave').columns(['filialId', 'campo', 'valor']).execute();
  await db.schema.createIndex('mobile_cliente_chave_referencia').on('mobile_cliente_chave').columns(['filialId', 'origem', 'referencia']).execute();
}

import type { Kysely } from 'kysely';
import type { Engine } from '../connection';

/**
 * The last run of each data type per branch (the sync panel), and the records the agent pushed
 * (ERP → cloud) that phones pull by cursor: one row per branch, type and identifier.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const serial = (name: string) => {
    const table = db.schema.createTable(name);
    return engine === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  await serial('sync_execucao')
    .addColumn('filialId', 'integer', (c) => c.notNull().references('mobile_filial.id').onDelete('cascade'))
    .addColumn('tipo', 'varchar(60)', (c) => c.notNull())
    .addColumn('dtInicio', 'varchar(30)')
    .addColumn('dtFim', 'varchar(30)')
    .addColumn('executando', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sucesso', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancelada', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('erro', 'text')
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('itemsCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('itensSincronizadosCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('envioCompleto', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reenviarTodos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('geracao', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('sync_execucao_tipo', ['filialId', 'tipo'])
    .execute();

  await serial('mobile_dado')
    .addColumn('filialId', 'integer', (c) => c.notNull().references('mobile_filial.id').onDelete('cascade'))
    .addColumn('tipo', 'varchar(60)', (c) => c.notNull())
    .addColumn('identificador', 'varchar(200)', (c) => c.notNull())
    .addColumn('dados', 'text', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('removido', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sequencia', engine === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('mobile_dado_identificador', ['filialId', 'tipo', 'identificador'])
    .execute();
  await db.schema.createIndex('mobile_dado_cursor').on('mobile_dado').columns(['filialId', 'tipo', 'sequencia']).execute();

  // One change counter per branch. Writers take numbers with an UPDATE of this row, whose lock is held
  // until commit, so numbers become visible in order and a reader's cursor never skips a change.
  await db.schema
    .createTable('mobile_dado_contador')
    .addColumn('filialId', 'integer', (c) => c.primaryKey().references('mobile_filial.id').onDelete('cascade'))
    .addColumn('sequencia', engine === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Engine } from '../connection';

/** One schema for SQLite and PostgreSQL: flags are integers, dates ISO text. */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    engine === 'postgres' ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const flag = (value: number) => sql`${sql.lit(value)}`;

  await db.schema
    .createTable('estado')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('nome', 'varchar(60)', (c) => c.notNull())
    .addColumn('sigla', 'varchar(2)', (c) => c.notNull().unique())
    .addColumn('regiao', 'varchar(20)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cidade')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('nome', 'varchar(120)', (c) => c.notNull())
    .addColumn('nomeBusca', 'varchar(120)', (c) => c.notNull())
    .addColumn('estadoId', 'integer', (c) => c.notNull().references('estado.id'))
    .execute();
  await db.schema.createIndex('cidade_nome_busca').on('cidade').column('nomeBusca').execute();

  await withId(db.schema.createTable('contratante'))
    .addColumn('tipoEmpresa', 'varchar(1)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)')
    .addColumn('nome', 'varchar(200)', (c) => c.notNull())
    .addColumn('fantasia', 'varchar(200)')
    .addColumn('docFederal', 'varchar(14)', (c) => c.notNull().unique())
    .addColumn('docEstadual', 'varchar(30)')
    .addColumn('telefone', 'varchar(11)')
    .addColumn('ativo', 'integer', (c) => c.notNull().defaultTo(flag(1)))
    .addColumn('endereco', 'varchar(200)')
    .addColumn('numero', 'varchar(20)')
    .addColumn('complemento', 'varchar(200)')
    .addColumn('cep', 'varchar(8)')
    .addColumn('bairro', 'varchar(120)')
    .addColumn('cidadeId', 'integer', (c) => c.references('cidade.id'))
    .addColumn('maxDipositivos', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('maxFiliais', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('usuario'))
    .addColumn('nome', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('telefone', 'varchar(11)')
    .addColumn('ativo', 'integer', (c) => c.notNull().defaultTo(flag(1)))
    .addColumn('ultimaAtividade', 'varchar(30)')
    .addColumn('passwordHash', 'varchar(200)', (c) => c.notNull())
    .addColumn('sessaoVersao', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contratanteId', 'integer', (c) => c.references('contratante.id').onDelete('cascade'))
    .addColumn('caslRules', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('usuario_contratante').on('usuario').column('contratanteId').execute();

  await withId(db.schema.createTable('mobile_filial'))
    .addColumn('contratanteId', 'integer', (c) => c.notNull().references('contratante.id').onDelete('cascade'))
    .addColumn('filialUuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('identificadorApp', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('numeroDispositivos', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('nome', 'varchar(200)', (c) => c.notNull())
    .addColumn('tipoDocFederal', 'varchar(1)', (c) => c.notNull().defaultTo('J'))
    .addColumn('fantasia', 'varchar(200)')
    .addColumn('docFederal', 'varchar(14)')
    .addColumn('docEstadual', 'varchar(30)')
    .addColumn('telefone', 'varchar(11)')
    .addColumn('email', 'varchar(200)')
    .addColumn('cep', 'varchar(8)')
    .addColumn('cidadeId', 'integer', (c) => c.references('cidade.id'))
    .addColumn('endereco', 'varchar(200)')
    .addColumn('numero', 'varchar(20)')
    .addColumn('bairro', 'varchar(120)')
    .addColumn('complemento', 'varchar(200)')
    .addColumn('ativo', 'integer', (c) => c.notNull().defaultTo(flag(1)))
    .addColumn('agentTokenHash', 'varchar(200)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mobile_filial_contratante').on('mobile_filial').column('contratanteId').execute();

  await withId(db.schema.createTable('mobile_dispositivo'))
    .addColumn('uuid', 'varchar(100)', (c) => c.notNull())
    .addColumn('dispositivo', 'varchar(200)')
    .addColumn('plataforma', 'varchar(40)')
    .addColumn('versaoApp', 'varchar(40)')
    .addColumn('dataAtivacao', 'varchar(30)')
    .addColumn('dataUltimoAcesso', 'varchar(30)')
    .addColumn('ativo', 'integer', (c) => c.notNull().defaultTo(flag(1)))
    .addColumn('bloqueado', 'integer', (c) => c.notNull().defaultTo(flag(0)))
    .addColumn('whitelisted', 'integer', (c) => c.notNull().defaultTo(flag(0)))
    .addColumn('tokenHash', 'varchar(200)')
    .addColumn('filialId', 'integer', (c) => c.notNull().references('mobile_filial.id').onDelete('cascade'))
    .addColumn('apelido', 'varchar(200)')
    .addColumn('email', 'varchar(200)')
    .addColumn('telefone', 'varchar(11)')
    .addUniqueConstraint('mobile_dispositivo_filial_uuid', ['filialId', 'uuid'])
    .execute();

  await withId(db.schema.createTable('mobile_filial_database'))
    .addColumn('configuracao', 'text', (c) => c.notNull())
    .addColumn('ativa', 'integer', (c) => c.notNull().defaultTo(flag(1)))
    .addColumn('filialId', 'integer', (c) => c.notNull().references('mobile_filial.id').onDelete('cascade'))
    .execute();

  await withId(db.schema.createTable('mobile_filial_configuracao'))
    .addColumn('tipo', 'varchar(60)', (c) => c.notNull())
    .addColumn('dados', 'text', (c) => c.notNull())
    .addColumn('mapeamento', 'text', (c) => c.notNull())
    .addColumn('ativa', 'integer', (c) => c.notNull().defaultTo(flag(0)))
    .addColumn('filialId', 'integer', (c) => c.notNull().references('mobile_filial.id').onDelete('cascade'))
    .addColumn('updatedAt', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('mobile_filial_configuracao_tipo', ['filialId', 'tipo'])
    .execute();

  await withId(db.schema.createTable('usuario_token'))
    .addColumn('usuarioId', 'integer', (c) => c.notNull().references('usuario.id').onDelete('cascade'))
    .addColumn('tokenHash', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('acao', 'varchar(40)', (c) => c.notNull())
    .addColumn('expiraEm', 'varchar(30)', (c) => c.notNull())
    .addColumn('usadoEm', 'varchar(30)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .execute();
}

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/connection';
import { migrate, migrator } from '../../server/db/migrate';
import { createTestDatabase, postgresUnavailable, testEngine, type TestDatabase } from '../support/testDatabase';

/**
 * Migration 0015 drops the unique (filialId, uuid) of mobile_dispositivo; on SQLite that means
 * rebuilding the table. A database in use keeps its devices and the phone records that point at
 * them, and the same uuid may then be activated as another device.
 */
describe.skipIf(postgresUnavailable())(`migração 0015 num banco em uso (${testEngine})`, () => {
  let banco: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    banco = await createTestDatabase();
    db = openDb(banco.url);
  });
  afterAll(async () => {
    await db?.kysely.destroy();
    await banco?.drop();
  });

  it('keeps the devices and the records that point at them', async () => {
    const { error } = await migrator(db).migrateTo('0013_rate_limit');
    expect(error).toBeUndefined();
    const agora = new Date().toISOString();
    const k = db.kysely;
    const { id: contratanteId } = await k
      .insertInto('contratante')
      .values({
        tipoEmpresa: 'J',
        nome: 'C',
        docFederal: '11222333000181',
        ativo: 1,
        maxDipositivos: 5,
        maxFiliais: 1,
        createdAt: agora,
        updatedAt: agora,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: filialId } = await k
      .insertInto('mobile_filial')
      .values({
        contratanteId,
        filialUuid: 'f-1',
        identificadorApp: 'ABC',
        numeroDispositivos: 5,
        nome: 'F',
        ativo: 1,
        createdAt: agora,
        updatedAt: agora,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const dispositivo = {
      uuid: 'u-1',
      dispositivo: 'Moto',
      plataforma: 'Android',
      versaoApp: '1',
      dataAtivacao: agora,
      dataUltimoAcesso: agora,
      ativo: 1,
      bloqueado: 0,
      whitelisted: 0,
      tokenHash: 'h',
      filialId,
      apelido: 'Loja',
      email: null,
      telefone: null,
    };
    const { id: dispositivoId } = await k
      .insertInto('mobile_dispositivo')
      .values(dispositivo as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await k
      .insertInto('mobile_registro')
      .values({ filialId, dispositivoId, tipo: 'pedido', uuid: 'p-1', dados: '{}', situacao: 'pendente', createdAt: agora, updatedAt: agora } as never)
      .execute();

    await migrate(db);

    expect(await k.selectFrom('mobile_dispositivo').selectAll().execute()).toEqual([{ id: dispositivoId, ...dispositivo, vendedorLogadoEm: null }]);
    expect(await k.selectFrom('mobile_registro').select(['uuid', 'dispositivoId']).execute()).toEqual([{ uuid: 'p-1', dispositivoId }]);
    await k
      .insertInto('mobile_dispositivo')
      .values({ ...dispositivo, tokenHash: 'outro' } as never)
      .execute();
    expect(await k.selectFrom('mobile_dispositivo').select('id').where('uuid', '=', 'u-1').execute()).toHaveLength(2);
    // The foreign keys still hold (and still point at the rebuilt table).
    await expect(
      k
        .insertInto('mobile_registro')
        .values({
          filialId,
          dispositivoId: 999_999,
          tipo: 'pedido',
          uuid: 'p-2',
          dados: '{}',
          situacao: 'pendente',
          createdAt: agora,
          updatedAt: agora,
        } as never)
        .execute(),
    ).rejects.toThrow();
    if (testEngine === 'sqlite') expect((await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(k)).rows[0].foreign_keys).toBe(1);
  });
});

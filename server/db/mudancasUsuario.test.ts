import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { escreveUsuario } from './mudancasUsuario';
import type { Database } from './types';

const k = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('escreveUsuario: the writes that hold the sessions in memory until their NOTIFY', () => {
  it('sees updates and removals of usuario, aliased or raw', () => {
    expect(escreveUsuario(k.updateTable('usuario').set({ ativo: 0 }).where('id', '=', 1).toOperationNode())).toBe(true);
    expect(escreveUsuario(k.updateTable('usuario as u').set({ ativo: 0 }).toOperationNode())).toBe(true);
    expect(escreveUsuario(k.deleteFrom('usuario').where('id', '=', 1).toOperationNode())).toBe(true);
    expect(escreveUsuario(sql`update usuario set ativo = 0`.toOperationNode())).toBe(true);
    expect(escreveUsuario(sql`DELETE FROM "usuario" WHERE id = 1`.toOperationNode())).toBe(true);
  });
  it('ignores reads, inserts and other tables', () => {
    expect(escreveUsuario(k.selectFrom('usuario').selectAll().toOperationNode())).toBe(false);
    expect(escreveUsuario(k.updateTable('contratante').set({ ativo: 0 }).toOperationNode())).toBe(false);
    expect(escreveUsuario(k.deleteFrom('usuario_endereco' as never).toOperationNode())).toBe(false);
    expect(escreveUsuario(sql`update usuario_endereco set x = 1`.toOperationNode())).toBe(false);
  });
});

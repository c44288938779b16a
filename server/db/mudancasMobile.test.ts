import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { escreveSessaoMobile } from './mudancasMobile';
import type { Database } from './types';

const k = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const no = (q: { toOperationNode(): unknown }) => escreveSessaoMobile(q.toOperationNode() as never);

describe('escreveSessaoMobile: the writes that hold what phone calls check in memory until their NOTIFY', () => {
  it('sees a device blocked or its access set by hand, a branch or contratante deactivated, a configuration or app password saved', () => {
    expect(no(k.updateTable('mobile_dispositivo').set({ bloqueado: 1, ativo: 0, tokenHash: null }).where('id', '=', 1))).toBe(true);
    expect(no(k.updateTable('mobile_dispositivo').set({ dataUltimoAcesso: '2020-01-01' }))).toBe(true);
    expect(no(k.deleteFrom('mobile_dispositivo'))).toBe(true);
    expect(no(k.updateTable('mobile_filial').set({ ativo: 0 }))).toBe(true);
    expect(no(k.updateTable('contratante').set({ ativo: 0 }))).toBe(true);
    expect(no(k.insertInto('mobile_filial_configuracao').values({ filialId: 1, tipo: 't', dados: '{}', mapeamento: '{}', ativa: 1 } as never))).toBe(true);
    expect(no(k.updateTable('mobile_filial_configuracao').set({ dados: '{}' }))).toBe(true);
    expect(no(k.deleteFrom('mobile_vendedor_senha'))).toBe(true);
    expect(no(k.deleteFrom('mobile_dado'))).toBe(true);
    expect(no(sql`update mobile_dispositivo set bloqueado = 1`)).toBe(true);
  });
  it('ignores reads, other columns and other tables', () => {
    expect(no(k.selectFrom('mobile_dispositivo').selectAll())).toBe(false);
    expect(no(k.updateTable('mobile_dispositivo').set({ apelido: 'x' }))).toBe(false);
    expect(no(k.updateTable('mobile_filial').set({ versaoGerenciador: '1.0' }))).toBe(false);
    expect(no(k.updateTable('contratante').set({ nome: 'x' }))).toBe(false);
    expect(no(k.updateTable('usuario').set({ ativo: 0 }))).toBe(false);
    expect(no(k.insertInto('mobile_registro').values({} as never))).toBe(false);
    expect(no(sql`update mobile_dado set removido = 1`)).toBe(false);
  });
});

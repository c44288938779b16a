import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, buildAbility, partnerAdminRules, providerAdminRules, type AppAbility } from '../../common/permissions';
import { createFilial, createPartner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

/**
 * Every manager page polls its branch by identificadorApp. The branches asked during one turn of the
 * event loop are read in one statement, and each caller's ability is checked on its own row: a
 * partner still finds only its own contratante's branches, exactly as one that does not exist.
 */
describe('filiais do gerenciador em lote', () => {
  let t: TestApp;
  let parceiroA: AppAbility;
  let parceiroB: AppAbility;
  const provedor = buildAbility(providerAdminRules());
  let lojaA: { id: number; identificadorApp: string };
  let lojaB: { id: number; identificadorApp: string };

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const a = await createPartner(t, admin, 'GerenciadorLoteA');
    const b = await createPartner(t, admin, 'GerenciadorLoteB');
    const ler = async (id: number) => {
      const f = await t.app.db.kysely.selectFrom('mobile_filial').select(['id', 'identificadorApp']).where('id', '=', id).executeTakeFirstOrThrow();
      return { id: f.id, identificadorApp: f.identificadorApp };
    };
    lojaA = await ler(await createFilial(t, a.token, 'Loja Lote A'));
    lojaB = await ler(await createFilial(t, b.token, 'Loja Lote B'));
    parceiroA = buildAbility(partnerAdminRules(a.contratanteId, 0));
    parceiroB = buildAbility(partnerAdminRules(b.contratanteId, 0));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const leituras = () => t.queries.filter((q) => /^\s*select/i.test(q) && q.includes('"identificadorApp" in'));
  const resultado = (p: Promise<{ id: number }>) =>
    p.then(
      (f) => f.id,
      (e: Error & { code?: string }) => e.code ?? e.message,
    );

  it('reads the branches asked at once in one statement, each caller finding only what its ability allows', async () => {
    const filiais = t.app.services.filiais;
    t.queries.length = 0;
    const achadas = await Promise.all([
      resultado(filiais.doGerenciador(parceiroA, lojaA.identificadorApp)),
      resultado(filiais.doGerenciador(parceiroA, lojaB.identificadorApp)),
      resultado(filiais.doGerenciador(parceiroB, lojaB.identificadorApp)),
      resultado(filiais.doGerenciador(provedor, lojaA.identificadorApp, ACTIONS.EDITAR)),
      resultado(filiais.doGerenciador(parceiroB, 'NAOEXISTE')),
    ]);
    expect(achadas).toEqual([lojaA.id, 'NOT_FOUND', lojaB.id, lojaA.id, 'NOT_FOUND']);
    expect(leituras()).toHaveLength(1);
  });

  it('grants nothing to an ability without the action on branches', async () => {
    const semFiliais = buildAbility([{ action: ACTIONS.LEITURA, subject: 'CONTRATANTE' } as never]);
    await expect(resultado(t.app.services.filiais.doGerenciador(semFiliais, lojaA.identificadorApp))).resolves.toBe('NOT_FOUND');
  });
});

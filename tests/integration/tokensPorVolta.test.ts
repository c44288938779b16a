import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashAgentToken } from '../../server/services/gerenciadorConexoes';
import { createFilial, createPartner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

/**
 * An instance restarted under thousands of agents has them all connecting at once: the tokens
 * checked during one turn of the event loop are read in one statement, each agent still getting
 * its own branch (or none), active only while the branch and its contratante are.
 */
describe('tokens dos gerenciadores em lote', () => {
  let t: TestApp;
  let ativa: number;
  let inativa: number;
  const hashAtiva = hashAgentToken('fvg_token_da_loja_ativa');
  const hashInativa = hashAgentToken('fvg_token_da_loja_inativa');

  beforeAll(async () => {
    t = await startTestApp();
    const parceiro = await createPartner(t, await t.login(ADMIN.email, ADMIN.password), 'TokensLote');
    await t.app.db.kysely.updateTable('contratante').set({ maxFiliais: 2, maxDipositivos: 2 }).where('id', '=', parceiro.contratanteId).execute();
    ativa = await createFilial(t, parceiro.token, 'Loja Token Ativa');
    inativa = await createFilial(t, parceiro.token, 'Loja Token Inativa');
    await t.app.db.kysely.updateTable('mobile_filial').set({ agentTokenHash: hashAtiva }).where('id', '=', ativa).execute();
    await t.app.db.kysely.updateTable('mobile_filial').set({ agentTokenHash: hashInativa, ativo: 0 }).where('id', '=', inativa).execute();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const leiturasDeToken = () => t.queries.filter((q) => q.includes('agentTokenHash') && /^\s*select/i.test(q));

  it('checks the tokens of agents connecting at once in one statement, each getting its own branch', async () => {
    const conexoes = t.app.services.gerenciadorConexoes;
    t.queries.length = 0;
    const achadas = await Promise.all([
      conexoes.filialDoToken(hashAtiva),
      conexoes.filialDoToken(hashInativa),
      conexoes.filialDoToken(hashAgentToken('fvg_token_que_nao_existe')),
      conexoes.filialDoToken(hashAtiva),
    ]);
    expect(achadas).toEqual([{ id: ativa, ativa: true }, { id: inativa, ativa: false }, null, { id: ativa, ativa: true }]);
    expect(leiturasDeToken()).toHaveLength(1);
  });

  it('reads the table again on the next turn: a branch deactivated since is refused', async () => {
    const conexoes = t.app.services.gerenciadorConexoes;
    expect(await conexoes.filialDoToken(hashAtiva)).toEqual({ id: ativa, ativa: true });
    await t.app.db.kysely.updateTable('mobile_filial').set({ ativo: 0 }).where('id', '=', ativa).execute();
    t.queries.length = 0;
    expect(await conexoes.filialDoToken(hashAtiva)).toEqual({ id: ativa, ativa: false });
    expect(leiturasDeToken()).toHaveLength(1);
  });
});

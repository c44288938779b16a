import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilial, createPartner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

/**
 * The panels poll their agent's state (filialGerenciadorStatus, the sync status); each asks for the
 * branch's presence. The look-ups asked during one turn of the event loop go to the database as one
 * statement, and each caller still gets its own branch's presence.
 */
describe('presença dos gerenciadores lida em lote', () => {
  let t: TestApp;
  let filiais: number[];

  beforeAll(async () => {
    t = await startTestApp();
    const parceiro = await createPartner(t, await t.login(ADMIN.email, ADMIN.password), 'PresencaLote');
    await t.app.db.kysely.updateTable('contratante').set({ maxFiliais: 20, maxDipositivos: 20 }).where('id', '=', parceiro.contratanteId).execute();
    filiais = [];
    for (let i = 0; i < 12; i++) filiais.push(await createFilial(t, parceiro.token, `Loja Presença ${i}`));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers each branch from one statement when many ask at once', async () => {
    const [viva, antiga] = filiais;
    const agora = new Date().toISOString();
    const ontem = new Date(Date.now() - 86_400_000).toISOString();
    await t.app.db.kysely
      .insertInto('gerenciador_presenca')
      .values([
        { filialId: viva, instancia: 'outra', versao: '2.1.0', hostname: 'erp-loja', ultimoContato: agora },
        { filialId: antiga, instancia: 'outra', versao: '2.0.0', hostname: 'erp-velho', ultimoContato: ontem },
      ])
      .execute();
    const conexoes = t.app.services.gerenciadorConexoes;
    const antes = t.queries.length;
    const respostas = await Promise.all(filiais.map((id) => conexoes.presenca(id)));
    const leituras = t.queries.slice(antes).filter((q) => q.includes('"gerenciador_presenca"'));

    expect(leituras).toHaveLength(1);
    expect(respostas[0]).toEqual({ conectado: true, versao: '2.1.0', hostname: 'erp-loja', ultimoContato: agora });
    expect(respostas[1]).toEqual({ conectado: false, versao: '2.0.0', hostname: 'erp-velho', ultimoContato: ontem });
    for (const r of respostas.slice(2)) expect(r).toEqual({ conectado: false, versao: null, hostname: null, ultimoContato: null });
  });

  it('reads again on the next turn: a presence written in between is seen', async () => {
    const id = filiais[5];
    const conexoes = t.app.services.gerenciadorConexoes;
    expect((await conexoes.presenca(id)).conectado).toBe(false);
    await t.app.db.kysely
      .insertInto('gerenciador_presenca')
      .values({ filialId: id, instancia: 'outra', versao: '2.1.0', hostname: 'erp', ultimoContato: new Date().toISOString() })
      .execute();
    expect((await conexoes.presenca(id)).conectado).toBe(true);
  });
});

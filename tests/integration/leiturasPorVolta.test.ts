import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilial, createPartner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

/**
 * The panels poll their agent's state (filialGerenciadorStatus) and each type's sync status
 * (filialGerenciadorSincronizarStatus: the run and the structure's divergences). The look-ups asked
 * during one turn of the event loop go to the database as one statement per table, and each caller
 * still gets its own branch's (and type's) answer.
 */
describe('leituras dos painéis em lote', () => {
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

  it('answers each branch and type of the sync panel from one statement per table', async () => {
    const [comExecucao, comDivergencia] = filiais;
    const agora = new Date().toISOString();
    await t.app.db.kysely
      .insertInto('sync_execucao')
      .values({
        filialId: comExecucao,
        tipo: 'configuracaoDadosProduto',
        dtInicio: agora,
        dtFim: null,
        executando: 1,
        sucesso: 0,
        cancelada: 0,
        erro: null,
        updatedAt: agora,
        itemsCount: 40,
        itensSincronizadosCount: 12,
        envioCompleto: 0,
        reenviarTodos: 0,
        geracao: 3,
        msg: null,
      })
      .execute();
    const divergencias = [{ tipo: 'colunaRemovida', coluna: 'PRECO' }];
    await t.app.db.kysely
      .insertInto('gerenciador_divergencia')
      .values({ filialId: comDivergencia, tipo: 'configuracaoDadosCliente', divergencias: JSON.stringify(divergencias), desde: agora, atualizadoEm: agora })
      .execute();
    const { sincronizacao, divergencias: servicoDivergencias } = t.app.services;
    const pares = filiais.flatMap((id) => ['configuracaoDadosProduto', 'configuracaoDadosCliente'].map((tipo) => [id, tipo] as const));
    const antes = t.queries.length;
    const [estados, estruturas] = await Promise.all([
      Promise.all(pares.map(([id, tipo]) => sincronizacao.status(id, tipo))),
      Promise.all(pares.map(([id, tipo]) => servicoDivergencias.doTipo(id, tipo))),
    ]);
    const feitas = t.queries.slice(antes);

    expect(feitas.filter((q) => q.includes('"sync_execucao"'))).toHaveLength(1);
    expect(feitas.filter((q) => q.includes('"gerenciador_divergencia"'))).toHaveLength(1);
    expect(estados[0]).toMatchObject({ tipo: 'configuracaoDadosProduto', executando: true, itemsCount: 40, itensSincronizadosCount: 12, geracao: 3 });
    for (const e of estados.slice(1)) expect(e).toMatchObject({ executando: false, itemsCount: 0, geracao: 0, dtInicio: null });
    const comEstrutura = pares.flatMap(([id, tipo], i) => (estruturas[i] ? [{ id, tipo, divergencias: estruturas[i]!.divergencias }] : []));
    expect(comEstrutura).toEqual([{ id: comDivergencia, tipo: 'configuracaoDadosCliente', divergencias }]);
  });
});

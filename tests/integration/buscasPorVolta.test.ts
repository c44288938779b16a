import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRO_GUARDADO } from '../../server/sincronizacao/mobileDados';
import { createFilial, createPartner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

const PRODUTO = 'configuracaoDadosProduto';
const CLIENTE = 'configuracaoDadosCliente';

/**
 * An order post looks up everything it names (products, customer…) and whether its uuid is stored.
 * The look-ups of the orders posted during one turn of the event loop go to the database together,
 * and each order still gets its own branch's records only.
 */
describe('buscas dos pedidos em lote', () => {
  let t: TestApp;
  let lojaA: number;
  let lojaB: number;
  const pedidoGuardado = randomUUID();

  beforeAll(async () => {
    t = await startTestApp();
    const parceiro = await createPartner(t, await t.login(ADMIN.email, ADMIN.password), 'BuscasLote');
    await t.app.db.kysely.updateTable('contratante').set({ maxFiliais: 2, maxDipositivos: 2 }).where('id', '=', parceiro.contratanteId).execute();
    lojaA = await createFilial(t, parceiro.token, 'Loja Busca A');
    lojaB = await createFilial(t, parceiro.token, 'Loja Busca B');
    const dados = t.app.services.mobileDados;
    await dados.gravarLote(
      lojaA,
      PRODUTO,
      Array.from({ length: 700 }, (_, i) => ({ identificador: `P${i}`, dados: { identificador: `P${i}`, descricao: `Produto A${i}` } })),
    );
    await dados.gravarLote(lojaB, PRODUTO, [{ identificador: 'P1', dados: { identificador: 'P1', descricao: 'Produto B1' } }]);
    await dados.gravarLote(lojaA, CLIENTE, [{ identificador: 'C1', dados: { identificador: 'C1', nome: 'Cliente A' } }]);
    const agora = new Date().toISOString();
    await t.app.db.kysely
      .insertInto('mobile_registro')
      .values({
        filialId: lojaA,
        dispositivoId: null,
        tipo: 'pedido',
        uuid: pedidoGuardado,
        dados: '{}',
        situacao: 'pendente',
        chaveErp: null,
        erro: null,
        createdAt: agora,
        updatedAt: agora,
      })
      .execute();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const descricoes = (achados: Record<string, Map<string, Record<string, unknown>>>, tipo: string) =>
    Object.fromEntries([...achados[tipo]].map(([id, d]) => [id, d.descricao ?? d.nome]));

  it("answers each order from one statement when many are posted at once, each with its own branch's records", async () => {
    const dados = t.app.services.mobileDados;
    const antes = t.queries.length;
    const [a, b, novo] = await Promise.all([
      dados.buscarDeTipos(lojaA, { [PRODUTO]: ['P1', 'P2', 'P1', 'nao-existe'], [CLIENTE]: ['C1'] }, { tipo: 'pedido', uuid: pedidoGuardado }),
      dados.buscarDeTipos(lojaB, { [PRODUTO]: ['P1', 'P2'], [CLIENTE]: ['C1'] }, { tipo: 'pedido', uuid: pedidoGuardado }),
      dados.buscarDeTipos(lojaA, { [PRODUTO]: ['P3'] }, { tipo: 'pedido', uuid: randomUUID() }),
    ]);
    const leituras = t.queries.slice(antes).filter((q) => q.includes('"mobile_dado"'));

    expect(leituras).toHaveLength(1);
    expect(descricoes(a, PRODUTO)).toEqual({ P1: 'Produto A1', P2: 'Produto A2' });
    expect(descricoes(a, CLIENTE)).toEqual({ C1: 'Cliente A' });
    expect(a[REGISTRO_GUARDADO].size).toBe(1);
    // Branch B has its own P1, no P2 and no C1, and the uuid stored is branch A's.
    expect(descricoes(b, PRODUTO)).toEqual({ P1: 'Produto B1' });
    expect(b[CLIENTE].size).toBe(0);
    expect(b[REGISTRO_GUARDADO].size).toBe(0);
    expect(descricoes(novo, PRODUTO)).toEqual({ P3: 'Produto A3' });
    expect(novo[REGISTRO_GUARDADO].size).toBe(0);
  });

  it('gives each order its own copy of a record both name', async () => {
    const dados = t.app.services.mobileDados;
    const [um, outro] = await Promise.all([dados.buscarDeTipos(lojaA, { [PRODUTO]: ['P5'] }), dados.buscarDeTipos(lojaA, { [PRODUTO]: ['P5'] })]);
    um[PRODUTO].get('P5')!.descricao = 'mudada por um pedido';
    expect(outro[PRODUTO].get('P5')!.descricao).toBe('Produto A5');
  });

  it('splits a turn of more identifiers than one statement takes, and finds them all', async () => {
    const dados = t.app.services.mobileDados;
    const ids = (de: number) => Array.from({ length: 350 }, (_, i) => `P${de + i}`);
    const antes = t.queries.length;
    const [primeiro, segundo] = await Promise.all([dados.buscarDeTipos(lojaA, { [PRODUTO]: ids(0) }), dados.buscarDeTipos(lojaA, { [PRODUTO]: ids(350) })]);
    const leituras = t.queries.slice(antes).filter((q) => q.includes('"mobile_dado"'));

    expect(leituras).toHaveLength(2);
    expect(primeiro[PRODUTO].size).toBe(350);
    expect(segundo[PRODUTO].size).toBe(350);
    expect(segundo[PRODUTO].get('P699')!.descricao).toBe('Produto A699');
  });

  it('reads again on the next turn: a record synced in between is seen', async () => {
    const dados = t.app.services.mobileDados;
    expect((await dados.buscarDeTipos(lojaB, { [PRODUTO]: ['P9'] }))[PRODUTO].size).toBe(0);
    await dados.gravarLote(lojaB, PRODUTO, [{ identificador: 'P9', dados: { identificador: 'P9', descricao: 'Produto B9' } }]);
    expect(descricoes(await dados.buscarDeTipos(lojaB, { [PRODUTO]: ['P9'] }), PRODUTO)).toEqual({ P9: 'Produto B9' });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NovoRegistro } from '../../server/gravacao/registrosApp';
import { createFilial, createPartner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

/**
 * The orders posted during one turn of the event loop are stored by one statement; each post still
 * gets its own record, a uuid is stored once, and a record that cannot be stored does not take the
 * others of its turn with it.
 */
describe('pedidos gravados em lote', () => {
  let t: TestApp;
  let lojaA: number;
  let lojaB: number;

  beforeAll(async () => {
    t = await startTestApp();
    const parceiro = await createPartner(t, await t.login(ADMIN.email, ADMIN.password), 'GravacaoLote');
    await t.app.db.kysely.updateTable('contratante').set({ maxFiliais: 2, maxDipositivos: 2 }).where('id', '=', parceiro.contratanteId).execute();
    lojaA = await createFilial(t, parceiro.token, 'Loja Gravação A');
    lojaB = await createFilial(t, parceiro.token, 'Loja Gravação B');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const pedido = (filialId: number, uuid = randomUUID(), valorTotal = 10): NovoRegistro => ({
    filialId,
    dispositivoId: null,
    tipo: 'pedido',
    uuid,
    usuarioIdentificador: 'V01',
    dados: { clienteIdentificador: 'C1', valorTotal, itens: [{ produtoIdentificador: 'P1', quantidade: 1 }] },
  });
  const insercoes = (desde: number) => t.queries.slice(desde).filter((q) => q.startsWith('insert into "mobile_registro"'));
  const guardados = (uuids: string[]) =>
    t.app.db.kysely.selectFrom('mobile_registro').select(['id', 'filialId', 'uuid', 'dados', 'situacao']).where('uuid', 'in', uuids).orderBy('id').execute();

  it('stores the orders of two branches posted at once in one statement, each post with its own record', async () => {
    const novos = [pedido(lojaA), pedido(lojaB), pedido(lojaA, randomUUID(), 33), pedido(lojaB), pedido(lojaA), pedido(lojaA)];
    const antes = t.queries.length;
    const resultados = await Promise.all(novos.map((n) => t.app.services.registrosApp.registrar(n)));

    expect(insercoes(antes)).toHaveLength(1);
    expect(resultados.map((r) => r.criado)).toEqual([true, true, true, true, true, true]);
    const linhas = await guardados(novos.map((n) => n.uuid));
    expect(linhas).toHaveLength(6);
    for (const [i, n] of novos.entries()) {
      const linha = linhas.find((l) => l.uuid === n.uuid)!;
      expect(resultados[i].registro).toMatchObject({ id: linha.id, filialId: n.filialId, uuid: n.uuid, situacao: 'pendente', dados: n.dados });
      expect(linha).toMatchObject({ filialId: n.filialId, situacao: 'pendente' });
      expect(JSON.parse(linha.dados)).toEqual(n.dados);
    }
  });

  it('stores a uuid once when it is posted twice in one turn or was stored before', async () => {
    const antigo = pedido(lojaA);
    const { registro: guardado } = await t.app.services.registrosApp.registrar(antigo);
    const repetido = randomUUID();
    const [primeiro, segundo, deNovo, outro] = await Promise.all([
      t.app.services.registrosApp.registrar(pedido(lojaA, repetido)),
      t.app.services.registrosApp.registrar(pedido(lojaA, repetido)),
      t.app.services.registrosApp.registrar(antigo),
      t.app.services.registrosApp.registrar(pedido(lojaA)),
    ]);

    expect(await guardados([repetido])).toHaveLength(1);
    expect([primeiro.criado, segundo.criado]).toEqual([true, false]);
    expect(segundo.registro.id).toBe(primeiro.registro.id);
    expect(deNovo).toMatchObject({ criado: false, registro: { id: guardado.id } });
    expect(outro.criado).toBe(true);
  });

  it('a record that cannot be stored fails its own post only', async () => {
    const bons = [pedido(lojaA), pedido(lojaB)];
    // A branch removed while its phone posted: the row breaks the foreign key.
    const semFilial = pedido(999_999);
    const resultados = await Promise.allSettled([
      t.app.services.registrosApp.registrar(bons[0]),
      t.app.services.registrosApp.registrar(semFilial),
      t.app.services.registrosApp.registrar(bons[1]),
    ]);

    expect(resultados.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await guardados([...bons, semFilial].map((n) => n.uuid))).map((l) => l.uuid).sort()).toEqual(bons.map((n) => n.uuid).sort());
  });
});

import { abrirSqlite } from '../../common/sqlite/abrirSqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { montarPedido, type TelefoneSimulado } from '../../scripts/device';
import { postgresUnavailable, testEngine } from '../support/testDatabase';
import { startTestApp, type TestApp } from '../support/testApp';
import { cliente, criarCenario, produto, usuario, type CenarioMobile } from './mobileCenario';

/**
 * An order's cost must not grow with the catalogue. What an order post reads of the synced
 * data is looked up by the order's own identifiers; on SQLite, which keeps no statistics here, the
 * plan of every such statement is checked to reach rows by the unique (filialId, tipo,
 * identificador) index, never by reading the branch (`mobile_dado_cursor (filialId=?)` was the plan of
 * the OR of the order's types as soon as a type had two identifiers: 29 ms an order at 30,000
 * products). Durations are the benchmark's (bench/device.ts), not asserted here.
 */
describe.skipIf(postgresUnavailable())('pedido do aparelho diante de um catálogo grande', () => {
  let t: TestApp;
  let c: CenarioMobile;
  let fone: TelefoneSimulado;

  beforeAll(async () => {
    t = await startTestApp();
    c = await criarCenario(t, 'Catalogo');
    await c.sincronizar('configuracaoDadosUsuario', [usuario('1', 'um', 'senha1')]);
    await c.sincronizar('configuracaoDadosCliente', [cliente('C1'), cliente('C2')]);
    await c.sincronizar(
      'configuracaoDadosProduto',
      Array.from({ length: 300 }, (_, i) => produto(`P${i}`)),
    );
    await c.sincronizar('configuracaoDadosTabelaPreco', [
      { identificador: 'TP1', dados: { tabelaPrecoIdentificador: 'TP1', descricao: 'Atacado', selectItens: [] } },
    ]);
    fone = await c.vendedorLogado('um', 'senha1');
  });
  afterAll(() => t?.close());

  /** The statements one post runs, in order. */
  async function comandosDoPost(corpo: Record<string, unknown>): Promise<{ status: number; comandos: string[] }> {
    await fone.postar('pedidos', montarPedido('C1', [{ produtoIdentificador: 'P0', quantidade: 1, valorUnitarioVenda: 10 }])); // warm
    t.queries.length = 0;
    const r = await fone.postar('pedidos', corpo);
    return { status: r.status, comandos: [...t.queries] };
  }

  it('stores an order of many items, each looked up among the branch products', async () => {
    const itens = Array.from({ length: 12 }, (_, k) => ({ produtoIdentificador: `P${k * 23}`, quantidade: 1, valorUnitarioVenda: 10 }));
    const { status, comandos } = await comandosDoPost(montarPedido('C1', itens, { tabelaPrecoIdentificador: 'TP1' }));
    expect(status).toBe(200);
    // One statement looks the order's references up and says whether its uuid is stored; then the insert.
    expect(comandos.filter((q) => q.includes('"mobile_dado"') && q.includes('"mobile_registro"'))).toHaveLength(1);
    expect(comandos.filter((q) => /^select \* from "mobile_registro"/.test(q))).toHaveLength(0);
    expect(comandos.filter((q) => /^insert into "mobile_registro"/.test(q))).toHaveLength(1);
  });

  it.runIf(testEngine === 'sqlite')('reads the synced data by the unique index of each identifier, never by reading the branch', async () => {
    const itens = Array.from({ length: 12 }, (_, k) => ({ produtoIdentificador: `P${k * 23}`, quantidade: 1, valorUnitarioVenda: 10 }));
    const { comandos } = await comandosDoPost(montarPedido('C2', itens, { tabelaPrecoIdentificador: 'TP1' }));
    const leituras = comandos.filter((q) => /^select/i.test(q) && q.includes('"mobile_dado"'));
    expect(leituras.length).toBeGreaterThan(0);
    const db = abrirSqlite(t.config.databaseUrl.replace(/^sqlite:\/\//, ''), { readonly: true });
    try {
      for (const sql of leituras) {
        const parametros = (sql.match(/\?/g) ?? []).map(() => null);
        const plano = db.prepare(`explain query plan ${sql}`).all(...parametros) as { detail: string }[];
        const buscas = plano.map((p) => p.detail).filter((d) => /\bmobile_dado\b/.test(d));
        expect(buscas.length, sql).toBeGreaterThan(0);
        for (const busca of buscas)
          expect(busca, sql).toMatch(/USING (COVERING )?INDEX sqlite_autoindex_mobile_dado_1 \(filialId=\? AND tipo=\? AND identificador=\?\)/);
      }
    } finally {
      db.close();
    }
  });
});

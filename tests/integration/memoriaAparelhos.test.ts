import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { montarPedido, TelefoneSimulado } from '../../scripts/device';
import { createApp, listen, type App } from '../../server/app';
import { MSG_MOBILE } from '../../server/mobile/mobileMessages';
import { esperar } from '../support/agenteFixtures';
import { startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';
import { cliente, criarCenario, produto, usuario, type CenarioMobile } from './mobileCenario';

/** What each phone call reads before its work: the device with its branch, the basic configuration, the seller. */
const LEITURAS = [
  /from "mobile_dispositivo" inner join "mobile_filial"/,
  /from "mobile_filial_configuracao"/,
  /^select "identificador", "dados" from "mobile_dado"/,
];

/**
 * What a phone call checks is served from memory (docs/operacao.md, Chamadas dos aparelhos em memória) but a change takes
 * effect on the next call of every instance: two server instances over one database (the same
 * SQLite file, or one PostgreSQL database), a seller's phone remembered by both, then its device
 * blocked, its branch's configuration changed, its seller deactivated by the sync, its contratante
 * deactivated in the database by hand; the other instance refuses the very next order.
 */
describe.skipIf(postgresUnavailable())(`memória das chamadas dos aparelhos em duas instâncias (${testEngine})`, () => {
  let a: TestApp;
  let b: { app: App; server: Server; url: string; queries: string[] };
  let n = 0;

  const pedido = () => montarPedido('C1', [{ produtoIdentificador: 'P1', quantidade: 1, valorUnitarioVenda: 10 }]);
  /** A new branch with a seller's phone whose order posts both instances answer without reading the device. */
  const lembradoNasDuas = async (): Promise<{ c: CenarioMobile; foneA: TelefoneSimulado; foneB: TelefoneSimulado }> => {
    n += 1;
    const c = await criarCenario(a, `Memoria${n}`, { basica: { permiteVendaProdutoSemEstoque: true } });
    await c.sincronizar('configuracaoDadosUsuario', [usuario('1', 'joao', 'senha123')]);
    await c.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
    await c.sincronizar('configuracaoDadosProduto', [produto('P1')]);
    const foneA = await c.vendedorLogado('joao', 'senha123');
    const foneB = new TelefoneSimulado(b.url, foneA.token, foneA.uuid);
    for (const fone of [foneA, foneB]) {
      await esperar(
        async () => {
          a.queries.length = 0;
          b.queries.length = 0;
          const r = await fone.postar('pedidos', pedido());
          expect(r.status).toBe(200);
          return [...a.queries, ...b.queries].some((q) => LEITURAS.some((l) => l.test(q)));
        },
        (leu) => !leu,
      );
    }
    return { c, foneA, foneB };
  };
  const recusado = async (fone: TelefoneSimulado, status: number, erro: string) => {
    const r = await fone.postar('pedidos', pedido());
    expect(r.status).toBe(status);
    expect((r.corpo as { erro: string }).erro).toBe(erro);
  };

  beforeAll(async () => {
    a = await startTestApp();
    const queries: string[] = [];
    const app = await createApp(a.config, { onQuery: (q) => queries.push(q) });
    const server = await listen(app, 0);
    b = { app, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, queries };
  }, 60_000);
  afterAll(async () => {
    await b?.app.close();
    b?.server.closeAllConnections();
    await new Promise((r) => b?.server.close(r));
    await a?.close();
  });

  it('a device blocked through A is refused by B and by A on the next order', async () => {
    const { c, foneA, foneB } = await lembradoNasDuas();
    const { id } = await a.app.db.kysely.selectFrom('mobile_dispositivo').select('id').where('uuid', '=', foneA.uuid).executeTakeFirstOrThrow();
    const r = await a.gql('mutation($id: Int!) { bloqueiaMobileDispositivo(id: $id) { bloqueado } }', { id }, c.partner.token);
    expect(r.data).toEqual({ bloqueiaMobileDispositivo: { bloqueado: true } });
    await recusado(foneB, 403, MSG_MOBILE.dispositivoBloqueado);
    await recusado(foneA, 403, MSG_MOBILE.dispositivoBloqueado);
  });

  it('a basic configuration saved through A applies to the next order on B and on A', async () => {
    const { c, foneA, foneB } = await lembradoNasDuas();
    await c.configurar({ permiteVendaProdutoSemEstoque: true, utilizaPedido: false });
    await recusado(foneB, 422, MSG_MOBILE.filialNaoUtilizaPedido);
    await recusado(foneA, 422, MSG_MOBILE.filialNaoUtilizaPedido);
  });

  it('a seller the sync deactivates through A loses the session on B and on A', async () => {
    const { c, foneA, foneB } = await lembradoNasDuas();
    await c.sincronizar('configuracaoDadosUsuario', [usuario('1', 'joao', 'senha123', { ativo: false })]);
    await recusado(foneB, 401, MSG_MOBILE.sessaoVendedorExpirada);
    await recusado(foneA, 401, MSG_MOBILE.sessaoVendedorExpirada);
  });

  it('a change written in the database by hand reaches both instances: the contratante deactivated, the last access moved back', async () => {
    const { c, foneA, foneB } = await lembradoNasDuas();
    await b.app.db.kysely.updateTable('mobile_dispositivo').set({ dataUltimoAcesso: '2020-01-01T00:00:00.000Z' }).where('uuid', '=', foneA.uuid).execute();
    expect((await foneA.postar('pedidos', pedido())).status).toBe(200);
    const lido = await a.app.db.kysely.selectFrom('mobile_dispositivo').select('dataUltimoAcesso').where('uuid', '=', foneA.uuid).executeTakeFirstOrThrow();
    expect(lido.dataUltimoAcesso! > '2021').toBe(true);
    await b.app.db.kysely.updateTable('contratante').set({ ativo: 0 }).where('id', '=', c.partner.contratanteId).execute();
    await recusado(foneA, 403, MSG_MOBILE.filialInativa);
    await recusado(foneB, 403, MSG_MOBILE.filialInativa);
  });

  it('a phone call served from memory reads neither the device, the configurations nor the seller', async () => {
    const { foneB } = await lembradoNasDuas();
    b.queries.length = 0;
    expect((await foneB.postar('pedidos', pedido())).status).toBe(200);
    expect(b.queries.filter((q) => LEITURAS.some((l) => l.test(q)))).toEqual([]);
    expect(b.queries.filter((q) => /^insert into "mobile_registro"/.test(q))).toHaveLength(1);
  });
});

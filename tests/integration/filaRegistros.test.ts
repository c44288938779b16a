import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaginaFila } from '../../common/api/filaRegistros';
import { MSG } from '../../common/messages';
import { montarPedido, type TelefoneSimulado } from '../../scripts/device';
import { postgresUnavailable } from '../support/testDatabase';
import { startTestApp, type TestApp } from '../support/testApp';
import { cliente, criarCenario, produto, usuario, type CenarioMobile } from './mobileCenario';

const LISTAR =
  'query($a: String!, $t: String, $s: String, $l: Int, $o: Int) { r: filialGerenciadorRegistros(identificadorApp: $a, tipo: $t, situacao: $s, limit: $l, offset: $o) { total registros { id tipo uuid situacao descricao chaveErp erro erroDetalhe tentativas dispositivo vendedor recebidoEm integradoEm atualizadoEm } } }';
const REENVIAR =
  'mutation($a: String!, $t: String!, $u: String!) { r: filialGerenciadorRegistroReenviar(identificadorApp: $a, tipo: $t, uuid: $u) { status msg } }';
const PEDIDO = 'configuracaoDadosInsertPedido';

/**
 * The phone records queue (docs/guia-integrador.md §7): what the manager page lists (situação, ERP key or error,
 * device, seller, received and integrated times) with its filters and pages, and the per-record
 * re-send (docs/guia-integrador.md §8) acting on what it lists. Only the branch's own records, for its users only.
 */
describe.skipIf(postgresUnavailable())('fila de registros do aplicativo', () => {
  let t: TestApp;
  let c: CenarioMobile;
  let outro: CenarioMobile;
  let fone: TelefoneSimulado;
  const uuids: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    c = await criarCenario(t, 'Filinha');
    outro = await criarCenario(t, 'Alheio');
    await c.sincronizar('configuracaoDadosUsuario', [usuario('10', 'ana', 'senha123')]);
    await c.sincronizar('configuracaoDadosProduto', [produto('P1')]);
    await c.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
    fone = await c.vendedorLogado('ana', 'senha123', 'aparelho-da-ana');
    await t.app.db.kysely.updateTable('mobile_dispositivo').set({ apelido: 'Celular da Ana' }).where('uuid', '=', 'aparelho-da-ana').execute();
    for (let i = 1; i <= 3; i++) {
      const corpo = montarPedido('C1', [{ produtoIdentificador: 'P1', quantidade: i, valorUnitarioVenda: 10 }]);
      expect((await fone.postar('pedidos', corpo)).status).toBe(200);
      uuids.push(corpo.uuid);
    }
    const registro = (uuid: string) => c.registros.buscarPorUuid(c.filialId, 'pedido', uuid);
    await c.registros.marcarIntegrado(c.filialId, (await registro(uuids[0]!))!.id, '9001');
    await c.registros.marcarErro(c.filialId, (await registro(uuids[1]!))!.id, {
      erro: 'Falha ao gravar o registro no ERP: uma coluna usada no SQL não existe.',
      tipo: 'colunaNaoEncontrada',
      detalhe: "Unknown column 'obs'",
    });
  });
  afterAll(() => t?.close());

  const listar = async (filtro: { t?: string; s?: string; l?: number; o?: number } = {}, token = c.partner.token, identificadorApp = c.identificadorApp) => {
    const r = await t.gql<{ r: PaginaFila }>(LISTAR, { a: identificadorApp, ...filtro }, token);
    return { pagina: r.data?.r, erros: r.errors };
  };

  it('lists the records newest first with their situação, ERP key or error, device, seller and times', async () => {
    const { pagina } = await listar();
    expect(pagina!.total).toBe(3);
    expect(pagina!.registros.map((r) => [r.uuid, r.situacao, r.chaveErp])).toEqual([
      [uuids[2], 'pendente', null],
      [uuids[1], 'erro', null],
      [uuids[0], 'integrado', '9001'],
    ]);
    const [pendente, comErro, integrado] = pagina!.registros;
    expect(comErro).toMatchObject({
      tipo: PEDIDO,
      erro: 'Falha ao gravar o registro no ERP: uma coluna usada no SQL não existe.',
      erroDetalhe: "Unknown column 'obs'",
      dispositivo: 'Celular da Ana',
      vendedor: '10 — Vendedor ana',
      integradoEm: null,
      descricao: 'Cliente C1 · R$ 20,00 · 1 item(ns)',
    });
    expect(Date.parse(integrado!.integradoEm!)).toBeGreaterThanOrEqual(Date.parse(integrado!.recebidoEm));
    expect(pendente!.integradoEm).toBeNull();
  });

  it('filters by situação and type, and pages', async () => {
    expect((await listar({ s: 'erro' })).pagina!.registros.map((r) => r.uuid)).toEqual([uuids[1]]);
    expect((await listar({ t: PEDIDO, s: 'integrado' })).pagina!.registros.map((r) => r.uuid)).toEqual([uuids[0]]);
    expect((await listar({ t: 'configuracaoDadosInsertCliente' })).pagina).toEqual({ total: 0, registros: [] });
    expect((await listar({ l: 1, o: 1 })).pagina).toMatchObject({ total: 3, registros: [{ uuid: uuids[1] }] });
    expect((await listar({ s: 'perdido' })).erros?.[0]?.message).toBe(MSG.situacaoInvalida);
    expect((await listar({ t: 'configuracaoDadosProduto' })).erros?.[0]?.message).toBe(MSG.tipoSemRegistrosAplicativo);
  });

  it('re-sends the listed record in erro: it goes back to pending', async () => {
    const r = await t.gql<{ r: { status: boolean; msg: string } }>(REENVIAR, { a: c.identificadorApp, t: PEDIDO, u: uuids[1] }, c.partner.token);
    expect(r.data?.r).toEqual({ status: true, msg: MSG.registrosReenviados(1) });
    expect((await listar({ s: 'erro' })).pagina!.total).toBe(0);
    expect((await listar({ s: 'pendente' })).pagina!.registros.map((x) => x.uuid).sort()).toEqual([uuids[1], uuids[2]].sort());
  });

  it('refuses another contratante’s partner, and lists only the branch’s own records', async () => {
    expect((await listar({}, outro.partner.token)).erros?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await listar({}, outro.partner.token, outro.identificadorApp)).pagina).toEqual({ total: 0, registros: [] });
  });
});

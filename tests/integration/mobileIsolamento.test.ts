import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { montarPedido, type TelefoneSimulado } from '../../scripts/device';
import { postgresUnavailable } from '../support/testDatabase';
import { startTestApp, type TestApp } from '../support/testApp';
import { cliente, criarCenario, produto, usuario, type CenarioMobile } from './mobileCenario';

/** Two branches of two contratantes: nothing of one reaches a device, seller or partner of the other. */
describe.skipIf(postgresUnavailable())('API do dispositivo: isolamento entre filiais', () => {
  let t: TestApp;
  let a: CenarioMobile;
  let b: CenarioMobile;
  let foneA: TelefoneSimulado;
  let foneB: TelefoneSimulado;

  beforeAll(async () => {
    t = await startTestApp();
    a = await criarCenario(t, 'Alfa');
    b = await criarCenario(t, 'Beta');
    await a.sincronizar('configuracaoDadosUsuario', [usuario('10', 'joao', 'senhaA1')]);
    await b.sincronizar('configuracaoDadosUsuario', [usuario('10', 'joao', 'senhaB1'), usuario('20', 'maria', 'senhaB2')]);
    await a.sincronizar('configuracaoDadosProduto', [produto('P1', { descricao: 'Produto da Alfa' })]);
    await b.sincronizar('configuracaoDadosProduto', [produto('P1', { descricao: 'Produto da Beta' }), produto('PB', { descricao: 'Só da Beta' })]);
    await a.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
    await b.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
    foneA = await a.vendedorLogado('joao', 'senhaA1');
    foneB = await b.vendedorLogado('joao', 'senhaB1');
  });
  afterAll(() => t?.close());

  it('pulls bring only the device’s own branch, whatever cursor it sends', async () => {
    const { copia, cursor } = await foneB.puxarTudo('produto');
    expect([...copia.keys()].sort()).toEqual(['P1', 'PB']);
    const deA = await foneA.puxarTudo('produto');
    expect([...deA.copia.values()]).toEqual([produto('P1', { descricao: 'Produto da Alfa' }).dados]);
    const comCursorDeB = await foneA.puxar('produto', cursor);
    expect(comCursorDeB.corpo.registros.every((r) => r.identificador !== 'PB' && (r.dados?.descricao ?? '') !== 'Produto da Beta')).toBe(true);
  });

  it('a seller of one branch cannot log in on another branch’s device', async () => {
    const aparelhoA = await a.telefone();
    expect(await aparelhoA.login('maria', 'senhaB2')).toEqual({ status: 401, corpo: { erro: 'Login ou senha inválidos.', codigo: 'LOGIN_INVALIDO' } });
    expect((await aparelhoA.login('joao', 'senhaB1')).status).toBe(401);
    expect((await aparelhoA.login('joao', 'senhaA1')).status).toBe(200);
  });

  it('posted records: the same uuid in two branches is two records, and one branch never reads the other’s', async () => {
    const pedidoB = montarPedido('C1', [{ produtoIdentificador: 'P1', quantidade: 1, valorUnitarioVenda: 10 }]);
    expect((await foneB.postar('pedidos', pedidoB)).status).toBe(200);
    expect(await foneA.situacao('pedidos', pedidoB.uuid)).toEqual({ status: 404, corpo: { erro: 'Registro não encontrado.', codigo: 'NAO_ENCONTRADO' } });
    const mesmoUuidEmA = await foneA.postar('pedidos', pedidoB);
    expect(mesmoUuidEmA.corpo).toMatchObject({ situacao: 'pendente' });
    const linhas = await t.app.db.kysely
      .selectFrom('mobile_registro')
      .select(['filialId', 'dispositivoId'])
      .where('uuid', '=', pedidoB.uuid)
      .orderBy('filialId')
      .execute();
    expect(linhas.map((l) => l.filialId)).toEqual([a.filialId, b.filialId].sort((x, y) => x - y));

    const registroB = await b.registros.buscarPorUuid(b.filialId, 'pedido', pedidoB.uuid);
    expect(await a.registros.marcarIntegrado(a.filialId, registroB!.id, 'INVASAO')).toBe(false);
    expect(await a.registros.marcarErro(a.filialId, registroB!.id, { erro: 'INVASAO' })).toBe(false);
    expect((await b.registros.buscarPorUuid(b.filialId, 'pedido', pedidoB.uuid))!.situacao).toBe('pendente');
    expect((await a.registros.pendentes(a.filialId)).every((r) => r.filialId === a.filialId)).toBe(true);
  });

  it('customer uniqueness looks at the branch’s own customers only', async () => {
    await a.configurar({ campoClienteValidacaoUnico: 'nome' });
    await b.configurar({ campoClienteValidacaoUnico: 'nome' });
    const novo = { nome: 'Cliente C1', tipoPessoa: 'J', docFederal: '11222333000181' };
    // "Cliente C1" exists in both branches: each refuses it for itself.
    expect((await foneA.postar('clientes', { uuid: 'u-1', ...novo })).status).toBe(409);
    expect((await foneA.postar('clientes', { uuid: 'u-2', ...novo, nome: 'Só na Alfa' })).status).toBe(200);
    expect((await foneB.postar('clientes', { uuid: 'u-3', ...novo, nome: 'Só na Alfa' })).status).toBe(200);
  });

  it('the home cards of a partner show and count only its branches', async () => {
    const cards = async (token: string) =>
      (await (await fetch(`${t.url}/api/v1/contratante/gerenciador-status`, { headers: { authorization: `Bearer ${token}` } })).json()) as Record<
        string,
        number
      >[];
    const deA = await cards(a.partner.token);
    expect(deA.map((c) => c.filialId)).toEqual([a.filialId]);
    const registrosA = await t.app.db.kysely
      .selectFrom('mobile_registro')
      .select('id')
      .where('filialId', '=', a.filialId)
      .where('tipo', '=', 'pedido')
      .execute();
    expect(deA[0].pedidosSemSincronizar).toBe(registrosA.length);
    expect((await cards(b.partner.token)).map((c) => c.filialId)).toEqual([b.filialId]);
  });
});

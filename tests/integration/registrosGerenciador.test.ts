import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIGURACAO_BASICA_PADRAO } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { montarPedido, type TelefoneSimulado } from '../../scripts/device';
import { salvarConfiguracao } from '../support/agenteFixtures';
import { postgresUnavailable } from '../support/testDatabase';
import { startTestApp, type TestApp } from '../support/testApp';
import { cliente, criarCenario, produto, usuario, type CenarioMobile } from './mobileCenario';

const RESUMO =
  'query($a: String!, $t: String!) { filialGerenciadorRegistrosResumo(identificadorApp: $a, tipo: $t) { tipo pendente integrado erro descartado } }';
const RESULTADO = 'status msg erro';
const op = (nome: string, uuid = false) =>
  `mutation($a: String!, $t: String!${uuid ? ', $u: String!' : ''}) { ${nome}(identificadorApp: $a, tipo: $t${uuid ? ', uuid: $u' : ''}) { ${RESULTADO} } }`;
const INSERT_PEDIDO = 'configuracaoDadosInsertPedido';

/**
 * The phone records in erro as the manager handles them (docs/guia-integrador.md §8): counted per insert type,
 * re-sent or discarded one by one or all at once by someone with the right on the branch and
 * nobody else, back to pending when the insert or the connection is saved again or the phone
 * posts the same uuid, and every change kept in the record's history.
 */
describe.skipIf(postgresUnavailable())('registros do aplicativo com erro: reenviar, descartar, histórico', () => {
  let t: TestApp;
  let c: CenarioMobile;
  let outro: CenarioMobile;
  let fone: TelefoneSimulado;

  beforeAll(async () => {
    t = await startTestApp();
    c = await criarCenario(t, 'Fila');
    outro = await criarCenario(t, 'Intruso');
    await c.sincronizar('configuracaoDadosUsuario', [usuario('10', 'ana', 'senha123')]);
    await c.sincronizar('configuracaoDadosProduto', [produto('P1')]);
    await c.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
    fone = await c.vendedorLogado('ana', 'senha123');
  });
  afterAll(() => t?.close());

  const gql = async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, token = c.partner.token) => {
    const r = await t.gql<Record<string, T>>(query, variables, token);
    return { dados: r.data ? Object.values(r.data)[0] : null, erros: r.errors };
  };
  /** A posted order the agent refused with a Portuguese message and the engine's text. */
  const pedidoComErro = async (tipoErro = 'colunaNaoEncontrada') => {
    const corpo = montarPedido('C1', [{ produtoIdentificador: 'P1', quantidade: 1, valorUnitarioVenda: 10 }]);
    expect((await fone.postar('pedidos', corpo)).status).toBe(200);
    const registro = (await c.registros.buscarPorUuid(c.filialId, 'pedido', corpo.uuid))!;
    await c.registros.marcarErro(c.filialId, registro.id, {
      erro: 'Falha ao gravar o registro no ERP: uma coluna usada no SQL não existe.',
      tipo: tipoErro,
      detalhe: "Unknown column 'obs'",
    });
    return { corpo, registro };
  };
  const situacao = async (uuid: string) => (await c.registros.buscarPorUuid(c.filialId, 'pedido', uuid))!;

  it('counts the records of an insert type by situação; other types are refused', async () => {
    const { corpo } = await pedidoComErro();
    expect((await fone.situacao('pedidos', corpo.uuid)).corpo).toMatchObject({ situacao: 'erro', erro: expect.stringContaining('Falha ao gravar') });
    expect((await gql(RESUMO, { a: c.identificadorApp, t: INSERT_PEDIDO })).dados).toMatchObject({
      tipo: INSERT_PEDIDO,
      erro: 1,
      pendente: 0,
      integrado: 0,
      descartado: 0,
    });
    const invalido = await gql(RESUMO, { a: c.identificadorApp, t: 'configuracaoDadosProduto' });
    expect(invalido.erros?.[0]?.message).toBe(MSG.tipoSemRegistrosAplicativo);
  });

  it('another contratante can neither see nor touch the branch records', async () => {
    const { corpo } = await pedidoComErro();
    for (const consulta of [
      gql(RESUMO, { a: c.identificadorApp, t: INSERT_PEDIDO }, outro.partner.token),
      gql(op('filialGerenciadorRegistrosReenviarErros'), { a: c.identificadorApp, t: INSERT_PEDIDO }, outro.partner.token),
      gql(op('filialGerenciadorRegistrosDescartarErros'), { a: c.identificadorApp, t: INSERT_PEDIDO }, outro.partner.token),
      gql(op('filialGerenciadorRegistroReenviar', true), { a: c.identificadorApp, t: INSERT_PEDIDO, u: corpo.uuid }, outro.partner.token),
      gql(op('filialGerenciadorRegistroDescartar', true), { a: c.identificadorApp, t: INSERT_PEDIDO, u: corpo.uuid }, outro.partner.token),
    ]) {
      const r = await consulta;
      expect(r.dados).toBeNull();
      expect(r.erros?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    // Positive control: the owner acts on the same record.
    expect((await situacao(corpo.uuid)).situacao).toBe('erro');
    expect((await gql(op('filialGerenciadorRegistroReenviar', true), { a: c.identificadorApp, t: INSERT_PEDIDO, u: corpo.uuid })).dados).toEqual({
      status: true,
      msg: MSG.registrosReenviados(1),
      erro: null,
    });
    expect((await situacao(corpo.uuid)).situacao).toBe('pendente');
  });

  it('re-sends one record or all in erro; a write held for review goes back only by an operator', async () => {
    await c.registros.reenfileirar(c.filialId, { tipo: 'pedido' }, 'operador');
    for (const p of await c.registros.pendentes(c.filialId)) await c.registros.marcarIntegrado(c.filialId, p.id, `K${p.id}`);
    const [a, b] = [await pedidoComErro(), await pedidoComErro('revisao')];
    // A saved insert sends back what its fix may cure, but not a write nobody can confirm.
    await salvarConfiguracao(t, c.partner.token, c.filialId, INSERT_PEDIDO, {
      tempoSincronizacao: '00:30',
      quantidadeRegistrosPaginar: 50,
      transacaoInsert: true,
      insert: [{ id: 'I1', sql: 'INSERT INTO p (uuid) VALUES (:uuid)', selectChave: 'SELECT id FROM p WHERE uuid = :uuid' }],
      insertItens: [{ id: 'I2', sql: 'INSERT INTO i (p, produto) VALUES (:pedidoIdentificador, :produtoIdentificador)', selectChave: '' }],
    });
    expect((await situacao(a.corpo.uuid)).situacao).toBe('pendente');
    expect(await situacao(b.corpo.uuid)).toMatchObject({ situacao: 'erro', erroTipo: 'revisao' });
    const todos = await gql(op('filialGerenciadorRegistrosReenviarErros'), { a: c.identificadorApp, t: INSERT_PEDIDO });
    expect(todos.dados).toEqual({ status: true, msg: MSG.registrosReenviados(1), erro: null });
    const devolvido = await situacao(b.corpo.uuid);
    expect(devolvido).toMatchObject({ situacao: 'pendente', erro: null, erroTipo: null, erroDetalhe: null, reenviadoEm: expect.any(String) });
    expect((await gql(op('filialGerenciadorRegistrosReenviarErros'), { a: c.identificadorApp, t: INSERT_PEDIDO })).dados).toEqual({
      status: false,
      msg: MSG.nenhumRegistroComErro,
      erro: MSG.nenhumRegistroComErro,
    });
  });

  it('a saved connection sends every type back; the phone posting the same uuid again sends its record back', async () => {
    const a = await pedidoComErro('autenticacao');
    await c.configurar({ ...CONFIGURACAO_BASICA_PADRAO });
    expect((await situacao(a.corpo.uuid)).situacao).toBe('erro');
    await salvarConfiguracao(t, c.partner.token, c.filialId, 'configuracaoIntegracao', {
      tipoIntegracao: 'sqlite',
      sqliteArquivo: '/dados/erp.db',
      conexaoEstabelecida: true,
    });
    expect((await situacao(a.corpo.uuid)).situacao).toBe('pendente');

    const b = await pedidoComErro();
    const repost = await fone.postar('pedidos', b.corpo);
    expect(repost).toMatchObject({ status: 200, corpo: { uuid: b.corpo.uuid, situacao: 'pendente', erro: null } });
    expect(await c.registros.historicoDe(c.filialId, b.registro.id)).toEqual([
      expect.objectContaining({ situacao: 'erro', origem: 'agente', detalhe: "Unknown column 'obs'" }),
      expect.objectContaining({ situacao: 'pendente', origem: 'aplicativo' }),
    ]);
  });

  it('discards after the operator asks, keeping the record and its history; it is never written afterwards', async () => {
    await c.registros.reenfileirar(c.filialId, { tipo: 'pedido' }, 'operador');
    for (const p of await c.registros.pendentes(c.filialId)) await c.registros.marcarIntegrado(c.filialId, p.id, `K${p.id}`);
    const [a, b] = [await pedidoComErro(), await pedidoComErro()];
    const um = await gql(op('filialGerenciadorRegistroDescartar', true), { a: c.identificadorApp, t: INSERT_PEDIDO, u: a.corpo.uuid });
    expect(um.dados).toEqual({ status: true, msg: MSG.registrosDescartados(1), erro: null });
    expect((await situacao(b.corpo.uuid)).situacao).toBe('erro');
    expect((await gql(op('filialGerenciadorRegistrosDescartarErros'), { a: c.identificadorApp, t: INSERT_PEDIDO })).dados).toEqual({
      status: true,
      msg: MSG.registrosDescartados(1),
      erro: null,
    });
    const descartado = await situacao(a.corpo.uuid);
    expect(descartado).toMatchObject({
      situacao: 'descartado',
      erro: expect.stringContaining('Falha ao gravar'),
      dados: expect.objectContaining({ clienteIdentificador: 'C1' }),
    });
    expect((await c.registros.historicoDe(c.filialId, a.registro.id)).map((h) => [h.situacao, h.origem, h.usuarioId !== null])).toEqual([
      ['erro', 'agente', false],
      ['descartado', 'operador', true],
    ]);
    expect((await c.registros.pendentes(c.filialId)).map((p) => p.uuid)).not.toContain(a.corpo.uuid);
    // Neither a saved insert nor the phone brings a discarded record back.
    await fone.postar('pedidos', a.corpo);
    await c.registros.reenfileirar(c.filialId, { tipo: 'pedido' }, 'configuracao');
    expect((await situacao(a.corpo.uuid)).situacao).toBe('descartado');
    expect((await fone.situacao('pedidos', a.corpo.uuid)).corpo).toMatchObject({ situacao: 'descartado' });
    expect((await gql(RESUMO, { a: c.identificadorApp, t: INSERT_PEDIDO })).dados).toMatchObject({ erro: 0, descartado: 2 });
  });
});

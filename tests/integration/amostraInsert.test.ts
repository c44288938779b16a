import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AmostraInsert } from '../../common/api/testeInsert';
import { MSG } from '../../common/messages';
import { AmostraInsertService } from '../../server/services/amostraInsert';
import { postgresUnavailable } from '../support/testDatabase';
import { startTestApp, type TestApp } from '../support/testApp';
import { cliente, criarCenario, produto, usuario, type CenarioMobile } from './mobileCenario';

/**
 * The insert test's record (docs/guia-integrador.md, "Testar Insert"), chosen by the server: a phone
 * record of the queue first, else the last received, else one built from the synced catalogue with a
 * real active customer and seller and distinct active products at their real prices; never invented
 * keys. Both runs: every optional field filled, then every optional field empty.
 */
describe.skipIf(postgresUnavailable())('registro do teste de insert', () => {
  let t: TestApp;
  let c: CenarioMobile;
  let amostras: AmostraInsertService;
  const amostra = async (tipo: 'pedido' | 'cliente' | 'ordemServico' = 'pedido'): Promise<AmostraInsert> => {
    const r = await amostras.amostra(c.filialId, tipo, new Date(2026, 2, 4, 10, 20, 30));
    if (!r.ok) throw new Error(r.msg);
    return r.amostra;
  };

  beforeAll(async () => {
    t = await startTestApp();
    c = await criarCenario(t, 'Amostra');
    amostras = new AmostraInsertService(t.app.services.registrosApp, t.app.services.mobileDados);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('without a synced catalogue says what to sync instead of inventing keys; a customer insert needs none', async () => {
    const r = await amostras.amostra(c.filialId, 'pedido');
    expect(r).toEqual({ ok: false, msg: MSG.testeInsertSemCatalogo('Inserção de Pedidos', ['Clientes', 'Usuários', 'Produtos']) });
    const semProdutos = await (async () => {
      await c.sincronizar('configuracaoDadosCliente', [cliente('10')]);
      await c.sincronizar('configuracaoDadosUsuario', [usuario('3', 'ana', 'x')]);
      return amostras.amostra(c.filialId, 'pedido');
    })();
    expect(semProdutos).toEqual({ ok: false, msg: MSG.testeInsertSemCatalogo('Inserção de Pedidos', ['Produtos']) });
    expect((await amostra('cliente')).dados).toMatchObject({ nome: expect.any(String), tipoPessoa: 'J', usuarioIdentificador: '3' });
  });

  it('builds the order from active records: the customer, its seller, distinct products at the price of its price table', async () => {
    await c.sincronizar('configuracaoDadosCliente', [
      cliente('10', { ativo: false }),
      cliente('11', { usuarioIdentificador: '4', tabelaPrecoIdentificador: 'T2' }),
    ]);
    await c.sincronizar('configuracaoDadosUsuario', [usuario('3', 'ana', 'x', { naoFazPedido: true }), usuario('4', 'bia', 'x')]);
    await c.sincronizar('configuracaoDadosProduto', [
      produto('P1', { ativo: false, valorUnitario: 1 }),
      produto('P2', { valorUnitario: 7.5 }),
      produto('P3', { valorUnitario: 2 }),
      produto('P4'),
    ]);
    await c.sincronizar('configuracaoDadosTabelaPreco', [
      { identificador: 'T2', dados: { tabelaPrecoIdentificador: 'T2', descricao: 'Atacado', selectItens: [{ produtoIdentificador: 'P3', valorVenda: 1.8 }] } },
    ]);
    await c.sincronizar('configuracaoDadosFormaPagamento', [{ identificador: 'F1', dados: { formaPagamentoIdentificador: 'F1', descricao: 'Dinheiro' } }]);
    const a = await amostra();
    expect(a.origem).toBe('exemplo');
    expect(a.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.dados).toMatchObject({
      clienteIdentificador: '11',
      usuarioIdentificador: '4',
      dataPedido: '2026-03-04 10:20:30',
      valorBruto: 11.1,
      valorTotal: 11.1,
      tabelaPrecoIdentificador: 'T2',
      formaPagamentoIdentificador: 'F1',
      valorDesconto: 0,
      observacao: expect.any(String),
      itens: [
        {
          produtoIdentificador: 'P2',
          descricao: 'Produto P2',
          quantidade: 1,
          valorUnitarioVenda: 7.5,
          valorTotal: 7.5,
          valorDesconto: 0,
          percDesconto: 0,
          observacao: expect.any(String),
        },
        {
          produtoIdentificador: 'P3',
          descricao: 'Produto P3',
          quantidade: 2,
          valorUnitarioVenda: 1.8,
          valorTotal: 3.6,
          valorDesconto: 0,
          percDesconto: 0,
          observacao: expect.any(String),
        },
      ],
    });
    expect(a.vazios).toEqual({
      clienteIdentificador: '11',
      usuarioIdentificador: '4',
      dataPedido: '2026-03-04 10:20:30',
      valorTotal: 11.1,
      itens: [
        { produtoIdentificador: 'P2', quantidade: 1, valorUnitarioVenda: 7.5, valorTotal: 7.5 },
        { produtoIdentificador: 'P3', quantidade: 2, valorUnitarioVenda: 1.8, valorTotal: 3.6 },
      ],
    });
  });

  it('takes a record of the queue first (pendente or erro), even when a newer one was integrated; else the last received', async () => {
    const pedido = (uuid: string, cliente: string) => ({
      filialId: c.filialId,
      dispositivoId: null,
      tipo: 'pedido' as const,
      uuid,
      usuarioIdentificador: '4',
      dados: {
        clienteIdentificador: cliente,
        usuarioIdentificador: '4',
        valorTotal: 5,
        itens: [{ produtoIdentificador: 'P2', quantidade: 1, valorUnitarioVenda: 5, valorTotal: 5 }],
      },
    });
    const { registro: falhou } = await c.registros.registrar(pedido('com-erro', 'C-ERRO'));
    await c.registros.marcarErro(c.filialId, falhou.id, { erro: 'Coluna desconto não pode ser nula', tipo: 'valorObrigatorio' });
    const { registro: integrado } = await c.registros.registrar(pedido('integrado', 'C-OK'));
    await c.registros.marcarIntegrado(c.filialId, integrado.id, '900');
    let a = await amostra();
    expect(a).toMatchObject({ origem: 'fila', dados: { clienteIdentificador: 'C-ERRO', valorBruto: 5 }, vazios: { clienteIdentificador: 'C-ERRO' } });
    expect(a.uuid).not.toBe('com-erro');
    expect(a.vazios).not.toHaveProperty('valorBruto');

    await c.registros.descartar(c.filialId, { tipo: 'pedido', uuid: falhou.uuid }, null);
    a = await amostra();
    expect(a).toMatchObject({ origem: 'ultimoRecebido', dados: { clienteIdentificador: 'C-OK' } });
  });
});

import { describe, expect, it } from 'vitest';
import { fracaoDoPercentual, registroDeExemplo, tipoDaChave, valoresDoCabecalho, valoresDoItem } from '.';

describe('valores que os inserts recebem', () => {
  it('adds the discount as a fraction to the header and to each item', () => {
    const cabecalho = valoresDoCabecalho(
      'pedido',
      { percDesconto: 7, dataPedido: '2026-03-04 10:20:30', itens: [] },
      { uuid: 'u-1', dataSincronizacao: 'agora' },
    );
    expect(cabecalho).toMatchObject({ percDesconto: 7, fracaoDesconto: 0.07, uuid: 'u-1', dataSincronizacao: 'agora' });
    expect(fracaoDoPercentual({ percDesconto: 12.5 })).toBe(0.125);
    expect(fracaoDoPercentual({})).toBeNull();
    expect(fracaoDoPercentual({ percDesconto: '' })).toBeNull();
  });

  it('gives each item its sequence, the header’s key and uuid, and every header field under the record’s prefix', () => {
    const cabecalho = valoresDoCabecalho(
      'pedido',
      { clienteIdentificador: 'C1', percDesconto: 10, valorTotal: 90, observacao: 'do pedido', itens: [{}] },
      { uuid: 'u-1', dataSincronizacao: 'x' },
    );
    const item = valoresDoItem('pedido', cabecalho, { produtoIdentificador: 'P1', percDesconto: 25, valorTotal: 30, observacao: 'do item' }, 2, '77');
    expect(item).toMatchObject({
      sequencia: 3,
      pedidoIdentificador: '77',
      uuid: 'u-1',
      produtoIdentificador: 'P1',
      valorTotal: 30,
      observacao: 'do item',
      fracaoDesconto: 0.25,
      pedido_clienteIdentificador: 'C1',
      pedido_valorTotal: 90,
      pedido_observacao: 'do pedido',
      pedido_percDesconto: 10,
      pedido_fracaoDesconto: 0.1,
    });
    expect(item).not.toHaveProperty('pedido_itens');
    expect(item).not.toHaveProperty('pedido_uuid');
    const os = valoresDoItem('ordemServico', { dataOrdemServico: '2026-01-01 00:00:00', uuid: 'o-1' }, { tipoItem: 'S' }, 0, '9');
    expect(os).toMatchObject({ sequencia: 1, ordemServicoIdentificador: '9', ordemServico_dataOrdemServico: '2026-01-01 00:00:00' });
  });

  it('builds an example record from the catalogue, with the ERP’s own keys when given', () => {
    const agora = new Date(2026, 0, 15, 10, 30, 0);
    const pedido = registroDeExemplo('pedido', { clienteIdentificador: 'C900', produtoIdentificador: 'P77' }, agora);
    expect(pedido).toMatchObject({ clienteIdentificador: 'C900', dataPedido: '2026-01-15 10:30:00', valorTotal: 90, percDesconto: 10 });
    expect(pedido.itens).toEqual([
      expect.objectContaining({ produtoIdentificador: 'P77', quantidade: 2 }),
      expect.objectContaining({ produtoIdentificador: 'P77' }),
    ]);
    expect(pedido).not.toHaveProperty('uuid');
    expect(pedido).not.toHaveProperty('fracaoDesconto');
    expect(registroDeExemplo('cliente')).toMatchObject({ nome: expect.any(String), tipoPessoa: 'J', docFederal: '11222333000181' });
    expect(registroDeExemplo('cliente')).not.toHaveProperty('itens');
    expect([tipoDaChave('clienteIdentificador'), tipoDaChave('produtoIdentificador'), tipoDaChave('valorTotal')]).toEqual([
      'configuracaoDadosCliente',
      'configuracaoDadosProduto',
      undefined,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { registroDoCatalogo, variantesDoRegistro, type CatalogoSincronizado } from '.';

const agora = new Date(2026, 0, 15, 10, 30, 0);
const CATALOGO: CatalogoSincronizado = {
  cliente: '17',
  vendedor: '3',
  produtos: [
    { identificador: '101', descricao: 'Café torrado 500 g', preco: 18.9 },
    { identificador: '205', descricao: 'Açúcar 1 kg', preco: 4.35 },
  ],
  servicos: [{ identificador: 'S9', descricao: 'Instalação', preco: 120 }],
  chaves: { tabelaPrecoIdentificador: 'T2' },
};

describe('registro do teste de insert', () => {
  it('builds an order from the synced catalogue: a real customer and seller, distinct products at their prices, the totals they make', () => {
    const r = registroDoCatalogo('pedido', CATALOGO, agora);
    expect(r).toEqual({
      ok: true,
      dados: {
        clienteIdentificador: '17',
        usuarioIdentificador: '3',
        dataPedido: '2026-01-15 10:30:00',
        valorBruto: 27.6,
        valorTotal: 27.6,
        itens: [
          { produtoIdentificador: '101', descricao: 'Café torrado 500 g', quantidade: 1, valorUnitarioVenda: 18.9, valorTotal: 18.9 },
          { produtoIdentificador: '205', descricao: 'Açúcar 1 kg', quantidade: 2, valorUnitarioVenda: 4.35, valorTotal: 8.7 },
        ],
      },
    });
  });

  it('a service order takes a product and a service', () => {
    const r = registroDoCatalogo('ordemServico', CATALOGO, agora);
    expect(r.ok && (r.dados.itens as Record<string, unknown>[]).map((i) => [i.tipoItem, i.produtoIdentificador ?? i.servicoIdentificador])).toEqual([
      ['P', '101'],
      ['S', 'S9'],
    ]);
  });

  it('invents no keys: without a synced customer, seller or product it names the pages to sync', () => {
    expect(registroDoCatalogo('pedido', { cliente: null, vendedor: null, produtos: [], servicos: [], chaves: {} }, agora)).toEqual({
      ok: false,
      faltam: ['Clientes', 'Usuários', 'Produtos'],
    });
    expect(registroDoCatalogo('cliente', { cliente: null, vendedor: null, produtos: [], servicos: [], chaves: {} }, agora)).toMatchObject({
      ok: true,
      dados: { nome: expect.any(String), tipoPessoa: 'J' },
    });
  });

  it('runs every optional field filled, then every optional field empty; required fields and items stay the same', () => {
    const r = registroDoCatalogo('pedido', CATALOGO, agora);
    if (!r.ok) throw new Error('sem registro');
    const opcionais = {
      cabecalho: ['valorBruto', 'valorDesconto', 'percDesconto', 'observacao', 'tabelaPrecoIdentificador', 'formaPagamentoIdentificador', 'dataCriacaoApp'],
      itens: ['descricao', 'valorDesconto', 'observacao'],
    };
    const { preenchidos, vazios } = variantesDoRegistro('pedido', r.dados, opcionais, CATALOGO.chaves, agora);
    expect(preenchidos).toMatchObject({
      clienteIdentificador: '17',
      valorTotal: 27.6,
      valorBruto: 27.6,
      valorDesconto: 0,
      percDesconto: 0,
      observacao: 'Registro de teste do gerenciador',
      tabelaPrecoIdentificador: 'T2',
      dataCriacaoApp: '2026-01-15 10:30:00',
    });
    // A key the branch never synced is not invented.
    expect(preenchidos).not.toHaveProperty('formaPagamentoIdentificador');
    expect((preenchidos.itens as Record<string, unknown>[])[1]).toMatchObject({
      produtoIdentificador: '205',
      descricao: 'Açúcar 1 kg',
      valorDesconto: 0,
      observacao: 'Item de teste do gerenciador',
    });
    expect(vazios).toEqual({
      clienteIdentificador: '17',
      usuarioIdentificador: '3',
      dataPedido: '2026-01-15 10:30:00',
      valorTotal: 27.6,
      itens: [
        { produtoIdentificador: '101', quantidade: 1, valorUnitarioVenda: 18.9, valorTotal: 18.9 },
        { produtoIdentificador: '205', quantidade: 2, valorUnitarioVenda: 4.35, valorTotal: 8.7 },
      ],
    });
  });

  it('keeps what a real record already has in the filled run', () => {
    const { preenchidos } = variantesDoRegistro(
      'pedido',
      { clienteIdentificador: 'C1', valorTotal: 9, valorDesconto: 1, itens: [{ produtoIdentificador: 'P1', quantidade: 1, valorTotal: 10 }] },
      { cabecalho: ['valorDesconto', 'valorBruto'], itens: [] },
      {},
      agora,
    );
    expect(preenchidos).toMatchObject({ valorDesconto: 1, valorBruto: 10 });
  });
});

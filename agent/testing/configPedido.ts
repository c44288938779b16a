import { configuracaoPadrao, type Configuracao, type InsertCard } from '../../common/catalogo';

/** The order insert the agent's tests write back to the test ERP (tests/support/erps.ts): the header, its key read back, one insert per item. */
export function configInsertPedido(uuidLookup = true, extras: { insert?: InsertCard[]; insertItens?: InsertCard[] } = {}): Configuracao {
  const c = configuracaoPadrao('configuracaoDadosInsertPedido');
  c.ativa = true;
  Object.assign(c.dados, {
    transacaoInsert: true,
    insert: [
      {
        id: 'INS_1',
        sql: 'INSERT INTO pedidos (uuid_app, cliente, vendedor, emissao, total, observacao) VALUES (:uuid, :clienteIdentificador, :usuarioIdentificador, :dataPedido, :valorTotal, :observacao)',
        selectChave: uuidLookup ? 'SELECT id FROM pedidos WHERE uuid_app = :uuid' : 'SELECT MAX(id) FROM pedidos',
      },
      ...(extras.insert ?? []),
    ],
    insertItens: [
      {
        id: 'INS_ITENS_1',
        sql: 'INSERT INTO pedido_itens (pedido_id, produto, quantidade, valor_unitario, total, observacao) VALUES (:pedidoIdentificador, :produtoIdentificador, :quantidade, :valorUnitarioVenda, :valorTotal, :observacao)',
        selectChave: '',
      },
      ...(extras.insertItens ?? []),
    ],
  });
  return c;
}

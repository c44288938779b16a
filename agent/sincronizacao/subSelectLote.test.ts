import { describe, expect, it } from 'vitest';
import { planejarSubSelect } from './subSelectLote';

const lote = (sql: string) => {
  const plano = planejarSubSelect(sql);
  return plano.modo === 'lote' ? plano.sql(['?', '?']) : null;
};

describe('sub-select em lote (uma instrução por página)', () => {
  it('turns the parent comparison into IN and selects the parent key first', () => {
    expect(lote('SELECT produto, valor FROM tabela_preco_itens WHERE tabela = :identificador ORDER BY produto')).toBe(
      'SELECT tabela AS fv_chave_pai, produto, valor FROM tabela_preco_itens WHERE tabela IN (?, ?) ORDER BY produto',
    );
    expect(lote('select distinct i.produto from itens i where i.ativo = 1 and i."PEDIDO" = :pedidoIdentificador')).toBe(
      'select distinct i."PEDIDO" AS fv_chave_pai, i.produto from itens i where i.ativo = 1 and i."PEDIDO" IN (?, ?)',
    );
    expect(lote("SELECT forma FROM cliente_formas WHERE :identificador = cliente AND obs <> 'a = :x'")).toBe(
      "SELECT cliente AS fv_chave_pai, forma FROM cliente_formas WHERE cliente IN (?, ?) AND obs <> 'a = :x'",
    );
  });

  it('keeps per-parent runs where a batch would change the meaning', () => {
    for (const sql of [
      'SELECT produto, SUM(q) FROM itens WHERE pedido = :id GROUP BY produto',
      'SELECT FIRST 3 produto FROM itens WHERE pedido = :id',
      'SELECT produto FROM itens WHERE pedido = :id LIMIT 5',
      'SELECT * FROM itens WHERE pedido = :id',
      'SELECT produto FROM itens WHERE pedido = :id OR pedido_origem = :id',
      'SELECT produto FROM itens WHERE pedido = :id + 0',
      'SELECT produto FROM itens WHERE pedido IN (SELECT id FROM pedidos WHERE codigo = :id)',
      'SELECT produto FROM itens WHERE UPPER(pedido) = :id',
      'SELECT a FROM x WHERE k = :id UNION SELECT a FROM y WHERE k = 1',
      'SELECT produto FROM itens',
    ]) {
      expect(planejarSubSelect(sql), sql).toEqual({ modo: 'linha' });
    }
  });
});

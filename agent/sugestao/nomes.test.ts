import { describe, expect, it } from 'vitest';
import { conceitos, palavras } from './nomes';

describe('nomes de tabelas e colunas em qualquer estilo', () => {
  it('splits snake_case, CamelCase, spaced names and upper-case abbreviations into the same words', () => {
    expect(palavras('product_name')).toEqual(['product', 'name']);
    expect(palavras('ProductName')).toEqual(['product', 'name']);
    expect(palavras('Product Name')).toEqual(['product', 'name']);
    expect(palavras('SalesRepID')).toEqual(['sales', 'rep', 'id']);
    expect(palavras('IDNumber')).toEqual(['id', 'number']);
    expect(palavras('DESCRIÇÃO')).toEqual(['descricao']);
  });

  it('splits words run together when they read wholly as known words (CODPROD, PRECOVENDA), and keeps the others', () => {
    expect(palavras('CODPROD')).toEqual(['cod', 'prod']);
    expect(palavras('PRECOVENDA')).toEqual(['preco', 'venda']);
    expect(palavras('BAIRRO')).toEqual(['bairro']);
    expect(palavras('XPTOQWERTY')).toEqual(['xptoqwerty']);
  });

  it('reads Portuguese, English and ERP abbreviations as one concept, without the linking words', () => {
    expect(conceitos('COD_PRODUTO')).toEqual(['id', 'produto']);
    expect(conceitos('product_id')).toEqual(['produto', 'id']);
    expect(conceitos('PRECO_VENDA')).toEqual(['preco', 'venda']);
    expect(conceitos('unit_price')).toEqual(['unitario', 'preco']);
    expect(conceitos('units_in_stock')).toEqual(['unitario', 'estoque']);
    expect(conceitos('FL_ATIVO')).toEqual(['ativo']);
    expect(conceitos('Is Active')).toEqual(['ativo']);
    expect(conceitos('discontinued')).toEqual(['inativo']);
    expect(conceitos('deleted_at')).toEqual(['excluido']);
    expect(conceitos('CPF_CNPJ')).toEqual(['cpf', 'cnpj']);
    expect(conceitos('e_mail')).toEqual(['email']);
    expect(conceitos('Order Details')).toEqual(['pedido', 'item']);
    expect(conceitos('TAB_PRECO_ITEM')).toEqual(['tabela', 'preco', 'item']);
    expect(conceitos('payment_terms')).toEqual(['pagamento', 'condicao']);
    expect(conceitos('employees')).toEqual(['funcionario']);
    expect(conceitos('categories')).toEqual(['grupo']);
  });
});

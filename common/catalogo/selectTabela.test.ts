import { describe, expect, it } from 'vitest';
import { nomeSql, selectDaTabela, tabelasEscritas } from '.';

describe('nomes de tabelas e colunas no SQL de cada motor', () => {
  it('leaves plain names bare and quotes the others in the engine’s style', () => {
    expect(nomeSql('mariadb', 'codigo')).toBe('codigo');
    expect(nomeSql('mariadb', 'descrição')).toBe('`descrição`');
    expect(nomeSql('mssql', 'Preço Venda')).toBe('[Preço Venda]');
    expect(nomeSql('sqlite', 'order')).toBe('"order"');
    expect(nomeSql('postgres', 'codigo')).toBe('codigo');
    // PostgreSQL folds a bare name to lower case and Firebird to upper case: others keep their quotes.
    expect(nomeSql('postgres', 'CodigoProduto')).toBe('"CodigoProduto"');
    expect(nomeSql('firebird', 'CODIGO')).toBe('CODIGO');
    expect(nomeSql('firebird', 'codigo')).toBe('"codigo"');
    expect(nomeSql('postgres', 'aspas"dentro')).toBe('"aspas""dentro"');
    expect(nomeSql('mysql', 'crase`dentro')).toBe('`crase``dentro`');
  });

  it('writes a select of every column by name, never *, with the schema when it must be named', () => {
    const tabela = { esquema: null, nome: 'preços_promoção', colunas: [{ nome: 'código' }, { nome: 'descrição' }, { nome: 'valor' }] };
    expect(selectDaTabela('mariadb', tabela)).toBe('SELECT `código`, `descrição`, valor\nFROM `preços_promoção`');
    expect(selectDaTabela('postgres', { ...tabela, esquema: 'vendas' })).toBe('SELECT "código", "descrição", valor\nFROM vendas."preços_promoção"');
    expect(selectDaTabela('firebird', { esquema: null, nome: 'PRODUTOS', colunas: [{ nome: 'CODIGO' }, { nome: 'DESCRICAO' }] })).toBe(
      'SELECT CODIGO, DESCRICAO\nFROM PRODUTOS',
    );
  });
});

describe('tabelas que um insert escreve', () => {
  it('reads INSERT, UPDATE, DELETE, REPLACE and MERGE targets, quoted or qualified, and ignores text in literals', () => {
    const sql =
      'INSERT INTO pedidos (obs) VALUES (\'update clientes set x\'); UPDATE `erp`.`pedido_itens` SET a = 1; DELETE FROM "Preços" WHERE 1 = 1; ' +
      'insert into [dbo].[itens] ([a]) values (1); REPLACE INTO log_a (x) VALUES (1); INSERT IGNORE INTO histórico (x) VALUES (1)';
    expect(tabelasEscritas(sql)).toEqual(['pedidos', 'pedido_itens', 'Preços', 'itens', 'log_a', 'histórico']);
    expect(tabelasEscritas('SELECT id FROM pedidos WHERE uuid_app = :uuid')).toEqual([]);
  });
});

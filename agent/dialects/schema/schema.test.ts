import { describe, expect, it } from 'vitest';
import { agruparTabelas, MAX_TABELAS } from './agrupar';
import { erroSelect } from '../../../common/catalogo';
import { SQL_ESQUEMA_FIREBIRD, tipoFirebird } from '../firebird/schema';
import { linhaMssql, SQL_ESQUEMA_MSSQL, tipoMssql } from '../mssql/schema';
import { linhaMysql, SQL_ESQUEMA_MYSQL, SQL_MOTORES_MYSQL } from '../mysql/schema';
import { SQL_ESQUEMA_POSTGRES } from '../postgres/schema';
import { SQL_ESQUEMA_SQLITE } from '../sqlite/schema';

/**
 * The catalogue readers' pure parts. The real engines are read by tests/integration/workbench.test.ts;
 * SQL Server has no server here, so its query's shape and row reading are checked on their own.
 */
describe('leitura do catálogo de cada motor', () => {
  it('every catalogue query is one read-only select of its engine (the dialects read nothing else)', () => {
    expect(erroSelect(SQL_ESQUEMA_MSSQL, 'mssql')).toBeNull();
    expect(erroSelect(SQL_ESQUEMA_MYSQL, 'mysql')).toBeNull();
    expect(erroSelect(SQL_MOTORES_MYSQL(3), 'mariadb')).toBeNull();
    expect(erroSelect(SQL_ESQUEMA_POSTGRES, 'postgres')).toBeNull();
    expect(erroSelect(SQL_ESQUEMA_SQLITE, 'sqlite')).toBeNull();
    expect(erroSelect(SQL_ESQUEMA_FIREBIRD, 'firebird')).toBeNull();
  });

  it('SQL Server: reads user tables and views from sys.tables, sys.views and sys.columns, in column order', () => {
    expect(SQL_ESQUEMA_MSSQL).toMatch(/FROM sys\.tables WHERE is_ms_shipped = 0/);
    expect(SQL_ESQUEMA_MSSQL).toMatch(/FROM sys\.views WHERE is_ms_shipped = 0/);
    expect(SQL_ESQUEMA_MSSQL).toMatch(/JOIN sys\.columns c ON c\.object_id = o\.object_id/);
    expect(SQL_ESQUEMA_MSSQL).toMatch(/JOIN sys\.types ty ON ty\.user_type_id = c\.user_type_id/);
    expect(SQL_ESQUEMA_MSSQL).toMatch(/ORDER BY s\.name, o\.name, c\.column_id$/);
    expect(
      linhaMssql({ esquema: 'dbo', tabela: 'Produtos', tipo_tabela: 'U', coluna: 'Descrição', tipo: 'nvarchar', tamanho: 200, precisao: 0, escala: 0 }),
    ).toEqual({ esquema: null, tabela: 'Produtos', view: false, coluna: 'Descrição', tipo: 'nvarchar(100)' });
    expect(
      linhaMssql({ esquema: 'vendas', tabela: 'vw_itens', tipo_tabela: 'V', coluna: 'preco', tipo: 'decimal', tamanho: 9, precisao: 15, escala: 2 }),
    ).toMatchObject({ esquema: 'vendas', view: true, tipo: 'decimal(15,2)' });
    expect([tipoMssql('varchar', -1, 0, 0), tipoMssql('int', 4, 10, 0), tipoMssql('nchar', 2, 0, 0)]).toEqual(['varchar(max)', 'int', 'nchar(1)']);
  });

  it('MySQL/MariaDB: the connection’s database only; engines that cannot roll back are marked', () => {
    expect(SQL_ESQUEMA_MYSQL).toMatch(/WHERE c\.TABLE_SCHEMA = DATABASE\(\)/);
    expect(linhaMysql({ tabela: 'log', tipo_tabela: 'BASE TABLE', motor: 'MyISAM', coluna: 'id', tipo: 'int(11)' })).toMatchObject({
      semTransacao: true,
      view: false,
    });
    expect(linhaMysql({ tabela: 'pedidos', tipo_tabela: 'BASE TABLE', motor: 'InnoDB', coluna: 'id', tipo: 'int(11)' }).semTransacao).toBe(false);
    expect(linhaMysql({ TABELA: 'v', TIPO_TABELA: 'VIEW', MOTOR: null, COLUNA: 'a', TIPO: 'int' })).toMatchObject({
      tabela: 'v',
      view: true,
      semTransacao: false,
    });
  });

  it('Firebird: domain codes become SQL types (scaled integers are NUMERIC, text has its length)', () => {
    expect(tipoFirebird(16, 1, 15, -2, null)).toBe('NUMERIC(15,2)');
    expect(tipoFirebird(8, 2, 9, -3, null)).toBe('DECIMAL(9,3)');
    expect(tipoFirebird(27, 0, null, -2, null)).toBe('NUMERIC(18,2)');
    expect(tipoFirebird(37, 0, null, 0, 60)).toBe('VARCHAR(60)');
    expect(tipoFirebird(14, 0, null, 0, 1)).toBe('CHAR(1)');
    expect(tipoFirebird(35, null, null, 0, null)).toBe('TIMESTAMP');
    expect(tipoFirebird(261, 1, null, 0, null)).toBe('BLOB SUB_TYPE TEXT');
    expect(tipoFirebird(16, 0, 18, 0, null)).toBe('BIGINT');
  });

  it('groups rows into tables in order and stops at the limit, saying so', () => {
    const linha = (tabela: string, coluna: string) => ({ esquema: null, tabela, view: false, coluna, tipo: 'int' });
    expect(agruparTabelas([linha('a', 'x'), linha('a', 'y'), linha('b', 'z')])).toEqual({
      tabelas: [
        {
          esquema: null,
          nome: 'a',
          view: false,
          colunas: [
            { nome: 'x', tipo: 'int' },
            { nome: 'y', tipo: 'int' },
          ],
        },
        { esquema: null, nome: 'b', view: false, colunas: [{ nome: 'z', tipo: 'int' }] },
      ],
      truncado: false,
    });
    const muitas = Array.from({ length: MAX_TABELAS + 2 }, (_, i) => linha(`t${i}`, 'c'));
    const r = agruparTabelas(muitas);
    expect([r.tabelas.length, r.truncado]).toEqual([MAX_TABELAS, true]);
  });
});

import { describe, expect, it } from 'vitest';
import type { EsquemaErp } from '../../common/api/esquemaErp';
import { compararEstrutura, nomesDoSql, sqlsDaConfiguracao, tirarImpressao } from './impressao';

const esquema = (tabelas: [string, [string, string][]][]): EsquemaErp => ({
  tipoIntegracao: 'postgres',
  truncado: false,
  tabelas: tabelas.map(([nome, colunas]) => ({ esquema: null, nome, view: false, colunas: colunas.map(([n, tipo]) => ({ nome: n, tipo })) })),
});

describe('impressão da estrutura que a configuração usa', () => {
  it('reads the names a statement uses, quoted or bare, without literals, comments or placeholders', () => {
    expect(
      [
        ...nomesDoSql(`SELECT t."Product Name", [Unit Price], \`Qtd\`, 'descricao' AS x -- estoque\nFROM produtos t WHERE t.codigo = :produtoIdentificador`),
      ].sort(),
    ).toEqual(['as', 'from', 'product name', 'produtos', 'qtd', 'select', 't', 'unit price', 'where', 'x', 'codigo'].sort());
  });

  it('takes the tables the statements name and, of each, the columns they name, with their types', () => {
    const erp = esquema([
      [
        'produtos',
        [
          ['codigo', 'integer'],
          ['descricao', 'varchar(60)'],
          ['custo', 'numeric(15,2)'],
        ],
      ],
      [
        'grupos',
        [
          ['id', 'integer'],
          ['nome', 'varchar(40)'],
        ],
      ],
      ['log', [['codigo', 'integer']]],
    ]);
    const sqls = sqlsDaConfiguracao({
      select: 'SELECT p.codigo, p.descricao, g.nome AS grupo FROM produtos p LEFT JOIN grupos g ON g.id = p.codigo',
      insert: [],
      insertItens: [],
    });
    expect(tirarImpressao(erp, sqls)).toEqual({
      tabelas: [
        { esquema: null, nome: 'produtos', colunas: { codigo: 'integer', descricao: 'varchar(60)' } },
        { esquema: null, nome: 'grupos', colunas: { id: 'integer', nome: 'varchar(40)' } },
      ],
    });
  });

  it('tells a column dropped or renamed, a type changed and a table gone; nothing when the ERP only grew', () => {
    const antes = esquema([
      [
        'pedidos',
        [
          ['id', 'integer'],
          ['obs', 'varchar(500)'],
          ['total', 'numeric(15,2)'],
        ],
      ],
      ['itens', [['pedido', 'integer']]],
    ]);
    const sqls = [
      'INSERT INTO pedidos (obs, total) VALUES (:observacao, :valorTotal) RETURNING id',
      'INSERT INTO itens (pedido) VALUES (:pedidoIdentificador)',
    ];
    const impressao = tirarImpressao(antes, sqls);
    expect(
      compararEstrutura(
        impressao,
        esquema([
          [
            'pedidos',
            [
              ['id', 'integer'],
              ['obs', 'varchar(500)'],
              ['total', 'numeric(15,2)'],
              ['nova', 'integer'],
            ],
          ],
          ['itens', [['pedido', 'integer']]],
        ]),
      ),
    ).toEqual([]);
    expect(
      compararEstrutura(
        impressao,
        esquema([
          [
            'pedidos',
            [
              ['id', 'integer'],
              ['observacao', 'varchar(500)'],
              ['total', 'numeric(12,2)'],
            ],
          ],
        ]),
      ),
    ).toEqual([
      { tabela: 'pedidos', coluna: 'obs', motivo: 'A coluna obs de pedidos não existe mais no ERP (removida ou renomeada).' },
      { tabela: 'pedidos', coluna: 'total', motivo: 'A coluna total de pedidos mudou de tipo no ERP: era numeric(15,2), agora é numeric(12,2).' },
      { tabela: 'itens', coluna: null, motivo: 'A tabela itens não existe mais no ERP (removida ou renomeada).' },
    ]);
  });

  it('a configuration’s statements: selects, inserts, key selects and the look-up by :uuid, blanks left out', () => {
    expect(
      sqlsDaConfiguracao({
        select: '',
        selectItens: ' SELECT a FROM b ',
        insert: [{ id: '1', sql: 'INSERT INTO p (x) VALUES (:x)', selectChave: 'SELECT LAST_INSERT_ID()' }],
        insertItens: [],
        gravacaoUnica: { modo: 'colunaErp', criarTabela: false, selectUuid: 'SELECT id FROM p WHERE obs = :uuid' },
      }),
    ).toEqual(['SELECT a FROM b', 'INSERT INTO p (x) VALUES (:x)', 'SELECT LAST_INSERT_ID()', 'SELECT id FROM p WHERE obs = :uuid']);
  });
});

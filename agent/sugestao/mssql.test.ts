import { describe, expect, it } from 'vitest';
import type { EsquemaErp, TabelaErp } from '../../common/api/esquemaErp';
import { CONFIGURACAO_BASICA_PADRAO, TIPOS_DADOS_POR_TIPO, type DadosTipo } from '../../common/catalogo';
import type { Linha } from '../dialects';
import { ContextoSugestao } from './contexto';
import { sugerirEscrita } from './escritaTipo';
import { sugerirLeitura } from './leituraTipo';

/**
 * SQL Server has no server here: the proposals' T-SQL is checked on a catalogue and sample written by
 * hand, as the detailed discovery would read them (dbo tables, IDENTITY, bit flags, nchar padding).
 */
const col = (nome: string, tipo: string, extra: Partial<TabelaErp['colunas'][number]> = {}) => ({
  nome,
  tipo,
  nulavel: true,
  padrao: null,
  geracao: null,
  ...extra,
});

const TABELAS: TabelaErp[] = [
  {
    esquema: null,
    nome: 'Categorias',
    view: false,
    colunas: [col('Id', 'int', { nulavel: false, geracao: 'identidade' }), col('Nome', 'nvarchar(40)', { nulavel: false })],
    chaves: [{ tipo: 'primaria', colunas: ['Id'] }],
    gatilhos: [],
  },
  {
    esquema: null,
    nome: 'Produtos',
    view: false,
    colunas: [
      col('Id', 'int', { nulavel: false, geracao: 'identidade' }),
      col('Descricao', 'nchar(50)', { nulavel: false }),
      col('CategoriaId', 'int'),
      col('PrecoVenda', 'decimal(15,2)', { nulavel: false }),
      col('Estoque', 'decimal(15,3)'),
      col('Inativo', 'bit', { nulavel: false, padrao: '0' }),
    ],
    chaves: [
      { tipo: 'primaria', colunas: ['Id'] },
      { tipo: 'estrangeira', colunas: ['CategoriaId'], referencia: { esquema: null, tabela: 'Categorias', colunas: ['Id'] } },
    ],
    gatilhos: [],
  },
  {
    esquema: null,
    nome: 'Clientes',
    view: false,
    colunas: [col('Codigo', 'nchar(6)', { nulavel: false }), col('RazaoSocial', 'nvarchar(80)', { nulavel: false }), col('CnpjCpf', 'varchar(18)')],
    chaves: [{ tipo: 'primaria', colunas: ['Codigo'] }],
    gatilhos: [],
  },
  {
    esquema: null,
    nome: 'Pedidos',
    view: false,
    colunas: [
      col('Numero', 'int', { nulavel: false }),
      col('ClienteCodigo', 'nchar(6)', { nulavel: false }),
      col('DataEmissao', 'datetime2', { nulavel: false }),
      col('ValorTotal', 'decimal(15,2)', { nulavel: false }),
      col('Desconto', 'decimal(15,2)', { nulavel: false, padrao: '0' }),
    ],
    chaves: [
      { tipo: 'primaria', colunas: ['Numero'] },
      { tipo: 'estrangeira', colunas: ['ClienteCodigo'], referencia: { esquema: null, tabela: 'Clientes', colunas: ['Codigo'] } },
    ],
    gatilhos: [],
  },
  {
    esquema: null,
    nome: 'Pedidos Itens',
    view: false,
    colunas: [
      col('Id', 'int', { nulavel: false, geracao: 'identidade' }),
      col('PedidoNumero', 'int', { nulavel: false }),
      col('ProdutoId', 'int', { nulavel: false }),
      col('Quantidade', 'decimal(15,3)', { nulavel: false }),
      col('PrecoUnitario', 'decimal(15,2)', { nulavel: false }),
    ],
    chaves: [
      { tipo: 'primaria', colunas: ['Id'] },
      { tipo: 'estrangeira', colunas: ['PedidoNumero'], referencia: { esquema: null, tabela: 'Pedidos', colunas: ['Numero'] } },
      { tipo: 'estrangeira', colunas: ['ProdutoId'], referencia: { esquema: null, tabela: 'Produtos', colunas: ['Id'] } },
    ],
    gatilhos: [],
  },
];

const AMOSTRAS: Record<string, Linha[]> = {
  Produtos: [{ Id: 1, Descricao: 'CAFÉ 500 G                                        ', CategoriaId: 1, PrecoVenda: '18.90', Estoque: '4.000', Inativo: false }],
  Clientes: [{ Codigo: 'C00001', RazaoSocial: 'Mercearia São João', CnpjCpf: '11.222.333/0001-81' }],
  Pedidos: [{ Numero: 7, ClienteCodigo: 'C00001', DataEmissao: '2024-01-02 10:00:00', ValorTotal: '10.00', Desconto: '0.00' }],
};

/** A dialect that answers the samples and counts from memory (the proposal reads nothing else here). */
function contexto(): ContextoSugestao {
  const esquema: EsquemaErp = { tipoIntegracao: 'mssql', tabelas: TABELAS, truncado: false, sequencias: [] };
  const dialeto = {
    tipo: 'mssql' as const,
    consultar: async () => [],
    testarSelect: async (sql: string) => {
      const tabela = TABELAS.find((t) => sql.includes(`FROM [${t.nome}]`) || sql.includes(`FROM ${t.nome}`));
      const linhas = AMOSTRAS[tabela?.nome ?? ''] ?? [];
      return /COUNT\(\*\)/.test(sql) ? [{ n: linhas.length }] : linhas;
    },
  };
  return new ContextoSugestao(dialeto, esquema, CONFIGURACAO_BASICA_PADRAO);
}

describe('sugestões em T-SQL (SQL Server)', () => {
  it('products: RTRIM for nchar padding, the bit flag inverted, the category’s name by a LEFT JOIN', async () => {
    const s = await sugerirLeitura(contexto(), TIPOS_DADOS_POR_TIPO.configuracaoDadosProduto!);
    expect(s.dados.select).toBe(
      [
        'SELECT t.Id,',
        '  RTRIM(t.Descricao) AS descricao,',
        '  t.PrecoVenda,',
        '  COALESCE(t.Estoque, 0) AS estoqueAtual,',
        '  j1.Nome AS grupo,',
        '  CASE WHEN t.Inativo = 1 THEN 0 ELSE 1 END AS ativo',
        'FROM Produtos t',
        'LEFT JOIN Categorias j1 ON j1.Id = t.CategoriaId',
        'ORDER BY t.Id',
      ].join('\n'),
    );
  });

  it('customers: F or J from the document with LEN, the nchar key left as it is', async () => {
    const s = await sugerirLeitura(contexto(), TIPOS_DADOS_POR_TIPO.configuracaoDadosCliente!);
    expect(s.dados.select).toContain(
      "CASE WHEN LEN(REPLACE(REPLACE(REPLACE(REPLACE(CnpjCpf, '.', ''), '-', ''), '/', ''), ' ', '')) > 11 THEN 'J' ELSE 'F' END AS tipoPessoa",
    );
    expect(String(s.dados.select).startsWith('SELECT Codigo,')).toBe(true);
  });

  it('orders: a key nobody generates comes from MAX + 1 under UPDLOCK, HOLDLOCK and OUTPUT INSERTED; items name their spaced table', async () => {
    const s = await sugerirEscrita(contexto(), TIPOS_DADOS_POR_TIPO.configuracaoDadosInsertPedido!);
    const dados = s.dados as unknown as DadosTipo;
    expect(dados.insert).toEqual([
      {
        id: 'INS_1',
        sql: 'INSERT INTO Pedidos (Numero, ClienteCodigo, DataEmissao, ValorTotal, Desconto)\nOUTPUT INSERTED.Numero\nSELECT ISNULL(MAX(Numero), 0) + 1, :clienteIdentificador, :dataPedido, :valorTotal, COALESCE(CAST(:valorDesconto AS decimal(15,2)), 0)\nFROM Pedidos WITH (UPDLOCK, HOLDLOCK)',
        selectChave: '',
      },
    ]);
    expect(dados.insertItens[0]!.sql).toBe(
      'INSERT INTO [Pedidos Itens] (PedidoNumero, ProdutoId, Quantidade, PrecoUnitario)\nVALUES (:pedidoIdentificador, :produtoIdentificador, :quantidade, :valorUnitarioVenda)',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  ALERTAS_PADRAO,
  CONFIGURACAO_BASICA_PADRAO,
  enviadoPeloAplicativo,
  PORTAS_PADRAO,
  portaMssqlEfetiva,
  TIPOS_DADOS,
  TIPOS_DADOS_POR_TIPO,
  camposVisiveis,
  configuracaoPadrao,
  tipoHabilitado,
} from '.';

/**
 * The mappable fields of the original specification (docs/produto.md §3 "Campos mapeáveis"), transcribed: '?' marks optional fields, '=' a default,
 * and '@' a visibility condition (the catalogue's `condicao` text).
 */
// One deliberate departure: administraSenhas is listed by the original specification's §3 with the password's visibility, which
// would hide the flag exactly where it acts (criadaApp passwords, §6); see common/catalogo/dados.ts.
const SPEC_CAMPOS: Record<string, string[]> = {
  configuracaoDadosUsuario: [
    'usuarioIdentificador',
    'nome',
    'login',
    'password @tipoValidacaoCampoSenhaUsuario != criadaApp',
    'email?',
    'visualizaTodosPedidos?',
    'administraSenhas?',
    'naoFazPedido?',
  ],
  configuracaoDadosFormaPagamento: ['formaPagamentoIdentificador', 'descricao', 'usaValorAPrazo?'],
  configuracaoDadosCondicaoPagamento: ['condicaoPagamentoIdentificador', 'descricao'],
  configuracaoDadosTipoOperacaoPedido: ['tipoOperacaoPedidoIdentificador', 'descricao'],
  configuracaoDadosProduto: [
    'produtoIdentificador',
    'descricao',
    'descricaoDetalhada?',
    'valorUnitario',
    'valorVendaAPrazo? =0',
    'estoqueAtual',
    'observacao?',
    'grupo?',
    'imagemURL? @produtoComImagem && !catalogoProduto',
    'valorMinimoVenda? =0 @permiteAlterarValorVendaItemPedido',
    'percDescontoMaximo? =100 @permiteDescontoNoItemPedido',
    'ativo',
  ],
  configuracaoDadosTabelaPreco: ['tabelaPrecoIdentificador', 'descricao'],
  configuracaoDadosProdutoImagem: ['produtoIdentificador', 'descricao?', 'imagemURL', 'ordem?', 'ativo'],
  configuracaoDadosServico: ['servicoIdentificador', 'descricao', 'descricaoDetalhada?', 'valorUnitario', 'observacao?', 'grupo?', 'ativo'],
  configuracaoDadosCliente: [
    'clienteIdentificador',
    'nome',
    'fantasia?',
    'tipoPessoa',
    'docFederal',
    'docEstadual?',
    'telefone?',
    'email?',
    'cep?',
    'cidade?',
    'estado?',
    'endereco?',
    'numero?',
    'bairro?',
    'complemento?',
    'observacao?',
    'ativo',
    'usuarioIdentificador? @clientePorVendedor',
    'tabelaPrecoIdentificador? @utilizaTabelaPreco',
  ],
  configuracaoDadosContasReceber: [
    'contaReceberIdentificador',
    'clienteIdentificador',
    'valor',
    'dataVencimento',
    'dataPagamento?',
    'formaPagamentoIdentificador?',
    'situacao',
  ],
};

const SPEC_ROTAS = [
  'configuracao_dados_usuario',
  'configuracao_dados_forma_pagamento',
  'configuracao_dados_condicao_pagamento',
  'configuracao_dados_tipo_operacao_pedido',
  'configuracao_dados_produto',
  'configuracao_dados_tabela_preco',
  'configuracao_dados_produto_imagem',
  'configuracao_dados_servico',
  'configuracao_dados_cliente',
  'configuracao_dados_contas_receber',
  'configuracao_dados_insert_cliente',
  'configuracao_dados_pedido',
  'configuracao_dados_insert_pedido',
  'configuracao_dados_situacao_pedido',
  'configuracao_dados_ordem_servico',
  'configuracao_dados_insert_ordem_servico',
];

function describeCampo(c: { nome: string; opcional?: boolean; padrao?: unknown; condicao?: string }) {
  return [c.nome + (c.opcional ? '?' : ''), c.padrao !== undefined ? `=${c.padrao}` : '', c.condicao ? `@${c.condicao}` : ''].filter(Boolean).join(' ');
}

describe('catálogo de tipos de dados', () => {
  it('has one page per route of docs/produto.md §2, in its order, each the snake_case of its type', () => {
    expect(TIPOS_DADOS.map((t) => t.rota)).toEqual(SPEC_ROTAS);
    for (const t of TIPOS_DADOS) {
      const snake = t.tipo
        .replace(/^configuracao/, 'configuracao')
        .replace(/([A-Z])/g, '_$1')
        .toLowerCase();
      expect(snake).toBe(t.rota);
    }
  });

  it.each(Object.entries(SPEC_CAMPOS))('%s maps the fields of docs/produto.md §3 to the letter', (tipo, expected) => {
    expect(TIPOS_DADOS_POR_TIPO[tipo].campos.map(describeCampo)).toEqual(expected);
  });

  it('evaluates the visibility conditions as docs/produto.md §3 says', () => {
    const produto = TIPOS_DADOS_POR_TIPO.configuracaoDadosProduto.campos;
    const names = (b: Partial<typeof CONFIGURACAO_BASICA_PADRAO>) => camposVisiveis(produto, { ...CONFIGURACAO_BASICA_PADRAO, ...b }).map((c) => c.nome);
    expect(names({})).not.toContain('imagemURL');
    expect(names({ produtoComImagem: true })).toContain('imagemURL');
    expect(names({ produtoComImagem: true, catalogoProduto: true })).not.toContain('imagemURL');
    expect(names({ permiteAlterarValorVendaItemPedido: true })).toContain('valorMinimoVenda');
    expect(names({ permiteDescontoNoItemPedido: true })).toContain('percDescontoMaximo');
    const usuario = TIPOS_DADOS_POR_TIPO.configuracaoDadosUsuario.campos;
    expect(camposVisiveis(usuario, { ...CONFIGURACAO_BASICA_PADRAO, tipoValidacaoCampoSenhaUsuario: 'criadaApp' }).map((c) => c.nome)).not.toContain(
      'password',
    );
  });

  it('keeps the sub-selects of docs/produto.md §3: price-table items and customer payment methods', () => {
    expect(TIPOS_DADOS_POR_TIPO.configuracaoDadosTabelaPreco.subSelects[0].campos.map((c) => c.nome)).toEqual(['produtoIdentificador', 'valorVenda']);
    expect(TIPOS_DADOS_POR_TIPO.configuracaoDadosCliente.subSelects[0].campos.map((c) => c.nome)).toEqual(['formaPagamentoIdentificador']);
  });

  it('offers the insert placeholders of docs/produto.md §3 with their types', () => {
    const cliente = TIPOS_DADOS_POR_TIPO.configuracaoDadosInsertCliente.inserts[0].placeholders.map((p) => p.nome);
    expect(cliente).toEqual(
      expect.arrayContaining([
        'clienteIdentificador',
        'nome',
        'tipoPessoa',
        'docFederal',
        'docEstadual',
        'telefone',
        'email',
        'cep',
        'cidade',
        'estado',
        'endereco',
        'numero',
        'bairro',
        'complemento',
        'observacao',
        'usuarioIdentificador',
        'codigoIbgeEstado',
        'codigoIbgeCidade',
      ]),
    );
    const [pedido, itens] = TIPOS_DADOS_POR_TIPO.configuracaoDadosInsertPedido.inserts;
    // docs/produto.md §3's decimals are the phone's values; the write-back's own (docs/guia-integrador.md §6.1) are checked below.
    const decimais = (g: typeof pedido) => g.placeholders.filter((p) => p.tipo === 'decimal' && enviadoPeloAplicativo(p)).map((p) => p.nome);
    expect(decimais(pedido)).toEqual(['valorBruto', 'valorDescontoItens', 'valorDesconto', 'percDesconto', 'valorTotal']);
    expect(decimais(itens)).toEqual(['valorUnitarioVenda', 'valorDesconto', 'percDesconto', 'quantidade', 'valorTotal']);
    expect(pedido.placeholders.map((p) => p.nome)).toEqual(
      expect.arrayContaining([
        'clienteIdentificador',
        'usuarioIdentificador',
        'tipoOperacaoPedidoIdentificador',
        'formaPagamentoIdentificador',
        'condicaoPagamentoIdentificador',
        'situacao',
        'dataPedido',
        'prazoEntrega',
        'observacao',
        'tabelaPrecoIdentificador',
        'dataSincronizacao',
      ]),
    );
    expect(itens.placeholders.map((p) => p.nome)).toEqual(expect.arrayContaining(['pedidoIdentificador', 'produtoIdentificador', 'descricao', 'observacao']));
    expect(TIPOS_DADOS_POR_TIPO.configuracaoDadosInsertOrdemServico.inserts[1].placeholders.map((p) => p.nome)).toEqual(
      expect.arrayContaining(['servicoIdentificador', 'ordemServicoIdentificador']),
    );
  });

  it('gives item inserts the header’s fields, the item sequence and the discount as a fraction (docs/guia-integrador.md §6.1)', () => {
    const [pedido, itens] = TIPOS_DADOS_POR_TIPO.configuracaoDadosInsertPedido.inserts;
    const tipos = (g: typeof pedido) => Object.fromEntries(g.placeholders.map((p) => [p.nome, p.tipo]));
    expect(tipos(pedido)).toMatchObject({ percDesconto: 'decimal', fracaoDesconto: 'decimal' });
    expect(tipos(itens)).toMatchObject({
      sequencia: 'inteiro',
      fracaoDesconto: 'decimal',
      pedido_dataPedido: 'dataHora',
      pedido_clienteIdentificador: 'texto',
      pedido_valorTotal: 'decimal',
      pedido_fracaoDesconto: 'decimal',
    });
    // Only the phone's own values are accepted from a phone.
    const doAplicativo = itens.placeholders.filter(enviadoPeloAplicativo).map((p) => p.nome);
    expect(doAplicativo).not.toContain('sequencia');
    expect(doAplicativo.some((n) => n.startsWith('pedido_') || n === 'fracaoDesconto' || n === 'uuid')).toBe(false);
    const os = TIPOS_DADOS_POR_TIPO.configuracaoDadosInsertOrdemServico.inserts[1];
    expect(tipos(os)).toMatchObject({ sequencia: 'inteiro', ordemServico_dataOrdemServico: 'dataHora' });
  });

  it('offers the order status select its parameter tags: the orders and both status values', () => {
    expect(TIPOS_DADOS_POR_TIPO.configuracaoDadosSituacaoPedido.parametrosSelect?.map((p) => p.nome)).toEqual([
      'pedidosIdentificadores',
      'situacaoInicial',
      'situacaoFinal',
    ]);
    expect(TIPOS_DADOS.filter((t) => t.parametrosSelect).map((t) => t.tipo)).toEqual(['configuracaoDadosSituacaoPedido']);
  });

  it('enables each data type (its menu entry, its pulls) by its flag', () => {
    const visible = (b: Partial<typeof CONFIGURACAO_BASICA_PADRAO>) =>
      TIPOS_DADOS.filter((t) => tipoHabilitado(t, { ...CONFIGURACAO_BASICA_PADRAO, ...b })).map((t) => t.rota);
    expect(visible({})).toEqual([
      'configuracao_dados_usuario',
      'configuracao_dados_forma_pagamento',
      'configuracao_dados_produto',
      'configuracao_dados_cliente',
      'configuracao_dados_contas_receber',
      'configuracao_dados_insert_cliente',
      'configuracao_dados_pedido',
      'configuracao_dados_insert_pedido',
    ]);
    expect(visible({ utilizaOrdemServico: true })).toEqual(
      expect.arrayContaining(['configuracao_dados_servico', 'configuracao_dados_ordem_servico', 'configuracao_dados_insert_ordem_servico']),
    );
    expect(visible({ utilizaPedido: false, permiteInclusaoNovosClientes: false })).not.toEqual(expect.arrayContaining(['configuracao_dados_pedido']));
    expect(
      visible({
        utilizaCondicaoPagamento: true,
        utilizaTipoOperacao: true,
        utilizaTabelaPreco: true,
        utilizaSituacaoPedido: true,
        produtoComImagem: true,
        catalogoProduto: true,
      }),
    ).toEqual(
      expect.arrayContaining([
        'configuracao_dados_condicao_pagamento',
        'configuracao_dados_tipo_operacao_pedido',
        'configuracao_dados_tabela_preco',
        'configuracao_dados_situacao_pedido',
        'configuracao_dados_produto_imagem',
      ]),
    );
  });

  it('reads unsaved types as defaults: the basic table of §3 and the connection defaults', () => {
    // docs/produto.md §3's table, plus the e-mail alerts of docs/guia-integrador.md §9 (off by default).
    expect(configuracaoPadrao('configuracaoBasica').dados).toEqual({ ...CONFIGURACAO_BASICA_PADRAO, ...ALERTAS_PADRAO });
    expect(ALERTAS_PADRAO.alertasEmail).toBe(false);
    expect(CONFIGURACAO_BASICA_PADRAO.labelPrazoEntregaPedido).toBe('Prazo de Entrega');
    expect(CONFIGURACAO_BASICA_PADRAO.campoClienteValidacaoUnico).toBe('docFederal');
    expect(configuracaoPadrao('configuracaoIntegracao').dados).toMatchObject({ tipoIntegracao: 'mysql', porta: 3306, portaMssql: 1433 });
    // A SQL Server port saved empty (0, as older settings have it) is SQL Server's own.
    expect([portaMssqlEfetiva(0), portaMssqlEfetiva(''), portaMssqlEfetiva(1500)]).toEqual([1433, 1433, 1500]);
    expect(PORTAS_PADRAO).toEqual({ mysql: 3306, mariadb: 3306, postgres: 5432, firebird: 5030 });
    expect(configuracaoPadrao('configuracaoDadosInsertPedido').dados).toMatchObject({
      transacaoInsert: true,
      insert: [{ sql: '' }],
      insertItens: [{ sql: '' }],
    });
  });
});

import { ATIVO, campo, opcional, ph } from './campos';
import type { ConfiguracaoBasica } from './basica';
import { REGISTROS_APP } from './registros';
import type { Placeholder, TipoDados } from './types';

const SITUACOES_RECEBER = ['pago', 'aberto', 'pendente'] as const;

const PH_SINCRONIZACAO: Placeholder[] = [
  ph('uuid', 'Identificador do registro no aplicativo'),
  ph('dataCriacaoApp', 'Data de criação no aplicativo', 'dataHora'),
  ph('dataSincronizacao', 'Data de sincronização', 'dataHora'),
];

const PH_CLIENTE: Placeholder[] = [
  ph('clienteIdentificador', 'Identificador do cliente'),
  ph('nome', 'Nome'),
  ph('tipoPessoa', 'Tipo de pessoa (F ou J)'),
  ph('docFederal', 'CPF / CNPJ'),
  ph('docEstadual', 'RG / Inscrição Estadual'),
  ph('telefone', 'Telefone'),
  ph('email', 'E-mail'),
  ph('cep', 'CEP'),
  ph('cidade', 'Cidade'),
  ph('estado', 'Estado (UF)'),
  ph('endereco', 'Endereço'),
  ph('numero', 'Número'),
  ph('bairro', 'Bairro'),
  ph('complemento', 'Complemento'),
  ph('observacao', 'Observação'),
  ph('usuarioIdentificador', 'Identificador do usuário (vendedor)'),
  ph('codigoIbgeEstado', 'Código IBGE do estado', 'inteiro'),
  ph('codigoIbgeCidade', 'Código IBGE da cidade', 'inteiro'),
  ...PH_SINCRONIZACAO,
];

/** The discount as a fraction (10% → 0.1), for ERPs that store it so; empty when no percent was sent. */
export function fracaoDoPercentual(valores: Record<string, unknown>): number | null {
  const percentual = valores.percDesconto;
  if (percentual === null || percentual === undefined || percentual === '') return null;
  // Rounded so that 7 % reads 0.07 and not 0.07000000000000001.
  return Number((Number(percentual) / 100).toFixed(10));
}

const PH_DESCONTO: Placeholder[] = [
  ph('valorDesconto', 'Desconto', 'decimal'),
  ph('percDesconto', 'Percentual de desconto', 'decimal'),
  ph('fracaoDesconto', 'Desconto em fração (0,1 = 10%)', 'decimal', { derivar: fracaoDoPercentual }),
];

const PH_VALORES: Placeholder[] = [
  ph('valorBruto', 'Valor bruto', 'decimal'),
  ph('valorDescontoItens', 'Desconto dos itens', 'decimal'),
  ...PH_DESCONTO,
  ph('valorTotal', 'Valor total', 'decimal'),
];

const PH_PEDIDO: Placeholder[] = [
  ph('clienteIdentificador', 'Identificador do cliente'),
  ph('usuarioIdentificador', 'Identificador do usuário (vendedor)'),
  ph('tipoOperacaoPedidoIdentificador', 'Identificador do tipo de operação'),
  ph('formaPagamentoIdentificador', 'Identificador da forma de pagamento'),
  ph('condicaoPagamentoIdentificador', 'Identificador da condição de pagamento'),
  ph('situacao', 'Situação'),
  ph('dataPedido', 'Data do pedido', 'dataHora'),
  ph('prazoEntrega', 'Prazo de entrega'),
  ph('observacao', 'Observação'),
  ph('tabelaPrecoIdentificador', 'Identificador da tabela de preço'),
  ...PH_SINCRONIZACAO,
  ...PH_VALORES,
];

const PH_ITEM_VALORES: Placeholder[] = [
  ph('valorUnitarioVenda', 'Valor unitário de venda', 'decimal'),
  ...PH_DESCONTO,
  ph('quantidade', 'Quantidade', 'decimal'),
  ph('valorTotal', 'Valor total', 'decimal'),
];

/** The item's position in its record, 1…n, in the order the phone sent the items. */
const PH_SEQUENCIA = ph('sequencia', 'Número do item (1, 2, 3… na ordem do aplicativo)', 'inteiro', { interno: true });

/**
 * The header's fields as the items' inserts see them, under `prefixo_` (`:pedido_dataPedido`): the
 * items have fields of the same names (valorTotal, observacao), so the header's keep a prefix.
 */
export const prefixoCabecalho = (prefixo: string, nome: string) => `${prefixo}_${nome}`;
function doCabecalho(prefixo: string, rotulo: string, cabecalho: Placeholder[]): Placeholder[] {
  return cabecalho.filter((p) => p.nome !== 'uuid').map((p) => ph(prefixoCabecalho(prefixo, p.nome), `${p.descricao} (${rotulo})`, p.tipo, { interno: true }));
}

const PH_PEDIDO_ITEM: Placeholder[] = [
  ph('pedidoIdentificador', 'Chave do pedido no ERP (lida após o insert do pedido)'),
  PH_SEQUENCIA,
  ph('produtoIdentificador', 'Identificador do produto'),
  ph('descricao', 'Descrição'),
  ph('observacao', 'Observação'),
  ...PH_ITEM_VALORES,
  ph('uuid', 'Identificador do pedido no aplicativo', 'texto', { interno: true }),
  ...doCabecalho(REGISTROS_APP.pedido.prefixoItens, 'do pedido', PH_PEDIDO),
];

const PH_ORDEM_SERVICO: Placeholder[] = [
  ph('clienteIdentificador', 'Identificador do cliente'),
  ph('usuarioIdentificador', 'Identificador do usuário (vendedor)'),
  ph('formaPagamentoIdentificador', 'Identificador da forma de pagamento'),
  ph('condicaoPagamentoIdentificador', 'Identificador da condição de pagamento'),
  ph('situacao', 'Situação'),
  ph('dataOrdemServico', 'Data da ordem de serviço', 'dataHora'),
  ph('observacao', 'Observação'),
  ph('tabelaPrecoIdentificador', 'Identificador da tabela de preço'),
  ...PH_SINCRONIZACAO,
  ...PH_VALORES,
];

const PH_ORDEM_SERVICO_ITEM: Placeholder[] = [
  ph('ordemServicoIdentificador', 'Chave da ordem de serviço no ERP (lida após o insert da ordem)'),
  PH_SEQUENCIA,
  ph('tipoItem', 'Tipo do item (P produto, S serviço)'),
  ph('produtoIdentificador', 'Identificador do produto (itens de produto)'),
  ph('servicoIdentificador', 'Identificador do serviço (itens de serviço)'),
  ph('descricao', 'Descrição'),
  ph('observacao', 'Observação'),
  ...PH_ITEM_VALORES,
  ph('uuid', 'Identificador da ordem de serviço no aplicativo', 'texto', { interno: true }),
  ...doCabecalho(REGISTROS_APP.ordemServico.prefixoItens, 'da ordem de serviço', PH_ORDEM_SERVICO),
];

/**
 * The data types of the manager, in menu order (docs/produto.md §2, §3). Orders and service orders read from
 * the ERP (configuracao_dados_pedido / _ordem_servico) carry the history the phones show; docs/produto.md §3
 * lists no fields for them, so their fields are this catalogue's own choice.
 */
export const TIPOS_DADOS: TipoDados[] = [
  {
    tipo: 'configuracaoDadosUsuario',
    rota: 'configuracao_dados_usuario',
    titulo: 'Usuários',
    direcao: 'erpParaNuvem',
    campos: [
      campo('usuarioIdentificador', 'Identificador do usuário'),
      campo('nome', 'Nome'),
      campo('login', 'Login'),
      campo('password', 'Senha', 'texto', {
        visivel: (b) => b.tipoValidacaoCampoSenhaUsuario !== 'criadaApp',
        condicao: 'tipoValidacaoCampoSenhaUsuario != criadaApp',
      }),
      opcional('email', 'E-mail'),
      opcional('visualizaTodosPedidos', 'Visualiza todos os pedidos', 'booleano'),
      // The original specification gave administraSenhas "the same visibility as password" (hidden under criadaApp), yet §6
      // and the device API make it the flag that clears app-created (criadaApp) passwords: hidden there,
      // it could never reach the phones. It is mappable under every password type (docs/produto.md §3).
      opcional('administraSenhas', 'Administra senhas', 'booleano'),
      opcional('naoFazPedido', 'Não faz pedido', 'booleano'),
    ],
    subSelects: [],
    inserts: [],
  },
  {
    tipo: 'configuracaoDadosFormaPagamento',
    rota: 'configuracao_dados_forma_pagamento',
    titulo: 'Formas de Pagamento',
    direcao: 'erpParaNuvem',
    campos: [
      campo('formaPagamentoIdentificador', 'Identificador da forma de pagamento'),
      campo('descricao', 'Descrição'),
      opcional('usaValorAPrazo', 'Usa valor a prazo', 'booleano'),
    ],
    subSelects: [],
    inserts: [],
  },
  {
    tipo: 'configuracaoDadosCondicaoPagamento',
    rota: 'configuracao_dados_condicao_pagamento',
    titulo: 'Condições de Pagamento',
    direcao: 'erpParaNuvem',
    menuVisivel: (b) => b.utilizaCondicaoPagamento,
    flag: 'utilizaCondicaoPagamento',
    campos: [campo('condicaoPagamentoIdentificador', 'Identificador da condição de pagamento'), campo('descricao', 'Descrição')],
    subSelects: [],
    inserts: [],
  },
  {
    tipo: 'configuracaoDadosTipoOperacaoPedido',
    rota: 'configuracao_dados_tipo_operacao_pedido',
    titulo: 'Tipos de Operação do Pedido',
    direcao: 'erpParaNuvem',
    menuVisivel: (b) => b.utilizaTipoOperacao,
    flag: 'utilizaTipoOperacao',
    campos: [campo('tipoOperacaoPedidoIdentificador', 'Identificador do tipo de operação'), campo('descricao', 'Descrição')],
    subSelects: [],
    inserts: [],
  },
  {
    tipo: 'configuracaoDadosProduto',
    rota: 'configuracao_dados_produto',
    titulo: 'Produtos',
    direcao: 'erpParaNuvem',
    campos: [
      campo('produtoIdentificador', 'Identificador do produto'),
      campo('descricao', 'Descrição'),
      opcional('descricaoDetalhada', 'Descrição detalhada'),
      campo('valorUnitario', 'Valor unitário', 'decimal'),
      opcional('valorVendaAPrazo', 'Valor de venda a prazo', 'decimal', { padrao: 0 }),
      campo('estoqueAtual', 'Estoque atual', 'decimal'),
      opcional('observacao', 'Observação'),
      opcional('grupo', 'Grupo'),
      opcional('imagemURL', 'URL da imagem', 'texto', {
        visivel: (b) => b.produtoComImagem && !b.catalogoProduto,
        condicao: 'produtoComImagem && !catalogoProduto',
      }),
      opcional('valorMinimoVenda', 'Valor mínimo de venda', 'decimal', {
        padrao: 0,
        visivel: (b) => b.permiteAlterarValorVendaItemPedido,
        condicao: 'permiteAlterarValorVendaItemPedido',
      }),
      opcional('percDescontoMaximo', 'Percentual de desconto máximo', 'decimal', {
        padrao: 100,
        visivel: (b) => b.permiteDescontoNoItemPedido,
        condicao: 'permiteDescontoNoItemPedido',
      }),
      ATIVO,
    ],
    subSelects: [],
    inserts: [],
  },
  {
    tipo: 'configuracaoDadosTabelaPreco',
    rota: 'configuracao_dados_tabela_preco',
    titulo: 'Tabelas de Preço',
    direcao: 'erpParaNuvem',
    menuVisivel: (b) => b.utilizaTabelaPreco,
    flag: 'utilizaTabelaPreco',
    campos: [campo('tabelaPrecoIdentificador', 'Identificador da tabela de preço'), campo('descricao', 'Descrição')],
    subSelects: [
      {
        chave: 'selectItens',
        label: 'Itens da tabela de preço',
        campos: [campo('produtoIdentificador', 'Identificador do produto'), campo('valorVenda', 'Valor de venda', 'decimal')],
      },
    ],
    inserts: [],
  },
  {
    tipo: 'configuracaoDadosProdutoImagem',
    rota: 'configuracao_dados_produto_imagem',
    titulo: 'Imagens de Produto',
    direcao: 'erpParaNuvem',
    menuVisivel: (b) => b.produtoComImagem && b.catalogoProduto,
    flag: 'produtoComImagem && catalogoProduto',
    campos: [
      campo('produtoIdentificador', 'Identificador do produto'),
      opcional('descricao', 'Descrição'),
      campo('imagemURL', 'URL da imagem'),
      opcional('ordem', 'Ordem', 'inteiro'),
      ATIVO,
    ],
    subSelects: [],
    inserts: [],
  },
  {
    tipo: 'configuracaoDadosServico',
    rota: 'configuracao_dados_servico',
    titulo: 'Serviços',
    direcao: 'erpParaNuvem',
    menuVisivel: (b) => b.utilizaOrdemServico,
    flag: 'utilizaOrdemServico',
    campos: [
      campo('servicoIdentificador', 'Identificador do serviço'),
      campo('descricao', 'Descrição'),
      opcional('descricaoDetalhada', 'Descrição detalhada'),
      campo('valorUnitario', 'Valor unitário', 'decimal'),
      opcional('observacao', 'Observação'),
      opcional('grupo', 'Grupo'),
      ATIVO,
    ],
    subSelects: [],
    inserts: [],
  },
  {
    tipo: 'configuracaoDadosCliente',
    rota: 'configuracao_dados_cliente',
    titulo: 'Clientes',
    direcao: 'erpParaNuvem',
    campos: [
      campo('clienteIdentificador', 'Identificador do cliente'),
      campo('nome', 'Nome'),
      opcional('fantasia', 'Fantasia'),
      campo('tipoPessoa', 'Tipo de pessoa', 'texto', { valores: ['F', 'J'] }),
      campo('docFederal', 'CPF / CNPJ'),
      opcional('docEstadual', 'RG / Inscrição Estadual'),
      opcional('telefone', 'Telefone'),
      opcional('email', 'E-mail'),
      opcional('cep', 'CEP'),
      opcional('cidade', 'Cidade'),
      opcional('estado', 'Estado'),
      opcional('endereco', 'Endereço'),
      opcional('numero', 'Número'),
      opcional('bairro', 'Bairro'),
      opcional('complemento', 'Complemento'),
      opcional('observacao', 'Observação'),
      ATIVO,
      opcional('usuarioIdentificador', 'Identificador do usuário (vendedor)', 'texto', {
        visivel: (b) => b.clientePorVendedor,
        condicao: 'clientePorVendedor',
      }),
      opcional('tabelaPrecoIdentificador', 'Identificador da tabela de preço', 'texto', {
        visivel: (b) => b.utilizaTabelaPreco,
        condicao: 'utilizaTabelaPreco',
      }),
    ],
    subSelects: [
      {
        chave: 'selectFormaPagamentoCliente',
        label: 'Formas de pagamento do cliente',
        campos: [campo('formaPagamentoIdentificador', 'Identificador da forma de pagamento')],
        visivel: (b) => b.utilizaFormaPagamentoCliente,
      },
    ],
    inserts: [],
  },
  {
    tipo: 'configuracaoDadosContasReceber',
    rota: 'configuracao_dados_contas_receber',
    titulo: 'Contas a Receber',
    direcao: 'erpParaNuvem',
    campos: [
      campo('contaReceberIdentificador', 'Identificador da conta a receber'),
      campo('clienteIdentificador', 'Identificador do cliente'),
      campo('valor', 'Valor', 'decimal'),
      campo('dataVencimento', 'Data de vencimento', 'data'),
      opcional('dataPagamento', 'Data de pagamento', 'data'),
      opcional('formaPagamentoIdentificador', 'Identificador da forma de pagamento'),
      campo('situacao', 'Situação', 'texto', { valores: SITUACOES_RECEBER }),
    ],
    subSelects: [],
    inserts: [],
  },
  {
    tipo: 'configuracaoDadosInsertCliente',
    rota: 'configuracao_dados_insert_cliente',
    titulo: 'Inserção de Clientes',
    direcao: 'nuvemParaErp',
    menuVisivel: (b) => b.permiteInclusaoNovosClientes,
    flag: 'permiteInclusaoNovosClientes',
    registroApp: 'cliente',
    campos: [],
    subSelects: [],
    inserts: [{ chave: 'insert', label: 'Insert do cliente', placeholders: PH_CLIENTE }],
  },
  {
    tipo: 'configuracaoDadosPedido',
    rota: 'configuracao_dados_pedido',
    titulo: 'Pedidos',
    direcao: 'erpParaNuvem',
    menuVisivel: (b) => b.utilizaPedido,
    flag: 'utilizaPedido',
    campos: [
      campo('pedidoIdentificador', 'Identificador do pedido'),
      campo('clienteIdentificador', 'Identificador do cliente'),
      campo('usuarioIdentificador', 'Identificador do usuário (vendedor)'),
      campo('dataPedido', 'Data do pedido', 'dataHora'),
      campo('valorTotal', 'Valor total', 'decimal'),
      opcional('situacao', 'Situação'),
      opcional('observacao', 'Observação'),
    ],
    subSelects: [
      {
        chave: 'selectItens',
        label: 'Itens do pedido',
        campos: [
          campo('produtoIdentificador', 'Identificador do produto'),
          campo('quantidade', 'Quantidade', 'decimal'),
          campo('valorUnitarioVenda', 'Valor unitário de venda', 'decimal'),
          campo('valorTotal', 'Valor total', 'decimal'),
        ],
      },
    ],
    inserts: [],
  },
  {
    tipo: 'configuracaoDadosInsertPedido',
    rota: 'configuracao_dados_insert_pedido',
    titulo: 'Inserção de Pedidos',
    direcao: 'nuvemParaErp',
    menuVisivel: (b) => b.utilizaPedido,
    flag: 'utilizaPedido',
    registroApp: 'pedido',
    campos: [],
    subSelects: [],
    inserts: [
      { chave: 'insert', label: 'Insert do pedido', placeholders: PH_PEDIDO },
      { chave: 'insertItens', label: 'Insert dos itens do pedido', placeholders: PH_PEDIDO_ITEM },
    ],
  },
  {
    tipo: 'configuracaoDadosSituacaoPedido',
    rota: 'configuracao_dados_situacao_pedido',
    titulo: 'Situação do Pedido',
    direcao: 'erpParaNuvem',
    menuVisivel: (b) => b.utilizaSituacaoPedido,
    flag: 'utilizaSituacaoPedido',
    campos: [campo('pedidoIdentificador', 'Identificador do pedido'), campo('situacao', 'Situação')],
    subSelects: [],
    inserts: [],
    dadosExtras: { situacaoInicial: 'Situação inicial', situacaoFinal: 'Situação final' },
    parametrosSelect: [
      { ...ph('pedidosIdentificadores', 'Identificadores no ERP dos pedidos enviados pelo aplicativo a consultar'), lista: true, exemplo: ['1'] },
      { ...ph('situacaoInicial', 'Situação inicial configurada'), exemplo: 'Aberto' },
      { ...ph('situacaoFinal', 'Situação final configurada'), exemplo: 'Faturado' },
    ],
  },
  {
    tipo: 'configuracaoDadosOrdemServico',
    rota: 'configuracao_dados_ordem_servico',
    titulo: 'Ordens de Serviço',
    direcao: 'erpParaNuvem',
    menuVisivel: (b) => b.utilizaOrdemServico,
    flag: 'utilizaOrdemServico',
    campos: [
      campo('ordemServicoIdentificador', 'Identificador da ordem de serviço'),
      campo('clienteIdentificador', 'Identificador do cliente'),
      campo('usuarioIdentificador', 'Identificador do usuário (vendedor)'),
      campo('dataOrdemServico', 'Data da ordem de serviço', 'dataHora'),
      campo('valorTotal', 'Valor total', 'decimal'),
      opcional('situacao', 'Situação'),
      opcional('observacao', 'Observação'),
    ],
    subSelects: [
      {
        chave: 'selectItens',
        label: 'Itens da ordem de serviço',
        campos: [
          campo('tipoItem', 'Tipo do item', 'texto', { valores: ['P', 'S'] }),
          campo('itemIdentificador', 'Identificador do produto ou serviço'),
          campo('quantidade', 'Quantidade', 'decimal'),
          campo('valorTotal', 'Valor total', 'decimal'),
        ],
      },
    ],
    inserts: [],
  },
  {
    tipo: 'configuracaoDadosInsertOrdemServico',
    rota: 'configuracao_dados_insert_ordem_servico',
    titulo: 'Inserção de Ordens de Serviço',
    direcao: 'nuvemParaErp',
    menuVisivel: (b) => b.utilizaOrdemServico,
    flag: 'utilizaOrdemServico',
    registroApp: 'ordemServico',
    campos: [],
    subSelects: [],
    inserts: [
      { chave: 'insert', label: 'Insert da ordem de serviço', placeholders: PH_ORDEM_SERVICO },
      { chave: 'insertItens', label: 'Insert dos itens da ordem de serviço', placeholders: PH_ORDEM_SERVICO_ITEM },
    ],
  },
];

export const TIPOS_DADOS_POR_TIPO: Record<string, TipoDados> = Object.fromEntries(TIPOS_DADOS.map((t) => [t.tipo, t]));
export const TIPOS_DADOS_POR_ROTA: Record<string, TipoDados> = Object.fromEntries(TIPOS_DADOS.map((t) => [t.rota, t]));

/** A data type is in use while its basic-configuration flag is on (or it has none): the manager shows its page and phones pull it. */
export const tipoHabilitado = (tipo: TipoDados, basica: ConfiguracaoBasica): boolean => !tipo.menuVisivel || tipo.menuVisivel(basica);

/** docs/produto.md §3 "Configuração básica", to the letter. */
export const CONFIGURACAO_BASICA_PADRAO = {
  tipoValidacaoCampoSenhaUsuario: 'md5',
  permiteVendaProdutoSemEstoque: false,
  permiteAlterarValorVendaItemPedido: false,
  permiteDescontoNoItemPedido: false,
  permiteDescontoNoPedido: false,
  utilizaCondicaoPagamento: false,
  utilizaSituacaoPedido: false,
  utilizaTipoOperacao: false,
  permiteInclusaoNovosClientes: true,
  utilizaOrdemServico: false,
  permiteIncluirServicoSemCadastro: false,
  permiteDescontoNoProdutoOrdemServico: false,
  permiteAlterarValorVendaProdutoOrdemServico: false,
  permiteDescontoNoServicoOrdemServico: false,
  permiteAlterarValorVendaServicoOrdemServico: false,
  permiteDescontoNaOrdemServico: false,
  utilizaPedido: true,
  produtoComImagem: false,
  catalogoProduto: false,
  imagemServerAuthToken: '',
  produtoFazDownloadImagem: true,
  labelPrazoEntregaPedido: 'Prazo de Entrega',
  utilizaTabelaPreco: false,
  utilizaFormaPagamentoCliente: false,
  utilizaSugestaoUltimoPedido: false,
  utilizaProdutoFracionado: false,
  clientePorVendedor: false,
  campoClienteValidacaoUnico: 'docFederal',
};

export type ConfiguracaoBasica = typeof CONFIGURACAO_BASICA_PADRAO;

/** Password types of the sellers synced from the ERP (docs/produto.md §6). */
export const TIPOS_SENHA = ['texto', 'md5', 'criadaApp', 'sha1'] as const;

/** Customer uniqueness options (docs/produto.md §9). */
export const CAMPOS_CLIENTE_UNICO = ['docFederal', 'nome', 'telefone', 'nenhum'] as const;

/** Labels of the basic configuration's fields, for the configuracao_basica page. */
export const ROTULOS_BASICA: Record<keyof ConfiguracaoBasica, string> = {
  tipoValidacaoCampoSenhaUsuario: 'Tipo de validação da senha do usuário',
  permiteVendaProdutoSemEstoque: 'Permite vender produto sem estoque',
  permiteAlterarValorVendaItemPedido: 'Permite alterar o valor de venda do item do pedido',
  permiteDescontoNoItemPedido: 'Permite desconto no item do pedido',
  permiteDescontoNoPedido: 'Permite desconto no pedido',
  utilizaCondicaoPagamento: 'Utiliza condição de pagamento',
  utilizaSituacaoPedido: 'Utiliza situação do pedido',
  utilizaTipoOperacao: 'Utiliza tipo de operação',
  permiteInclusaoNovosClientes: 'Permite inclusão de novos clientes',
  utilizaOrdemServico: 'Utiliza ordem de serviço',
  permiteIncluirServicoSemCadastro: 'Permite incluir serviço sem cadastro',
  permiteDescontoNoProdutoOrdemServico: 'Permite desconto no produto da ordem de serviço',
  permiteAlterarValorVendaProdutoOrdemServico: 'Permite alterar o valor de venda do produto da ordem de serviço',
  permiteDescontoNoServicoOrdemServico: 'Permite desconto no serviço da ordem de serviço',
  permiteAlterarValorVendaServicoOrdemServico: 'Permite alterar o valor de venda do serviço da ordem de serviço',
  permiteDescontoNaOrdemServico: 'Permite desconto na ordem de serviço',
  utilizaPedido: 'Utiliza pedido',
  produtoComImagem: 'Produto com imagem',
  catalogoProduto: 'Catálogo de produtos',
  imagemServerAuthToken: 'Token de autenticação do servidor de imagens',
  produtoFazDownloadImagem: 'Produto faz download da imagem',
  labelPrazoEntregaPedido: 'Rótulo do prazo de entrega do pedido (em branco oculta o campo)',
  utilizaTabelaPreco: 'Utiliza tabela de preço',
  utilizaFormaPagamentoCliente: 'Utiliza forma de pagamento por cliente',
  utilizaSugestaoUltimoPedido: 'Utiliza sugestão do último pedido',
  utilizaProdutoFracionado: 'Utiliza produto fracionado',
  clientePorVendedor: 'Cliente por vendedor',
  campoClienteValidacaoUnico: 'Campo de validação de cliente único',
};

/** The basic configuration's fields answered from a list (the rest are switches or free text). */
export const OPCOES_BASICA: Partial<Record<keyof ConfiguracaoBasica, readonly string[]>> = {
  tipoValidacaoCampoSenhaUsuario: TIPOS_SENHA,
  campoClienteValidacaoUnico: CAMPOS_CLIENTE_UNICO,
};

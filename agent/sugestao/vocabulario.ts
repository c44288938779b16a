/**
 * What the names of an ERP's tables and columns say, per catalogue type and per field: the concepts
 * (agent/sugestao/nomes.ts) a table or column name carries when it holds that type or field. One
 * entry per name; the same field name means the same thing in every type that has it.
 */

/** A name matches a pattern when it carries every concept of it; each concept it carries beyond costs a little. */
export type Padrao = readonly string[];

export interface VocabularioTipo {
  /** Table names that hold the type, best first. */
  tabelas: Padrao[];
  /** Concepts whose presence in a table name says it is something else (a log, a link table). */
  evitar?: string[];
  /** The concept of the entity (words such as produto in produto_nome are then free). */
  entidade: string[];
  /**
   * A party table (PESSOA with customer/supplier/staff flags) holds the type when it has a flag
   * column of these concepts; the select then keeps only those rows.
   */
  papel?: string[];
}

const EVITAR_SEMPRE = ['log', 'historico', 'hist', 'backup', 'bkp', 'tmp', 'temp', 'old', 'auditoria', 'audit', 'copia', 'importacao', 'import', 'staging'];

export const VOCABULARIO_TIPOS: Record<string, VocabularioTipo> = {
  configuracaoDadosUsuario: {
    tabelas: [['vendedor'], ['usuario'], ['funcionario'], ['pessoa']],
    entidade: ['vendedor', 'usuario', 'funcionario', 'pessoa'],
    papel: ['vendedor', 'funcionario', 'usuario'],
    evitar: ['permissao', 'acesso', 'grupo', 'sessao'],
  },
  configuracaoDadosFormaPagamento: { tabelas: [['forma', 'pagamento'], ['forma']], entidade: ['forma', 'pagamento'], evitar: ['cliente', 'pedido', 'item'] },
  configuracaoDadosCondicaoPagamento: {
    tabelas: [['condicao', 'pagamento'], ['condicao']],
    entidade: ['condicao', 'pagamento'],
    evitar: ['cliente', 'pedido', 'item', 'parcela'],
  },
  configuracaoDadosTipoOperacaoPedido: {
    tabelas: [['tipo', 'operacao'], ['operacao'], ['tipo', 'pedido'], ['tipo', 'venda']],
    entidade: ['tipo', 'operacao', 'pedido'],
    evitar: ['item'],
  },
  configuracaoDadosProduto: {
    tabelas: [['produto']],
    entidade: ['produto'],
    evitar: ['item', 'imagem', 'fornecedor', 'tabela', 'preco', 'grupo', 'estoque', 'movimento', 'pedido', 'lote'],
  },
  configuracaoDadosTabelaPreco: {
    tabelas: [
      ['tabela', 'preco'],
      ['preco', 'tabela'],
    ],
    entidade: ['tabela', 'preco'],
    evitar: ['item', 'produto'],
  },
  configuracaoDadosProdutoImagem: { tabelas: [['produto', 'imagem'], ['imagem']], entidade: ['produto', 'imagem'] },
  configuracaoDadosServico: { tabelas: [['servico']], entidade: ['servico'], evitar: ['ordem', 'item', 'tipo'] },
  configuracaoDadosCliente: {
    tabelas: [['cliente'], ['pessoa']],
    entidade: ['cliente', 'pessoa'],
    papel: ['cliente'],
    evitar: ['forma', 'pagamento', 'contato', 'endereco', 'grupo', 'tipo'],
  },
  configuracaoDadosContasReceber: {
    tabelas: [['receber'], ['conta', 'receber'], ['parcela'], ['financeiro']],
    entidade: ['conta', 'receber', 'parcela'],
    evitar: ['pagar', 'fornecedor'],
  },
  configuracaoDadosPedido: {
    tabelas: [['pedido'], ['venda']],
    entidade: ['pedido', 'venda'],
    evitar: ['item', 'tipo', 'situacao', 'compra', 'fornecedor', 'vendedor'],
  },
  configuracaoDadosSituacaoPedido: {
    tabelas: [['pedido'], ['venda']],
    entidade: ['pedido', 'venda'],
    evitar: ['item', 'tipo', 'compra', 'fornecedor', 'vendedor'],
  },
  configuracaoDadosOrdemServico: { tabelas: [['ordem', 'servico'], ['ordem']], entidade: ['ordem', 'servico'], evitar: ['item', 'tipo', 'compra'] },
  configuracaoDadosInsertCliente: {
    tabelas: [['cliente'], ['pessoa']],
    entidade: ['cliente', 'pessoa'],
    papel: ['cliente'],
    evitar: ['forma', 'pagamento', 'contato', 'endereco', 'grupo', 'tipo'],
  },
  configuracaoDadosInsertPedido: {
    tabelas: [['pedido'], ['venda']],
    entidade: ['pedido', 'venda'],
    evitar: ['item', 'tipo', 'situacao', 'compra', 'fornecedor', 'vendedor'],
  },
  configuracaoDadosInsertOrdemServico: { tabelas: [['ordem', 'servico'], ['ordem']], entidade: ['ordem', 'servico'], evitar: ['item', 'tipo', 'compra'] },
};

/** Tables of the items of a type with items (sub-selects and the items' inserts): they point at the header by a foreign key. */
export const VOCABULARIO_ITENS: Record<string, VocabularioTipo> = {
  tabelaPreco: {
    tabelas: [['tabela', 'preco', 'item'], ['preco', 'tabela', 'item'], ['tabela', 'preco', 'produto'], ['preco', 'produto'], ['preco']],
    entidade: ['tabela', 'preco', 'item', 'produto'],
  },
  pedido: { tabelas: [['pedido', 'item'], ['venda', 'item'], ['item', 'pedido'], ['item'], ['pedido', 'produto']], entidade: ['pedido', 'venda', 'item'] },
  ordemServico: { tabelas: [['ordem', 'servico', 'item'], ['ordem', 'item'], ['item']], entidade: ['ordem', 'servico', 'item'] },
  formaPagamentoCliente: {
    tabelas: [
      ['cliente', 'forma', 'pagamento'],
      ['pessoa', 'forma', 'pagamento'],
      ['cliente', 'pagamento'],
      ['forma', 'pagamento', 'cliente'],
    ],
    entidade: ['cliente', 'pessoa', 'forma', 'pagamento'],
  },
};

export const PALAVRAS_EVITAR = new Set(EVITAR_SEMPRE);

/** The kinds of value a column holds, read from its SQL type. */
export type Natureza = 'texto' | 'inteiro' | 'decimal' | 'data' | 'booleano';

export interface VocabularioCampo {
  /** Column names that hold the field, best first. */
  colunas: Padrao[];
  /** The kind of value the field wants. */
  natureza: Natureza;
  /** Column names that hold the opposite of a boolean field (discontinued, inativo): the select inverts them. */
  inversas?: Padrao[];
  /** The catalogue type whose table the field's foreign key points at (clienteIdentificador → customers). */
  referencia?: string;
  /** The field names its referenced table (grupo: the group's description behind the product's foreign key). */
  nomeDaReferencia?: string;
}

const id = (...entidade: string[]): Padrao[] => [[...entidade, 'id'], ['id', ...entidade], [...entidade], ['numero', ...entidade]];

/** Per field or placeholder name (the same name means the same thing in every type). */
export const VOCABULARIO_CAMPOS: Record<string, VocabularioCampo> = {
  usuarioIdentificador: { colunas: [...id('vendedor'), ...id('funcionario'), ...id('usuario')], natureza: 'texto', referencia: 'configuracaoDadosUsuario' },
  clienteIdentificador: { colunas: [...id('cliente'), ['pessoa', 'id'], ['id', 'pessoa']], natureza: 'texto', referencia: 'configuracaoDadosCliente' },
  produtoIdentificador: { colunas: id('produto'), natureza: 'texto', referencia: 'configuracaoDadosProduto' },
  servicoIdentificador: { colunas: id('servico'), natureza: 'texto', referencia: 'configuracaoDadosServico' },
  formaPagamentoIdentificador: { colunas: [...id('forma', 'pagamento'), ...id('forma')], natureza: 'texto', referencia: 'configuracaoDadosFormaPagamento' },
  condicaoPagamentoIdentificador: {
    colunas: [...id('condicao', 'pagamento'), ...id('pagamento', 'condicao'), ...id('condicao')],
    natureza: 'texto',
    referencia: 'configuracaoDadosCondicaoPagamento',
  },
  tabelaPrecoIdentificador: {
    colunas: [...id('tabela', 'preco'), ...id('preco', 'tabela'), ...id('tabela')],
    natureza: 'texto',
    referencia: 'configuracaoDadosTabelaPreco',
  },
  tipoOperacaoPedidoIdentificador: {
    colunas: [...id('tipo', 'operacao'), ...id('operacao'), ...id('natureza', 'operacao'), ...id('tipo', 'pedido')],
    natureza: 'texto',
    referencia: 'configuracaoDadosTipoOperacaoPedido',
  },
  pedidoIdentificador: { colunas: [...id('pedido'), ...id('venda')], natureza: 'texto', referencia: 'configuracaoDadosPedido' },
  ordemServicoIdentificador: { colunas: [...id('ordem', 'servico'), ...id('ordem')], natureza: 'texto', referencia: 'configuracaoDadosOrdemServico' },
  contaReceberIdentificador: { colunas: [...id('receber'), ...id('conta'), ...id('parcela'), ...id('titulo')], natureza: 'texto' },
  itemIdentificador: { colunas: [...id('produto'), ...id('servico'), ...id('item')], natureza: 'texto' },
  nome: { colunas: [['nome'], ['nome', 'completo'], ['full', 'nome']], natureza: 'texto' },
  descricao: { colunas: [['descricao'], ['nome'], ['titulo']], natureza: 'texto' },
  descricaoDetalhada: {
    colunas: [['descricao', 'detalhado'], ['detalhado'], ['descricao', 'complemento'], ['complemento'], ['especificacao']],
    natureza: 'texto',
  },
  valorUnitario: {
    colunas: [['preco', 'venda'], ['preco'], ['valor', 'venda'], ['valor', 'unitario'], ['preco', 'unitario'], ['unitario', 'preco'], ['valor']],
    natureza: 'decimal',
  },
  valorVendaAPrazo: {
    colunas: [
      ['preco', 'condicao'],
      ['valor', 'condicao'],
      ['preco', 'venda', 'condicao'],
    ],
    natureza: 'decimal',
  },
  estoqueAtual: { colunas: [['estoque'], ['estoque', 'atual'], ['quantidade', 'estoque'], ['estoque', 'quantidade']], natureza: 'decimal' },
  observacao: { colunas: [['observacao']], natureza: 'texto' },
  grupo: { colunas: [['grupo'], ['grupo', 'nome'], ['grupo', 'descricao'], ['grupo', 'id']], natureza: 'texto', nomeDaReferencia: 'descricao' },
  imagemURL: { colunas: [['imagem', 'url'], ['url', 'imagem'], ['imagem'], ['url']], natureza: 'texto' },
  valorMinimoVenda: { colunas: [['preco', 'minimo'], ['valor', 'minimo'], ['minimo']], natureza: 'decimal' },
  percDescontoMaximo: {
    colunas: [
      ['desconto', 'maximo'],
      ['percentual', 'desconto', 'maximo'],
      ['maximo', 'desconto'],
    ],
    natureza: 'decimal',
  },
  ativo: { colunas: [['ativo'], ['situacao'], ['status']], natureza: 'booleano', inversas: [['inativo'], ['inativo', 'data']] },
  login: { colunas: [['login'], ['usuario'], ['login', 'nome'], ['usuario', 'nome'], ['apelido']], natureza: 'texto' },
  password: { colunas: [['senha']], natureza: 'texto' },
  email: { colunas: [['email']], natureza: 'texto' },
  visualizaTodosPedidos: {
    colunas: [
      ['visualiza', 'todo', 'pedido'],
      ['ver', 'todo', 'pedido'],
      ['todo', 'pedido'],
    ],
    natureza: 'booleano',
  },
  administraSenhas: { colunas: [['administra', 'senha'], ['admin', 'senha'], ['administrador'], ['admin']], natureza: 'booleano' },
  naoFazPedido: {
    colunas: [
      ['nao', 'faz', 'pedido'],
      ['bloqueia', 'pedido'],
    ],
    natureza: 'booleano',
  },
  usaValorAPrazo: { colunas: [['usa', 'condicao'], ['condicao'], ['a', 'condicao']], natureza: 'booleano' },
  fantasia: { colunas: [['fantasia'], ['nome', 'fantasia'], ['fantasia', 'nome']], natureza: 'texto' },
  tipoPessoa: { colunas: [['tipo', 'pessoa'], ['pessoa'], ['fisica', 'juridica'], ['tipo']], natureza: 'texto' },
  docFederal: {
    colunas: [['cpf', 'cnpj'], ['cnpj', 'cpf'], ['cpf'], ['cnpj'], ['documento'], ['documento', 'numero'], ['documento', 'id']],
    natureza: 'texto',
  },
  docEstadual: { colunas: [['rg', 'rg'], ['rg'], ['inscricao', 'estadual']], natureza: 'texto' },
  telefone: { colunas: [['telefone'], ['telefone', 'numero'], ['telefone', '1']], natureza: 'texto' },
  cep: { colunas: [['cep'], ['cep', 'id']], natureza: 'texto' },
  cidade: { colunas: [['cidade'], ['cidade', 'nome']], natureza: 'texto' },
  estado: { colunas: [['uf'], ['uf', 'sigla']], natureza: 'texto' },
  endereco: { colunas: [['endereco']], natureza: 'texto' },
  numero: { colunas: [['numero'], ['endereco', 'numero'], ['numero', 'endereco']], natureza: 'texto' },
  bairro: { colunas: [['bairro']], natureza: 'texto' },
  complemento: { colunas: [['complemento'], ['endereco', 'complemento']], natureza: 'texto' },
  valor: { colunas: [['valor'], ['valor', 'parcela'], ['valor', 'receber'], ['valor', 'original'], ['total']], natureza: 'decimal' },
  dataVencimento: { colunas: [['vencimento'], ['data', 'vencimento']], natureza: 'data' },
  dataPagamento: { colunas: [['data', 'pagamento'], ['data', 'baixa'], ['baixa'], ['pagamento', 'data'], ['pagamento']], natureza: 'data' },
  situacao: { colunas: [['situacao'], ['status']], natureza: 'texto' },
  dataPedido: { colunas: [['data', 'emissao'], ['emissao'], ['data', 'pedido'], ['pedido', 'data'], ['data', 'venda'], ['data']], natureza: 'data' },
  dataOrdemServico: { colunas: [['data', 'emissao'], ['emissao'], ['data', 'abertura'], ['data', 'ordem'], ['data']], natureza: 'data' },
  valorTotal: { colunas: [['valor', 'total'], ['total'], ['pedido', 'total'], ['total', 'valor'], ['item', 'total']], natureza: 'decimal' },
  quantidade: { colunas: [['quantidade']], natureza: 'decimal' },
  valorUnitarioVenda: {
    colunas: [['valor', 'unitario'], ['preco', 'unitario'], ['unitario', 'preco'], ['preco', 'venda'], ['preco'], ['valor', 'venda'], ['unitario']],
    natureza: 'decimal',
  },
  valorVenda: { colunas: [['preco'], ['preco', 'venda'], ['valor'], ['valor', 'venda']], natureza: 'decimal' },
  valorDesconto: { colunas: [['valor', 'desconto'], ['desconto', 'valor'], ['desconto']], natureza: 'decimal' },
  percDesconto: {
    colunas: [
      ['percentual', 'desconto'],
      ['desconto', 'percentual'],
    ],
    natureza: 'decimal',
  },
  valorBruto: { colunas: [['valor', 'bruto'], ['bruto'], ['subtotal'], ['valor', 'produto']], natureza: 'decimal' },
  sequencia: { colunas: [['sequencia'], ['item'], ['numero', 'item'], ['item', 'numero'], ['item', 'id'], ['id', 'item']], natureza: 'inteiro' },
  prazoEntrega: { colunas: [['prazo', 'entrega'], ['condicao', 'entrega'], ['entrega']], natureza: 'texto' },
  tipoItem: { colunas: [['tipo', 'item'], ['tipo']], natureza: 'texto' },
  ordem: { colunas: [['ordem'], ['sequencia']], natureza: 'inteiro' },
  codigoIbgeCidade: { colunas: [['ibge', 'cidade'], ['id', 'ibge'], ['ibge']], natureza: 'inteiro' },
};

/** Column names of the flags that mark a party's roles (FL_CLIENTE, FL_FORNEC, FL_FUNC, e_vendedor). */
export const PAPEIS = ['cliente', 'fornecedor', 'funcionario', 'vendedor', 'usuario', 'transportador'];

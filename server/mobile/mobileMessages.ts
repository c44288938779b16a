import type { TipoRegistroApp } from '../../common/catalogo';
import { MSG } from '../../common/messages';

/**
 * Messages of the device API (what a phone shows its user). The mobile app is not part of this
 * project, so they live beside the API instead of in common/messages.ts, which the browser loads;
 * what the server says alike at every edge (a malformed body, an unknown route) is taken from there.
 */
export const MSG_MOBILE = {
  // transporte
  rotaNaoEncontrada: MSG.recursoNaoEncontrado,
  jsonInvalido: MSG.corpoJsonInvalido,
  corpoNaoObjeto: 'O corpo da requisição deve ser um objeto JSON.',
  corpoGrande: MSG.corpoGrande,
  erroInterno: 'Ocorreu um erro inesperado no servidor. Tente novamente mais tarde.',
  cursorInvalido: 'O cursor informado é inválido. Sincronize novamente desde o início.',
  limiteInvalido: 'O parâmetro limite deve ser um número inteiro de 1 a 1000.',
  // ativação e token
  campoRequerido: (label: string) => `O campo ${label} é requerido.`,
  campoTexto: (label: string, max: number) => `O campo ${label} deve ser um texto de até ${max} caracteres.`,
  identificadorAppDesconhecido: 'Identificador do aplicativo não encontrado. Confira o código da filial.',
  filialInativa: 'A filial está inativa. Procure o administrador.',
  dispositivoBloqueado: 'Este dispositivo está bloqueado. Procure o administrador.',
  dispositivoInativo: 'Este dispositivo está inativo. Ative-o novamente.',
  limiteDispositivos: (max: number) => `A filial já atingiu o limite de ${max} dispositivo(s) ativo(s).`,
  muitasAtivacoes: (espera: string) => `Muitas ativações a partir desta rede ou para esta filial. Tente novamente em ${espera}.`,
  tokenAusente: 'Dispositivo não autenticado. Ative o dispositivo.',
  tokenInvalido: 'O token do dispositivo é inválido ou expirou. Ative o dispositivo novamente.',
  // vendedor
  loginRequerido: 'O login é requerido.',
  senhaRequerida: MSG.senhaRequerida,
  loginOuSenhaInvalidos: 'Login ou senha inválidos.',
  vendedorInativo: 'O vendedor está inativo.',
  senhaCurta: (min: number) => `A senha deve ter no mínimo ${min} caracteres.`,
  muitasTentativas: (espera: string) => `Muitas tentativas de login. Tente novamente em ${espera}.`,
  vendedorNaoAutenticado: 'Faça o login do vendedor para continuar.',
  loginVendedorAntesDosDados: 'Faça o login de um vendedor da filial neste aparelho para receber os dados.',
  sessaoVendedorExpirada: 'A sessão do vendedor expirou. Faça o login novamente.',
  semPermissaoSenhas: 'O vendedor não tem permissão para administrar senhas.',
  senhaNaoCriadaApp: 'A filial não usa senhas criadas no aplicativo; a senha vem do ERP.',
  vendedorNaoEncontrado: 'Vendedor não encontrado na filial.',
  senhaLimpa: 'Senha removida. O vendedor definirá uma nova senha no próximo login.',
  // dados
  tipoDesconhecido: (tipo: string) => MSG.tipoDadoDesconhecido(tipo),
  tipoDesabilitado: (titulo: string) => `${titulo} não estão habilitados na configuração básica da filial.`,
  registroNaoEncontrado: MSG.registroNaoEncontrado,
  // registros do aplicativo
  uuidRequerido: 'O campo uuid é requerido (texto de até 100 caracteres).',
  uuidReutilizado: 'Já existe um registro com este uuid e conteúdo diferente. Gere um novo uuid.',
  campoInvalido: (label: string, erro: string) => `O campo ${label} ${erro}.`,
  campoNaoNegativo: (label: string) => `O campo ${label} não pode ser negativo.`,
  campoMaiorQueZero: (label: string) => `O campo ${label} deve ser maior que zero.`,
  percentualInvalido: (label: string) => `O campo ${label} deve estar entre 0 e 100.`,
  valorNaoPermitido: (label: string, valores: readonly string[]) => `O campo ${label} aceita apenas: ${valores.join(', ')}.`,
  itensRequeridos: 'Informe ao menos um item.',
  itensDemais: (max: number) => `Informe no máximo ${max} itens.`,
  itemNaoObjeto: (n: number) => `O item ${n} deve ser um objeto.`,
  doItem: (n: number, mensagem: string) => `Item ${n}: ${mensagem}`,
  campoPersonalizadoDesconhecido: (id: string) => `O campo personalizado ${id} não existe ou não é editável.`,
  campoPersonalizadoOpcao: (label: string) => `O campo ${label} deve ser uma das opções cadastradas.`,
  camposPersonalizadosObjeto: 'O campo camposPersonalizados deve ser um objeto.',
  // regras da configuração básica
  naoFazPedido: 'O vendedor não tem permissão para fazer pedidos nem ordens de serviço.',
  filialNaoUtilizaPedido: 'A filial não utiliza pedidos.',
  filialNaoUtilizaOrdemServico: 'A filial não utiliza ordens de serviço.',
  inclusaoClientesDesabilitada: 'A filial não permite a inclusão de novos clientes.',
  clienteDuplicado: (label: string) => `Já existe um cliente da filial com o mesmo ${label}.`,
  clienteInexistente: (id: string) => `O cliente ${id} não existe na filial.`,
  clienteDeOutroVendedor: (id: string) => `O cliente ${id} não pertence ao vendedor.`,
  referenciaRequerida: (label: string) => `O campo ${label} é requerido pela configuração da filial.`,
  referenciaInexistente: (label: string, id: string) => `${label} ${id} não existe na filial.`,
  descontoPedido: 'A filial não permite desconto no pedido.',
  descontoOrdemServico: 'A filial não permite desconto na ordem de serviço.',
  produtoInexistente: (id: string) => `o produto ${id} não existe ou está inativo.`,
  servicoInexistente: (id: string) => `o serviço ${id} não existe ou está inativo.`,
  servicoSemCadastro: 'a filial não permite incluir serviço sem cadastro.',
  servicoSemDescricao: 'informe a descrição do serviço sem cadastro.',
  valorAlterado: (rotulo: string, valor: string, referencia: string) =>
    `${rotulo}: o valor unitário ${valor} difere do valor de venda ${referencia} e a filial não permite alterar o valor de venda.`,
  valorAbaixoMinimo: (rotulo: string, valor: string, minimo: string) => `${rotulo}: o valor unitário ${valor} está abaixo do valor mínimo de venda ${minimo}.`,
  descontoItem: (rotulo: string) => `${rotulo}: a filial não permite desconto no item.`,
  descontoItemMaximo: (rotulo: string, perc: string, maximo: string) => `${rotulo}: o desconto de ${perc}% excede o desconto máximo de ${maximo}%.`,
  semEstoque: (rotulo: string, quantidade: string, estoque: string) =>
    `${rotulo}: a quantidade ${quantidade} excede o estoque atual ${estoque} e a filial não permite vender produto sem estoque.`,
  quantidadeFracionada: (rotulo: string, quantidade: string) => `${rotulo}: a quantidade ${quantidade} é fracionada e a filial não utiliza produto fracionado.`,
} as const;

/**
 * What a phone is told of a record type: the branch does not take it (its flag off,
 * common/catalogo/registros habilitadoPor), and it carries a discount the branch does not allow.
 */
export const MSG_REGISTRO: Record<TipoRegistroApp, { desabilitado: string; desconto: string | null }> = {
  cliente: { desabilitado: MSG_MOBILE.inclusaoClientesDesabilitada, desconto: null },
  pedido: { desabilitado: MSG_MOBILE.filialNaoUtilizaPedido, desconto: MSG_MOBILE.descontoPedido },
  ordemServico: { desabilitado: MSG_MOBILE.filialNaoUtilizaOrdemServico, desconto: MSG_MOBILE.descontoOrdemServico },
};

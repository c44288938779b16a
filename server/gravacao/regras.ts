import { REGISTROS_APP, type ConfiguracaoBasica, type RegrasComerciais, type TipoRegistroApp } from '../../common/catalogo';
import { MSG_MOBILE as M, MSG_REGISTRO } from '../mobile/mobileMessages';
import { flagDe } from '../mobile/vendedores';

type Dados = Record<string, unknown>;

/** What the order rules look up among the branch's synced records (present ones only). */
export interface ContextoRegras {
  basica: ConfiguracaoBasica;
  vendedor: string;
  produtos: Map<string, Dados>;
  servicos: Map<string, Dados>;
  /** The order's price table, its payment method, condition and operation type, when they exist. */
  tabelaPreco: Dados | null;
  formaPagamento: Dados | null;
  condicaoPagamento: Dados | null;
  tipoOperacao: Dados | null;
  /** The customer: synced, or posted by a phone and not failed; null when neither. */
  cliente: { usuarioIdentificador: string | null } | null;
}

interface RegrasItem {
  alterarValor: boolean;
  desconto: boolean;
}

const TOLERANCIA = 0.005;
const num = (v: unknown) => (v === null || v === undefined || v === '' ? 0 : Number(v));
const texto = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const dinheiro = (n: number) => n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const quantidade = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 4 });
/** Active unless the ERP says otherwise (an unmapped ativo counts as active). */
export const ativo = (d: Dados) => d.ativo === undefined || d.ativo === null || flagDe(d.ativo);
const itensDe = (d: Dados): Dados[] => (Array.isArray(d.itens) ? (d.itens as Dados[]) : []);

/** Price-table items travel under the sub-select key (selectItens); `itens` is accepted too. */
const itensDaTabela = (t: Dados): Dados[] => (Array.isArray(t.selectItens) ? t.selectItens : Array.isArray(t.itens) ? t.itens : []) as Dados[];

/** The unit price the branch expects: the price table's, the deferred-payment price, or the product's. */
export function precoDoProduto(produtoId: string, produto: Dados, ctx: Pick<ContextoRegras, 'tabelaPreco' | 'formaPagamento'>): number {
  const daTabela = ctx.tabelaPreco ? itensDaTabela(ctx.tabelaPreco).find((i) => texto(i.produtoIdentificador) === produtoId) : undefined;
  if (daTabela) return num(daTabela.valorVenda);
  if (ctx.formaPagamento && flagDe(ctx.formaPagamento.usaValorAPrazo) && num(produto.valorVendaAPrazo) > 0) return num(produto.valorVendaAPrazo);
  return num(produto.valorUnitario);
}

const valorUnitario = (item: Dados) =>
  item.valorUnitarioVenda !== undefined
    ? num(item.valorUnitarioVenda)
    : (num(item.valorTotal) + num(item.valorDesconto)) / Math.max(num(item.quantidade), 1e-9);

function percentualDesconto(item: Dados): number {
  const bruto = num(item.quantidade) * valorUnitario(item);
  return Math.max(num(item.percDesconto), bruto > 0 ? (num(item.valorDesconto) / bruto) * 100 : 0);
}

/** Price change and discount of one item against its reference price (and the product's limits, when given). */
function regrasDeValor(
  rotulo: string,
  item: Dados,
  referencia: number | null,
  regras: RegrasItem,
  limites: { minimo?: number; percMaximo?: number },
): string[] {
  const erros: string[] = [];
  const unitario = valorUnitario(item);
  if (referencia !== null && Math.abs(unitario - referencia) > TOLERANCIA) {
    if (!regras.alterarValor) erros.push(M.valorAlterado(rotulo, dinheiro(unitario), dinheiro(referencia)));
    else if (limites.minimo && unitario < limites.minimo - TOLERANCIA) erros.push(M.valorAbaixoMinimo(rotulo, dinheiro(unitario), dinheiro(limites.minimo)));
  }
  const perc = percentualDesconto(item);
  if (perc > TOLERANCIA) {
    if (!regras.desconto) erros.push(M.descontoItem(rotulo));
    else if (limites.percMaximo !== undefined && perc > limites.percMaximo + TOLERANCIA)
      erros.push(M.descontoItemMaximo(rotulo, dinheiro(perc), dinheiro(limites.percMaximo)));
  }
  return erros;
}

/** A product item: exists and is active, price and discount, fractional quantity, stock (summed over the order's items). */
function regrasDoProduto(n: number, item: Dados, ctx: ContextoRegras, regras: RegrasItem, vendidos: Map<string, number>): string[] {
  const id = texto(item.produtoIdentificador);
  const produto = ctx.produtos.get(id);
  if (!produto || !ativo(produto)) return [M.doItem(n, M.produtoInexistente(id))];
  const rotulo = `Item ${n} (produto ${id})`;
  const erros = regrasDeValor(rotulo, item, precoDoProduto(id, produto, ctx), regras, {
    minimo: num(produto.valorMinimoVenda) || undefined,
    percMaximo: produto.percDescontoMaximo === undefined || produto.percDescontoMaximo === null ? undefined : num(produto.percDescontoMaximo),
  });
  const qtd = num(item.quantidade);
  if (!ctx.basica.utilizaProdutoFracionado && !Number.isInteger(qtd)) erros.push(M.quantidadeFracionada(rotulo, quantidade(qtd)));
  const total = (vendidos.get(id) ?? 0) + qtd;
  vendidos.set(id, total);
  if (!ctx.basica.permiteVendaProdutoSemEstoque && total > num(produto.estoqueAtual) + 1e-9)
    erros.push(M.semEstoque(rotulo, quantidade(total), quantidade(num(produto.estoqueAtual))));
  return erros;
}

/** A service item: a registered active service, or one without registration when the branch allows it. */
function regrasDoServico(n: number, item: Dados, ctx: ContextoRegras): string[] {
  const id = texto(item.servicoIdentificador);
  const b = ctx.basica;
  const regras = { alterarValor: b.permiteAlterarValorVendaServicoOrdemServico, desconto: b.permiteDescontoNoServicoOrdemServico };
  if (!id) {
    if (!b.permiteIncluirServicoSemCadastro) return [M.doItem(n, M.servicoSemCadastro)];
    if (!texto(item.descricao)) return [M.doItem(n, M.servicoSemDescricao)];
    return regrasDeValor(`Item ${n} (serviço sem cadastro)`, item, null, regras, {});
  }
  const servico = ctx.servicos.get(id);
  if (!servico || !ativo(servico)) return [M.doItem(n, M.servicoInexistente(id))];
  return regrasDeValor(`Item ${n} (serviço ${id})`, item, num(servico.valorUnitario), regras, {});
}

/** Customer, payment and price-table references the basic configuration asks for. */
function regrasDoCabecalho(d: Dados, ctx: ContextoRegras, comTipoOperacao: boolean): string[] {
  const erros: string[] = [];
  const b = ctx.basica;
  const clienteId = texto(d.clienteIdentificador);
  if (!ctx.cliente) erros.push(M.clienteInexistente(clienteId));
  else if (b.clientePorVendedor && ctx.cliente.usuarioIdentificador !== ctx.vendedor) erros.push(M.clienteDeOutroVendedor(clienteId));
  const referencia = (ativa: boolean, campo: string, label: string, artigo: string, achado: Dados | null) => {
    const id = texto(d[campo]);
    if (ativa && !id) erros.push(M.referenciaRequerida(label));
    else if (id && !achado) erros.push(M.referenciaInexistente(`${artigo} ${label.toLowerCase()}`, id));
  };
  referencia(b.utilizaCondicaoPagamento, 'condicaoPagamentoIdentificador', 'Condição de pagamento', 'A', ctx.condicaoPagamento);
  if (comTipoOperacao) referencia(b.utilizaTipoOperacao, 'tipoOperacaoPedidoIdentificador', 'Tipo de operação', 'O', ctx.tipoOperacao);
  referencia(b.utilizaTabelaPreco, 'tabelaPrecoIdentificador', 'Tabela de preço', 'A', ctx.tabelaPreco);
  referencia(false, 'formaPagamentoIdentificador', 'Forma de pagamento', 'A', ctx.formaPagamento);
  return erros;
}

const temDesconto = (d: Dados) => num(d.valorDesconto) > TOLERANCIA || num(d.percDesconto) > TOLERANCIA;

/**
 * The references a configuration turns off are not the phone's to send: they are dropped before the
 * record is stored, so the agent never binds a stale value.
 */
export function semReferenciasDesligadas(d: Dados, basica: ConfiguracaoBasica): Dados {
  const copia = { ...d };
  if (!basica.utilizaCondicaoPagamento) delete copia.condicaoPagamentoIdentificador;
  if (!basica.utilizaTipoOperacao) delete copia.tipoOperacaoPedidoIdentificador;
  if (!basica.utilizaTabelaPreco) delete copia.tabelaPrecoIdentificador;
  return copia;
}

/**
 * Every rule of the basic configuration an order-like record breaks (its type's commercial rules,
 * common/catalogo/registros), each naming the item and the rule; empty when it may be stored.
 */
export function violacoes(tipo: TipoRegistroApp, d: Dados, ctx: ContextoRegras): string[] {
  const regras: RegrasComerciais | null = REGISTROS_APP[tipo].regras;
  if (!regras) return [];
  const b = ctx.basica;
  const erros = regrasDoCabecalho(d, ctx, regras.tipoOperacao);
  if (!b[regras.descontoNoRegistro] && temDesconto(d)) erros.push(MSG_REGISTRO[tipo].desconto!); // every type with rules has one (server/gravacao/registrosCatalogo.test.ts)
  const vendidos = new Map<string, number>();
  const doProduto = { alterarValor: b[regras.alterarValorProduto], desconto: b[regras.descontoNoProduto] };
  itensDe(d).forEach((item, i) =>
    erros.push(...(regras.itensServico && item.tipoItem === 'S' ? regrasDoServico(i + 1, item, ctx) : regrasDoProduto(i + 1, item, ctx, doProduto, vendidos))),
  );
  return erros;
}

import type { ConfiguracaoBasica } from './basica';

/**
 * The records phones create (cloud → ERP): their kinds, the catalogue types that describe each, and
 * the states of their write-back. Read by the device API's validation, the server's queue and the
 * agent's write-back.
 */
export const TIPOS_REGISTRO_APP = ['cliente', 'pedido', 'ordemServico'] as const;
export type TipoRegistroApp = (typeof TIPOS_REGISTRO_APP)[number];

/** A flag of the basic configuration (common/catalogo/basica). */
type FlagBasica = { [K in keyof ConfiguracaoBasica]: ConfiguracaoBasica[K] extends boolean ? K : never }[keyof ConfiguracaoBasica];

/**
 * The commercial rules an order-like record meets before it is stored (server/gravacao/regras.ts):
 * which flags of the basic configuration allow a discount on the record itself, and a changed price or
 * a discount on its product items.
 */
export interface RegrasComerciais {
  descontoNoRegistro: FlagBasica;
  alterarValorProduto: FlagBasica;
  descontoNoProduto: FlagBasica;
  /** The header names an operation type, required when the branch uses them (utilizaTipoOperacao). */
  tipoOperacao: boolean;
  /** Items may be services (tipoItem 'S', with their own flags) as well as products ('P', which need their product). */
  itensServico: boolean;
}

export interface DefinicaoRegistroApp {
  /** The insert page whose statements write the record to the ERP. */
  insert: string;
  /** The ERP → cloud type of the same entity: its mandatory fields and custom fields. */
  erp: string;
  /** The placeholder that carries the header's new ERP key into the items' inserts. */
  chave: string;
  /** The prefix of the header's fields in the items' inserts (`:pedido_dataPedido`). */
  prefixoItens: string;
  /** The phones' path: POST /api/v1/mobile/{rota}, GET /api/v1/mobile/{rota}/{uuid} (server/mobile/README.md). */
  rota: string;
  /** The basic configuration's flag without which the branch refuses the record. */
  habilitadoPor: FlagBasica;
  /**
   * Whether a seller may read the state of another seller's record: unless the branch keeps each
   * seller's customers apart (clientePorVendedor), or only if the seller may see everybody's orders
   * (the synced seller's visualizaTodosPedidos).
   */
  visivelAOutros: 'semClientePorVendedor' | 'comVisualizaTodosPedidos';
  /**
   * A customer: its document, phone, e-mail and CEP are checked as the back-office checks them, and it
   * is unique among the branch's customers by campoClienteValidacaoUnico (checked and stored in one
   * transaction, server/gravacao/clienteChaves.ts).
   */
  cadastro: boolean;
  /** The order-like rules, for records that have them. */
  regras: RegrasComerciais | null;
  /**
   * A record created on a phone that this one may name instead of an ERP key (a phone's new customer by
   * its uuid): this one waits for it, goes to the ERP with its key, and fails with its error.
   */
  dependeDe: { tipo: TipoRegistroApp; campo: string } | null;
  /** What names the record in the manager's queue (server/gravacao/fila.ts formats each field). */
  resumo: readonly string[];
}

export const REGISTROS_APP: Record<TipoRegistroApp, DefinicaoRegistroApp> = {
  cliente: {
    insert: 'configuracaoDadosInsertCliente',
    erp: 'configuracaoDadosCliente',
    chave: 'clienteIdentificador',
    prefixoItens: 'cliente',
    rota: 'clientes',
    habilitadoPor: 'permiteInclusaoNovosClientes',
    visivelAOutros: 'semClientePorVendedor',
    cadastro: true,
    regras: null,
    dependeDe: null,
    resumo: ['nome', 'docFederal'],
  },
  pedido: {
    insert: 'configuracaoDadosInsertPedido',
    erp: 'configuracaoDadosPedido',
    chave: 'pedidoIdentificador',
    prefixoItens: 'pedido',
    rota: 'pedidos',
    habilitadoPor: 'utilizaPedido',
    visivelAOutros: 'comVisualizaTodosPedidos',
    cadastro: false,
    regras: {
      descontoNoRegistro: 'permiteDescontoNoPedido',
      alterarValorProduto: 'permiteAlterarValorVendaItemPedido',
      descontoNoProduto: 'permiteDescontoNoItemPedido',
      tipoOperacao: true,
      itensServico: false,
    },
    dependeDe: { tipo: 'cliente', campo: 'clienteIdentificador' },
    resumo: ['clienteIdentificador', 'valorTotal', 'itens'],
  },
  ordemServico: {
    insert: 'configuracaoDadosInsertOrdemServico',
    erp: 'configuracaoDadosOrdemServico',
    chave: 'ordemServicoIdentificador',
    prefixoItens: 'ordemServico',
    rota: 'ordens-servico',
    habilitadoPor: 'utilizaOrdemServico',
    visivelAOutros: 'comVisualizaTodosPedidos',
    cadastro: false,
    regras: {
      descontoNoRegistro: 'permiteDescontoNaOrdemServico',
      alterarValorProduto: 'permiteAlterarValorVendaProdutoOrdemServico',
      descontoNoProduto: 'permiteDescontoNoProdutoOrdemServico',
      tipoOperacao: false,
      itensServico: true,
    },
    dependeDe: { tipo: 'cliente', campo: 'clienteIdentificador' },
    resumo: ['clienteIdentificador', 'valorTotal', 'itens'],
  },
};

/** The record types that may name a phone-created record of `tipo` (orders and service orders name a phone's new customer). */
export function dependentesDe(tipo: TipoRegistroApp): TipoRegistroApp[] {
  return TIPOS_REGISTRO_APP.filter((t) => REGISTROS_APP[t].dependeDe?.tipo === tipo);
}

/** The record type phones post to `rota` (clientes, pedidos, ordens-servico). */
export function registroDaRota(rota: string): TipoRegistroApp | undefined {
  return TIPOS_REGISTRO_APP.find((t) => REGISTROS_APP[t].rota === rota);
}

/** The phone record type written by an insert page, if `tipo` is one. */
export function registroDoInsert(tipo: string): TipoRegistroApp | undefined {
  return TIPOS_REGISTRO_APP.find((r) => REGISTROS_APP[r].insert === tipo);
}

/**
 * pendente → integrado (with the ERP key) or → erro (with a Portuguese message and the engine's text).
 * erro → pendente when the insert or the connection is saved again, when an operator re-sends it, or
 * when the phone posts the same uuid again; erro → descartado only by an operator.
 */
export const SITUACOES_REGISTRO_APP = ['pendente', 'integrado', 'erro', 'descartado'] as const;
export type SituacaoRegistroApp = (typeof SITUACOES_REGISTRO_APP)[number];
export const ehSituacaoRegistroApp = (valor: string): valor is SituacaoRegistroApp => (SITUACOES_REGISTRO_APP as readonly string[]).includes(valor);

/**
 * Kinds of a record's error beyond the ERP's own (common/erpErrors): the write was interrupted and
 * cannot be confirmed (`revisao`, only an operator re-sends it), the insert is not configured, a
 * value does not convert, the phone's customer failed.
 */
export const TIPOS_ERRO_REGISTRO = ['revisao', 'configuracao', 'valor', 'clienteApp'] as const;

/** A field or placeholder that holds an ERP key (…Identificador): it travels byte for byte, never trimmed. */
export const ehIdentificadorErp = (nome: string) => /Identificador$/.test(nome);

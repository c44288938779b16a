/**
 * The records phones create (cloud → ERP): their kinds, the catalogue types that describe each, and
 * the states of their write-back. Read by the device API's validation, the server's queue and the
 * agent's write-back.
 */
export const TIPOS_REGISTRO_APP = ['cliente', 'pedido', 'ordemServico'] as const;
export type TipoRegistroApp = (typeof TIPOS_REGISTRO_APP)[number];

export interface DefinicaoRegistroApp {
  /** The insert page whose statements write the record to the ERP. */
  insert: string;
  /** The ERP → cloud type of the same entity: its mandatory fields and custom fields. */
  erp: string;
  /** The placeholder that carries the header's new ERP key into the items' inserts. */
  chave: string;
  /** The prefix of the header's fields in the items' inserts (`:pedido_dataPedido`). */
  prefixoItens: string;
}

export const REGISTROS_APP: Record<TipoRegistroApp, DefinicaoRegistroApp> = {
  cliente: { insert: 'configuracaoDadosInsertCliente', erp: 'configuracaoDadosCliente', chave: 'clienteIdentificador', prefixoItens: 'cliente' },
  pedido: { insert: 'configuracaoDadosInsertPedido', erp: 'configuracaoDadosPedido', chave: 'pedidoIdentificador', prefixoItens: 'pedido' },
  ordemServico: {
    insert: 'configuracaoDadosInsertOrdemServico',
    erp: 'configuracaoDadosOrdemServico',
    chave: 'ordemServicoIdentificador',
    prefixoItens: 'ordemServico',
  },
};

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

/**
 * Kinds of a record's error beyond the ERP's own (common/erpErrors): the write was interrupted and
 * cannot be confirmed (`revisao`, only an operator re-sends it), the insert is not configured, a
 * value does not convert, the phone's customer failed.
 */
export const TIPOS_ERRO_REGISTRO = ['revisao', 'configuracao', 'valor', 'clienteApp'] as const;

/** A field or placeholder that holds an ERP key (…Identificador): it travels byte for byte, never trimmed. */
export const ehIdentificadorErp = (nome: string) => /Identificador$/.test(nome);

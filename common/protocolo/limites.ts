/**
 * The sizes the protocol accepts. A message over its type's byte bound, or a batch over its row
 * bound, is refused as a whole (the hub closes the socket; the agent refuses to send it): nothing
 * an agent sends can hold the server's memory or its event loop for long.
 */
const KB = 1024;
const MB = 1024 * KB;

/** The longest message of any type (the hub's WebSocket refuses a longer frame before reading it). */
export const MAX_BYTES_MENSAGEM = 8 * MB;

/** The agent's batches aim at this size: several fit under MAX_BYTES_MENSAGEM even in 3-byte characters. */
export const BYTES_ALVO_LOTE = 1 * MB;

/** One mapped record (its fields, sub-select rows and custom fields) must fit in a batch of its own. */
export const MAX_BYTES_REGISTRO = 2 * MB;

/** Records and removals of one batch (the agent sends at most five pages of 100 and removals by 500). */
export const MAX_REGISTROS_LOTE = 2000;
export const MAX_REMOVIDOS_LOTE = 2000;

/** The longest table name a proposal is asked for (`esquema.nome`; engines allow 63 to 128 characters each). */
export const MAX_NOME_TABELA = 300;
/** An ERP identifier as the server stores it. */
export const MAX_IDENTIFICADOR = 200;

/** Free texts of the ERP (an error, its detail, a row's failure) are cut to this, never refused. */
export const MAX_TEXTO_ERRO = 4000;

/** Failed rows a run reports with its end, for its history and CSV (the run's count says how many there were in all). */
export const MAX_FALHAS_POR_EXECUCAO = 1000;

/** Tables and columns one type's structure report carries (a statement names far fewer). */
export const MAX_DIVERGENCIAS = 200;

/** Each message type's byte bound; a type absent here may take MAX_BYTES_MENSAGEM. */
export const MAX_BYTES_POR_TIPO: Record<string, number> = {
  hello: 4 * KB,
  heartbeat: 1 * KB,
  configuracao: 1 * KB,
  pendentes: 1 * KB,
  chavesPedidos: 1 * KB,
  confirmacao: 64 * KB,
  statusExecucao: 4 * MB,
  testarConexao: 64 * KB,
  testarSQL: 1 * MB,
  sincronizar: 1 * KB,
  cancelar: 1 * KB,
  reiniciar: 1 * KB,
  configuracaoAlterada: 1 * KB,
  registrosPendentes: 1 * KB,
  confirmarRemocoes: 1 * KB,
  descobrirTabelas: 1 * KB,
  previsualizar: 2 * MB,
  testarInsert: 4 * MB,
  sugerirConfiguracao: 1 * KB,
  estrutura: 512 * KB,
  agenda: 1 * KB,
};

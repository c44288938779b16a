/** The WebSocket the agent opens to the hub (outbound from the customer's site). */
export const WS_PATH = '/api/v1/gerenciador/ws';

/**
 * Every message on the agent's socket, either way: JSON `{id, type, payload}`. A request is answered
 * by a `resposta` with the same id, carrying the answer in `payload` or, when it failed, `erro`.
 */
export interface Mensagem<T = unknown> {
  id: string;
  type: string;
  payload?: T;
  /** Set on a response to a request of the same id when it failed. */
  erro?: string;
}

export const HEARTBEAT_MS = 5000;
/** The agent counts as connected while its last heartbeat is younger than this. */
export const HEARTBEAT_VALIDADE_MS = 15000;

/**
 * Liveness of the link itself, watched the same way on both sides (vigia.ts; docs/operacao.md,
 * "Conexão do gerenciador"): a WebSocket ping every PING_MS; a side that heard nothing from the
 * other (no pong, no ping, no message) for SEM_RESPOSTA_MS drops the socket. Checked every
 * VERIFICACAO_MS, so a link cut without a close is noticed within 12.5 s, inside the 15 s of the
 * contract, and the agent reconnects by itself.
 */
export const PING_MS = 5000;
export const SEM_RESPOSTA_MS = 10_000;
export const VERIFICACAO_MS = 2500;

/** Close codes (4000–4999: the application's own) and their Portuguese reasons. */
export const FECHAMENTO = {
  /** Another socket of the same branch took over. */
  substituido: 4000,
  /** The token was rotated or the branch made inactive. */
  desligado: 4001,
  /** A message that is not the protocol's: not JSON, not an object, unknown type, payload off its schema, too big for its type. */
  mensagemInvalida: 4400,
  /** More messages than the hub takes from one agent at once (flow control). */
  mensagensDemais: 4429,
} as const;

/** The longest close reason a WebSocket frame carries (RFC 6455: 123 bytes). */
export const MAX_BYTES_RAZAO = 123;

/** A close reason cut to what the frame carries, without splitting a character. */
export function razaoDeFechamento(texto: string): string {
  const bytes = new TextEncoder();
  let razao = texto;
  while (bytes.encode(razao).length > MAX_BYTES_RAZAO) razao = razao.slice(0, -1);
  return razao;
}

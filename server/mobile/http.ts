import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppError, ErrorCode } from '../errors';
import { sendJson } from '../http/json';
import { BodyTooLarge, readBody } from '../http/requestBody';
import { MSG_MOBILE } from './mobileMessages';

/** The largest body a phone may post: an order of a few hundred items fits with room to spare. */
export const LIMITE_CORPO = 512 * 1024;

export interface DetalhesErro {
  /** One message per broken rule (business rules). */
  erros?: string[];
  /** Messages per field path (catalogue validation): "nome", "itens.2.quantidade". */
  campos?: Record<string, string>;
  /** Seconds to wait before retrying (429). */
  tenteEm?: number;
}

/** An expected refusal: the HTTP status, a stable code for the app and a Portuguese message. */
export class MobileError extends Error {
  constructor(
    readonly status: number,
    readonly codigo: string,
    message: string,
    readonly detalhes: DetalhesErro = {},
  ) {
    super(message);
  }
}

/** The phones' code of each expected error of the services (server/errors.ts), which keeps its status. */
const CODIGO_APARELHO: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'NAO_AUTENTICADO',
  INVALID_CREDENTIALS: 'LOGIN_INVALIDO',
  FORBIDDEN: 'SEM_PERMISSAO',
  NOT_FOUND: 'NAO_ENCONTRADO',
  VALIDATION: 'DADOS_INVALIDOS',
  BAD_REQUEST: 'REQUISICAO_INVALIDA',
  BAD_USER_INPUT: 'REQUISICAO_INVALIDA',
  TOO_MANY_REQUESTS: 'MUITAS_TENTATIVAS',
  // Try again after Retry-After (docs/operacao.md).
  SERVICE_UNAVAILABLE: 'SERVICO_INDISPONIVEL',
};

/** An expected error of the services as the phones receive it. */
export function recusaDoServico(erro: AppError): MobileError {
  const { fields, retryAfterSeconds } = erro.details;
  return new MobileError(erro.status, CODIGO_APARELHO[erro.code], erro.message, {
    ...(fields ? { campos: fields } : {}),
    ...(retryAfterSeconds ? { tenteEm: retryAfterSeconds } : {}),
  });
}

export function enviarErro(res: ServerResponse, erro: MobileError): void {
  const { erros, campos, tenteEm } = erro.detalhes;
  const cabecalhos: Record<string, string> = tenteEm ? { 'Retry-After': String(tenteEm) } : {};
  if (erro.status === 413) cabecalhos.Connection = 'close';
  sendJson(res, erro.status, { erro: erro.message, codigo: erro.codigo, ...(erros ? { erros } : {}), ...(campos ? { campos } : {}) }, cabecalhos);
}

/** The body up to `limite` bytes (server/http/requestBody.ts), refusals as the phone's answers. */
export async function lerCorpo(req: IncomingMessage, limite = LIMITE_CORPO): Promise<Buffer> {
  try {
    return await readBody(req, limite);
  } catch (erro) {
    if (erro instanceof BodyTooLarge) throw new MobileError(413, 'CORPO_GRANDE', MSG_MOBILE.corpoGrande(Math.round(limite / 1024)));
    throw new MobileError(400, 'CORPO_INCOMPLETO', MSG_MOBILE.jsonInvalido);
  }
}

/** The body as a JSON object; anything else (empty, malformed, an array, a string) is a 400 with a message. */
export async function lerObjetoJson(req: IncomingMessage, limite = LIMITE_CORPO): Promise<Record<string, unknown>> {
  const texto = (await lerCorpo(req, limite)).toString('utf8');
  let valor: unknown;
  try {
    valor = JSON.parse(texto);
  } catch {
    throw new MobileError(400, 'JSON_INVALIDO', MSG_MOBILE.jsonInvalido);
  }
  if (!valor || typeof valor !== 'object' || Array.isArray(valor)) throw new MobileError(400, 'JSON_INVALIDO', MSG_MOBILE.corpoNaoObjeto);
  return valor as Record<string, unknown>;
}

export function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
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
  constructor(readonly status: number, readonly codigo: string, message: string, readonly detalhes: DetalhesErro = {}) {
    super(message);
  }
}

export function enviarJson(res: ServerResponse, status: number, corpo: unknown, cabecalhos: Record<string, string> = {}): void {
  enviarTextoJson(res, status, JSON.stringify(corpo), cabecalhos);
}

export function enviarTextoJson(res: ServerResponse, status: number, json: string, cabecalhos: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...cabecalhos });
  res.end(json);
}

export function enviarErro(res: ServerResponse, erro: MobileError): void {
  const { erros, campos, tenteEm } = erro.detalhes;
  const cabecalhos: Record<string, string> = tenteEm ? { 'Retry-After': String(tenteEm) } : {};
  if (erro.status === 413) cabecalhos.Connection = 'close';
  enviarJson(res, erro.status, { erro: erro.message, codigo: erro.codigo, ...(erros ? { erros } : {}), ...(campos ? { campos } : {}) }, cabecalhos);
}

const corpoGrande = (limite: number) => new MobileError(413, 'CORPO_GRANDE', MSG_MOBILE.corpoGrande(Math.round(limite / 1024)));

/**
 * Reads the body up to `limite` bytes. A declared length above it is refused before reading; a
 * chunked body that grows past it stops being kept, is drained so the phone still reads the 413,
 * and the connection is cut if it goes on far beyond.
 */
export function lerCorpo(req: IncomingMessage, limite = LIMITE_CORPO): Promise<Buffer> {
  const declarado = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declarado) && declarado > limite) {
    req.resume();
    return Promise.reject(corpoGrande(limite));
  }
  return new Promise((resolve, reject) => {
    const partes: Buffer[] = [];
    let total = 0;
    req.on('data', (parte: Buffer) => {
      total += parte.length;
      if (total <= limite) partes.push(parte);
      else if (total > limite * 8) req.destroy();
    });
    let terminou = false;
    req.on('end', () => {
      terminou = true;
      if (total > limite) reject(corpoGrande(limite));
      else resolve(Buffer.concat(partes));
    });
    // Cut off (by the phone or by us above): nobody will read an answer, but the promise must settle.
    req.on('close', () => !terminou && reject(total > limite ? corpoGrande(limite) : new MobileError(400, 'CORPO_INCOMPLETO', MSG_MOBILE.jsonInvalido)));
    req.on('error', () => undefined);
  });
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

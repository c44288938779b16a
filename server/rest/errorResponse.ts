import type { ServerResponse } from 'node:http';
import { retryAfterHeader, type AppError } from '../errors';
import { sendJson } from '../http/json';

/** An expected error as REST and the downloads answer it: its status, `{erro, campos?}`, Retry-After when it says when. */
export function sendError(res: ServerResponse, error: AppError): void {
  sendJson(res, error.status, { erro: error.message, ...(error.details.fields ? { campos: error.details.fields } : {}) }, retryAfterHeader(error));
}

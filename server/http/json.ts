import type { ServerResponse } from 'node:http';

/** The content type of every JSON answer of the server. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A JSON answer: `body` serialised, the status and any extra headers written once. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendJsonText(res, status, JSON.stringify(body), headers);
}

/** A JSON answer whose text is already built (the phones' pulls write it themselves). */
export function sendJsonText(res: ServerResponse, status: number, json: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': JSON_CONTENT_TYPE, ...headers });
  res.end(json);
}

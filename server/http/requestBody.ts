import type { IncomingMessage } from 'node:http';
import { MSG } from '../../common/messages';

/** The body went past the limit (declared or while streaming). */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(MSG.corpoGrande(Math.round(limit / 1024)));
  }
}

/** The client stopped sending before the body ended. */
export class BodyIncomplete extends Error {
  constructor() {
    super(MSG.corpoIncompleto);
  }
}

/**
 * Reads a request's body up to `limit` bytes. A declared length above it is refused before reading;
 * a chunked body that grows past it stops being kept, is drained so the client still reads the
 * answer, and the connection is cut if it goes on far beyond.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(new BodyTooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let total = 0;
    req.on('data', (part: Buffer) => {
      total += part.length;
      if (total <= limit) parts.push(part);
      else if (total > limit * 8) req.destroy();
    });
    let ended = false;
    req.on('end', () => {
      ended = true;
      if (total > limit) reject(new BodyTooLarge(limit));
      else resolve(Buffer.concat(parts));
    });
    // Cut off (by the client or by us above): nobody may read an answer, but the promise must settle.
    req.on('close', () => !ended && reject(total > limit ? new BodyTooLarge(limit) : new BodyIncomplete()));
    req.on('error', () => undefined);
  });
}

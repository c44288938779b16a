import pino from 'pino';
import { OCULTO, caminhosSecretos } from '../common/logRedaction';

/**
 * The server's one logger (JSON lines on stdout). Secrets never reach it: every field named in
 * common/logRedaction.ts is masked wherever it sits, six levels deep (variables.i.password,
 * err.config.senha, headers.authorization). Messages are text and are not masked: what logs a
 * client's input logs it without values (server/graphql/recusaNoLog.ts).
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  redact: { paths: caminhosSecretos(), censor: OCULTO },
});

/**
 * A database driver's error as it may be logged: its code and message only. The error object itself
 * can carry the client and its connection parameters, which must not reach the log.
 */
export function resumoErroBanco(error: Error): { err: { code?: string; message: string } } {
  return { err: { code: (error as { code?: string }).code, message: error.message } };
}

import pino from 'pino';

/** Secrets never reach the log: passwords, tokens and connection strings are redacted. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  redact: { paths: ['*.password', '*.senha', '*.token', '*.authorization', 'req.headers.authorization', '*.databaseUrl', '*.appSecret', '*.metricsToken'], censor: '[oculto]' },
});

/**
 * A database driver's error as it may be logged: its code and message only. The error object itself
 * can carry the client and its connection parameters, which must not reach the log.
 */
export function resumoErroBanco(error: Error): { err: { code?: string; message: string } } {
  return { err: { code: (error as { code?: string }).code, message: error.message } };
}

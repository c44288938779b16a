import pino from 'pino';

/** Secrets never reach the log: passwords, tokens and connection strings are redacted. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  redact: { paths: ['*.password', '*.senha', '*.token', '*.authorization', 'req.headers.authorization', '*.databaseUrl', '*.appSecret'], censor: '[oculto]' },
});

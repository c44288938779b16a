import { createApp, listen } from './app';
import { loadConfig } from './config';
import { logger } from './logger';
import { ocultarSegredos } from '../common/logRedaction';

// Last resort: a promise nobody awaited (a database that went away under a background task) is
// logged, not allowed to end a server that thousands of phones and agents rely on.
process.on('unhandledRejection', (motivo) => logger.error({ err: motivo }, 'promessa rejeitada sem tratamento'));

/**
 * Starts the server. A start that fails (a configuration it cannot use, a database it cannot reach)
 * is logged once through the logger, whose redaction hides secrets, instead of Node's dump of the
 * error (which prints an error's fields, a DATABASE_URL with its password among them).
 */
try {
  const config = loadConfig();
  const app = await createApp(config, { announce: (message) => console.log(`\n${message}\n`) });
  await listen(app, config.port);
  logger.info(`Servidor em http://localhost:${config.port} (${app.db.engine})`);
} catch (error) {
  logger.fatal({ err: { message: ocultarSegredos((error as Error).message) } }, 'o servidor não pôde iniciar');
  process.exitCode = 1;
  // Whatever the failed start left open (a pool, a timer) must not keep the process up.
  setTimeout(() => process.exit(1), 100).unref();
}

import { createApp, listen } from './app';
import { loadConfig } from './config';
import { logger } from './logger';
import { ocultarSegredos } from '../common/logRedaction';

// Last resort: a promise nobody awaited (a database that went away under a background task) is
// logged, not allowed to end a server that thousands of phones and agents rely on.
process.on('unhandledRejection', (motivo) => logger.error({ err: motivo }, 'promessa rejeitada sem tratamento'));

/** Longest wait for a clean stop after SIGTERM/SIGINT before the process exits anyway. */
const PRAZO_ENCERRAR_MS = 10_000;

/**
 * SIGTERM (systemd, `docker stop`, a test) or SIGINT (Ctrl+C): no new connections, the app closed
 * (agents' sockets, timers, the database), and what the log still holds written before the process
 * exits; by default Node would end at once and lose the last lines, which pino writes asynchronously.
 */
function encerrarAoSinal(fechar: () => Promise<void>): void {
  let encerrando = false;
  const aoSinal = (sinal: NodeJS.Signals) => {
    if (encerrando) return;
    encerrando = true;
    logger.info(`${sinal} recebido: encerrando o servidor`);
    setTimeout(() => process.exit(0), PRAZO_ENCERRAR_MS).unref();
    fechar()
      .catch((error: Error) => logger.error({ err: { message: ocultarSegredos(error.message) } }, 'falha ao encerrar o servidor'))
      .finally(() => logger.flush(() => process.exit(0)));
  };
  process.on('SIGTERM', aoSinal);
  process.on('SIGINT', aoSinal);
}

/**
 * Starts the server. A start that fails (a configuration it cannot use, a database it cannot reach)
 * is logged once through the logger, whose redaction hides secrets, instead of Node's dump of the
 * error (which prints an error's fields, a DATABASE_URL with its password among them).
 */
try {
  const config = loadConfig();
  const app = await createApp(config, { announce: (message) => console.log(`\n${message}\n`) });
  const server = await listen(app, config.port);
  encerrarAoSinal(async () => {
    server.close();
    server.closeIdleConnections();
    await app.close();
  });
  logger.info(`Servidor em http://localhost:${config.port} (${app.db.engine})`);
} catch (error) {
  logger.fatal({ err: { message: ocultarSegredos((error as Error).message) } }, 'o servidor não pôde iniciar');
  process.exitCode = 1;
  // Whatever the failed start left open (a pool, a timer) must not keep the process up.
  setTimeout(() => process.exit(1), 100).unref();
}

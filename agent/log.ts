import { ocultarSegredos } from '../common/logRedaction';

/**
 * One line per event on stderr, with the time. The agent logs text (the service's journal reads it),
 * so secrets are masked in the text, by the same list as the server's log (common/logRedaction.ts):
 * a driver's or a proxy's message can carry a connection string or a URL with its password.
 */
export function log(mensagem: string): void {
  process.stderr.write(`${new Date().toISOString()} gerenciador: ${ocultarSegredos(mensagem)}\n`);
}

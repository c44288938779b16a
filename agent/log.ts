/** One line per event on stderr, with the time; never the token or database passwords. */
export function log(mensagem: string): void {
  process.stderr.write(`${new Date().toISOString()} gerenciador: ${mensagem}\n`);
}

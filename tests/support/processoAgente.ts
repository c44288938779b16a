import { spawn, type ChildProcess } from 'node:child_process';

/** The agent as its own process (`npm run agent`), so that tests can kill it like a crash would. */
export function lancarAgente(url: string, token: string, estado: string): ChildProcess {
  const filho = spawn(process.execPath, ['--import', 'tsx', 'agent/main.ts', '--server', url, '--token', token, '--estado', estado], {
    stdio: ['ignore', 'ignore', process.env.AGENTE_LOG ? 'inherit' : 'ignore'],
  });
  return filho;
}

export function matar(filho: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (filho.exitCode !== null || filho.signalCode !== null) return resolve();
    filho.once('exit', () => resolve());
    filho.kill('SIGKILL');
  });
}

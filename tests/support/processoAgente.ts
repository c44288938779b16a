import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The agent as its own process (`npm run agent`), so that tests can kill it like a crash would.
 * `aoRegistrar` receives its log (stderr), for a test that waits for what the agent says; `extra`
 * adds options (--proxy, --ca) and environment (HTTPS_PROXY, NO_PROXY).
 */
export function lancarAgente(
  url: string,
  token: string,
  estado: string,
  aoRegistrar?: (texto: string) => void,
  extra: { argumentos?: string[]; env?: NodeJS.ProcessEnv } = {},
): ChildProcess {
  const filho = spawn(
    process.execPath,
    ['--import', 'tsx', 'agent/main.ts', '--server', url, '--token', token, '--estado', estado, ...(extra.argumentos ?? [])],
    {
      stdio: ['ignore', 'ignore', aoRegistrar ? 'pipe' : process.env.AGENTE_LOG ? 'inherit' : 'ignore'],
      env: { ...process.env, ...extra.env },
    },
  );
  if (aoRegistrar) filho.stderr!.setEncoding('utf8').on('data', aoRegistrar);
  return filho;
}

export function matar(filho: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (filho.exitCode !== null || filho.signalCode !== null) return resolve();
    filho.once('exit', () => resolve());
    filho.kill('SIGKILL');
  });
}

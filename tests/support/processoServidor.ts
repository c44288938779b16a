import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { ADMIN, TEST_SECRET } from './testApp';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/** A free TCP port on loopback, for a server started as its own process. */
export async function portaLivre(): Promise<number> {
  const servidor = createServer();
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as { port: number };
  await new Promise((resolve) => servidor.close(resolve));
  return port;
}

export interface ProcessoServidor {
  url: string;
  /** Everything the process wrote so far, stdout and stderr. */
  saida: () => string;
  /** Ends the process (SIGTERM, then SIGKILL) and resolves with the whole output once it has exited. */
  encerrar: () => Promise<string>;
}

/** Runs `tsx server/main.ts` with `env`; resolves with the process, whatever happens to it. */
export function executarServidor(env: Record<string, string>): { filho: ChildProcess; saida: () => string; fim: Promise<number | null> } {
  let texto = '';
  const filho = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', CEP_LOOKUP_URL: 'off', CNPJ_LOOKUP_URL: 'off', PERIODIC_TASKS_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  filho.stdout!.on('data', (c: Buffer) => (texto += c.toString('utf8')));
  filho.stderr!.on('data', (c: Buffer) => (texto += c.toString('utf8')));
  const fim = new Promise<number | null>((resolve) => filho.once('close', (codigo) => resolve(codigo)));
  return { filho, saida: () => texto, fim };
}

/**
 * The server as production runs it (its own process, `server/main.ts`), over a fresh test database,
 * with its log captured: for tests about what the process writes, which an in-process app cannot show.
 */
export async function iniciarProcessoServidor(env: Record<string, string> = {}): Promise<ProcessoServidor & { database: TestDatabase }> {
  const database = await createTestDatabase();
  const porta = await portaLivre();
  const { filho, saida, fim } = executarServidor({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    APP_SECRET: TEST_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PORT: String(porta),
    ...env,
  });
  const url = `http://127.0.0.1:${porta}`;
  let saiu = false;
  void fim.then(() => (saiu = true));
  for (;;) {
    if (saiu) throw new Error(`o servidor terminou ao iniciar:\n${saida()}`);
    const pronto = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (pronto) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    database,
    saida,
    encerrar: async () => {
      if (!saiu) {
        filho.kill('SIGTERM');
        const forcar = setTimeout(() => filho.kill('SIGKILL'), 10_000);
        await fim;
        clearTimeout(forcar);
      }
      await database.drop();
      return saida();
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { openDb, type Db } from '../../server/db/connection';
import { esperar } from './agenteFixtures';
import { matar } from './processoAgente';
import { ADMIN, TEST_SECRET, type GqlResult, type TestApp } from './testApp';

/**
 * The server as its own process (`server/main.ts`, as an operator runs it), for the tests that must
 * see it survive what happens to its database or its disk: a crash shows as an exit. `db` is a
 * connection of the test's own to the same database, for set-up and checks.
 */
export interface ServidorProcesso {
  url: string;
  processo: ChildProcess;
  db: Db;
  /** The last of what the process wrote (its log and its crash, if it crashed). */
  saidaErro: () => string;
  gql: TestApp['gql'];
  login: TestApp['login'];
  /** The shape the scenario builders take (tests/integration/mobileCenario.ts). */
  comoTestApp: () => TestApp;
  parar: () => Promise<void>;
}

export const portaLivre = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

export async function lancarServidor(opcoes: { databaseUrl: string; dataDir: string; env?: Record<string, string> }): Promise<ServidorProcesso> {
  const porta = await portaLivre();
  const url = `http://127.0.0.1:${porta}`;
  let erros = '';
  const processo = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(porta),
      DATABASE_URL: opcoes.databaseUrl,
      DATA_DIR: opcoes.dataDir,
      APP_SECRET: TEST_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'error',
      CEP_LOOKUP_URL: 'off',
      CNPJ_LOOKUP_URL: 'off',
      ...opcoes.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const guardar = (parte: string) => (erros = (erros + parte).slice(-20_000));
  processo.stdout!.setEncoding('utf8').on('data', guardar);
  processo.stderr!.setEncoding('utf8').on('data', guardar);
  const gql: TestApp['gql'] = async (query, variables, token) => {
    const r = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: r.status, ...((await r.json()) as Omit<GqlResult, 'status'>) } as never;
  };
  const login: TestApp['login'] = async (email, password, permaneceLogado = false) => {
    const r = await gql<{ createToken: { token: string } }>(
      'mutation($e: String!, $p: String!, $k: Boolean) { createToken(email: $e, password: $p, permaneceLogado: $k) { token } }',
      { e: email, p: password, k: permaneceLogado },
    );
    if (!r.data?.createToken) throw new Error(`login falhou: ${JSON.stringify(r.errors)}`);
    return r.data.createToken.token;
  };
  const pronto = async () => {
    if (processo.exitCode !== null) throw new Error(`o servidor terminou ao iniciar: ${erros}`);
    return fetch(`${url}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
  };
  await esperar(pronto, (status) => status === 200, 60_000);
  const db = openDb(opcoes.databaseUrl);
  const servidor: ServidorProcesso = {
    url,
    processo,
    db,
    gql,
    login,
    saidaErro: () => erros,
    comoTestApp: () => ({ url, gql, login, app: { db }, config: {}, queries: [], close: servidor.parar }) as unknown as TestApp,
    parar: async () => {
      await matar(processo);
      await db.kysely.destroy();
    },
  };
  return servidor;
}

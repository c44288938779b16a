import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp, listen, type App } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export const ADMIN = { email: 'admin@teste.com.br', password: 'Admin#Senha1' };
export const TEST_SECRET = 'segredo-de-teste-com-tamanho-suficiente-para-hs256';

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

export interface TestApp {
  app: App;
  config: Config;
  url: string;
  queries: string[];
  gql: <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string) => Promise<GqlResult<T>>;
  login: (email: string, password: string, permaneceLogado?: boolean) => Promise<string>;
  close: () => Promise<void>;
}

/** The real server on a random port over a fresh database (SQLite or PostgreSQL by TEST_DB, or as `opcoes.engine` says). */
export async function startTestApp(env: Record<string, string> = {}, opcoes: { agora?: () => Date; engine?: 'sqlite' | 'postgres' } = {}): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase(opcoes.engine);
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    APP_SECRET: TEST_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // A private build can be tested while another build rewrites dist/ (E2E_STATIC_DIR=.tmp/x/dist).
    STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
    // No internet here: the public look-ups only where a test points them at tests/support/lookupStub.ts.
    CEP_LOOKUP_URL: 'off',
    CNPJ_LOOKUP_URL: 'off',
    ...env,
  });
  const queries: string[] = [];
  const app = await createApp(config, { onQuery: (sql) => queries.push(sql), agora: opcoes.agora });
  const server: Server = await listen(app, 0);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const gql: TestApp['gql'] = async (query, variables, token) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...(await response.json()) };
  };
  const login: TestApp['login'] = async (email, password, permaneceLogado = false) => {
    const result = await gql<{ createToken: { token: string } }>(
      'mutation($e: String!, $p: String!, $k: Boolean) { createToken(email: $e, password: $p, permaneceLogado: $k) { token } }',
      { e: email, p: password, k: permaneceLogado },
    );
    if (!result.data?.createToken) throw new Error(`login falhou: ${JSON.stringify(result.errors)}`);
    return result.data.createToken.token;
  };
  return {
    app,
    config,
    url,
    queries,
    gql,
    login,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await app.close();
      await database.drop();
    },
  };
}

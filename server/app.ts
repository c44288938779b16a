import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createYoga } from 'graphql-yoga';
import { resolveSession } from './auth/session';
import { useAuthGuard } from './auth/guardPlugin';
import type { Config } from './config';
import { perRequestLoaders, type AppContext } from './context';
import { openDb, type Db } from './db/connection';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { buildSchema } from './schema';
import { createServices, type Services } from './services';
import { GerenciadorConexoesService } from './services/gerenciadorConexoes';
import { staticHandler } from './static';
import { restRouter } from './rest/router';
import { AgentHub } from './hub/agentHub';
import { ligarAgente } from './hub/ligacao';
import { clientAddress } from './http/clientAddress';
import { logger } from './logger';
import { maskError } from './errors';
import { MSG } from '../common/messages';

function logUnexpected(error: unknown) {
  const code = (error as { extensions?: { code?: string } })?.extensions?.code;
  if (!code || code === 'INTERNAL_SERVER_ERROR') logger.error({ err: (error as { originalError?: unknown })?.originalError ?? error }, 'erro inesperado no GraphQL');
}

export interface App {
  db: Db;
  hub: AgentHub;
  services: Services;
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  close: () => Promise<void>;
}

/** Builds the whole server (database migrated and seeded, GraphQL, REST, static files); main.ts only listens. */
export async function createApp(config: Config, options: { announce?: (m: string) => void; onQuery?: (sql: string) => void } = {}): Promise<App> {
  const db = openDb(config.databaseUrl, options.onQuery);
  await migrate(db);
  await seed(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, announce: options.announce });
  const hub = new AgentHub(new GerenciadorConexoesService(db), db.engine === 'postgres' ? config.databaseUrl : undefined);
  const services = createServices(db, config, hub);
  ligarAgente(hub, services);

  const yoga = createYoga<{ req: IncomingMessage; res: ServerResponse }, AppContext>({
    schema: buildSchema() as never,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: false,
    maskedErrors: { errorMessage: MSG.erroInesperado, maskError: (error, message) => { logUnexpected(error); return maskError(error, message); } },
    plugins: [useAuthGuard()],
    context: async ({ request, req }) => {
      const session = await resolveSession(services.auth, config.appSecret, request.headers.get('authorization'));
      return {
        config,
        services,
        ...session,
        clientAddress: req ? clientAddress(req, config.trustProxy) : 'desconhecido',
        ...perRequestLoaders(services),
      };
    },
  });

  const serveStatic = staticHandler(config.staticDir);
  const rest = restRouter(config, services);
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/graphql') return void yoga(req, res);
    if (path.startsWith('/api/')) {
      return void rest(req, res, path).catch((error) => {
        logger.error({ err: error }, 'falha na API REST');
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ erro: MSG.erroInesperado }));
      });
    }
    serveStatic(req, res);
  };

  return {
    db,
    hub,
    services,
    handle: (req, res) => {
      try {
        handle(req, res);
      } catch (error) {
        logger.error({ err: error }, 'falha ao atender a requisição');
        if (!res.headersSent) res.writeHead(500);
        res.end();
      }
    },
    close: async () => {
      await hub.close();
      await db.kysely.destroy();
    },
  };
}

export function listen(app: App, port: number) {
  const server = createServer(app.handle);
  app.hub.attach(server);
  return new Promise<typeof server>((resolve) => server.listen(port, () => resolve(server)));
}

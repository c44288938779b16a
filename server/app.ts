import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Config } from './config';
import { openDb, type Db } from './db/connection';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { createServices, type Services } from './services';
import { iniciarTarefasPeriodicas } from './services/tarefasPeriodicas';
import { GerenciadorConexoesService } from './services/gerenciadorConexoes';
import { staticHandler } from './static';
import { restRouter } from './rest/router';
import { GerenciadorHub } from './hub/gerenciadorHub';
import { tratadoresDoHub } from './hub/gerenciadorEvents';
import { graphqlHandler } from './graphql/yoga';
import { applyCors } from './http/cors';
import { sendJson } from './http/json';
import { securityHeaders } from './http/securityHeaders';
import { unavailable } from './db/unavailable';
import { logger, resumoErroBanco } from './logger';
import { MSG } from '../common/messages';
import { Metricas } from './observability/metrics';
import { ROTAS_OPERADOR, rotasOperador } from './observability/routes';
import { rotuloRotaRest } from './observability/labels';

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function badPath(res: ServerResponse, path: string): void {
  if (path.startsWith('/api/') || path === '/graphql') return sendJson(res, 400, { erro: MSG.enderecoInvalido, codigo: 'ENDERECO_INVALIDO' });
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(MSG.enderecoInvalido);
}

/**
 * The database or the disk failing for a while (server/db/unavailable.ts) answered as a 503 with
 * Retry-After and a Portuguese message in the edge's shape; false for any other error.
 */
function responderIndisponivel(res: ServerResponse, error: unknown, corpo: (mensagem: string) => unknown): boolean {
  const indisponivel = unavailable(error);
  if (!indisponivel) return false;
  logger.warn(resumoErroBanco(error as Error), 'requisição sem o banco de dados');
  if (res.headersSent) {
    res.destroy();
    return true;
  }
  sendJson(res, 503, corpo(indisponivel.message), { 'Retry-After': String(indisponivel.retryAfterSeconds) });
  return true;
}

/** A failure of ours, answered in the edge's shape; an answer already under way can only be cut short. */
function respostaFalha(res: ServerResponse, status: number, corpo: unknown): void {
  if (res.headersSent) return void res.end();
  sendJson(res, status, corpo);
}

export interface App {
  db: Db;
  hub: GerenciadorHub;
  services: Services;
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  close: () => Promise<void>;
}

/** Builds the whole server (database migrated and seeded, GraphQL, REST, static files); main.ts only listens. */
export async function createApp(
  config: Config,
  options: { announce?: (m: string) => void; onQuery?: (sql: string) => void; agora?: () => Date } = {},
): Promise<App> {
  const db = openDb(config.databaseUrl, options.onQuery);
  await migrate(db);
  await seed(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, announce: options.announce });
  const conexoes = new GerenciadorConexoesService(db);
  // The hub answers the agents with the services, which reach the agents through the hub: its
  // handlers read `services` when an agent first speaks, once the server listens.
  const hub = new GerenciadorHub(
    conexoes,
    tratadoresDoHub(() => services),
    db.engine === 'postgres' ? config.databaseUrl : undefined,
  );
  const services = createServices(db, config, hub, conexoes, {
    agora: options.agora,
    // `metricas`, built below with the services it reads, is there before any agent can end a run.
    aoTerminarExecucao: (_filialId, tipo, resultado) => metricas.execucaoTerminada(tipo, resultado),
  });
  const pararTarefas = iniciarTarefasPeriodicas(services, config.tarefasPeriodicasMs);
  const pararWebhooks = services.webhooks.iniciar(config.webhookFilaMs);

  const metricas = new Metricas({ agentesConectados: () => hub.conectados, observability: services.observability });
  /** The GraphQL operation each request ran, for its metric (set once the document is validated). */
  const operacoes = new WeakMap<IncomingMessage, string>();
  const medir = (req: IncomingMessage, res: ServerResponse, path: string) => {
    const inicio = process.hrtime.bigint();
    res.once('finish', () => {
      const segundos = Number(process.hrtime.bigint() - inicio) / 1e9;
      const graphql = path === '/graphql';
      const rest = path.startsWith('/api/');
      metricas.observarRequisicao(
        {
          interface: graphql ? 'graphql' : rest ? 'rest' : 'estatico',
          operacao: graphql ? (operacoes.get(req) ?? 'invalida') : rest ? rotuloRotaRest(req.method ?? 'GET', path, res.statusCode) : 'arquivo',
          status: res.statusCode,
        },
        segundos,
      );
    });
  };
  const operador = rotasOperador(config, services.observability, metricas);

  const graphql = graphqlHandler(config, services, (req, operacao) => operacoes.set(req, operacao));
  const serveStatic = staticHandler(config.staticDir);
  const rest = restRouter(config, services);
  const headers = securityHeaders(config);
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    headers(req, res);
    const path = (req.url ?? '/').split('?')[0];
    // A path that does not decode (a lone or broken %-escape) names nothing we serve: a 400 here
    // spares every handler below (static files included) from throwing on it.
    if (!decodable(path)) return badPath(res, path);
    if ((ROTAS_OPERADOR as readonly string[]).includes(path)) {
      return void operador(req, res, path).catch((error) => {
        logger.warn({ err: { message: (error as Error).message } }, 'falha numa rota do operador');
        respostaFalha(res, 503, { erro: MSG.erroInesperado });
      });
    }
    medir(req, res, path);
    const api = path === '/graphql' || path.startsWith('/api/');
    if (api) {
      // An API answer is about one user at one moment: never kept by a browser or a proxy.
      res.setHeader('Cache-Control', 'no-store');
      if (!applyCors(req, res, config)) return;
    }
    if (path === '/graphql') {
      return void graphql(req, res).catch((error) => {
        if (responderIndisponivel(res, error, (message) => ({ errors: [{ message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] }))) return;
        logger.error({ err: error }, 'falha no GraphQL');
        respostaFalha(res, 500, { errors: [{ message: MSG.erroInesperado }] });
      });
    }
    if (path.startsWith('/api/')) {
      return void rest(req, res, path).catch((error) => {
        if (responderIndisponivel(res, error, (erro) => ({ erro, codigo: 'SERVICO_INDISPONIVEL' }))) return;
        logger.error({ err: error }, 'falha na API REST');
        respostaFalha(res, 500, { erro: MSG.erroInesperado });
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
      pararTarefas();
      pararWebhooks();
      await hub.close();
      await db.mudancasUsuario.fechar();
      await db.mudancasMobile.fechar();
      await db.kysely.destroy();
    },
  };
}

/**
 * Connections the kernel holds for the server to accept. An instance restarted under thousands of
 * agents has them all reconnecting at once; past Node's default of 511 the kernel drops the rest and
 * the agents see resets and wait out their backoff. The kernel caps it at net.core.somaxconn.
 */
export const FILA_DE_CONEXOES = 8192;

export function listen(app: App, port: number) {
  const server = createServer(app.handle);
  app.hub.attach(server);
  return new Promise<typeof server>((resolve) => server.listen({ port, backlog: FILA_DE_CONEXOES }, () => resolve(server)));
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { YogaServer } from 'graphql-yoga';
import { MSG } from '../../common/messages';
import { useAuthGuard } from '../auth/guardPlugin';
import { resolveSession } from '../auth/session';
import type { Config } from '../config';
import { perRequestLoaders, type AppContext } from '../context';
import { clientAddress } from '../http/clientAddress';
import { sendJson } from '../http/json';
import { BodyTooLarge, readBody } from '../http/requestBody';
import { buildSchema } from '../schema';
import type { Services } from '../services';
import { armorPlugins } from './armor';
import { logger } from '../logger';
import { maskError } from './maskError';
import { registrarRecusa } from './recusaNoLog';
import { useUmaAcaoEmLote } from './umaAcaoEmLote';
import { useUserInputErrors } from './userInputPlugin';
import { useRotuloOperacao } from './metricsPlugin';
import { useAutorAuditoria } from './auditoriaPlugin';

/** The SPA's largest request (a data type's configuration with its SQL) is a few tens of KB. */
export const GRAPHQL_BODY_LIMIT = 1024 * 1024;
/** Without a token only login, recovery and the e-mail check can run: a few hundred bytes each. */
export const GRAPHQL_BODY_LIMIT_ANONYMOUS = 64 * 1024;

export const MSG_PARAMETRO_JSON = (nome: string) => `O parâmetro ${nome} da URL não é um objeto JSON válido.`;

/**
 * GET /graphql's `variables` and `extensions`, which yoga parses with JSON.parse and, when they are
 * not JSON, answers as a fault of ours: the name of the first one that is not a JSON object.
 */
function parametroInvalido(url: string): string | null {
  const params = new URL(url, 'http://localhost').searchParams;
  for (const nome of ['variables', 'extensions']) {
    const texto = params.get(nome);
    if (texto === null || texto === '') continue;
    try {
      const valor: unknown = JSON.parse(texto);
      if (valor !== null && (typeof valor !== 'object' || Array.isArray(valor))) return nome;
    } catch {
      return nome;
    }
  }
  return null;
}

function sendError(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) return void res.end();
  sendJson(res, status, { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] }, status === 413 ? { Connection: 'close' } : {});
}

/** POST /graphql (and GET for queries): the body read up to its limit, then graphql-yoga. */
export function graphqlHandler(config: Config, services: Services, marcarOperacao: (req: IncomingMessage, operacao: string) => void = () => undefined) {
  // YogaServer itself, not createYoga's adapter: the adapter's per-request work (a server context
  // copied through a Proxy, an AbortSignal and its listener, the onRequest hooks of routes we never
  // send it: health check, landing page) cost about a fifth of an authenticated request's CPU
  // (npm run bench, cost of a request). Only /graphql reaches it (server/app.ts).
  const yoga = new YogaServer<{ req: IncomingMessage; res: ServerResponse }, AppContext>({
    schema: buildSchema() as never,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: false,
    batching: false,
    // The body is read up to its limit before yoga sees it (below): yoga's own limit would pipe it
    // again through a TransformStream on every request (a stream pipeline, an AbortController
    // and a DOMException per request).
    maxRequestBodySize: false,
    // CORS is answered once for the whole API (server/http/cors.ts); yoga's default reflects any origin.
    cors: false,
    maskedErrors: { errorMessage: MSG.erroInesperado, maskError },
    plugins: [...armorPlugins(), useUserInputErrors(), useAuthGuard(), useUmaAcaoEmLote(), useRotuloOperacao(marcarOperacao), useAutorAuditoria()],
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

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let body: Buffer | undefined;
    if (req.method === 'POST') {
      try {
        body = await readBody(req, req.headers.authorization ? GRAPHQL_BODY_LIMIT : GRAPHQL_BODY_LIMIT_ANONYMOUS);
      } catch (error) {
        registrarRecusa((error as Error).message);
        return sendError(res, error instanceof BodyTooLarge ? 413 : 400, (error as Error).message);
      }
    }
    if (req.method === 'GET') {
      const invalido = parametroInvalido(req.url ?? '/');
      if (invalido) {
        registrarRecusa(`parâmetro ${invalido} da URL não é JSON`);
        return sendError(res, 400, MSG_PARAMETRO_JSON(invalido));
      }
    }
    // The body is already read (to hold it to its limit), so yoga gets a fetch Request built from
    // it. (Handing yoga the node request with a parsed `body` makes it list the buffer's keys: one
    // per byte, 100 ms of a blocked event loop for a 300 KB body.) A copy of node's headers object
    // is read as it is, lazily (node already joined repeated request headers into one string); a
    // copy, because the fetch Request writes content-length into it when the client sent none.
    const request = new yoga.fetchAPI.Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/graphql'}`, {
      method: req.method,
      headers: { ...req.headers } as Record<string, string>,
      // As text, which yoga's JSON parser reads at once (a buffer goes through the body's stream helpers first).
      body: body?.toString('utf8'),
    });
    const response = await yoga.handle(request, { req, res, waitUntil: esperarAoFundo });
    await responder(res, response);
  };
}

/** No plugin of ours leaves work behind an answer; should one, its failure is logged, not lost. */
const esperarAoFundo = (trabalho: Promise<unknown> | void) =>
  void Promise.resolve(trabalho).catch((error: unknown) => logger.error({ err: error }, 'falha depois da resposta GraphQL'));

/**
 * Writes yoga's answer once: its JSON text and plain headers object as they are when yoga built them
 * so (every answer of ours), else read through the fetch API.
 */
async function responder(res: ServerResponse, response: Response): Promise<void> {
  const interno = response as Response & { bodyType?: string; bodyInit?: unknown; headers: { headersInit?: unknown; _map?: unknown } };
  const cabecalhos = interno.headers.headersInit;
  const simples = cabecalhos !== null && typeof cabecalhos === 'object' && !Array.isArray(cabecalhos) && !('get' in cabecalhos) && !interno.headers._map;
  if (simples && interno.bodyType === 'String' && typeof interno.bodyInit === 'string') {
    res.writeHead(response.status, cabecalhos as Record<string, string>);
    res.end(interno.bodyInit);
    return;
  }
  const answer = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  res.end(answer);
}

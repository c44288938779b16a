import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveSession, sessaoRestrita, type Session } from '../auth/session';
import type { Config } from '../config';
import { AppError, restrictedSession, routeNotFound, unauthenticated } from '../errors';
import { sendJson } from '../http/json';
import type { Services } from '../services';
import { mobileRouter } from '../mobile/router';
import { rotasGravacao } from '../gravacao/rotas';
import { rotasSincronizacao } from '../sincronizacao/rotas';
import { downloadsRouter } from '../downloads/router';
import { atualizacaoRouter } from '../downloads/atualizacao';
import { ROTA_DESBLOQUEIO } from '../services/desbloqueioAcesso';
import { desbloqueioAcessoRouter } from './desbloqueioAcesso';
import { sendError } from './errorResponse';
import { exportacaoRouter } from './exportacao';

type Handler = (params: string[], session: Session & { usuario: NonNullable<Session['usuario']> }) => Promise<unknown>;

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

/**
 * REST under /api/v1 for logged users: the CNPJ lookup and the home cards; and the routes with
 * answers of their own below it. An expected error any of them throws (server/errors.ts) is
 * answered here, once (./errorResponse.ts); the phones' API answers its own.
 */
export function restRouter(config: Config, services: Services) {
  const routes: Route[] = [
    { method: 'GET', pattern: /^\/api\/v1\/contratante\/consulta-cnpj\/([^/]+)$/, handler: ([doc]) => services.lookups.cnpj(decodeURIComponent(doc)) },
    { method: 'GET', pattern: /^\/api\/v1\/contratante\/gerenciador-status$/, handler: (_, session) => services.gerenciadorStatus.cards(session.ability) },
  ];
  // The device API with the phones' side of each flow: the record posts of the write-back.
  // The two flows' routes on the device API: the pull (ERP → phones) and the records phones post (phones → ERP).
  const mobile = mobileRouter(config, services, (api) => [...rotasSincronizacao(api, services), ...rotasGravacao(api, services)]);
  const downloads = downloadsRouter(config, services);
  const exportacao = exportacaoRouter(config, services);
  const atualizacao = atualizacaoRouter(services.gerenciadorConexoes);
  const desbloqueio = desbloqueioAcessoRouter(config, services);
  const serve = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    // The manager downloads: files and a link ticket, with their own answers (not JSON only).
    if (path === '/api/v1/downloads' || path.startsWith('/api/v1/downloads/')) return downloads(req, res, path);
    // An agent updating itself downloads the new version with its own token.
    if (path.startsWith('/api/v1/gerenciador/atualizacao/')) return atualizacao(req, res, path);
    // The lists' CSV files: a link ticket, then the file written as it is read.
    if (path === '/api/v1/exportar' || path.startsWith('/api/v1/exportar/')) return exportacao(req, res, path);
    // The unlock link of an e-mail: a small page of its own, opened without a session.
    if (path === ROTA_DESBLOQUEIO) return desbloqueio(req, res);
    const route = routes.find((r) => r.method === req.method && r.pattern.test(path));
    if (!route) throw routeNotFound();
    const session = await resolveSession(services.auth, config.appSecret, req.headers.authorization);
    if (!session.usuario) throw unauthenticated();
    if (sessaoRestrita(session)) throw restrictedSession();
    const params = route.pattern.exec(path)!.slice(1);
    sendJson(res, 200, await route.handler(params, session as Parameters<Handler>[1]));
  };
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    // The device API has its own tokens (devices and sellers, not back-office users) and answers.
    if (path.startsWith('/api/v1/mobile/')) return mobile(req, res, path);
    try {
      await serve(req, res, path);
    } catch (error) {
      // Anything else is server/app.ts's: 503 when the database is away, else 500.
      if (!(error instanceof AppError)) throw error;
      if (res.headersSent) return void res.destroy();
      sendError(res, error);
    }
  };
}

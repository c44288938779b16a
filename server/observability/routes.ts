import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MSG } from '../../common/messages';
import type { Config } from '../config';
import { sendJson } from '../http/json';
import { logger } from '../logger';
import type { ObservabilityService } from '../services/observability';
import type { Metricas } from './metrics';

export const ROTAS_OPERADOR = ['/healthz', '/readyz', '/metrics'] as const;

/** The operator's answers are about this instant: never kept by a proxy. */
const json = (res: ServerResponse, status: number, corpo: unknown) => sendJson(res, status, corpo, { 'Cache-Control': 'no-store' });

function tokenConfere(cabecalho: string | undefined, esperado: string): boolean {
  const dado = Buffer.from(cabecalho?.replace(/^Bearer\s+/i, '') ?? '');
  const certo = Buffer.from(esperado);
  return dado.length === certo.length && timingSafeEqual(dado, certo);
}

/**
 * The load balancer's and the operator's routes: /healthz (the process answers), /readyz (the
 * database answers and is migrated) and /metrics (Prometheus), the last only with METRICS_TOKEN set
 * and sent as a Bearer token; without it the metrics are off and the route names nothing.
 */
export function rotasOperador(config: Config, observability: ObservabilityService, metricas: Metricas) {
  return async (req: IncomingMessage, res: ServerResponse, caminho: string): Promise<void> => {
    if (caminho === '/healthz') return json(res, 200, { status: 'ok' });
    if (caminho === '/readyz') {
      const { pronto, motivo } = await observability.prontidao();
      if (!pronto) logger.warn({ motivo }, 'servidor não está pronto');
      return json(res, pronto ? 200 : 503, pronto ? { status: 'pronto' } : { status: 'indisponivel', motivo });
    }
    if (!config.metricsToken) return json(res, 404, { erro: MSG.recursoNaoEncontrado });
    if (!tokenConfere(req.headers.authorization, config.metricsToken)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return json(res, 401, { erro: 'Informe o token das métricas (METRICS_TOKEN) no cabeçalho Authorization.' });
    }
    try {
      const texto = await metricas.registry.metrics();
      res.writeHead(200, { 'Content-Type': metricas.registry.contentType, 'Cache-Control': 'no-store' });
      res.end(texto);
    } catch (error) {
      logger.warn({ err: { message: (error as Error).message } }, 'falha ao coletar as métricas');
      json(res, 503, { erro: 'Não foi possível coletar as métricas agora (o banco de dados responde?).' });
    }
  };
}

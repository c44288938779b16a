import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MSG } from '../../common/messages';
import { fusoValido } from '../../common/text/dataHora';
import { resolveSession, sessaoRestrita } from '../auth/session';
import { PURPOSES, signUserToken, verifyUserToken } from '../auth/token';
import type { Config } from '../config';
import { badUserInput, restrictedSession, routeNotFound, unauthenticated } from '../errors';
import { sendJson } from '../http/json';
import { logger } from '../logger';
import type { Services } from '../services';
import { CSV_BOM, linhaCsv } from '../services/csv';
import { cabecalho, celulas, EXPORTACOES, paginasExportacao } from '../services/exportacao';
import type { QueryOptions } from '../services/queryOptions';

/** The link's ticket works for a few minutes and for files only: it opens no session. */
const VALIDADE_LINK_S = 300;
const FUSO_PADRAO = 'America/Sao_Paulo';
const ROTA = /^\/api\/v1\/exportar(?:\/([A-Za-z]+))?$/;

const ehItem = (item: unknown): boolean => {
  const i = item as Record<string, unknown>;
  return (
    Boolean(i) && typeof i === 'object' && typeof i.campo === 'string' && typeof i.operador === 'string' && (i.valor == null || typeof i.valor === 'string')
  );
};

/** The list's conditions as the SPA sends them (`where` of its queryOptions, JSON); null when malformed. */
function lerWhere(texto: string | null): QueryOptions['where'] | null {
  if (!texto) return {};
  try {
    const where = JSON.parse(texto) as Record<string, unknown>;
    if (!where || typeof where !== 'object' || Array.isArray(where)) return null;
    for (const lista of [where.andWhere, where.orWhere]) {
      if (lista != null && (!Array.isArray(lista) || !lista.every(ehItem))) return null;
    }
    return where as QueryOptions['where'];
  } catch {
    return null;
  }
}

/**
 * GET /api/v1/exportar: a short-lived link ticket for the logged user (bearer token).
 * GET /api/v1/exportar/{lista}?ticket=&where=&fuso=: the list's rows matching `where`, all of them,
 * as CSV (UTF-8 with BOM, `;`), written as they are read a page at a time, so neither the server
 * nor the browser (which saves the link itself) ever holds the whole file.
 */
export function exportacaoRouter(config: Config, services: Services) {
  const cruds = {
    contratantes: services.contratantes.crud,
    usuarios: services.usuarios.crud,
    mobileFiliais: services.filiais.crud,
    mobileDispositivos: services.dispositivos.crud,
    mobileFilialDatabases: services.databases.crud,
    auditorias: services.auditoria.crud,
  } as const;

  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    const rota = ROTA.exec(path);
    const recurso = rota?.[1];
    if (!rota || req.method !== 'GET' || (recurso !== undefined && !Object.hasOwn(EXPORTACOES, recurso))) throw routeNotFound();
    const parametros = new URL(req.url ?? path, 'http://localhost').searchParams;
    if (!recurso) {
      const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1].trim() ?? '';
      const claims = await verifyUserToken(config.appSecret, bearer);
      const session = await resolveSession(services.auth, config.appSecret, req.headers.authorization);
      if (!claims || !session.usuario) throw unauthenticated();
      if (sessaoRestrita(session)) throw restrictedSession();
      return sendJson(res, 200, {
        ticket: await signUserToken(config.appSecret, { usuarioId: claims.usuarioId, versao: claims.versao }, VALIDADE_LINK_S, PURPOSES.download),
      });
    }
    const session = await resolveSession(services.auth, config.appSecret, `Bearer ${parametros.get('ticket') ?? ''}`, PURPOSES.download);
    if (!session.usuario) throw unauthenticated();
    if (sessaoRestrita(session)) throw restrictedSession();
    const where = lerWhere(parametros.get('where'));
    if (!where) throw badUserInput(MSG.filtroInvalido);
    const fuso = parametros.get('fuso') ?? FUSO_PADRAO;
    const paginas = paginasExportacao(cruds[recurso as keyof typeof cruds], session.ability, where);
    // The first page is read before the answer starts: a wrong filter is a 400 (BAD_USER_INPUT), not a broken file.
    const primeira = await paginas.next();
    const hoje = new Date().toISOString().slice(0, 10);
    res.writeHead(200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${EXPORTACOES[recurso].arquivo}-${hoje}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    const fusoUsado = fusoValido(fuso) ? fuso : FUSO_PADRAO;
    const escrever = async (texto: string) => {
      if (!res.write(texto)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    };
    try {
      await escrever(CSV_BOM + linhaCsv(cabecalho(recurso)));
      for (let pagina = primeira; !pagina.done && !res.destroyed; pagina = await paginas.next()) {
        await escrever(pagina.value.map((linha) => linhaCsv(celulas(recurso, linha, fusoUsado))).join(''));
      }
      res.end();
    } catch (error) {
      // Headers are gone: the only honest answer left is a cut connection (the browser says the download failed).
      logger.error({ err: error }, 'falha ao exportar a lista');
      res.destroy();
    }
  };
}

import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MSG } from '../../common/messages';
import { resolveSession, sessaoRestrita, type Session } from '../auth/session';
import { PURPOSES, signUserToken, verifyUserToken } from '../auth/token';
import type { Config } from '../config';
import { AppError, badUserInput, restrictedSession, routeNotFound, unauthenticated } from '../errors';
import { sendJson } from '../http/json';
import type { Services } from '../services';
import { VERSAO_SERVIDOR } from '../services/gerenciador';
import { ARTEFATOS, PLATAFORMA_PADRAO, ehPlataforma, ehTipoDownload, type TipoDownload } from './artefatos';
import { artefatoPronto, lerManifesto, pastaArtefatos } from './manifesto';

/** A download link (`?ticket=`) works for a few minutes, for its own purpose only: it opens no session. */
const VALIDADE_LINK_S = 300;
const ROTA = /^\/api\/v1\/downloads(?:\/([^/]+))?$/;

/**
 * GET /api/v1/downloads: version, sizes and SHA-256 of the manager files, and a short-lived link
 * ticket so the browser can save them without holding them in memory.
 * GET /api/v1/downloads/{instalador|executavel}[?plataforma=windows|linux]: the file itself.
 * Both only for a logged user (bearer token, or the ticket for the files); the files only for one who
 * can list some branch (the list tells the others why, in `motivo`, with no ticket and no files).
 */
export function downloadsRouter(config: Config, services: Services) {
  const pasta = () => pastaArtefatos();

  /** The logged user's session, or null when the user can list no branch. */
  const usuario = async (req: IncomingMessage, ticket: string | null): Promise<Session | null> => {
    const session = ticket
      ? await resolveSession(services.auth, config.appSecret, `Bearer ${ticket}`, PURPOSES.download)
      : await resolveSession(services.auth, config.appSecret, req.headers.authorization);
    if (!session.usuario) throw unauthenticated();
    if (sessaoRestrita(session)) throw restrictedSession();
    return (await services.filiais.crud.count(session.ability)) > 0 ? session : null;
  };

  const metadados = async (req: IncomingMessage) => {
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1].trim() ?? '';
    const claims = await verifyUserToken(config.appSecret, bearer);
    const manifesto = lerManifesto(pasta());
    return {
      motivo: null,
      versao: manifesto?.versao ?? null,
      versaoServidor: VERSAO_SERVIDOR,
      plataformaPadrao: PLATAFORMA_PADRAO,
      ticket: claims ? await signUserToken(config.appSecret, { usuarioId: claims.usuarioId, versao: claims.versao }, VALIDADE_LINK_S, PURPOSES.download) : null,
      artefatos: (manifesto?.artefatos ?? []).map((a) => ({
        tipo: a.tipo,
        plataforma: a.plataforma,
        nome: ARTEFATOS[a.tipo][a.plataforma].nome(manifesto!.versao),
        contentType: ARTEFATOS[a.tipo][a.plataforma].contentType,
        tamanho: a.tamanho,
        sha256: a.sha256,
        url: `/api/v1/downloads/${a.tipo}?plataforma=${a.plataforma}`,
      })),
    };
  };

  const semAcesso = () => ({
    versao: null,
    versaoServidor: VERSAO_SERVIDOR,
    plataformaPadrao: PLATAFORMA_PADRAO,
    ticket: null,
    artefatos: [],
    motivo: MSG.downloadSemFilial,
  });

  const arquivo = (res: ServerResponse, tipo: TipoDownload, parametro: string | null): void => {
    const plataforma = parametro ?? PLATAFORMA_PADRAO;
    if (!ehPlataforma(plataforma)) throw badUserInput(MSG.plataformaInvalida);
    const artefato = artefatoPronto(pasta(), tipo, plataforma);
    if (!artefato) throw new AppError('NOT_FOUND', MSG.gerenciadorNaoGerado);
    const descricao = ARTEFATOS[tipo][plataforma];
    res.writeHead(200, {
      'Content-Type': descricao.contentType,
      'Content-Length': artefato.tamanho,
      'Content-Disposition': `attachment; filename="${descricao.nome(artefato.versao)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      ETag: `"${artefato.sha256}"`,
    });
    const leitura = createReadStream(artefato.caminho);
    leitura.on('error', () => res.destroy());
    leitura.pipe(res);
  };

  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    const rota = ROTA.exec(path);
    const tipo = rota?.[1];
    if (!rota || req.method !== 'GET' || (tipo !== undefined && !ehTipoDownload(tipo))) throw routeNotFound();
    const parametros = new URL(req.url ?? path, 'http://localhost').searchParams;
    const acesso = await usuario(req, tipo ? parametros.get('ticket') : null);
    // The sidebar asks on every page load: a user without a branch yet (a fresh server's provider
    // administrator) gets why, without an error status in the browser's console; the files stay refused.
    if (!tipo) return sendJson(res, 200, acesso ? await metadados(req) : semAcesso());
    if (!acesso) throw new AppError('FORBIDDEN', MSG.downloadSemFilial);
    arquivo(res, tipo as TipoDownload, parametros.get('plataforma'));
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ConfiguracaoBasica } from '../../common/catalogo';
import type { Config } from '../config';
import { unavailable } from '../db/unavailable';
import { AppError, serviceUnavailable } from '../errors';
import { clientAddress } from '../http/clientAddress';
import { sendJson, sendJsonText } from '../http/json';
import { logger, resumoErroBanco } from '../logger';
import type { Services } from '../services';
import { AcessoDispositivos, lerAtivacao, type ContextoDispositivo } from './acesso';
import { ConfiguracoesDosAparelhos } from './configuracoesAparelhos';
import { MobileError, enviarErro, lerObjetoJson, recusaDoServico } from './http';
import { MSG_MOBILE } from './mobileMessages';
import { tiposHabilitados } from './tiposDados';
import { Vendedores, exigirVendedor, type Vendedor } from './vendedores';

export interface Chamada {
  req: IncomingMessage;
  params: string[];
  query: URLSearchParams;
}

/** Who calls: the device (with its branch and contratante), the branch's basic configuration, the seller logged in. */
export interface Sessao {
  ctx: ContextoDispositivo;
  basica: ConfiguracaoBasica;
  vendedor: Vendedor | null;
}

/** A body to serialise, or JSON text already built (pulls). */
export type Resposta = { corpo?: unknown; json?: string };

export interface Rota {
  method: string;
  pattern: RegExp;
  handler: (c: Chamada) => Promise<Resposta>;
}

/**
 * What the device API gives the routes of a flow (server/sincronizacao/rotas.ts, server/gravacao/rotas.ts):
 * the caller's session, and the branches' configurations from memory.
 */
export interface ApiDispositivo {
  sessao: (req: IncomingMessage) => Promise<Sessao>;
  configuracoes: ConfiguracoesDosAparelhos;
}

const naoEncontrado = () => new MobileError(404, 'NAO_ENCONTRADO', MSG_MOBILE.rotaNaoEncontrada);

/**
 * The device API under /api/v1/mobile (server/mobile/README.md). Every call but the activation
 * and the ping carries a device or seller token; every expected refusal is a status, a code and a
 * Portuguese message, and nothing a phone can send produces a 500.
 */
export function mobileRouter(config: Config, services: Services, rotasDosFluxos: (api: ApiDispositivo) => Rota[] = () => []) {
  const memoria = services.memoriaAparelhos;
  const acesso = new AcessoDispositivos(services.dispositivos, config.appSecret, services.throttles.activation, memoria);
  const vendedores = new Vendedores(services.mobileVendedorSenhas, config.appSecret, services.mobileDados, services.throttles.seller, memoria);
  const configuracoes = new ConfiguracoesDosAparelhos(services.configuracoes, memoria);

  const sessao = async (req: IncomingMessage): Promise<Sessao> => {
    // What another instance (or an operator) changed before this call holds for it (server/db/mudancasUsuario.ts).
    await memoria.sincronizar();
    const ctx = await acesso.autenticar(req.headers.authorization);
    const basica = await configuracoes.basica(ctx.filialId);
    return { ctx, basica, vendedor: await vendedores.daSessao(ctx, basica) };
  };

  const routes: Rota[] = [
    { method: 'GET', pattern: /^\/api\/v1\/mobile\/ping$/, handler: async () => ({ corpo: { ok: true } }) },
    {
      method: 'POST',
      pattern: /^\/api\/v1\/mobile\/ativacao$/,
      handler: async ({ req }) => ({
        corpo: await acesso.ativar(lerAtivacao(await lerObjetoJson(req)), req.headers.authorization, clientAddress(req, config.trustProxy)),
      }),
    },
    {
      method: 'GET',
      pattern: /^\/api\/v1\/mobile\/configuracao$/,
      handler: async ({ req }) => {
        const s = await sessao(req);
        // Before any seller logged in on the device, only what the login screen shows.
        const liberado = s.vendedor !== null || s.ctx.vendedorJaLogou;
        return {
          corpo: {
            filial: { id: s.ctx.filialId, nome: s.ctx.filialNome },
            dispositivo: { id: s.ctx.dispositivoId, uuid: s.ctx.uuid },
            vendedor: s.vendedor,
            basica: liberado ? s.basica : null,
            tipos: liberado ? tiposHabilitados(s.basica) : [],
          },
        };
      },
    },
    {
      method: 'POST',
      pattern: /^\/api\/v1\/mobile\/login$/,
      handler: async ({ req }) => {
        const s = await sessao(req);
        // The login takes the device's seat (server/services/dispositivos.ts): the QR code alone takes none.
        return { corpo: await vendedores.login(s.ctx, s.basica, await lerObjetoJson(req), () => acesso.ocuparAssento(s.ctx)) };
      },
    },
    {
      method: 'POST',
      pattern: /^\/api\/v1\/mobile\/usuarios\/([^/]+)\/limpar-senha$/,
      handler: async ({ req, params }) => {
        const s = await sessao(req);
        return { corpo: await vendedores.limparSenha(s.ctx, s.basica, exigirVendedor(s.vendedor), params[0]) };
      },
    },
    ...rotasDosFluxos({ sessao, configuracoes }),
  ];

  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    try {
      const route = routes.find((r) => r.method === req.method && r.pattern.test(path));
      if (!route) throw naoEncontrado();
      let params: string[];
      try {
        params = route.pattern.exec(path)!.slice(1).map(decodeURIComponent);
      } catch {
        throw naoEncontrado();
      }
      const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
      const r = await route.handler({ req, params, query });
      if (r.json !== undefined) sendJsonText(res, 200, r.json);
      else sendJson(res, 200, r.corpo);
    } catch (error) {
      if (res.headersSent) return void res.end();
      if (error instanceof MobileError) return enviarErro(res, error);
      if (error instanceof AppError) return enviarErro(res, recusaDoServico(error));
      // The database or the disk failing for a while: the phone keeps the record and sends it again.
      const indisponivel = unavailable(error);
      if (indisponivel) {
        logger.warn({ ...resumoErroBanco(error as Error), path }, 'API do dispositivo sem o banco de dados');
        return enviarErro(res, recusaDoServico(serviceUnavailable(indisponivel)));
      }
      logger.error({ err: error, path }, 'falha na API do dispositivo');
      enviarErro(res, new MobileError(500, 'ERRO_INTERNO', MSG_MOBILE.erroInterno));
    }
  };
}

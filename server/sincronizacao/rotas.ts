import type { ApiDispositivo, Rota } from '../mobile/router';
import { MobileError } from '../mobile/http';
import { MSG_MOBILE } from '../mobile/mobileMessages';
import { tipoPorNomeCurto } from '../mobile/tiposDados';
import type { Services } from '../services';
import { puxarDados } from './puxar';

/**
 * The phones' side of the sync (ERP → cloud → phones, server/mobile/README.md): a phone pulls a data
 * type's changes since its cursor (GET /api/v1/mobile/dados/{tipo}?desde=…&limite=…), as the seller
 * logged in on it may see them, once a seller has logged in on the device.
 */
export function rotasSincronizacao(api: ApiDispositivo, services: Pick<Services, 'mobileDados' | 'registrosApp' | 'sincronizacao'>): Rota[] {
  const pull = { dados: services.mobileDados, registros: services.registrosApp, sincronizacao: services.sincronizacao };
  return [
    {
      method: 'GET',
      pattern: /^\/api\/v1\/mobile\/dados\/([^/]+)$/,
      handler: async ({ req, params, query }) => {
        const s = await api.sessao(req);
        if (!s.vendedor && !s.ctx.vendedorJaLogou) throw new MobileError(401, 'VENDEDOR_NAO_AUTENTICADO', MSG_MOBILE.loginVendedorAntesDosDados);
        const def = tipoPorNomeCurto(params[0]);
        if (!def) throw new MobileError(404, 'TIPO_DESCONHECIDO', MSG_MOBILE.tipoDesconhecido(params[0]));
        return {
          json: await puxarDados(pull, {
            filialId: s.ctx.filialId,
            def,
            basica: s.basica,
            vendedor: s.vendedor,
            desde: query.get('desde'),
            limite: query.get('limite'),
          }),
        };
      },
    },
  ];
}

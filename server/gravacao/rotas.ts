import { REGISTROS_APP, registroDaRota, TIPOS_REGISTRO_APP, type TipoRegistroApp } from '../../common/catalogo';
import { lerObjetoJson } from '../mobile/http';
import type { ApiDispositivo, Rota } from '../mobile/router';
import { exigirVendedor } from '../mobile/vendedores';
import type { Services } from '../services';
import { RecebimentoRegistrosApp } from './recebimento';

const escapar = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** clientes|pedidos|ordens-servico: every record type's path, from the catalogue (common/catalogo/registros). */
const ROTAS = TIPOS_REGISTRO_APP.map((t) => escapar(REGISTROS_APP[t].rota)).join('|');

const tipoDaRota = (rota: string): TipoRegistroApp => registroDaRota(rota)!;

/**
 * The phones' side of the write-back (phones → cloud → ERP, server/mobile/README.md): a seller posts
 * a record with its uuid (POST /api/v1/mobile/{rota}) and asks for its state (GET …/{rota}/{uuid}).
 */
export function rotasGravacao(api: ApiDispositivo, services: Pick<Services, 'registrosApp' | 'mobileDados'>): Rota[] {
  const recebimento = new RecebimentoRegistrosApp(services.registrosApp, services.mobileDados, api.configuracoes);
  return [
    {
      method: 'POST',
      pattern: new RegExp(`^/api/v1/mobile/(${ROTAS})$`),
      handler: async ({ req, params }) => {
        const s = await api.sessao(req);
        const vendedor = exigirVendedor(s.vendedor);
        return { corpo: await recebimento.postar(s.ctx, s.basica, vendedor, tipoDaRota(params[0]), await lerObjetoJson(req)) };
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/api/v1/mobile/(${ROTAS})/([^/]+)$`),
      handler: async ({ req, params }) => {
        const s = await api.sessao(req);
        return { corpo: await recebimento.situacao(s.ctx, s.basica, exigirVendedor(s.vendedor), tipoDaRota(params[0]), params[1]) };
      },
    },
  ];
}

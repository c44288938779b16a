import type { ConfiguracaoBasica } from '../../common/catalogo';
import { TIPO_DADO_CLIENTE } from '../services/clienteChaves';
import type { MobileDadosService } from '../services/mobileDados';
import type { MobileRegistrosService } from '../services/mobileRegistros';
import type { ContextoRegras } from './regrasPedido';

type Dados = Record<string, unknown>;

const texto = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Looks up, among the branch's synced records, everything an order or service order refers to. */
export async function contextoDasRegras(
  deps: { dados: MobileDadosService; registros: MobileRegistrosService },
  filialId: number,
  basica: ConfiguracaoBasica,
  vendedor: string,
  d: Dados,
): Promise<ContextoRegras> {
  const itens = (Array.isArray(d.itens) ? d.itens : []) as Dados[];
  const ids = (filtro: (i: Dados) => boolean, campo: string) => itens.filter(filtro).map((i) => texto(i[campo])).filter(Boolean);
  const um = async (tipo: string, campo: string) => {
    const id = texto(d[campo]);
    return id ? ((await deps.dados.buscar(filialId, tipo, [id])).get(id) ?? null) : null;
  };
  const clienteId = texto(d.clienteIdentificador);
  const [produtos, servicos, tabelaPreco, formaPagamento, condicaoPagamento, tipoOperacao, clienteErp] = await Promise.all([
    deps.dados.buscar(filialId, 'configuracaoDadosProduto', ids((i) => i.tipoItem !== 'S', 'produtoIdentificador')),
    deps.dados.buscar(filialId, 'configuracaoDadosServico', ids((i) => i.tipoItem === 'S', 'servicoIdentificador')),
    um('configuracaoDadosTabelaPreco', 'tabelaPrecoIdentificador'),
    um('configuracaoDadosFormaPagamento', 'formaPagamentoIdentificador'),
    um('configuracaoDadosCondicaoPagamento', 'condicaoPagamentoIdentificador'),
    um('configuracaoDadosTipoOperacaoPedido', 'tipoOperacaoPedidoIdentificador'),
    um(TIPO_DADO_CLIENTE, 'clienteIdentificador'),
  ]);
  // A customer posted from a phone is named by its uuid until the ERP's key comes back.
  const clienteApp = clienteErp || !clienteId ? null : await deps.registros.clienteDoAplicativo(filialId, clienteId);
  const cliente = clienteErp ? { usuarioIdentificador: texto(clienteErp.usuarioIdentificador) || null } : clienteApp ? { usuarioIdentificador: clienteApp.usuarioIdentificador } : null;
  return { basica, vendedor, produtos, servicos, tabelaPreco, formaPagamento, condicaoPagamento, tipoOperacao, cliente };
}

import { REGISTROS_APP, type ConfiguracaoBasica, type TipoRegistroApp } from '../../common/catalogo';
import { TIPO_DADO_CLIENTE } from '../services/clienteChaves';
import { REGISTRO_GUARDADO, type MobileDadosService } from '../sincronizacao/mobileDados';
import type { RegistrosAppService } from './registrosApp';
import type { ContextoRegras } from './regras';

type Dados = Record<string, unknown>;

const texto = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * Looks up, among the branch's synced records, everything an order or service order refers to; in
 * the same statement, whether the record's uuid is already stored (`guardado`).
 */
export async function contextoDasRegras(
  deps: { dados: MobileDadosService; registros: RegistrosAppService },
  filialId: number,
  basica: ConfiguracaoBasica,
  vendedor: string,
  d: Dados,
  registro: { tipo: TipoRegistroApp; uuid: string },
): Promise<ContextoRegras & { guardado: boolean }> {
  const itens = (Array.isArray(d.itens) ? d.itens : []) as Dados[];
  const ids = (filtro: (i: Dados) => boolean, campo: string) =>
    itens
      .filter(filtro)
      .map((i) => texto(i[campo]))
      .filter(Boolean);
  const um = (campo: string) => [texto(d[campo])].filter(Boolean);
  const clienteId = texto(d.clienteIdentificador);
  // Everything the order names, in one look-up.
  const achados = await deps.dados.buscarDeTipos(
    filialId,
    {
      configuracaoDadosProduto: ids((i) => i.tipoItem !== 'S', 'produtoIdentificador'),
      configuracaoDadosServico: ids((i) => i.tipoItem === 'S', 'servicoIdentificador'),
      configuracaoDadosTabelaPreco: um('tabelaPrecoIdentificador'),
      configuracaoDadosFormaPagamento: um('formaPagamentoIdentificador'),
      configuracaoDadosCondicaoPagamento: um('condicaoPagamentoIdentificador'),
      configuracaoDadosTipoOperacaoPedido: um('tipoOperacaoPedidoIdentificador'),
      [TIPO_DADO_CLIENTE]: um('clienteIdentificador'),
    },
    registro,
  );
  const guardado = achados[REGISTRO_GUARDADO].size > 0;
  const doCampo = (tipo: string, campo: string) => achados[tipo].get(texto(d[campo])) ?? null;
  const produtos = achados.configuracaoDadosProduto;
  const servicos = achados.configuracaoDadosServico;
  const tabelaPreco = doCampo('configuracaoDadosTabelaPreco', 'tabelaPrecoIdentificador');
  const formaPagamento = doCampo('configuracaoDadosFormaPagamento', 'formaPagamentoIdentificador');
  const condicaoPagamento = doCampo('configuracaoDadosCondicaoPagamento', 'condicaoPagamentoIdentificador');
  const tipoOperacao = doCampo('configuracaoDadosTipoOperacaoPedido', 'tipoOperacaoPedidoIdentificador');
  const clienteErp = doCampo(TIPO_DADO_CLIENTE, 'clienteIdentificador');
  // A customer posted from a phone is named by its uuid until the ERP's key comes back (common/catalogo/registros, dependeDe).
  const dependencia = REGISTROS_APP[registro.tipo].dependeDe;
  const clienteApp = guardado || clienteErp || !clienteId || !dependencia ? null : await deps.registros.doAplicativo(filialId, dependencia.tipo, clienteId);
  const cliente = clienteErp
    ? { usuarioIdentificador: texto(clienteErp.usuarioIdentificador) || null }
    : clienteApp
      ? { usuarioIdentificador: clienteApp.usuarioIdentificador }
      : null;
  return { basica, vendedor, produtos, servicos, tabelaPreco, formaPagamento, condicaoPagamento, tipoOperacao, cliente, guardado };
}

import type { ConfiguracaoBasica } from '../../common/catalogo';
import type { MobileDadosService } from './mobileDados';
import type { RegistrosAppService } from '../gravacao/registrosApp';
import { TIPO_DADO_CLIENTE } from '../services/clienteChaves';
import { VISIBILIDADE_TOTAL, assinaturaVisibilidade } from './cursor';
import { exigirVendedor, type Vendedor } from '../mobile/vendedores';

type Linha = { identificador: string; dados: Record<string, unknown> };

/** What a caller may see of a pulled type. */
export interface VisibilidadePull {
  /** Goes into the cursor: when it changes (another seller, a flag), the phone starts over. */
  assinatura: string;
  /** The present records of a page the caller may see; absent means all. Others go out as removals. */
  visiveis?: (linhas: Linha[]) => Promise<Set<string>>;
  /** Fields never sent to phones. */
  ocultos?: string[];
}

export interface DependenciasVisibilidade {
  filialId: number;
  dados: MobileDadosService;
  registros: RegistrosAppService;
}

const TIPO_PEDIDO = 'configuracaoDadosPedido';

/** Fields of a synced type that never leave the server for a phone (the manager's preview leaves them out too). */
export const CAMPOS_OCULTOS_DOS_APARELHOS: Record<string, string[]> = { configuracaoDadosUsuario: ['password'] };

const doVendedor = (v: Vendedor) => (l: Linha) => String(l.dados.usuarioIdentificador ?? '') === v.usuarioIdentificador;

/** Those of `linhas` whose reference (a customer, an order) is a record of `tipo` the seller owns. */
async function porReferencia(
  deps: DependenciasVisibilidade,
  tipo: string,
  campo: string,
  vendedor: Vendedor,
  linhas: Linha[],
  extras?: (ids: string[]) => Promise<Set<string>>,
) {
  const ids = linhas.map((l) => String(l.dados[campo] ?? ''));
  const donos = await deps.dados.buscar(deps.filialId, tipo, ids);
  const meus = new Set([...donos].filter(([, d]) => String(d.usuarioIdentificador ?? '') === vendedor.usuarioIdentificador).map(([id]) => id));
  for (const id of (await extras?.(ids)) ?? []) meus.add(id);
  return new Set(linhas.filter((l) => meus.has(String(l.dados[campo] ?? ''))).map((l) => l.identificador));
}

/**
 * The seller rules of pulls (docs/produto.md §6 flags, basic configuration): sellers' passwords never leave the
 * server; with clientePorVendedor a seller pulls only their customers (and those customers'
 * receivables); without visualizaTodosPedidos, only their own orders, service orders and order status.
 */
export function visibilidadeDoPull(tipo: string, basica: ConfiguracaoBasica, vendedor: Vendedor | null, deps: DependenciasVisibilidade): VisibilidadePull {
  switch (tipo) {
    case 'configuracaoDadosUsuario':
      return { assinatura: VISIBILIDADE_TOTAL, ocultos: CAMPOS_OCULTOS_DOS_APARELHOS[tipo] };
    case TIPO_DADO_CLIENTE:
    case 'configuracaoDadosContasReceber': {
      if (!basica.clientePorVendedor) return { assinatura: VISIBILIDADE_TOTAL };
      const v = exigirVendedor(vendedor);
      const visiveis =
        tipo === TIPO_DADO_CLIENTE
          ? async (linhas: Linha[]) => new Set(linhas.filter(doVendedor(v)).map((l) => l.identificador))
          : (linhas: Linha[]) => porReferencia(deps, TIPO_DADO_CLIENTE, 'clienteIdentificador', v, linhas);
      return { assinatura: assinaturaVisibilidade('clientePorVendedor', v.usuarioIdentificador), visiveis };
    }
    case TIPO_PEDIDO:
    case 'configuracaoDadosOrdemServico':
    case 'configuracaoDadosSituacaoPedido': {
      const v = exigirVendedor(vendedor);
      if (v.visualizaTodosPedidos) return { assinatura: assinaturaVisibilidade('todosPedidos') };
      const assinatura = assinaturaVisibilidade('pedidosDoVendedor', v.usuarioIdentificador);
      if (tipo !== 'configuracaoDadosSituacaoPedido')
        return { assinatura, visiveis: async (linhas) => new Set(linhas.filter(doVendedor(v)).map((l) => l.identificador)) };
      // Status rows name an ERP order: one synced with this seller, or one this seller posted (its chaveErp).
      const postados = async (ids: string[]) => {
        const vendedores = await deps.registros.vendedoresPorChaveErp(deps.filialId, 'pedido', ids);
        return new Set([...vendedores].filter(([, u]) => u === v.usuarioIdentificador).map(([chave]) => chave));
      };
      return { assinatura, visiveis: (linhas) => porReferencia(deps, TIPO_PEDIDO, 'pedidoIdentificador', v, linhas, postados) };
    }
    default:
      return { assinatura: VISIBILIDADE_TOTAL };
  }
}

import { tipoHabilitado, type ConfiguracaoBasica, type TipoDados } from '../../common/catalogo';
import type { MobileDadosService } from './mobileDados';
import type { RegistrosAppService } from '../gravacao/registrosApp';
import type { SincronizacaoService } from './sincronizacao';
import { formatarCursor, inicioDoPull } from './cursor';
import { MobileError } from '../mobile/http';
import { MSG_MOBILE } from '../mobile/mobileMessages';
import { nomeCurto } from '../mobile/tiposDados';
import { visibilidadeDoPull } from './visibilidadeVendedor';
import type { Vendedor } from '../mobile/vendedores';

export const LIMITE_PADRAO = 500;
export const LIMITE_MAXIMO = 1000;

export interface DependenciasPull {
  dados: MobileDadosService;
  registros: RegistrosAppService;
  sincronizacao: SincronizacaoService;
}

export interface PedidoPull {
  filialId: number;
  def: TipoDados;
  basica: ConfiguracaoBasica;
  vendedor: Vendedor | null;
  desde: string | null;
  limite: string | null;
}

export function lerLimite(texto: string | null): number {
  if (texto === null || texto === '') return LIMITE_PADRAO;
  const n = Number(texto);
  if (!/^\d+$/.test(texto) || n < 1 || n > LIMITE_MAXIMO) throw new MobileError(400, 'LIMITE_INVALIDO', MSG_MOBILE.limiteInvalido);
  return n;
}

/**
 * One page of a type's changes after the cursor, as JSON text: records the caller may not see go out
 * as removals (a customer moved to another seller leaves the phone), and the stored dados of the rest
 * are copied into the answer without being parsed again when nothing must be hidden.
 */
export async function puxarDados(deps: DependenciasPull, p: PedidoPull): Promise<string> {
  if (!tipoHabilitado(p.def, p.basica)) throw new MobileError(404, 'TIPO_DESABILITADO', MSG_MOBILE.tipoDesabilitado(p.def.titulo));
  const limite = lerLimite(p.limite);
  const visibilidade = visibilidadeDoPull(p.def.tipo, p.basica, p.vendedor, { filialId: p.filialId, dados: deps.dados, registros: deps.registros });
  const { geracao } = await deps.sincronizacao.status(p.filialId, p.def.tipo);
  const inicio = inicioDoPull(p.desde, { geracao, visibilidade: visibilidade.assinatura });
  if (!inicio) throw new MobileError(400, 'CURSOR_INVALIDO', MSG_MOBILE.cursorInvalido);

  const pagina = await deps.dados.alteracoes(p.filialId, p.def.tipo, inicio.desde, limite);
  const precisaLer = Boolean(visibilidade.visiveis || visibilidade.ocultos);
  const presentes = precisaLer
    ? pagina.alteracoes.filter((a) => !a.removido).map((a) => ({ identificador: a.identificador, dados: JSON.parse(a.dados) as Record<string, unknown> }))
    : [];
  const lidos = new Map(presentes.map((l) => [l.identificador, l.dados]));
  const visiveis = visibilidade.visiveis ? await visibilidade.visiveis(presentes) : null;

  const registros = pagina.alteracoes.map((a) => {
    const id = JSON.stringify(a.identificador);
    if (a.removido || (visiveis && !visiveis.has(a.identificador))) return `{"identificador":${id},"removido":true}`;
    if (!precisaLer) return `{"identificador":${id},"removido":false,"dados":${a.dados}}`;
    const dados = { ...lidos.get(a.identificador) };
    for (const campo of visibilidade.ocultos ?? []) delete dados[campo];
    return `{"identificador":${id},"removido":false,"dados":${JSON.stringify(dados)}}`;
  });
  const proximo = formatarCursor({ geracao, visibilidade: visibilidade.assinatura, sequencia: pagina.ultimaSequencia });
  return `{"tipo":${JSON.stringify(nomeCurto(p.def))},"reiniciar":${inicio.reiniciar},"temMais":${pagina.temMais},"proximo":${JSON.stringify(proximo)},"registros":[${registros.join(',')}]}`;
}

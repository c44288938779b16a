import { TIPOS_DADOS_POR_TIPO, type Configuracao, type ConfiguracaoBasica } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import type { ResultadoGerenciador } from '../../common/protocolo';
import { classificarErro, type Dialeto } from '../dialects';
import type { EstadoLocal } from '../estado';
import { Sincronizador, type CanalServidor } from '../sincronizacao/sincronizador';

/** As many rows as the preview shows: the first page a phone would get is what matters. */
export const LINHAS_PREVIA = 20;

/**
 * Preview: the page's configuration (saved or not) run by the sync's own reader and mapper on the
 * first rows, with the select's parameters bound like a real run (the order status binds the ERP
 * keys the server holds). Nothing is sent to the phones and the state file is not touched.
 */
export async function previsualizar(
  canal: CanalServidor,
  dialeto: Dialeto,
  estado: EstadoLocal,
  config: Configuracao,
  basica: ConfiguracaoBasica,
): Promise<ResultadoGerenciador> {
  const def = TIPOS_DADOS_POR_TIPO[config.tipo];
  if (!def || def.direcao !== 'erpParaNuvem') return { status: false, msg: MSG.previaSomenteLeitura, erro: MSG.previaSomenteLeitura };
  try {
    const previa = await new Sincronizador(canal, dialeto, estado, def, config, basica, 0).previsualizar(LINHAS_PREVIA);
    const erros = previa.linhas.filter((l) => l.erro).length;
    return { status: true, msg: [MSG.previaConcluida(previa.linhas.length, erros), ...previa.avisos].join('\n'), erro: null, dados: previa };
  } catch (error) {
    const f = classificarErro(dialeto.tipo, error, 'previsualizar');
    return { status: false, msg: f.msg, erro: f.detalhe || f.msg };
  }
}

import type { SugestaoConfiguracao } from '../../common/api/sugestao';
import { TIPOS_DADOS_POR_TIPO, type ConfiguracaoBasica } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import type { ResultadoGerenciador } from '../../common/protocolo';
import { classificarErro, type Dialeto } from '../dialects';
import { lerEsquemaDetalhado } from '../dialects/schema/detalhes';
import { ContextoSugestao } from './contexto';
import { sugerirEscrita } from './escritaTipo';
import { sugerirLeitura, type SugestaoInterna } from './leituraTipo';
import { nomeDaTabela } from './tabelas';

/** The proposal as the GraphQL answer carries it: dados and mapeamento as JSON text. */
export function comoResposta(s: SugestaoInterna): SugestaoConfiguracao {
  return { ...s, dados: JSON.stringify(s.dados), mapeamento: JSON.stringify(s.mapeamento) };
}

/**
 * "Sugerir configuração": a draft configuration of `tipo` from the ERP's catalogue (tables, columns,
 * keys, triggers) and a sample of the candidate tables' rows. Only catalogue queries and limited
 * selects in rolled-back transactions run: a proposal writes nothing to the ERP.
 */
export async function sugerirConfiguracao(dialeto: Dialeto, tipo: string, basica: ConfiguracaoBasica, tabela?: string): Promise<ResultadoGerenciador> {
  const def = TIPOS_DADOS_POR_TIPO[tipo];
  if (!def) return { status: false, msg: MSG.sugestaoTipoInvalido, erro: MSG.sugestaoTipoInvalido };
  try {
    const ctx = new ContextoSugestao(dialeto, await lerEsquemaDetalhado(dialeto), basica);
    if (tabela && !ctx.tabelas.some((t) => nomeDaTabela(t).toLowerCase() === tabela.toLowerCase())) {
      return { status: false, msg: MSG.sugestaoTabelaInexistente(tabela), erro: MSG.sugestaoTabelaInexistente(tabela) };
    }
    const sugestao = def.direcao === 'erpParaNuvem' ? await sugerirLeitura(ctx, def, tabela) : await sugerirEscrita(ctx, def, tabela);
    return { status: true, msg: MSG.sugestaoConcluida(def.titulo), erro: null, dados: comoResposta(sugestao) };
  } catch (error) {
    const f = classificarErro(dialeto.tipo, error, 'descobrir');
    return { status: false, msg: MSG.sugestaoFalhou(f.msg), erro: f.detalhe || f.msg };
  }
}

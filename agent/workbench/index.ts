import { MAPEAMENTO_VAZIO, type Configuracao, type ConfiguracaoBasica, type Mapeamento } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { COMANDOS, type ResultadoGerenciador } from '../../common/protocolo';
import type { Dialeto } from '../dialects';
import type { EstadoLocal } from '../estado';
import type { CanalServidor } from '../sincronizacao/sincronizador';
import { sugerirConfiguracao } from '../sugestao';
import { descobrirTabelas } from './descoberta';
import { previsualizar } from './previa';
import { testarInsert, type AmostraInsert } from './testeInsert';

/** What the workbench needs of the running manager: its ERP dialect, the hub, the state file, the basic configuration. */
export interface ContextoBancada {
  comDialeto<T>(trabalho: (dialeto: Dialeto) => Promise<T>): Promise<T | undefined>;
  canal: CanalServidor;
  estado: EstadoLocal;
  basica(): ConfiguracaoBasica | undefined;
}

const semConexao: ResultadoGerenciador = { status: false, msg: MSG.conexaoNaoConfigurada, erro: MSG.conexaoNaoConfigurada };

/** The page's configuration as the server relays it (not necessarily saved). */
function configuracaoDaPagina(dados: Record<string, unknown>): Configuracao {
  const config = (dados.configuracao ?? {}) as { dados?: Record<string, unknown>; mapeamento?: Partial<Mapeamento> };
  return { tipo: String(dados.tipo ?? ''), dados: config.dados ?? {}, mapeamento: { ...MAPEAMENTO_VAZIO, ...config.mapeamento }, ativa: true };
}

/**
 * The integrator's workbench requests: discovery, preview, insert test and proposals. Returns
 * undefined for any other command. Each runs with the current dialect, which stays open meanwhile.
 */
export function tratarBancada(ctx: ContextoBancada, type: string, dados: Record<string, unknown>): Promise<ResultadoGerenciador> | undefined {
  const comDialeto = async (trabalho: (dialeto: Dialeto) => Promise<ResultadoGerenciador>) => (await ctx.comDialeto(trabalho)) ?? semConexao;
  switch (type) {
    case COMANDOS.descobrirTabelas:
      return comDialeto((dialeto) => descobrirTabelas(dialeto));
    case COMANDOS.previsualizar: {
      const basica = ctx.basica();
      if (!basica) return Promise.resolve(semConexao);
      return comDialeto((dialeto) => previsualizar(ctx.canal, dialeto, ctx.estado, configuracaoDaPagina(dados), basica));
    }
    case COMANDOS.sugerirConfiguracao: {
      const basica = ctx.basica();
      if (!basica) return Promise.resolve(semConexao);
      // A table the integrator chose among a proposal's alternatives, or the best one found.
      const tabela = typeof dados.tabela === 'string' && dados.tabela.trim() ? dados.tabela.trim() : undefined;
      return comDialeto((dialeto) => sugerirConfiguracao(dialeto, String(dados.tipo ?? ''), basica, tabela));
    }
    case COMANDOS.testarInsert:
      return comDialeto((dialeto) => testarInsert(dialeto, ctx.estado, configuracaoDaPagina(dados), dados.amostra as AmostraInsert));
    default:
      return undefined;
  }
}

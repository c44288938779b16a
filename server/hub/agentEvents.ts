import { TIPOS_DADOS } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { EVENTOS, type Mensagem } from '../../common/protocolo';
import type { ConfiguracoesService } from '../services/configuracoes';
import type { SincronizacaoService } from '../services/sincronizacao';
import type { AgentEventHandler } from './agentHub';
import { filaPorChave } from './filaPorChave';

/** A record the agent pushes: its ERP identifier and mapped fields (the server computes the hash; older agents also send theirs). */
export interface RegistroLote {
  identificador: string;
  dados: Record<string, unknown>;
}

/** Where the agent's records land (the synced data the phones pull). */
export interface DestinoDados {
  gravarLote(filialId: number, tipo: string, registros: RegistroLote[], removidos: string[]): Promise<void>;
}

/** A write-back's outcome as the agent reports it: integrated, refused (erro) or to be retried (pendente). */
export type ResultadoGravacao =
  | { situacao: 'integrado'; chaveErp: string }
  | { situacao: 'erro' | 'pendente'; erro: string; tipo: string | null; detalhe: string | null };

/** The phone records waiting for the ERP, and their outcome. */
export interface FilaRegistros {
  chavesPedidos(filialId: number): Promise<string[]>;
  pendentes(filialId: number, limite: number): Promise<{ tipo: string; uuid: string; dados: Record<string, unknown>; reenviadoEm: string | null }[]>;
  concluir(filialId: number, tipo: string, uuid: string, resultado: ResultadoGravacao): Promise<void>;
}

const MAX_REGISTROS_LOTE = 5000;
const texto = (v: unknown, max = 200) => (typeof v === 'string' ? v.slice(0, max) : '');

/**
 * The agent's own messages: its configuration, the status of a run, batches of records, the pending
 * phone records and their write-back results. Everything is scoped to the branch of the agent's token.
 */
export function criarTratadorAgente(deps: {
  configuracoes: ConfiguracoesService;
  sincronizacao: SincronizacaoService;
  /** The branch and its contratante are active: only then does the agent get its configuration (the ERP password). */
  filialAtiva: (filialId: number) => Promise<boolean>;
  dados: DestinoDados;
  registros: FilaRegistros;
}): AgentEventHandler {
  const tiposConhecidos = new Set(TIPOS_DADOS.map((t) => t.tipo));
  // The agent sends a batch before the last is acknowledged: a branch's batches are stored in the order sent.
  const emOrdem = filaPorChave();
  return async (filialId: number, mensagem: Mensagem, responder) => {
    const payload = (mensagem.payload ?? {}) as Record<string, unknown>;
    switch (mensagem.type) {
      case EVENTOS.hello:
      case EVENTOS.heartbeat:
      case EVENTOS.resposta: // the agent's acknowledgement of a notice (configuracaoAlterada)
        return;
      case EVENTOS.configuracao: {
        if (!(await deps.filialAtiva(filialId))) return responder(null, MSG.gerenciadorFilialInativa);
        const configuracoes = await Promise.all(TIPOS_DADOS.map(async (t) => ({ tipo: t.tipo, ...(await deps.configuracoes.dadosInternos(filialId, t.tipo)) })));
        const geracoes = Object.fromEntries(await Promise.all(TIPOS_DADOS.map(async (t) => [t.tipo, (await deps.sincronizacao.status(filialId, t.tipo)).geracao])));
        return responder({ conexao: await deps.configuracoes.conexaoParaAgente(filialId), basica: await deps.configuracoes.basica(filialId), configuracoes, geracoes });
      }
      case EVENTOS.statusExecucao: {
        const tipo = texto(payload.tipo);
        if (!tiposConhecidos.has(tipo)) return responder(null, 'Tipo de dado desconhecido.');
        const { tipo: _tipo, ...patch } = payload;
        await deps.sincronizacao.registrar(filialId, tipo, patch as Parameters<SincronizacaoService['registrar']>[2]);
        return responder({ ok: true });
      }
      case EVENTOS.lote: {
        const tipo = texto(payload.tipo);
        if (!tiposConhecidos.has(tipo)) return responder(null, 'Tipo de dado desconhecido.');
        const registros = (Array.isArray(payload.registros) ? payload.registros : []) as RegistroLote[];
        const removidos = (Array.isArray(payload.removidos) ? payload.removidos : []).map(String);
        if (registros.length + removidos.length > MAX_REGISTROS_LOTE) return responder(null, `Lote grande demais (máximo ${MAX_REGISTROS_LOTE}).`);
        const validos = registros.filter((r) => r && typeof r.identificador === 'string' && r.identificador && typeof r.dados === 'object');
        return emOrdem(`${filialId}:${tipo}`, async () => {
          const geracao = (await deps.sincronizacao.status(filialId, tipo)).geracao;
          // Data cleared since the agent started its run: tell it instead of mixing generations.
          if (Number(payload.geracao) !== geracao) return responder({ geracao });
          await deps.dados.gravarLote(filialId, tipo, validos, removidos);
          return responder({ geracao, aceitos: validos.length });
        });
      }
      case EVENTOS.chavesPedidos:
        return responder(await deps.registros.chavesPedidos(filialId));
      case EVENTOS.pendentes:
        return responder(await deps.registros.pendentes(filialId, Math.min(100, Math.max(1, Number(payload.limite) || 20))));
      case EVENTOS.confirmacao: {
        const resultado: ResultadoGravacao =
          payload.situacao === 'integrado'
            ? { situacao: 'integrado', chaveErp: texto(payload.chaveErp, 200) }
            : {
                situacao: payload.situacao === 'pendente' ? 'pendente' : 'erro',
                erro: texto(payload.erro, 4000) || 'Erro não informado pelo gerenciador.',
                tipo: texto(payload.tipoErro, 40) || null,
                detalhe: texto(payload.detalhe, 4000) || null,
              };
        await deps.registros.concluir(filialId, texto(payload.tipo), texto(payload.uuid), resultado);
        return responder({ ok: true });
      }
      default:
        return responder(null, `Mensagem desconhecida: ${mensagem.type}`);
    }
  };
}

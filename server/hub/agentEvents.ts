import type { DivergenciaEstrutura } from '../../common/api/divergencia';
import { TIPOS_DADOS, type TipoRegistroApp } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import type { PayloadRecebido, RespostaEnviada, ResultadoGravacao } from '../../common/protocolo';
import type { ConfiguracoesService } from '../services/configuracoes';
import type { PendenteParaAgente } from '../services/pendentesAgente';
import type { SincronizacaoService } from '../services/sincronizacao';
import type { AgentEventHandler, EventoAgente } from './agentHub';
import { filaPorChave } from './filaPorChave';

/** A record the agent pushes: its ERP identifier and mapped fields (the server computes the hash). */
export interface RegistroLote {
  identificador: string;
  dados: Record<string, unknown>;
}

/** Where the agent's records land (the synced data the phones pull). */
export interface DestinoDados {
  gravarLote(filialId: number, tipo: string, registros: RegistroLote[], removidos: string[]): Promise<void>;
}

/** The phone records waiting for the ERP, and their outcome. */
export interface FilaRegistros {
  chavesPedidos(filialId: number): Promise<string[]>;
  pendentes(filialId: number, limite: number): Promise<PendenteParaAgente[]>;
  concluir(filialId: number, tipo: TipoRegistroApp, uuid: string, resultado: ResultadoGravacao): Promise<void>;
}

/** An expected refusal of an agent's request: its message goes back as the answer's `erro`. */
class Recusa extends Error {}

type Evento = EventoAgente['type'];
type Tratadores = { [K in Evento]: (filialId: number, payload: PayloadRecebido<K>) => Promise<RespostaEnviada<K>> };

/**
 * The agent's own requests, already checked against the protocol by the hub: its configuration, the
 * status of a run, batches of records, the pending phone records and their write-back results, the
 * changes it found in the ERP's structure, the next automatic run of each type.
 * Everything is scoped to the branch of the agent's token.
 */
export function criarTratadorAgente(deps: {
  configuracoes: ConfiguracoesService;
  sincronizacao: SincronizacaoService;
  /** The branch and its contratante are active: only then does the agent get its configuration (the ERP password). */
  filialAtiva: (filialId: number) => Promise<boolean>;
  dados: DestinoDados;
  registros: FilaRegistros;
  /** Where the agent's reports of changes in the ERP's structure land. */
  divergencias: { registrar(filialId: number, tipo: string, divergencias: DivergenciaEstrutura[]): Promise<void> };
  /** Where the outcome of each self-update attempt lands (server/services/atualizacaoAgente.ts). */
  atualizacoes: { registrarResultado(filialId: number, r: PayloadRecebido<'atualizacaoResultado'>): Promise<void> };
}): AgentEventHandler {
  // Runs, batches and their status exist only for the types read from the ERP (an insert type has none).
  const tiposConhecidos = new Set(TIPOS_DADOS.filter((t) => t.direcao === 'erpParaNuvem').map((t) => t.tipo));
  const tipoConhecido = (tipo: string) => {
    if (!tiposConhecidos.has(tipo)) throw new Recusa('Tipo de dado desconhecido.');
  };
  // The ERP's structure is checked under every type's statements: an insert's too (its records wait meanwhile).
  const tiposDoCatalogo = new Set(TIPOS_DADOS.map((t) => t.tipo));
  const tipoDoCatalogo = (tipo: string) => {
    if (!tiposDoCatalogo.has(tipo)) throw new Recusa('Tipo de dado desconhecido.');
  };
  // The agent sends a batch before the last is acknowledged: a branch's batches are stored in the order sent.
  const emOrdem = filaPorChave();
  const tratadores: Tratadores = {
    async configuracao(filialId) {
      if (!(await deps.filialAtiva(filialId))) throw new Recusa(MSG.gerenciadorFilialInativa);
      const configuracoes = await Promise.all(TIPOS_DADOS.map(async (t) => ({ tipo: t.tipo, ...(await deps.configuracoes.dadosInternos(filialId, t.tipo)) })));
      const geracoes = Object.fromEntries(
        await Promise.all(TIPOS_DADOS.map(async (t) => [t.tipo, (await deps.sincronizacao.status(filialId, t.tipo)).geracao])),
      );
      const conexao = (await deps.configuracoes.conexaoParaAgente(filialId)) as RespostaEnviada<'configuracao'>['conexao'];
      return { conexao, basica: await deps.configuracoes.basica(filialId), configuracoes, geracoes };
    },
    async statusExecucao(filialId, { tipo, ...relato }) {
      tipoConhecido(tipo);
      await deps.sincronizacao.registrar(filialId, tipo, relato);
      return { ok: true };
    },
    lote(filialId, { tipo, geracao, registros = [], removidos = [] }) {
      tipoConhecido(tipo);
      return emOrdem(`${filialId}:${tipo}`, async () => {
        const atual = (await deps.sincronizacao.status(filialId, tipo)).geracao;
        // Data cleared since the agent started its run: tell it instead of mixing generations.
        if (geracao !== atual) return { geracao: atual };
        await deps.dados.gravarLote(filialId, tipo, registros, removidos);
        return { geracao: atual, aceitos: registros.length };
      });
    },
    async estrutura(filialId, { tipo, divergencias }) {
      tipoDoCatalogo(tipo);
      await deps.divergencias.registrar(filialId, tipo, divergencias);
      return { ok: true as const };
    },
    async agenda(filialId, { tipo, proximaExecucao }) {
      tipoConhecido(tipo);
      await deps.sincronizacao.registrarProxima(filialId, tipo, proximaExecucao);
      return { ok: true as const };
    },
    async atualizacaoResultado(filialId, resultado) {
      await deps.atualizacoes.registrarResultado(filialId, resultado);
      return { ok: true as const };
    },
    chavesPedidos: (filialId) => deps.registros.chavesPedidos(filialId),
    pendentes: (filialId, { limite }) => deps.registros.pendentes(filialId, limite),
    async confirmacao(filialId, { tipo, uuid, ...resultado }) {
      await deps.registros.concluir(filialId, tipo, uuid, resultado);
      return { ok: true as const };
    },
  };
  return async (filialId, mensagem, responder) => {
    try {
      const tratar = tratadores[mensagem.type] as (filialId: number, payload: unknown) => Promise<unknown>;
      responder(await tratar(filialId, mensagem.payload));
    } catch (error) {
      if (!(error instanceof Recusa)) throw error;
      responder(null, error.message);
    }
  };
}

import { TIPOS_DADOS } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import type { PayloadRecebido, RespostaEnviada } from '../../common/protocolo';
import { AppError, badRequest } from '../errors';
import type { Services } from '../services';
import type { GerenciadorEventHandler, GerenciadorHubHandlers, EventoAgente } from './gerenciadorHub';
import { filaPorChave } from './filaPorChave';

/** The services that answer the agents (createServices builds them). */
export type ServicosDoAgente = Pick<
  Services,
  'configuracoes' | 'sincronizacao' | 'gerenciadorConexoes' | 'mobileDados' | 'registrosApp' | 'divergencias' | 'atualizacaoAgente'
>;

type Evento = EventoAgente['type'];
type Tratadores = { [K in Evento]: (filialId: number, payload: PayloadRecebido<K>) => Promise<RespostaEnviada<K>> };

/**
 * The agent's own requests, already checked against the protocol by the hub: its configuration, the
 * status of a run, batches of records, the pending phone records and their write-back results, the
 * changes it found in the ERP's structure, the next automatic run of each type.
 * Everything is scoped to the branch of the agent's token.
 */
function criarTratadorAgente(deps: ServicosDoAgente): GerenciadorEventHandler {
  // Runs, batches and their status exist only for the types read from the ERP (an insert type has none).
  const tiposConhecidos = new Set(TIPOS_DADOS.filter((t) => t.direcao === 'erpParaNuvem').map((t) => t.tipo));
  const tipoConhecido = (tipo: string) => {
    if (!tiposConhecidos.has(tipo)) throw badRequest(MSG.tipoDadoDesconhecido());
  };
  // The ERP's structure is checked under every type's statements: an insert's too (its records wait meanwhile).
  const tiposDoCatalogo = new Set(TIPOS_DADOS.map((t) => t.tipo));
  const tipoDoCatalogo = (tipo: string) => {
    if (!tiposDoCatalogo.has(tipo)) throw badRequest(MSG.tipoDadoDesconhecido());
  };
  // The agent sends a batch before the last is acknowledged: a branch's batches are stored in the order sent.
  const emOrdem = filaPorChave();
  const tratadores: Tratadores = {
    async configuracao(filialId) {
      // Only an active branch (and contratante) gets its configuration, the ERP password with it.
      if (!(await deps.gerenciadorConexoes.filialAtiva(filialId))) throw new AppError('FORBIDDEN', MSG.gerenciadorFilialInativa);
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
        if (registros.length)
          await deps.mobileDados.gravarLote(
            filialId,
            tipo,
            registros.map(({ identificador, dados }) => ({ identificador, dados })),
          );
        if (removidos.length) await deps.mobileDados.marcarRemovidos(filialId, tipo, removidos);
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
      await deps.atualizacaoAgente.registrarResultado(filialId, resultado);
      return { ok: true as const };
    },
    chavesPedidos: (filialId) => deps.registrosApp.chavesPedidosIntegrados(filialId),
    pendentes: (filialId, { limite }) => deps.registrosApp.paraGerenciador(filialId, limite),
    async confirmacao(filialId, { tipo, uuid, ...resultado }) {
      await deps.registrosApp.concluir(filialId, tipo, uuid, resultado);
      return { ok: true as const };
    },
  };
  return async (filialId, mensagem, responder) => {
    try {
      const tratar = tratadores[mensagem.type] as (filialId: number, payload: unknown) => Promise<unknown>;
      responder(await tratar(filialId, mensagem.payload));
    } catch (error) {
      // An expected error (server/errors.ts), here or in a service, is the answer's `erro`; anything
      // else is the hub's: the database away, or a fault of ours.
      if (!(error instanceof AppError)) throw error;
      responder(null, error.message);
    }
  };
}

/**
 * The hub's handlers, given to it at construction. The hub and the services need each other (the
 * services reach the agents through the hub): `servicos` is read when an agent first speaks, after
 * createServices has built them and the server listens.
 */
export function tratadoresDoHub(servicos: () => ServicosDoAgente): GerenciadorHubHandlers {
  let tratador: GerenciadorEventHandler | null = null;
  return {
    event: (filialId, mensagem, reply) => (tratador ??= criarTratadorAgente(servicos()))(filialId, mensagem, reply),
    hello: (filialId, { versao, plataforma }) => servicos().atualizacaoAgente.aoConectar(filialId, versao, plataforma),
    disconnected: (filialId) => servicos().sincronizacao.interromper(filialId, MSG.sincronizacaoInterrompida),
  };
}

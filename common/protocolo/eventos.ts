import { z } from 'zod';
import {
  basica,
  configuracaoSalva,
  conexaoErp,
  contagem,
  dadosMapeados,
  dataIso,
  gravacaoIntegrada,
  gravacaoNaoIntegrada,
  identificador,
  registroPendente,
  textoLivre,
  tipoDado,
  tipoRegistroApp,
  uuidRegistro,
} from './campos';
import { PLATAFORMAS_AGENTE, RESULTADOS_ATUALIZACAO, VERSAO_VALIDA } from '../atualizacaoAgente';
import { MAX_DIVERGENCIAS, MAX_FALHAS_POR_EXECUCAO, MAX_IDENTIFICADOR, MAX_REGISTROS_LOTE, MAX_REMOVIDOS_LOTE } from './limites';

/** Events that need no answer. */
const semResposta = z.never();
const ok = z.object({ ok: z.literal(true) });
const registroDaConfirmacao = { tipo: tipoRegistroApp, uuid: uuidRegistro };

/** How a run is going or how it ended, any subset of the sync panel's fields (server/sincronizacao/sincronizacao.ts). */
export const relatoExecucao = z.object({
  tipo: tipoDado,
  dtInicio: dataIso.nullish(),
  dtFim: dataIso.nullish(),
  executando: z.boolean().optional(),
  sucesso: z.boolean().optional(),
  cancelada: z.boolean().optional(),
  erro: textoLivre(16_000).nullish(),
  msg: textoLivre(16_000).nullish(),
  itemsCount: contagem.optional(),
  itensSincronizadosCount: contagem.optional(),
  envioCompleto: z.boolean().optional(),
  retomada: z.boolean().optional(),
  remocoesRetidas: contagem.optional(),
  reenviarTodos: z.boolean().optional(),
  removidos: contagem.optional(),
  /** The rows that could not be mapped (identifier and reason), for the run's history. */
  falhas: z
    .array(z.object({ identificador: textoLivre(MAX_IDENTIFICADOR).nullable(), motivo: textoLivre() }))
    .max(MAX_FALHAS_POR_EXECUCAO)
    .optional(),
  falhasTotal: contagem.optional(),
});

/**
 * What the agent sends the server (agent → server), each with its payload and the answer the
 * server sends back in a `resposta` of the same id (hello and heartbeat are not answered). The hub
 * refuses anything else before any service sees it (server/hub/gerenciadorHub.ts).
 */
export const DEFINICOES_EVENTOS = {
  /** `plataforma` (since self-update): which executable an update of this agent takes; an agent without it is not offered one. */
  hello: {
    payload: z.object({ versao: z.string().max(40), hostname: z.string().max(255), plataforma: z.enum(PLATAFORMAS_AGENTE).optional() }),
    resposta: semResposta,
  },
  heartbeat: { payload: z.object({}).optional(), resposta: semResposta },
  /** The branch's configuration (only while the branch and its contratante are active: it holds the ERP password). */
  configuracao: {
    payload: z.object({}).optional(),
    resposta: z.object({ conexao: conexaoErp, basica, configuracoes: z.array(configuracaoSalva).max(200), geracoes: z.record(z.string().max(80), z.int()) }),
  },
  statusExecucao: { payload: relatoExecucao, resposta: ok },
  /** Records of one data type changed since the last acknowledgement, and identifiers gone from the ERP. */
  lote: {
    payload: z.object({
      tipo: tipoDado,
      /** The data's generation when the run started: a batch of a cleared generation is not stored. */
      geracao: z.int().min(0),
      registros: z
        .array(z.object({ identificador, dados: dadosMapeados }))
        .max(MAX_REGISTROS_LOTE)
        .optional(),
      removidos: z.array(identificador).max(MAX_REMOVIDOS_LOTE).optional(),
    }),
    resposta: z.object({ geracao: z.int(), aceitos: contagem.optional() }),
  },
  /** The phone records to write now (at most `limite`). */
  pendentes: { payload: z.object({ limite: z.int().min(1).max(100) }), resposta: z.array(registroPendente).max(100) },
  /** A phone record's write-back outcome. */
  confirmacao: {
    payload: z.discriminatedUnion('situacao', [gravacaoIntegrada.extend(registroDaConfirmacao), gravacaoNaoIntegrada.extend(registroDaConfirmacao)]),
    resposta: ok,
  },
  /**
   * The ERP's structure under a type's saved statements changed (a table or column gone, a type
   * changed), or no longer does (an empty list): the server shows it and alerts (agent/estrutura).
   */
  estrutura: {
    payload: z.object({
      tipo: tipoDado,
      divergencias: z.array(z.object({ tabela: textoLivre(300), coluna: textoLivre(300).nullable(), motivo: textoLivre(2000) })).max(MAX_DIVERGENCIAS),
    }),
    resposta: ok,
  },
  /**
   * When the type's next automatic run starts (null: none programmed, or one is running), each time it
   * changes and again on every connection: the data page shows it (common/catalogo/agenda).
   */
  agenda: { payload: z.object({ tipo: tipoDado, proximaExecucao: dataIso.nullable() }), resposta: ok },
  /**
   * How an update to `versao` ended (common/atualizacaoAgente): atualizado, recusado or falhou with a
   * Portuguese reason, or revertido with why the supervisor went back to the previous version.
   */
  atualizacaoResultado: {
    /** `versaoAnterior`: the version it updated from, or went back to (from the supervisor's journal). */
    payload: z.object({
      versao: z.string().regex(VERSAO_VALIDA),
      resultado: z.enum(RESULTADOS_ATUALIZACAO),
      motivo: textoLivre(2000).nullable(),
      versaoAnterior: z.string().max(40).nullish(),
    }),
    resposta: ok,
  },
  /** ERP keys of the phones' integrated orders, for the order-status select. */
  chavesPedidos: { payload: z.object({}).optional(), resposta: z.array(z.string().max(MAX_IDENTIFICADOR)).max(100_000) },
} as const;

export type Eventos = typeof DEFINICOES_EVENTOS;
export type NomeEvento = keyof Eventos;
/** Events the server answers (a `resposta` with the same id). */
export type EventoComResposta = { [K in NomeEvento]: Eventos[K]['resposta'] extends z.ZodNever ? never : K }[NomeEvento];

/** Each event's name, and `resposta`: the answer to a request of the same id (either way). */
export const EVENTOS = {
  ...(Object.fromEntries(Object.keys(DEFINICOES_EVENTOS).map((k) => [k, k])) as { readonly [K in NomeEvento]: K }),
  resposta: 'resposta',
} as const;

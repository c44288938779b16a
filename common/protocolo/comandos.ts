import { z } from 'zod';
import { PLATAFORMAS_AGENTE, VERSAO_VALIDA } from '../atualizacaoAgente';
import { MAX_IDENTIFICADOR } from './limites';
import {
  amostraInsert,
  conexaoErp,
  configuracaoDaPagina,
  esquemaErp,
  nomeTabela,
  resultadoGerenciador,
  resultadoPrevia,
  resultadoTesteInsert,
  sugestaoConfiguracao,
  tipoDado,
} from './campos';

/** A command with no arguments ({} today; a missing payload reads the same). */
const vazio = z.object({}).optional();
/** A notice the agent acknowledges with its outcome only. */
const ciente = z.object({ status: z.boolean() });

/** A version offered to the agent: where to download it (a path on the server, with the agent's token) and what it must match. */
export const ofertaAtualizacao = z.object({
  versao: z.string().regex(VERSAO_VALIDA),
  plataforma: z.enum(PLATAFORMAS_AGENTE),
  url: z.string().min(1).max(2000),
  tamanho: z
    .int()
    .min(1)
    .max(1024 * 1024 * 1024),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  assinatura: z.string().min(1).max(200),
});
export type OfertaAtualizacao = z.infer<typeof ofertaAtualizacao>;

/**
 * What the server asks the agent (server → agent), each with its payload and the answer the agent
 * sends back in a `resposta` of the same id. The hub's `request` and `notify` and the agent's
 * handler are typed by this map, and both sides check each message against it.
 */
export const DEFINICOES_COMANDOS = {
  /** The connection the page holds (not necessarily saved), with the saved password when left blank. */
  testarConexao: { payload: conexaoErp, resposta: resultadoGerenciador() },
  /** The select test: one row unless the select limits itself. */
  testarSQL: {
    payload: z.object({
      instrucao: z
        .string()
        .min(1)
        .max(512 * 1024),
      tipo: z.literal('SELECT').optional(),
      limitar: z.boolean(),
      /** A page's own parameters (order status), bound by name (common/catalogo/parametrosSelect). */
      parametros: z.record(z.string().max(80), z.union([z.string().max(4000), z.array(z.string().max(MAX_IDENTIFICADOR)).max(5000), z.null()])).optional(),
    }),
    resposta: resultadoGerenciador<Record<string, unknown>[]>(),
  },
  /** Starts a run of the type; answered once the server has stored that run's start (or the start of the one already going). */
  sincronizar: { payload: z.object({ tipo: tipoDado, reenviarTodos: z.boolean() }), resposta: resultadoGerenciador() },
  cancelar: { payload: z.object({ tipo: tipoDado }), resposta: resultadoGerenciador() },
  reiniciar: { payload: vazio, resposta: resultadoGerenciador() },
  /** A configuration was saved: the agent reloads it (a notice; `tipo` says which). */
  configuracaoAlterada: { payload: z.object({ tipo: z.string().max(80).optional() }), resposta: ciente },
  /** Phone records are waiting: the agent asks for them (a notice). */
  registrosPendentes: { payload: vazio, resposta: ciente },
  /** Send the removals the safety valve held for a type (confirmed on its data page). */
  confirmarRemocoes: { payload: z.object({ tipo: tipoDado }), resposta: resultadoGerenciador() },
  /** The integrator's workbench (agent/workbench): the ERP's tables and columns, from its catalogue. */
  descobrirTabelas: { payload: vazio, resposta: resultadoGerenciador<z.infer<typeof esquemaErp>>() },
  /** A data page's unsaved select and mapping run on the first rows, mapped as the phones would receive them. */
  previsualizar: {
    payload: z.object({ tipo: tipoDado, configuracao: configuracaoDaPagina }),
    resposta: resultadoGerenciador<z.infer<typeof resultadoPrevia>>(),
  },
  /** An insert page's unsaved statements run for a sample record inside a transaction that is rolled back. */
  testarInsert: {
    payload: z.object({ tipo: tipoDado, configuracao: configuracaoDaPagina, amostra: amostraInsert }),
    resposta: resultadoGerenciador<z.infer<typeof resultadoTesteInsert>>(),
  },
  /** A draft configuration of a type from the ERP's catalogue and a sample of its rows (agent/sugestao): reads only; on `tabela` when the integrator chose one. */
  sugerirConfiguracao: {
    payload: z.object({ tipo: tipoDado, tabela: nomeTabela.optional() }),
    resposta: resultadoGerenciador<z.infer<typeof sugestaoConfiguracao>>(),
  },
  /**
   * The branch's target version (docs/operacao.md, "Atualização automática dos gerenciadores"): the
   * agent downloads it when idle, checks size, SHA-256 and signature, and reports the outcome in an
   * atualizacaoResultado event (a notice: the answer says only that it was taken).
   */
  atualizar: { payload: ofertaAtualizacao, resposta: ciente },
} as const;

export type Comandos = typeof DEFINICOES_COMANDOS;
export type NomeComando = keyof Comandos;

/** Each command's name, for the code that switches on it. */
export const COMANDOS = Object.fromEntries(Object.keys(DEFINICOES_COMANDOS).map((k) => [k, k])) as { readonly [K in NomeComando]: K };

import type { ResultadoPrevia } from '../../common/api/previa';
import type { SugestaoConfiguracao } from '../../common/api/sugestao';
import type { ResultadoTesteInsert } from '../../common/api/testeInsert';
import { registroDoInsert, TIPOS_DADOS_POR_TIPO, erroSelect } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { ACTIONS, type AppAbility } from '../../common/permissions';
import { COMANDOS, MAX_NOME_TABELA, type PayloadDe, type ResultadoGerenciador } from '../../common/protocolo';
import { AppError, badRequest } from '../errors';
import { CAMPOS_OCULTOS_DOS_APARELHOS } from '../sincronizacao/visibilidadeVendedor';
import type { AmostraInsertService } from './amostraInsert';
import type { FiliaisService } from './filiais';
import type { GerenciadorChannel } from './gerenciadorChannel';

/** The browser gives up after 15 s (docs/produto.md §9): the server answers first, with the hub's own message. */
const PRAZO_AGENTE_MS = 14_000;
/** The check at save shares the browser's 15 s with the save itself. */
const PRAZO_CONFERENCIA_MS = 10_000;
/** Failures that say the statement itself is wrong, whatever the record: they refuse the save. */
const RECUSADOS_AO_SALVAR = new Set(['tabelaNaoEncontrada', 'colunaNaoEncontrada', 'sintaxe']);

/** What the check of an insert page at its save found: messages by insert group that refuse it, or a warning. */
export type ConferenciaInsert = { erros: Record<string, string> } | { aviso: string };

/** A page's configuration as JSON text ({dados, mapeamento}); anything else is a clear 400. */
function configuracaoJson(texto: string): { dados: Record<string, unknown>; mapeamento: Record<string, unknown> } {
  try {
    const valor = JSON.parse(texto) as { dados?: unknown; mapeamento?: unknown };
    const objeto = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
    const dados = objeto(valor?.dados);
    if (dados) return { dados, mapeamento: objeto(valor.mapeamento) ?? {} };
  } catch {
    // falls through to the error below
  }
  throw badRequest(MSG.dadosInvalidos);
}

/**
 * The integrator's workbench (docs/guia-integrador.md §4.1, §5.4, §6.5) as filialGerenciador* operations: discovery of the ERP's
 * tables, the preview of a data page and the insert test of an insert page, each with the page's
 * configuration as it stands (saved or not). Each checks the user's right to edit the branch, then
 * relays to its agent; the SQL runs only there.
 */
export class WorkbenchService {
  constructor(
    private canal: GerenciadorChannel,
    private filiais: FiliaisService,
    private amostras: AmostraInsertService,
  ) {}

  private async chamar<K extends 'descobrirTabelas' | 'previsualizar' | 'testarInsert' | 'sugerirConfiguracao'>(
    filialId: number,
    comando: K,
    payload: PayloadDe<K>,
    prazo = PRAZO_AGENTE_MS,
  ): Promise<ResultadoGerenciador> {
    try {
      const r: ResultadoGerenciador = await this.canal.request(filialId, comando, payload, prazo);
      return { status: r.status && !r.erro, msg: r.msg ?? null, erro: r.erro ?? null, dados: r.dados };
    } catch (error) {
      const msg = error instanceof Error ? error.message : MSG.erroInesperado;
      return { status: false, msg, erro: msg };
    }
  }

  async descobrirTabelas(ability: AppAbility, identificadorApp: string): Promise<ResultadoGerenciador> {
    const filialId = await this.filiais.idDoGerenciador(ability, identificadorApp, ACTIONS.EDITAR);
    return this.chamar(filialId, COMANDOS.descobrirTabelas, {});
  }

  /** The first rows of a data page's select, mapped as the phones would receive them (fields phones never get left out). */
  async previsualizar(ability: AppAbility, identificadorApp: string, tipo: string, configuracao: string): Promise<ResultadoGerenciador> {
    const def = TIPOS_DADOS_POR_TIPO[tipo];
    if (!def) throw new AppError('BAD_REQUEST', MSG.tipoConfiguracaoInvalido);
    const filialId = await this.filiais.idDoGerenciador(ability, identificadorApp, ACTIONS.EDITAR);
    if (def.direcao !== 'erpParaNuvem') return { status: false, msg: MSG.previaSomenteLeitura, erro: MSG.previaSomenteLeitura };
    const config = configuracaoJson(configuracao);
    const select = String(config.dados.select ?? '').trim();
    if (!select) return { status: false, msg: MSG.selectRequerido, erro: MSG.selectRequerido };
    // Without the engine here, refused when every engine would refuse it; the agent checks with its own.
    const recusa = erroSelect(select);
    if (recusa) return { status: false, msg: recusa, erro: recusa };
    const resultado = await this.chamar(filialId, COMANDOS.previsualizar, { tipo, configuracao: config });
    const previa = resultado.dados as ResultadoPrevia | undefined;
    const ocultos = CAMPOS_OCULTOS_DOS_APARELHOS[tipo] ?? [];
    if (previa?.linhas && ocultos.length) {
      for (const linha of previa.linhas) for (const campo of ocultos) if (linha.dados) delete linha.dados[campo];
    }
    return resultado;
  }

  /**
   * "Sugerir configuração": the agent's draft of a type's configuration from the ERP's catalogue and a
   * sample (reads only). Same right as the other workbench calls; a failure (agent offline, ERP
   * unreachable) is a clear error in Portuguese, never a half-filled proposal.
   */
  async sugerirConfiguracao(ability: AppAbility, identificadorApp: string, tipo: string, tabela?: string): Promise<SugestaoConfiguracao> {
    if (!TIPOS_DADOS_POR_TIPO[tipo]) throw new AppError('BAD_REQUEST', MSG.sugestaoTipoInvalido);
    const filialId = await this.filiais.idDoGerenciador(ability, identificadorApp, ACTIONS.EDITAR);
    // A table no ERP could name (the agent refuses names the protocol does not carry) is not in this one.
    const escolhida = tabela?.trim() || undefined;
    if (escolhida && escolhida.length > MAX_NOME_TABELA) throw new AppError('BAD_REQUEST', MSG.sugestaoTabelaInexistente(`${escolhida.slice(0, 60)}…`));
    const resultado = await this.chamar(filialId, COMANDOS.sugerirConfiguracao, escolhida ? { tipo, tabela: escolhida } : { tipo });
    const sugestao = resultado.dados as SugestaoConfiguracao | undefined;
    if (!resultado.status || !sugestao || sugestao.tipo !== tipo) throw new AppError('BAD_REQUEST', resultado.msg || MSG.erroInesperado);
    return sugestao;
  }

  /**
   * The insert test with a record of the type (server/services/amostraInsert.ts: the queue's newest,
   * the last received, or one built from the synced catalogue), run twice by the agent: every
   * optional field filled, then every optional field empty (NULL).
   */
  async testarInsert(ability: AppAbility, identificadorApp: string, tipo: string, configuracao: string): Promise<ResultadoGerenciador> {
    if (!TIPOS_DADOS_POR_TIPO[tipo]) throw new AppError('BAD_REQUEST', MSG.tipoConfiguracaoInvalido);
    const filialId = await this.filiais.idDoGerenciador(ability, identificadorApp, ACTIONS.EDITAR);
    const registro = registroDoInsert(tipo);
    if (!registro) return { status: false, msg: MSG.testeInsertSomenteInsert, erro: MSG.testeInsertSomenteInsert };
    const config = configuracaoJson(configuracao);
    // An agent that is not there is said first: the record to test with would not help.
    if (!(await this.canal.info(filialId)).conectado) return { status: false, msg: MSG.gerenciadorDesconectado, erro: MSG.gerenciadorDesconectado };
    const amostra = await this.amostras.amostra(filialId, registro);
    if (!amostra.ok) return { status: false, msg: amostra.msg, erro: amostra.msg };
    return this.chamar(filialId, COMANDOS.testarInsert, { tipo, configuracao: config, amostra: amostra.amostra });
  }

  /**
   * The check of an insert page at its save (docs/guia-integrador.md, "Testar Insert"): the same two
   * rolled-back runs as Testar Insert. A table or column the ERP does not have, or SQL it cannot parse,
   * refuses the save by the insert that has it, as a select's missing column is refused. When the check
   * cannot be made (agent offline, no record to test with, a MyISAM table) or fails for the data (a
   * NOT NULL column, a foreign key), the page is saved with a warning: saving writes nothing to the
   * ERP, a branch is often configured before its agent runs, and the select pages save without the
   * agent too.
   */
  async conferirInsert(
    filialId: number,
    tipo: string,
    configuracao: { dados: Record<string, unknown>; mapeamento: Record<string, unknown> },
  ): Promise<ConferenciaInsert | null> {
    const registro = registroDoInsert(tipo);
    const def = TIPOS_DADOS_POR_TIPO[tipo];
    if (!registro || !def) return null;
    if (!(await this.canal.info(filialId)).conectado) return { aviso: MSG.insertNaoConferido(MSG.gerenciadorDesconectado) };
    const amostra = await this.amostras.amostra(filialId, registro);
    if (!amostra.ok) return { aviso: MSG.insertNaoConferido(amostra.msg) };
    const r = await this.chamar(filialId, COMANDOS.testarInsert, { tipo, configuracao, amostra: amostra.amostra }, PRAZO_CONFERENCIA_MS);
    const execucoes = (r.dados as ResultadoTesteInsert | undefined)?.execucoes ?? [];
    if (!execucoes.length) return r.status ? null : { aviso: MSG.insertNaoConferido(r.msg ?? MSG.erroInesperado) };
    for (const e of execucoes) {
      const passo = e.falhouNoPasso === null ? undefined : e.passos[e.falhouNoPasso];
      if (!passo || !e.falha || !RECUSADOS_AO_SALVAR.has(e.falha.tipo)) continue;
      const grupo = def.inserts.find((g) => g.chave === passo.grupo);
      const titulo = `${grupo?.label ?? passo.grupo} ${passo.card}`;
      const nome = passo.etapa === 'selectChave' ? MSG.selectChaveDe(titulo) : titulo;
      const msg =
        e.falha.tipo === 'sintaxe'
          ? MSG.insertSintaxeAoSalvar(nome, e.erro ?? '')
          : MSG.insertInexistenteAoSalvar(nome, e.falha.tipo === 'tabelaNaoEncontrada' ? 'tabela' : 'coluna', e.falha.objeto);
      return { erros: { [passo.grupo]: msg } };
    }
    return r.status ? null : { aviso: MSG.insertConferidoComFalha(r.msg ?? MSG.erroInesperado) };
  }
}

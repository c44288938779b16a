import { randomBytes } from 'node:crypto';
import { MSG } from '../../common/messages';
import { ACTIONS, type Action, type AppAbility } from '../../common/permissions';
import {
  MAPEAMENTO_VAZIO,
  parametrosDoTipo,
  registroDoInsert,
  valoresDosParametros,
  TIPO_INTEGRACAO,
  TIPOS_DADOS_POR_TIPO,
  erroSelect,
  temLimite,
  validarConfiguracao,
} from '../../common/catalogo';
import { COMANDOS, type NomeComando, type PayloadDe, type ResultadoGerenciador } from '../../common/protocolo';
import type { Db } from '../db/connection';
import { AppError, badRequest } from '../errors';
import { versaoAnterior } from '../../common/versao';
import type { AuditoriaService } from './auditoria';
import type { DivergenciasService } from './divergencias';
import type { ConfiguracoesService } from './configuracoes';
import type { FiliaisService } from './filiais';
import type { GerenciadorChannel } from './gerenciadorChannel';
import { hashAgentToken, type GerenciadorConexoesService } from './gerenciadorConexoes';
import type { RegistrosAppService } from '../gravacao/registrosApp';
import type { SincronizacaoService } from '../sincronizacao/sincronizacao';

export const VERSAO_SERVIDOR = '0.1.0';

// Where the outdated rule lives (the fleet compares the same numbers in SQL).
export { versaoAnterior } from '../../common/versao';

/** The commands the manager pages call, each answered with a manager call result. */
type ComandoDoPainel = Extract<NomeComando, 'testarConexao' | 'testarSQL' | 'sincronizar' | 'cancelar' | 'confirmarRemocoes' | 'reiniciar'>;

const falha = (msg: string, erro: unknown): ResultadoGerenciador => ({ status: false, msg, erro: erro instanceof Error ? erro.message : String(erro) });

/** The JSON text argument of a call as an object; anything else is a clear 400, never a 500. */
function objetoJson(texto: string | null | undefined): Record<string, unknown> {
  try {
    const valor = JSON.parse(texto || '{}');
    if (valor && typeof valor === 'object' && !Array.isArray(valor)) return valor as Record<string, unknown>;
  } catch {
    // falls through to the error below
  }
  throw badRequest(MSG.dadosInvalidos);
}

/** Sync operations exist only for the data types of the catalogue. */
function assertTipoDados(tipo: string): void {
  if (!TIPOS_DADOS_POR_TIPO[tipo]) throw new AppError('BAD_REQUEST', MSG.tipoConfiguracaoInvalido);
}

/** The filialGerenciador* operations: checks the user's right on the branch, then relays to its agent. */
export class GerenciadorService {
  constructor(
    private db: Db,
    private canal: GerenciadorChannel,
    private conexoes: GerenciadorConexoesService,
    private filiais: FiliaisService,
    private configuracoes: ConfiguracoesService,
    private sincronizacao: SincronizacaoService,
    private registros: RegistrosAppService,
    private auditoria: AuditoriaService,
    private divergencias: DivergenciasService,
  ) {}

  /** The branch of an identificadorApp, if the user may act on it. */
  private filial(ability: AppAbility, identificadorApp: string, action: Action = ACTIONS.LEITURA): Promise<number> {
    return this.filiais.idDoGerenciador(ability, identificadorApp, action);
  }

  async status(ability: AppAbility, identificadorApp: string) {
    const filial = await this.filiais.doGerenciador(ability, identificadorApp);
    const info = await this.canal.info(filial.id);
    return {
      status: info.conectado,
      msg: info.conectado ? MSG.gerenciadorConectado : MSG.gerenciadorDesconectado,
      erro: null,
      ...info,
      versaoServidor: VERSAO_SERVIDOR,
      desatualizado: Boolean(info.versao && versaoAnterior(info.versao, VERSAO_SERVIDOR)),
      tokenGerado: filial.tokenGerado,
    };
  }

  private async call<K extends ComandoDoPainel>(filialId: number, comando: K, payload: PayloadDe<K>, timeoutMs?: number): Promise<ResultadoGerenciador> {
    try {
      const answer: ResultadoGerenciador = await this.canal.request(filialId, comando, payload, timeoutMs);
      return { status: answer.status && !answer.erro, msg: answer.msg ?? null, erro: answer.erro ?? null, dados: answer.dados };
    } catch (error) {
      return falha(error instanceof Error ? error.message : MSG.erroInesperado, error);
    }
  }

  /**
   * Test Connection with what the page holds (not necessarily saved); a blank password means "the one
   * already saved". Incomplete data is answered here with the §5 message, without asking the agent.
   */
  async testarConexao(ability: AppAbility, identificadorApp: string, dadosConexao: string): Promise<ResultadoGerenciador> {
    const filialId = await this.filial(ability, identificadorApp, ACTIONS.EDITAR);
    const { passwordSalvo: _saved, ...dados } = objetoJson(dadosConexao);
    if (!dados.password) dados.password = (await this.configuracoes.conexaoParaAgente(filialId)).password;
    const erros = Object.values(validarConfiguracao(TIPO_INTEGRACAO, dados, MAPEAMENTO_VAZIO));
    if (erros.length) return { status: false, msg: erros[0], erro: erros.join('\n') };
    // The catalogue checked it above; the hub checks it against the protocol before it leaves.
    return this.call(filialId, COMANDOS.testarConexao, dados as PayloadDe<'testarConexao'>, 20_000);
  }

  /** Select test: LIMIT 1 unless the select already limits its rows (the agent adapts it to its dialect). */
  async testarSQL(ability: AppAbility, identificadorApp: string, dadosSQL: string): Promise<ResultadoGerenciador> {
    const filialId = await this.filial(ability, identificadorApp, ACTIONS.EDITAR);
    const pedido = objetoJson(dadosSQL);
    const instrucao = String(pedido.instrucao ?? '').trim();
    if (!instrucao) return { status: false, msg: MSG.selectRequerido, erro: MSG.selectRequerido };
    // The agent checks again with its engine and runs it read-only (common/catalogo/instrucoesSql).
    const recusa = erroSelect(instrucao, await this.configuracoes.tipoIntegracao(filialId));
    if (recusa) return { status: false, msg: recusa, erro: recusa };
    const parametros = await this.parametrosDoTeste(filialId, pedido.pagina);
    const r = await this.call(
      filialId,
      COMANDOS.testarSQL,
      { instrucao, tipo: 'SELECT', limitar: !temLimite(instrucao), ...(parametros ? { parametros: parametros.valores } : {}) },
      30_000,
    );
    return r.status && parametros?.deExemplo.length ? { ...r, msg: `${r.msg ?? ''}\n${MSG.parametrosDeExemplo(parametros.deExemplo)}`.trim() } : r;
  }

  /**
   * A page whose select binds its own parameters (order status) sends its type and settings with the
   * test (`pagina`): they are bound as a run would bind them, the catalogue's samples standing in for
   * what is still empty (common/catalogo/parametrosSelect). Null for the other pages.
   */
  private async parametrosDoTeste(filialId: number, pagina: unknown) {
    const dePagina = pagina && typeof pagina === 'object' ? (pagina as { tipo?: unknown; dados?: unknown }) : null;
    const parametros = parametrosDoTipo(TIPOS_DADOS_POR_TIPO[String(dePagina?.tipo ?? '')]);
    if (!parametros.length) return null;
    const dados = dePagina?.dados && typeof dePagina.dados === 'object' && !Array.isArray(dePagina.dados) ? (dePagina.dados as Record<string, unknown>) : {};
    const listas: Record<string, string[]> = {};
    if (parametros.some((p) => p.nome === 'pedidosIdentificadores')) listas.pedidosIdentificadores = await this.registros.chavesPedidosIntegrados(filialId);
    return valoresDosParametros(parametros, dados, listas, true);
  }

  async sincronizar(ability: AppAbility, identificadorApp: string, dados: { tipo: string; reenviarTodos?: boolean | null }): Promise<ResultadoGerenciador> {
    assertTipoDados(dados.tipo);
    const filialId = await this.filial(ability, identificadorApp, ACTIONS.EDITAR);
    const result = await this.call(filialId, COMANDOS.sincronizar, { tipo: dados.tipo, reenviarTodos: Boolean(dados.reenviarTodos) });
    if (result.status)
      await this.auditoria.registrarNaFilial(filialId, 'sincronizacaoIniciada', { tipo: dados.tipo, reenviarTodos: Boolean(dados.reenviarTodos) });
    return result.status ? { status: true, msg: MSG.inicioSincronizacao } : { ...result, msg: MSG.erroInicioSincronizacao };
  }

  async cancelar(ability: AppAbility, identificadorApp: string, tipo: string): Promise<ResultadoGerenciador> {
    assertTipoDados(tipo);
    const filialId = await this.filial(ability, identificadorApp, ACTIONS.EDITAR);
    const result = await this.call(filialId, COMANDOS.cancelar, { tipo });
    if (result.status) await this.auditoria.registrarNaFilial(filialId, 'sincronizacaoCancelada', { tipo });
    return result.status ? { status: true, msg: MSG.cancelamentoSincronizacao } : { ...result, msg: MSG.erroCancelamentoSincronizacao };
  }

  /**
   * The run's status. A run the server still sees as running while no instance holds the agent
   * (the server itself was restarted mid-run) reads as interrupted: the agent resumes it when back.
   */
  async sincronizacaoStatus(ability: AppAbility, identificadorApp: string, tipo: string) {
    assertTipoDados(tipo);
    const filialId = await this.filial(ability, identificadorApp);
    const status = await this.sincronizacao.status(filialId, tipo);
    // The changes of the ERP's structure under the type's configuration (the page names them).
    const divergencias = await this.divergencias.doTipo(filialId, tipo);
    const estrutura = { divergencias: divergencias?.divergencias ?? [], divergenciasDesde: divergencias?.desde ?? null };
    if (!status.executando && !status.proximaExecucao) return { ...status, ...estrutura };
    if ((await this.canal.info(filialId)).conectado) return { ...status, ...estrutura };
    // The next run is the connected agent's timer: without the agent there is none to show.
    if (!status.executando) return { ...status, ...estrutura, proximaExecucao: null };
    return {
      ...status,
      ...estrutura,
      proximaExecucao: null,
      executando: false,
      msg: MSG.sincronizacaoInterrompida,
      erro: status.erro ?? MSG.sincronizacaoInterrompida,
    };
  }

  /**
   * Each read type's next automatic run, as the connected agent programmed it (the status page);
   * none without the agent: its timers are the only truth about them.
   */
  async proximasExecucoes(ability: AppAbility, identificadorApp: string) {
    const filialId = await this.filial(ability, identificadorApp);
    if (!(await this.canal.info(filialId)).conectado) return [];
    return this.sincronizacao.proximas(filialId);
  }

  /** The data page confirmed the removals the safety valve held: the agent sends them. */
  async confirmarRemocoes(ability: AppAbility, identificadorApp: string, tipo: string): Promise<ResultadoGerenciador> {
    assertTipoDados(tipo);
    const filialId = await this.filial(ability, identificadorApp, ACTIONS.EDITAR);
    const result = await this.call(filialId, COMANDOS.confirmarRemocoes, { tipo });
    if (result.status) await this.auditoria.registrarNaFilial(filialId, 'remocoesConfirmadas', { tipo });
    return result;
  }

  /** Clears the type's records on the server (never while it runs); the agent resends all next time. */
  async limparDadosSite(ability: AppAbility, identificadorApp: string, tipo: string): Promise<ResultadoGerenciador> {
    assertTipoDados(tipo);
    const filialId = await this.filial(ability, identificadorApp, ACTIONS.EDITAR);
    try {
      await this.sincronizacao.limpar(filialId, tipo);
      await this.auditoria.registrarNaFilial(filialId, 'dadosLimpos', { tipo });
      return { status: true, msg: MSG.limpezaDadosServidor };
    } catch (error) {
      return falha(MSG.erroLimpezaDadosServidor, error);
    }
  }

  async reiniciar(ability: AppAbility, identificadorApp: string): Promise<ResultadoGerenciador> {
    const filialId = await this.filial(ability, identificadorApp, ACTIONS.EDITAR);
    const result = await this.call(filialId, COMANDOS.reiniciar, {});
    if (result.status) await this.auditoria.registrarNaFilial(filialId, 'gerenciadorReiniciado');
    return result.status ? { status: true, msg: MSG.reinicioGerenciador } : { ...result, msg: MSG.erroReinicioGerenciador };
  }

  /** A new agent token, shown once; only its hash is kept, and the agent holding the old one is cut off. */
  async gerarToken(ability: AppAbility, filialId: number): Promise<string> {
    await this.filiais.crud.findOrFail(ability, filialId, ACTIONS.EDITAR);
    const token = `fvg_${randomBytes(32).toString('base64url')}`;
    await this.db.kysely
      .updateTable('mobile_filial')
      .set({ agentTokenHash: hashAgentToken(token) })
      .where('id', '=', filialId)
      .execute();
    await this.canal.disconnect(filialId, 'token substituído');
    // That a token was generated, never the token itself.
    await this.auditoria.registrarNaFilial(filialId, 'tokenGerado');
    return token;
  }

  /** Branches saved inactive (or of a contratante saved inactive): their connected agents are cut off. */
  async desligarInativas(filialIds: number[]): Promise<void> {
    for (const filialId of filialIds) {
      if (!(await this.conexoes.filialAtiva(filialId))) await this.canal.disconnect(filialId, 'filial inativa');
    }
  }

  /**
   * Tells a connected agent that a configuration changed, so it reloads it. A new connection or
   * insert may be what the phone records in erro were waiting for: they go back to pending (of all
   * types, or of the insert's type), and the agent writes them once it has reloaded.
   */
  async configuracaoAlterada(filialId: number, tipo: string): Promise<void> {
    const registro = registroDoInsert(tipo);
    if (tipo === TIPO_INTEGRACAO || registro) await this.registros.reenfileirar(filialId, registro ? { tipo: registro } : {}, 'configuracao');
    this.canal.notify(filialId, COMANDOS.configuracaoAlterada, { tipo });
  }
}

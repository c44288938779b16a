import { hostname } from 'node:os';
import { MSG } from '../common/messages';
import { vincularParametros, type ValorParametro, TIPO_BASICA, TIPO_INTEGRACAO, TIPOS_DADOS_POR_TIPO, type Configuracao } from '../common/catalogo';
import { COMANDOS, EVENTOS, type RespostaDe, type ResultadoGerenciador } from '../common/protocolo';
import type { DivergenciaEstrutura } from '../common/api/divergencia';
import { RELOGIO_DO_SISTEMA, type Relogio } from './agendador';
import { Atualizador } from './atualizacao/atualizador';
import { CHAVE_PUBLICA_ATUALIZACAO } from './atualizacao/chavePublica';
import { baixar } from './atualizacao/download';
import { relatarAtualizacao } from './atualizacao/relato';
import { ConexaoHub, ErroDesconectado, type ComandoRecebido } from './conexao';
import { abrirDialeto, classificarErro, type ConexaoErp, type Dialeto } from './dialects';
import { DialetoAtual } from './dialects/dialetoAtual';
import { ErroEstadoLocal, EstadoLocal } from './estado';
import { log } from './log';
import { VERSAO_AGENTE } from './versao';
import { Rede } from './rede/rede';
import { mensagemDivergencia, VigiaEstrutura } from './estrutura/vigia';
import { CicloGravacao } from './gravacao/cicloGravacao';
import { ProgramacaoSincronizacoes } from './sincronizacao/programacao';
import { Sincronizador } from './sincronizacao/sincronizador';
import { tratarBancada, type ContextoBancada } from './workbench';

/** What the server sends when asked for the branch's configuration (common/protocolo). */
export type ConfiguracaoAgente = RespostaDe<'configuracao'>;

/** The configuration asked again after the server could not give it: 1 s doubling up to 30 s. */
const ESPERA_CONFIGURACAO_MAX_MS = 30_000;

/** What the command line and settings file give the manager besides its server, token and state. */
export interface OpcoesGerenciador {
  /** The clock of the schedules (tests move it by hand). */
  relogio?: Relogio;
  /** Proxy and certificates of its connections (none: straight to the server). */
  rede?: Rede;
  /** The self-update (agent/atualizacao): set when this worker runs as an executable under its supervisor. */
  atualizacao?: {
    /** Where the new executable is downloaded (beside the running one). */
    destino: string;
    /** The update's journal the supervisor writes (agent/atualizacao/diario.ts). */
    diario: string;
    /** Tells the supervisor (IPC). */
    avisar(aviso: { tipo: 'trocarVersao'; arquivo: string; versao: string; versaoAnterior: string } | { tipo: 'conectado'; versao: string }): void;
    /** The built-in public key (tests give their own); defaults to agent/atualizacao/chavePublica.ts. */
    chavePublica?: string | null;
  };
}

/** This agent's platform, as its hello says and the archive names the executables. */
export const PLATAFORMA_AGENTE = process.platform === 'win32' ? 'windows' : 'linux';

const falha = (msg: string, erro: unknown): ResultadoGerenciador => ({
  status: false,
  msg,
  erro: erro instanceof Error ? erro.message : erro === undefined ? null : String(erro),
});

/**
 * The integration manager of one branch: keeps the hub connection, the branch configuration and the
 * ERP dialect, runs each active type on its interval or on demand, and hands the write-back of phone
 * records to agent/gravacao.
 * No database failure ends it: runs report the failure and the agent stays connected for the next one.
 */
export class Gerenciador {
  private conexao: ConexaoHub;
  private config: ConfiguracaoAgente | null = null;
  /** The ERP dialect of the saved connection; one replaced while in use closes when its work ends. */
  private dialeto = new DialetoAtual();
  private execucoes = new Map<string, Sincronizador>();
  /** The automatic runs and the resumption of runs cut short (agent/sincronizacao/programacao.ts). */
  private programacao: ProgramacaoSincronizacoes;
  /** The write-back of phone records to the ERP (agent/gravacao). */
  private gravacao: CicloGravacao;
  private esperaConfiguracao = 0;
  private religarConfiguracao: NodeJS.Timeout | null = null;
  /** Settles once the configuration of the current connection is loaded; commands wait for it. */
  private pronto: Promise<void> = Promise.resolve();
  /** The integrator's workbench (discovery, preview, insert test) on this manager's dialect. */
  private bancada: ContextoBancada;
  /** The ERP's structure under the saved configurations (agent/estrutura): checked at connection and before each run. */
  private vigia: VigiaEstrutura;
  private relogio: Relogio;
  /** The self-update: the server's offer carried out when idle (agent/atualizacao). */
  private atualizador: Atualizador;

  constructor(
    servidor: string,
    token: string,
    private estado: EstadoLocal,
    private opcoes: OpcoesGerenciador = {},
  ) {
    const rede = opcoes.rede ?? Rede.direta();
    this.relogio = opcoes.relogio ?? RELOGIO_DO_SISTEMA;
    this.conexao = new ConexaoHub(
      servidor,
      token,
      () => ({ versao: VERSAO_AGENTE, hostname: hostname().slice(0, 255), plataforma: PLATAFORMA_AGENTE }),
      (comando) => this.tratar(comando),
      rede,
    );
    const atualizacao = opcoes.atualizacao;
    this.atualizador = new Atualizador({
      chavePublica: atualizacao && atualizacao.chavePublica !== undefined ? atualizacao.chavePublica : CHAVE_PUBLICA_ATUALIZACAO,
      plataforma: PLATAFORMA_AGENTE,
      destino: atualizacao?.destino ?? null,
      ocioso: () => this.execucoes.size === 0 && !this.gravacao.ocupado,
      esvaziar: () => this.processarPendentes(true),
      baixar: (oferta, destino) => baixar(new URL(oferta.url, servidor), token, rede, destino, oferta.tamanho),
      relatar: async (r) => void (await this.conexao.pedir(EVENTOS.atualizacaoResultado, r)),
      trocar: (arquivo, versao) => atualizacao?.avisar({ tipo: 'trocarVersao', arquivo, versao, versaoAnterior: VERSAO_AGENTE }),
      registrar: log,
    });
    this.conexao.on('conectado', () => this.aoConectar());
    this.conexao.on('desconectado', () => log('desconectado do servidor'));
    this.conexao.on('falha', (erro: Error) => log(`falha na conexão: ${erro.message}`));
    this.conexao.on('recusada', (motivo: string) => log(`mensagem do servidor recusada: ${motivo}`));
    this.bancada = { comDialeto: (trabalho) => this.dialeto.com(trabalho), canal: this.conexao, estado, basica: () => this.config?.basica };
    this.gravacao = new CicloGravacao({
      canal: this.conexao,
      estado,
      comDialeto: (trabalho) => this.dialeto.com(trabalho),
      configuracao: (tipo) => this.configuracao(tipo),
      configuracaoCarregada: () => this.pronto,
      divergenciasDe: (dialeto, tipo) => this.divergenciasDe(dialeto, tipo),
    });
    this.vigia = new VigiaEstrutura(estado, async (tipo, divergencias) => void (await this.conexao.pedir(EVENTOS.estrutura, { tipo, divergencias })));
    this.programacao = new ProgramacaoSincronizacoes({
      estado,
      relogio: this.relogio,
      configuracao: (tipo) => this.configuracao(tipo),
      emExecucao: (tipo) => this.execucoes.has(tipo),
      executar: (tipo, retomada) => void this.sincronizar(tipo, false, retomada).catch(() => undefined),
      avisarProxima: (tipo, proxima) => {
        if (this.conexao.conectada) void this.conexao.pedir(EVENTOS.agenda, { tipo, proximaExecucao: proxima?.toISOString() ?? null }).catch(() => undefined);
      },
    });
  }

  /** Whether the hub connection is open (its link watched: a dead one closes within 12.5 s). */
  get conectado(): boolean {
    return this.conexao.conectada;
  }

  iniciar(): void {
    this.conexao.iniciar();
    this.gravacao.iniciar();
  }

  async encerrar(): Promise<void> {
    if (this.religarConfiguracao) clearTimeout(this.religarConfiguracao);
    this.programacao.cancelarTodas();
    this.atualizador.encerrar();
    for (const s of this.execucoes.values()) s.cancelar();
    this.conexao.encerrar();
    await this.gravacao.encerrar();
    await this.dialeto.fechar();
  }

  /** On each (re)connection: load the configuration, resume interrupted runs, write pending records. */
  private aoConectar(): void {
    log('conectado ao servidor');
    if (this.religarConfiguracao) clearTimeout(this.religarConfiguracao);
    this.esperaConfiguracao = 0;
    void this.carregarAoConectar();
    void this.relatarAtualizacao();
  }

  /** Connected: the supervisor and the server learn how the last self-update ended (agent/atualizacao/relato.ts). */
  private async relatarAtualizacao(): Promise<void> {
    const atualizacao = this.opcoes.atualizacao;
    if (!atualizacao) return;
    await relatarAtualizacao({
      diario: atualizacao.diario,
      versao: VERSAO_AGENTE,
      avisarConectado: () => atualizacao.avisar({ tipo: 'conectado', versao: VERSAO_AGENTE }),
      ignorar: (versao) => this.atualizador.ignorar(versao),
      enviar: async (relato) => void (await this.conexao.pedir(EVENTOS.atualizacaoResultado, relato)),
      registrar: log,
    });
  }

  /**
   * The server may be up while its database is not (a restart): it answers 'serviço temporariamente
   * indisponível'. The configuration is asked again, 1 s doubling to 30 s, while connected; a new
   * connection starts over.
   */
  private async carregarAoConectar(): Promise<void> {
    if (await this.recarregar(null)) {
      // A new connection may be a new server instance: it is told every type's structure again.
      this.vigia.esquecerAvisos();
      void this.verificarEstrutura(null);
      return this.processarPendentes(true);
    }
    if (!this.conexao.conectada) return;
    this.esperaConfiguracao = Math.min(ESPERA_CONFIGURACAO_MAX_MS, Math.max(1000, this.esperaConfiguracao * 2));
    this.religarConfiguracao = setTimeout(() => void this.carregarAoConectar(), this.esperaConfiguracao);
  }

  /** Loads the configuration (commands wait for it); false when the server could not give it. */
  private recarregar(tipo: string | null): Promise<boolean> {
    const carregada = this.carregarConfiguracao(tipo).then(
      () => true,
      (error: Error) => {
        log(`não foi possível carregar a configuração: ${error.message}`);
        return false;
      },
    );
    this.pronto = carregada.then(() => undefined);
    return carregada;
  }

  /**
   * Takes the branch's configuration. The dialect is replaced only when the connection changed, and
   * a run in progress keeps the one it started with; only the changed type is rescheduled.
   */
  private async carregarConfiguracao(tipo: string | null): Promise<void> {
    const config = await this.conexao.pedir(EVENTOS.configuracao, {});
    const conexaoMudou = JSON.stringify(config.conexao) !== JSON.stringify(this.config?.conexao);
    this.config = config;
    if (conexaoMudou || !this.dialeto.aberto) {
      let novo: Dialeto | null = null;
      try {
        novo = config.conexao.tipoIntegracao ? abrirDialeto(config.conexao) : null;
      } catch (error) {
        log(`conexão com o ERP inválida: ${(error as Error).message}`);
      }
      this.dialeto.trocar(novo);
    }
    if (tipo === null || tipo === TIPO_BASICA || tipo === TIPO_INTEGRACAO) this.programacao.reagendar();
    else this.programacao.reagendarTipo(tipo);
  }

  private configuracao(tipo: string): Configuracao | undefined {
    return this.config?.configuracoes.find((c) => c.tipo === tipo);
  }

  /** A command of the server, already checked against its definition (agent/conexao.ts). */
  private async tratar(comando: ComandoRecebido): Promise<unknown> {
    if (comando.type !== COMANDOS.configuracaoAlterada) await this.pronto;
    switch (comando.type) {
      case COMANDOS.testarConexao:
        return this.testarConexao(comando.payload);
      case COMANDOS.testarSQL:
        return this.testarSQL(comando.payload.instrucao, comando.payload.limitar, comando.payload.parametros);
      case COMANDOS.sincronizar:
        return this.iniciarSincronizacao(comando.payload.tipo, comando.payload.reenviarTodos);
      case COMANDOS.cancelar: {
        const execucao = this.execucoes.get(comando.payload.tipo);
        execucao?.cancelar();
        return execucao
          ? { status: true, msg: MSG.cancelamentoSincronizacao }
          : { status: false, msg: MSG.nenhumaSincronizacaoEmExecucao, erro: MSG.nenhumaSincronizacaoEmExecucao };
      }
      case COMANDOS.confirmarRemocoes:
        return this.confirmarRemocoes(comando.payload.tipo);
      case COMANDOS.reiniciar:
        setTimeout(() => void this.reiniciar(), 100);
        return { status: true, msg: MSG.reinicioGerenciador };
      case COMANDOS.configuracaoAlterada: {
        const tipo = comando.payload.tipo ?? null;
        const ok = await this.recarregar(tipo);
        // New statements take a new fingerprint (a fix clears what the page showed); a new connection checks all.
        if (ok) void this.verificarEstrutura(tipo && TIPOS_DADOS_POR_TIPO[tipo] ? [tipo] : null);
        // A new insert or connection may be what the records in erro were waiting for.
        if (ok) void this.processarPendentes(true);
        return { status: ok };
      }
      case COMANDOS.registrosPendentes:
        void this.processarPendentes();
        return { status: true };
      case COMANDOS.atualizar:
        this.atualizador.receber(comando.payload);
        return { status: true };
      case COMANDOS.descobrirTabelas:
      case COMANDOS.previsualizar:
      case COMANDOS.testarInsert:
      case COMANDOS.sugerirConfiguracao:
        return tratarBancada(this.bancada, comando.type, (comando.payload ?? {}) as Record<string, unknown>);
    }
  }

  private async testarConexao(conexao: ConexaoErp): Promise<ResultadoGerenciador> {
    let dialeto: Dialeto;
    try {
      dialeto = abrirDialeto(conexao);
    } catch (error) {
      return falha(MSG.conexaoNaoConfigurada, error);
    }
    try {
      await dialeto.testar();
      return { status: true, msg: MSG.conexaoRealizada, erro: null };
    } catch (error) {
      const f = classificarErro(dialeto.tipo, error, 'conectar');
      return { status: false, msg: f.msg, erro: f.detalhe || f.msg };
    } finally {
      await dialeto.fechar().catch(() => undefined);
    }
  }

  /** The select test; a page's own parameters (order status) come bound with the server's values or the catalogue's samples. */
  private async testarSQL(instrucao: string, limitar: boolean, parametros?: Record<string, ValorParametro>): Promise<ResultadoGerenciador> {
    const resultado = await this.dialeto.com(async (dialeto): Promise<ResultadoGerenciador> => {
      try {
        const { sql, valores } = parametros ? vincularParametros(instrucao, parametros, (i) => dialeto.marcador(i)) : { sql: instrucao, valores: [] };
        const linhas = await dialeto.testarSelect(sql, limitar ? 1 : null, valores);
        return { status: true, msg: MSG.selectExecutado(linhas.length), erro: null, dados: linhas.slice(0, 1) };
      } catch (error) {
        const f = classificarErro(dialeto.tipo, error, 'testarSelect');
        return { status: false, msg: f.msg, erro: f.detalhe || f.msg };
      }
    });
    return resultado ?? { status: false, msg: MSG.conexaoNaoConfigurada, erro: MSG.conexaoNaoConfigurada };
  }

  /**
   * The page's Sincronizar. Answered only once the server has stored the start of the run (this one,
   * or the one already going): answered before, the page (and whoever waits for the run's end) read
   * for a moment the end of the previous run, and took an ERP changed since for synced.
   */
  private async iniciarSincronizacao(tipo: string, reenviarTodos: boolean): Promise<ResultadoGerenciador> {
    const emCurso = this.execucoes.get(tipo);
    if (emCurso) {
      await emCurso.iniciada;
      if (!emCurso.encerrada) return { status: false, msg: MSG.sincronizacaoJaEmExecucao, erro: MSG.sincronizacaoJaEmExecucao };
      // Its end is on the page already (or on its way): the new run starts once the old one lets go of the type.
      await emCurso.liberada;
      return this.iniciarSincronizacao(tipo, reenviarTodos);
    }
    const config = this.configuracao(tipo);
    if (!config || !TIPOS_DADOS_POR_TIPO[tipo] || !String(config.dados.select ?? '').trim())
      return { status: false, msg: MSG.tipoSemConfiguracaoAtiva, erro: MSG.tipoSemConfiguracaoAtiva };
    if (!this.dialeto.aberto) return { status: false, msg: MSG.conexaoNaoConfigurada, erro: MSG.conexaoNaoConfigurada };
    const execucao = this.sincronizar(tipo, reenviarTodos).catch(() => undefined);
    // The run is taken synchronously by sincronizar (when it can run at all).
    await Promise.race([this.execucoes.get(tipo)?.iniciada, execucao]);
    return { status: true, msg: MSG.inicioSincronizacao };
  }

  private novoSincronizador(tipo: string, dialeto: Dialeto): Sincronizador | null {
    const config = this.configuracao(tipo);
    const def = TIPOS_DADOS_POR_TIPO[tipo];
    if (!config || !def || !this.config || !String(config.dados.select ?? '').trim()) return null;
    return new Sincronizador(this.conexao, dialeto, this.estado, def, config, this.config.basica, this.config.geracoes[tipo] ?? 0);
  }

  /**
   * One run of `tipo`; the next automatic one is counted from its end. The run is remembered in the
   * state file until it ends, so that one cut short by a lost server or a killed agent starts again
   * by itself (changes only: what was acknowledged is not sent again).
   */
  async sincronizar(tipo: string, reenviarTodos: boolean, retomada = false): Promise<void> {
    if (this.execucoes.has(tipo)) return;
    await this.dialeto.com(async (dialeto) => {
      const execucao = this.novoSincronizador(tipo, dialeto);
      if (!execucao || this.execucoes.has(tipo)) return;
      // Taken before the first wait: the schedule, a resumption and the page may ask for the same type at once.
      this.execucoes.set(tipo, execucao);
      this.programacao.iniciada(tipo);
      let interrompida = false;
      try {
        // The ERP's structure changed under the select: the run fails before reading, so nothing is removed from the phones.
        const divergencias = await this.divergenciasDe(dialeto, tipo);
        if (divergencias.length) {
          const { msg, detalhe } = mensagemDivergencia(TIPOS_DADOS_POR_TIPO[tipo]?.titulo ?? tipo, divergencias);
          log(`sincronização de ${tipo} suspensa: a estrutura do ERP mudou (${detalhe})`);
          await execucao.recusar(msg, detalhe);
          return;
        }
        // Without the state file (its disk full) the run still starts: it reports why it cannot go on.
        try {
          this.estado.abrirExecucao(tipo, reenviarTodos, retomada);
        } catch (error) {
          if (!(error instanceof ErroEstadoLocal)) throw error;
        }
        const fim = await execucao.executar(reenviarTodos, retomada);
        log(`sincronização de ${tipo}: ${fim}`);
      } catch (error) {
        interrompida = error instanceof ErroDesconectado;
        log(`sincronização de ${tipo} ${interrompida ? 'interrompida; será retomada' : 'falhou'}: ${(error as Error).message}`);
        // The server may have cleared the data (new generation): read the configuration again.
        if (!interrompida) await this.carregarConfiguracao(null).catch(() => undefined);
        throw error;
      } finally {
        execucao.liberarInicio();
        this.execucoes.delete(tipo);
        if (!interrompida) {
          try {
            this.estado.fecharExecucao(tipo);
          } catch (error) {
            // Left open, it is resumed on the next connection: harmless.
            log(`não foi possível registrar o fim da sincronização de ${tipo}: ${(error as Error).message}`);
          }
          this.programacao.anotarFim(tipo);
        }
        this.programacao.reagendarTipo(tipo);
        execucao.liberar();
      }
    });
  }

  private async confirmarRemocoes(tipo: string): Promise<ResultadoGerenciador> {
    if (this.execucoes.has(tipo)) return { status: false, msg: MSG.sincronizacaoJaEmExecucao, erro: MSG.sincronizacaoJaEmExecucao };
    const resultado = await this.dialeto.com(async (dialeto): Promise<ResultadoGerenciador> => {
      const sincronizador = this.novoSincronizador(tipo, dialeto);
      if (!sincronizador) return { status: false, msg: MSG.tipoSemConfiguracaoAtiva, erro: MSG.tipoSemConfiguracaoAtiva };
      try {
        const quantidade = await sincronizador.confirmarRemocoes();
        return quantidade === null
          ? { status: false, msg: MSG.semRemocoesRetidas, erro: MSG.semRemocoesRetidas }
          : { status: true, msg: MSG.remocoesConfirmadas(quantidade), erro: null };
      } catch (error) {
        return falha(MSG.falhaEnvioServidor, error);
      }
    });
    return resultado ?? { status: false, msg: MSG.conexaoNaoConfigurada, erro: MSG.conexaoNaoConfigurada };
  }

  /** A pass of the write-back now (agent/gravacao/cicloGravacao.ts); `agora` skips the wait after a failure. */
  processarPendentes(agora = false): Promise<void> {
    return this.gravacao.processarPendentes(agora);
  }

  /**
   * The changes of the ERP's structure under a type's saved statements, told to the server; none
   * when the type has no statements or the check itself fails (the run or write then meets the ERP
   * as it is, and reports what it finds).
   */
  private async divergenciasDe(dialeto: Dialeto, tipo: string): Promise<DivergenciaEstrutura[]> {
    const config = this.configuracao(tipo);
    if (!config) return [];
    try {
      return (await this.vigia.verificar(dialeto, [config])).get(tipo) ?? [];
    } catch (error) {
      log(`não foi possível conferir a estrutura do ERP para ${tipo}: ${(error as Error).message}`);
      return [];
    }
  }

  /** Every configured type (null) or the given ones: at connection and when a configuration is saved. */
  private async verificarEstrutura(tipos: string[] | null): Promise<void> {
    const configuracoes = (this.config?.configuracoes ?? []).filter((c) => TIPOS_DADOS_POR_TIPO[c.tipo] && (tipos === null || tipos.includes(c.tipo)));
    await this.dialeto
      .com((dialeto) => this.vigia.verificar(dialeto, configuracoes, tipos === null))
      .catch((error: Error) => log(`não foi possível conferir a estrutura do ERP: ${error.message}`));
  }

  /** Restart: stops the runs, drops the connection and comes back with a fresh configuration. */
  private async reiniciar(): Promise<void> {
    log('reiniciando a pedido do servidor');
    for (const s of this.execucoes.values()) s.cancelar();
    this.programacao.cancelarTodas();
    this.dialeto.trocar(null);
    this.config = null;
    this.conexao.reconectar();
  }
}

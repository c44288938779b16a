import { hostname } from 'node:os';
import { MSG } from '../common/messages';
import { ehSelect, TIPOS_DADOS_POR_TIPO, type Configuracao, type ConfiguracaoBasica } from '../common/catalogo';
import { COMANDOS, EVENTOS, type ResultadoGerenciador } from '../common/protocolo';
import { ConexaoHub, ErroDesconectado } from './conexao';
import { abrirDialeto, type ConexaoErp, type Dialeto } from './dialects';
import { EstadoLocal } from './estado';
import { log } from './log';
import { Gravador, type RegistroPendente } from './sync/gravador';
import { Sincronizador } from './sync/sincronizador';

export const VERSAO_AGENTE = '0.1.0';

/** What the server sends when asked for the branch's configuration. */
export interface ConfiguracaoAgente {
  conexao: ConexaoErp;
  basica: ConfiguracaoBasica;
  configuracoes: Configuracao[];
  geracoes: Record<string, number>;
}

const PENDENTES_POR_VEZ = 20;
const INTERVALO_PENDENTES_MS = 10_000;

/** "HH:MM" → milliseconds (at least one minute). */
export function intervaloMs(tempo: unknown): number {
  const [h, m] = String(tempo ?? '00:30').split(':').map((n) => Number(n) || 0);
  return Math.max(1, h * 60 + m) * 60_000;
}

const falha = (erro: unknown, msg?: string): ResultadoGerenciador => ({ status: false, msg: msg ?? null, erro: erro instanceof Error ? erro.message : String(erro) });

/**
 * The integration manager of one branch: keeps the hub connection, the branch configuration and the
 * ERP dialect, runs each active type on its interval or on demand, and writes phone records back.
 */
export class Gerenciador {
  private conexao: ConexaoHub;
  private config: ConfiguracaoAgente | null = null;
  private dialeto: Dialeto | null = null;
  private execucoes = new Map<string, Sincronizador>();
  private agendas = new Map<string, NodeJS.Timeout>();
  private pendentesTimer: NodeJS.Timeout | null = null;
  private gravando: Promise<void> | null = null;
  private outraPassada = false;
  private gravador: Gravador | null = null;
  /** Runs cut short by a lost connection, resumed as soon as the server is back. */
  private retomar = new Map<string, boolean>();
  /** Settles once the configuration of the current connection is loaded; commands wait for it. */
  private pronto: Promise<void> = Promise.resolve();

  constructor(
    servidor: string,
    token: string,
    private estado: EstadoLocal,
  ) {
    this.conexao = new ConexaoHub(servidor, token, () => ({ versao: VERSAO_AGENTE, hostname: hostname() }), (type, payload) => this.tratar(type, payload));
    this.conexao.on('conectado', () => this.aoConectar());
    this.conexao.on('desconectado', () => log('desconectado do servidor'));
    this.conexao.on('falha', (erro: Error) => log(`falha na conexão: ${erro.message}`));
  }

  iniciar(): void {
    this.conexao.iniciar();
    this.pendentesTimer = setInterval(() => void this.processarPendentes(), INTERVALO_PENDENTES_MS);
  }

  async encerrar(): Promise<void> {
    if (this.pendentesTimer) clearInterval(this.pendentesTimer);
    for (const t of this.agendas.values()) clearTimeout(t);
    for (const s of this.execucoes.values()) s.cancelar();
    this.conexao.encerrar();
    await this.gravando;
    await this.dialeto?.fechar();
  }

  /** On each (re)connection: load the configuration, resume interrupted runs, write pending records. */
  private aoConectar(): void {
    log('conectado ao servidor');
    const carregada = this.carregarConfiguracao().then(
      () => true,
      (error: Error) => {
        log(`não foi possível carregar a configuração: ${error.message}`);
        return false;
      },
    );
    this.pronto = carregada.then(() => undefined);
    void carregada.then((ok) => {
      if (!ok) return;
      for (const [tipo, reenviarTodos] of this.retomar) {
        this.retomar.delete(tipo);
        void this.sincronizar(tipo, reenviarTodos).catch(() => undefined);
      }
      return this.processarPendentes();
    });
  }

  private async carregarConfiguracao(): Promise<void> {
    const config = await this.conexao.pedir<ConfiguracaoAgente>(EVENTOS.configuracao, {});
    await this.dialeto?.fechar();
    this.config = config;
    this.dialeto = config.conexao.tipoIntegracao ? abrirDialeto(config.conexao) : null;
    this.gravador = this.dialeto ? new Gravador(this.dialeto, this.estado, (tipo) => this.configuracao(tipo)) : null;
    this.reagendar();
  }

  private configuracao(tipo: string): Configuracao | undefined {
    return this.config?.configuracoes.find((c) => c.tipo === tipo);
  }

  /** Each active ERP → cloud type runs again tempoSincronizacao after its last run ended. */
  private reagendar(): void {
    for (const t of this.agendas.values()) clearTimeout(t);
    this.agendas.clear();
    for (const c of this.config?.configuracoes ?? []) {
      const def = TIPOS_DADOS_POR_TIPO[c.tipo];
      if (def?.direcao !== 'erpParaNuvem' || !c.ativa || !String(c.dados.select ?? '').trim()) continue;
      this.agendar(c.tipo, intervaloMs(c.dados.tempoSincronizacao));
    }
  }

  private agendar(tipo: string, ms: number): void {
    clearTimeout(this.agendas.get(tipo));
    this.agendas.set(tipo, setTimeout(() => void this.sincronizar(tipo, false).catch(() => undefined), ms));
  }

  private async tratar(type: string, payload: unknown): Promise<unknown> {
    const dados = (payload ?? {}) as Record<string, unknown>;
    if (type !== COMANDOS.configuracaoAlterada) await this.pronto;
    switch (type) {
      case COMANDOS.testarConexao:
        return this.testarConexao(dados as unknown as ConexaoErp);
      case COMANDOS.testarSQL:
        return this.testarSQL(String(dados.instrucao ?? ''), dados.limitar !== false);
      case COMANDOS.sincronizar:
        return this.iniciarSincronizacao(String(dados.tipo ?? ''), Boolean(dados.reenviarTodos));
      case COMANDOS.cancelar: {
        const execucao = this.execucoes.get(String(dados.tipo ?? ''));
        execucao?.cancelar();
        return execucao ? { status: true, msg: MSG.cancelamentoSincronizacao } : falha(MSG.nenhumaSincronizacaoEmExecucao);
      }
      case COMANDOS.reiniciar:
        setTimeout(() => void this.reiniciar(), 100);
        return { status: true, msg: MSG.reinicioGerenciador };
      case COMANDOS.configuracaoAlterada:
        await this.carregarConfiguracao();
        return { status: true };
      case COMANDOS.registrosPendentes:
        void this.processarPendentes();
        return { status: true };
      default:
        throw new Error(`Comando desconhecido: ${type}`);
    }
  }

  private async testarConexao(conexao: ConexaoErp): Promise<ResultadoGerenciador> {
    const dialeto = abrirDialeto(conexao);
    try {
      await dialeto.testar();
      return { status: true, msg: MSG.conexaoRealizada, erro: null };
    } catch (error) {
      return falha(error);
    } finally {
      await dialeto.fechar().catch(() => undefined);
    }
  }

  private async testarSQL(instrucao: string, limitar: boolean): Promise<ResultadoGerenciador> {
    if (!ehSelect(instrucao)) return falha(MSG.testeSomenteSelect);
    if (!this.dialeto) return falha('Configure e salve a conexão com o banco de dados do ERP.');
    try {
      const linhas = await this.dialeto.testarSelect(instrucao, limitar ? 1 : null);
      return { status: true, msg: MSG.selectExecutado(linhas.length), erro: null, dados: linhas.slice(0, 1) };
    } catch (error) {
      return falha(error);
    }
  }

  private async iniciarSincronizacao(tipo: string, reenviarTodos: boolean): Promise<ResultadoGerenciador> {
    if (this.execucoes.has(tipo)) return falha(MSG.sincronizacaoJaEmExecucao);
    const config = this.configuracao(tipo);
    if (!config || !TIPOS_DADOS_POR_TIPO[tipo] || !String(config.dados.select ?? '').trim()) return falha(MSG.tipoSemConfiguracaoAtiva);
    void this.sincronizar(tipo, reenviarTodos).catch(() => undefined);
    return { status: true, msg: MSG.inicioSincronizacao };
  }

  /** One run of `tipo`; the next scheduled one is counted from its end. */
  async sincronizar(tipo: string, reenviarTodos: boolean): Promise<void> {
    const config = this.configuracao(tipo);
    const def = TIPOS_DADOS_POR_TIPO[tipo];
    if (!config || !def || !this.dialeto || !this.config || this.execucoes.has(tipo) || !String(config.dados.select ?? '').trim()) return;
    const execucao = new Sincronizador(this.conexao, this.dialeto, this.estado, def, config, this.config.basica, this.config.geracoes[tipo] ?? 0);
    this.execucoes.set(tipo, execucao);
    try {
      await execucao.executar(reenviarTodos);
      log(`sincronização de ${tipo} concluída`);
    } catch (error) {
      log(`sincronização de ${tipo} falhou: ${(error as Error).message}`);
      if (error instanceof ErroDesconectado) {
        this.retomar.set(tipo, reenviarTodos);
        throw error;
      }
      // The server may have cleared the data (new generation): read the configuration again.
      await this.carregarConfiguracao().catch(() => undefined);
      throw error;
    } finally {
      this.execucoes.delete(tipo);
      if (config.ativa) this.agendar(tipo, intervaloMs(config.dados.tempoSincronizacao));
    }
  }

  /** Writes pending phone records to the ERP one at a time; a call during a pass asks for one more pass. */
  processarPendentes(): Promise<void> {
    if (this.gravando) {
      this.outraPassada = true;
      return this.gravando;
    }
    this.gravando = (async () => {
      do {
        this.outraPassada = false;
        await this.gravarPendentes();
      } while (this.outraPassada);
    })().finally(() => {
      this.gravando = null;
    });
    return this.gravando;
  }

  private async gravarPendentes(): Promise<void> {
    if (!this.gravador || !this.conexao.conectada) return;
    const vistos = new Set<string>();
    for (;;) {
      const pendentes = (await this.conexao.pedir<RegistroPendente[]>(EVENTOS.pendentes, { limite: PENDENTES_POR_VEZ }).catch(() => [])).filter((r) => !vistos.has(r.uuid));
      if (!pendentes.length) return;
      for (const registro of pendentes) {
        vistos.add(registro.uuid);
        const resultado = await this.gravador.gravar(registro);
        await this.conexao.pedir(EVENTOS.confirmacao, { tipo: registro.tipo, uuid: registro.uuid, ...resultado });
        if (resultado.situacao === 'integrado') this.estado.anotar(registro.uuid, registro.tipo, 'confirmado', { chaveErp: resultado.chaveErp });
      }
      if (pendentes.length < PENDENTES_POR_VEZ) return;
    }
  }

  /** Restart: stops the runs, drops the connection and comes back with a fresh configuration. */
  private async reiniciar(): Promise<void> {
    log('reiniciando a pedido do servidor');
    for (const s of this.execucoes.values()) s.cancelar();
    await this.dialeto?.fechar().catch(() => undefined);
    this.dialeto = null;
    this.conexao.reconectar();
  }
}

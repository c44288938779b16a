import { agendaDe, intervaloMs, temAgenda, TIPOS_DADOS, TIPOS_DADOS_POR_TIPO, type Configuracao } from '../../common/catalogo';
import { Agendador, type Relogio } from '../agendador';
import { ErroEstadoLocal, type EstadoLocal } from '../estado';
import { log } from '../log';

/** A run that keeps dying (the agent killed again and again) is resumed this many times at most. */
const MAX_RETOMADAS = 5;

export interface DependenciasProgramacao {
  estado: EstadoLocal;
  relogio: Relogio;
  /** The saved configuration of a type (undefined: none). */
  configuracao(tipo: string): Configuracao | undefined;
  /** Whether a run of the type is in progress (its end programs the next). */
  emExecucao(tipo: string): boolean;
  /** Starts an automatic run; `retomada` when it resumes one cut short. */
  executar(tipo: string, retomada: boolean): void;
  /** Tells the server a type's next automatic run (null: none). */
  avisarProxima(tipo: string, proxima: Date | null): void;
}

/**
 * When each read type runs by itself: its interval after the end of its last run, in its schedule's
 * windows (common/catalogo/agenda, on agent/agendador.ts), and the resumption of runs cut short (the
 * agent killed, the server gone), which the state file remembers.
 */
export class ProgramacaoSincronizacoes {
  private agendador: Agendador;
  /** Runs cut short (agent killed, server gone) waiting for their schedule to start again as resumptions. */
  private aRetomar = new Set<string>();
  /** Ends of runs, beside the state file (which a full disk may refuse). */
  private fins = new Map<string, number>();
  /** When a type without a known last run could first run by itself: its first interval counts from then. */
  private programavelDesde = new Map<string, number>();

  constructor(private readonly deps: DependenciasProgramacao) {
    this.agendador = new Agendador((tipo) => deps.executar(tipo, this.aRetomar.has(tipo)), deps.avisarProxima, deps.relogio);
  }

  /** A run of `tipo` started (by its schedule, a resumption or the page): nothing else is programmed for it meanwhile. */
  iniciada(tipo: string): void {
    this.aRetomar.delete(tipo);
    this.agendador.cancelar(tipo);
  }

  /** Stops every programmed run (a restart, the manager stopping). */
  cancelarTodas(): void {
    this.agendador.cancelarTodos();
  }

  /**
   * Programs every read type's next automatic run, and tells the server each one (a new connection
   * may be a new server instance). Runs cut short before are resumed through their schedule.
   */
  reagendar(): void {
    this.agendador.cancelarTodos();
    this.marcarRetomadas();
    for (const def of TIPOS_DADOS) if (temAgenda(def)) this.reagendarTipo(def.tipo);
  }

  /**
   * A type's next automatic run (common/catalogo/agenda): its interval after the end of its last
   * run, in its schedule's windows; a run cut short starts again as soon as the windows allow.
   * Nothing while it runs (its end programs the next) or when it does not run by itself.
   */
  reagendarTipo(tipo: string): void {
    const c = this.deps.configuracao(tipo);
    const def = TIPOS_DADOS_POR_TIPO[tipo];
    const retomar = this.aRetomar.has(tipo);
    if (!c || !def || !temAgenda(def) || !(c.ativa || retomar) || !String(c.dados.select ?? '').trim()) {
      this.programavelDesde.delete(tipo);
      this.agendador.cancelar(tipo);
      return;
    }
    if (this.deps.emExecucao(tipo)) return;
    let ultima = retomar ? null : this.fimUltimaExecucao(tipo);
    if (!retomar && ultima === null) {
      if (!this.programavelDesde.has(tipo)) this.programavelDesde.set(tipo, this.deps.relogio.agora());
      ultima = this.programavelDesde.get(tipo)!;
    }
    this.agendador.programar(tipo, agendaDe(c.dados), intervaloMs(c.dados.tempoSincronizacao), ultima);
  }

  /** When the type's last run ended, from this process or the state file (null: never, as far as it knows). */
  private fimUltimaExecucao(tipo: string): number | null {
    let salvo: number | null = null;
    try {
      salvo = this.deps.estado.fimUltimaExecucao(tipo);
    } catch (error) {
      if (!(error instanceof ErroEstadoLocal)) throw error;
    }
    // A full disk refuses the write but not the read: the file may hold an older end than memory.
    const lembrado = this.fins.get(tipo) ?? null;
    return salvo === null ? lembrado : lembrado === null ? salvo : Math.max(salvo, lembrado);
  }

  /** The end of a run: the next automatic one counts its interval from it, also after a restart. */
  anotarFim(tipo: string): void {
    const fim = this.deps.relogio.agora();
    this.fins.set(tipo, fim);
    try {
      this.deps.estado.anotarFimExecucao(tipo, fim);
    } catch (error) {
      // Kept in memory meanwhile; after a restart the first interval counts from the connection.
      if (!(error instanceof ErroEstadoLocal)) throw error;
    }
  }

  /**
   * Runs cut short (lost server, killed agent) start again once the configuration is back, when
   * their schedule allows; one that keeps dying is given up after MAX_RETOMADAS tries and counts as
   * ended (its next run waits a whole interval, not a crash loop).
   */
  private marcarRetomadas(): void {
    let abertas: ReturnType<EstadoLocal['execucoesAbertas']>;
    try {
      abertas = this.deps.estado.execucoesAbertas();
    } catch (error) {
      if (!(error instanceof ErroEstadoLocal)) throw error;
      return;
    }
    for (const aberta of abertas) {
      if (this.deps.emExecucao(aberta.tipo)) continue;
      if (aberta.retomadas >= MAX_RETOMADAS || !this.deps.configuracao(aberta.tipo)) {
        log(`sincronização de ${aberta.tipo} não será retomada (${aberta.retomadas} tentativas)`);
        this.aRetomar.delete(aberta.tipo);
        try {
          this.deps.estado.fecharExecucao(aberta.tipo);
        } catch (error) {
          if (!(error instanceof ErroEstadoLocal)) throw error;
        }
        this.anotarFim(aberta.tipo);
        continue;
      }
      if (!this.aRetomar.has(aberta.tipo)) log(`retomando a sincronização de ${aberta.tipo} assim que a agenda permitir`);
      this.aRetomar.add(aberta.tipo);
    }
  }

  /** The data page confirmed the removals the safety valve held. */
}

import { quandoExecutar, type Agenda } from '../common/catalogo';

/**
 * The agent's clock: the time, and a wake-up after some milliseconds (answering how to call it
 * off). Injected, so that a test moves time by hand instead of waiting (agent/testing/relogioFalso.ts).
 */
export interface Relogio {
  agora(): number;
  depois(ms: number, fazer: () => void): () => void;
}

export const RELOGIO_DO_SISTEMA: Relogio = {
  agora: () => Date.now(),
  depois(ms, fazer) {
    const t = setTimeout(fazer, ms);
    return () => clearTimeout(t);
  },
};

/**
 * A long wait is cut into wake-ups that ask the rule again: the machine's clock may be set or the
 * machine suspended meanwhile (the windows are wall-clock times), and Node runs a timer of more
 * than 24.8 days at once.
 */
export const ESPERA_MAXIMA_MS = 5 * 60_000;

interface Programacao {
  agenda: Agenda;
  intervaloMs: number;
  ultimaExecucao: number | null;
  desligar: () => void;
}

/**
 * When each data type's next automatic run starts, by the one rule of common/catalogo/agenda
 * (`quandoExecutar`): the interval after its last run, inside its schedule's windows. Starts the run
 * when its time comes and tells every change of a type's next run (null: none programmed, or the
 * run has started), so the data page shows what the agent will do.
 */
export class Agendador {
  private programacoes = new Map<string, Programacao>();
  /** The next run last told per type: a wake-up that finds the same time tells nothing. */
  private contadas = new Map<string, number | null>();

  constructor(
    private readonly iniciar: (tipo: string) => void,
    private readonly contar: (tipo: string, proxima: Date | null) => void,
    private readonly relogio: Relogio = RELOGIO_DO_SISTEMA,
  ) {}

  /**
   * Programs `tipo`'s next automatic run: `intervaloMs` after `ultimaExecucao` (null: as soon as the
   * schedule allows, as a run cut short and resumed), in the schedule's windows. Replaces what was
   * programmed for it; a run due now starts at once.
   */
  programar(tipo: string, agenda: Agenda, intervaloMs: number, ultimaExecucao: number | null): void {
    this.programacoes.get(tipo)?.desligar();
    const p: Programacao = { agenda, intervaloMs, ultimaExecucao, desligar: () => undefined };
    this.programacoes.set(tipo, p);
    this.conferir(tipo, p);
  }

  /** Nothing programmed for `tipo` any more (it was deactivated, or its run started by hand). */
  cancelar(tipo: string): void {
    this.programacoes.get(tipo)?.desligar();
    this.programacoes.delete(tipo);
    this.contarSeMudou(tipo, null);
  }

  /** Calls everything off and forgets what was told (a new connection is told everything again). */
  cancelarTodos(): void {
    for (const p of this.programacoes.values()) p.desligar();
    this.programacoes.clear();
    this.contadas.clear();
  }

  /** The next automatic run programmed for `tipo`, if any. */
  proxima(tipo: string): Date | null {
    const t = this.contadas.get(tipo);
    return t === undefined || t === null ? null : new Date(t);
  }

  private conferir(tipo: string, p: Programacao): void {
    if (this.programacoes.get(tipo) !== p) return;
    const agora = this.relogio.agora();
    const { podeIniciar, proxima } = quandoExecutar(p.agenda, p.intervaloMs, p.ultimaExecucao === null ? null : new Date(p.ultimaExecucao), new Date(agora));
    if (podeIniciar) {
      this.programacoes.delete(tipo);
      // Until the run ends and programs the next one, there is none.
      this.contarSeMudou(tipo, null);
      this.iniciar(tipo);
      return;
    }
    this.contarSeMudou(tipo, proxima?.getTime() ?? null);
    if (!proxima) return;
    p.desligar = this.relogio.depois(Math.min(proxima.getTime() - agora, ESPERA_MAXIMA_MS), () => this.conferir(tipo, p));
  }

  private contarSeMudou(tipo: string, proxima: number | null): void {
    if (this.contadas.has(tipo) && this.contadas.get(tipo) === proxima) return;
    this.contadas.set(tipo, proxima);
    this.contar(tipo, proxima === null ? null : new Date(proxima));
  }
}

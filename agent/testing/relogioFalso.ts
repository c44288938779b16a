import type { Relogio } from '../agendador';

interface Despertar {
  quando: number;
  ordem: number;
  fazer: () => void;
}

/**
 * A clock the test moves by hand: no sleep, no real timer. Wake-ups wait on a steady clock (as
 * Node's timers do); the wall clock the rule reads may also be set apart from it (`acertarRelogio`),
 * as an operator or NTP sets a machine's clock.
 */
export class RelogioFalso implements Relogio {
  private estavel = 0;
  private acerto: number;
  private ordem = 0;
  private fila: Despertar[] = [];

  constructor(inicio: Date) {
    this.acerto = inicio.getTime();
  }

  agora(): number {
    return this.estavel + this.acerto;
  }

  depois(ms: number, fazer: () => void): () => void {
    const despertar = { quando: this.estavel + Math.max(0, ms), ordem: this.ordem++, fazer };
    this.fila.push(despertar);
    return () => {
      this.fila = this.fila.filter((d) => d !== despertar);
    };
  }

  /** Wake-ups waiting. */
  get pendentes(): number {
    return this.fila.length;
  }

  /** Moves time on by `ms`, running each wake-up due on the way at its own time, in order. */
  avancar(ms: number): void {
    const fim = this.estavel + ms;
    for (;;) {
      const proximo = this.fila.filter((d) => d.quando <= fim).sort((a, b) => a.quando - b.quando || a.ordem - b.ordem)[0];
      if (!proximo) break;
      this.fila = this.fila.filter((d) => d !== proximo);
      this.estavel = proximo.quando;
      proximo.fazer();
    }
    this.estavel = fim;
  }

  /** Moves time on to the wall-clock instant `ate`. */
  avancarAte(ate: Date): void {
    this.avancar(ate.getTime() - this.agora());
  }

  /** Sets the wall clock by `ms` (forward or back) without any time passing. */
  acertarRelogio(ms: number): void {
    this.acerto += ms;
  }
}

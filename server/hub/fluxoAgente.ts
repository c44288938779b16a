/**
 * How much of the server one agent's socket may take at once (docs/operacao.md, "Limites do canal
 * do gerenciador"). A well-behaved agent stays far below each: it has at most two batches in flight
 * per data type, one status a second per run and one write-back request at a time.
 */
export const LIMITES_FLUXO = {
  /** Requests (batches, pending records, results…) handled at the same time; the next wait in order. */
  emVoo: 8,
  /** Waiting requests (or their bytes) past which the socket is no longer read until they drain: TCP holds the rest at the agent. */
  pausarCom: 32,
  pausarComBytes: 8 * 1024 * 1024,
  /** Reading resumes once the queue is back under these. */
  retomarCom: 8,
  retomarComBytes: 2 * 1024 * 1024,
  /** Waiting requests past this (only a flood sent in one go gets here while reading is paused): the socket is closed. */
  maximoNaFila: 256,
  /** Messages of any kind read per second; past it the socket is not read until the second ends. */
  mensagensPorSegundo: 500,
};

export type LimitesFluxo = typeof LIMITES_FLUXO;

interface Pausavel {
  pause(): void;
  resume(): void;
}

/**
 * Flow control of one agent's socket: at most `emVoo` requests handled at once, each started on its
 * own turn of the event loop (others' sockets and the phones' requests run in between); the rest
 * wait in order, and past a bound the socket stops being read (backpressure, not loss) until the
 * queue drains. Memory per socket is bounded by the limits, whatever the agent sends.
 */
export class FluxoAgente {
  private fila: { trabalho: () => Promise<void>; bytes: number }[] = [];
  private emVoo = 0;
  private bytesNaFila = 0;
  private pausadoPelaFila = false;
  private pausadoPelaTaxa = false;
  private inicioJanela = 0;
  private naJanela = 0;
  private religar: NodeJS.Timeout | null = null;
  private encerrado = false;

  constructor(
    private readonly socket: Pausavel,
    private readonly limites: LimitesFluxo = LIMITES_FLUXO,
  ) {}

  /** Counts one message read; past the rate, reading pauses until the second ends. */
  contar(agora = Date.now()): void {
    if (agora - this.inicioJanela >= 1000) {
      this.inicioJanela = agora;
      this.naJanela = 0;
    }
    if (++this.naJanela <= this.limites.mensagensPorSegundo || this.pausadoPelaTaxa) return;
    this.pausadoPelaTaxa = true;
    this.socket.pause();
    this.religar = setTimeout(
      () => {
        this.religar = null;
        this.pausadoPelaTaxa = false;
        this.retomarSePuder();
      },
      Math.max(1, 1000 - (agora - this.inicioJanela)),
    );
    this.religar.unref();
  }

  /** Runs the request now or in its turn; false when the queue is past its bound (the caller closes the socket). */
  entrar(trabalho: () => Promise<void>, bytes: number): boolean {
    if (this.encerrado) return true;
    if (this.fila.length >= this.limites.maximoNaFila) return false;
    this.fila.push({ trabalho, bytes });
    this.bytesNaFila += bytes;
    if (!this.pausadoPelaFila && (this.fila.length >= this.limites.pausarCom || this.bytesNaFila >= this.limites.pausarComBytes)) {
      this.pausadoPelaFila = true;
      this.socket.pause();
    }
    this.proximo();
    return true;
  }

  /** The socket closed: what waits is dropped (nobody would read its answer). */
  encerrar(): void {
    this.encerrado = true;
    this.fila = [];
    this.bytesNaFila = 0;
    if (this.religar) clearTimeout(this.religar);
  }

  get aguardando(): number {
    return this.fila.length;
  }

  private proximo(): void {
    if (this.encerrado || this.emVoo >= this.limites.emVoo || !this.fila.length) return;
    const { trabalho, bytes } = this.fila.shift()!;
    this.bytesNaFila -= bytes;
    this.emVoo++;
    if (this.pausadoPelaFila && this.fila.length < this.limites.retomarCom && this.bytesNaFila < this.limites.retomarComBytes) {
      this.pausadoPelaFila = false;
      this.retomarSePuder();
    }
    // Its own turn of the event loop: a queue of requests never runs back to back without I/O in between.
    setImmediate(() => {
      void trabalho()
        .catch(() => undefined)
        .finally(() => {
          this.emVoo--;
          this.proximo();
        });
    });
    this.proximo();
  }

  private retomarSePuder(): void {
    if (!this.encerrado && !this.pausadoPelaFila && !this.pausadoPelaTaxa) this.socket.resume();
  }
}

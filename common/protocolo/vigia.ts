import { PING_MS, SEM_RESPOSTA_MS } from './envelope';

/** What a side does with its socket at a check: drop it (the link is dead), ping it, or nothing. */
export type PassoVigia = 'encerrar' | 'ping' | null;

/**
 * Watches one socket's link from one side (the hub and the agent each keep one per socket): every
 * sign of the other side (a pong, a ping, a message) is noted; at each check the socket is dropped
 * once nothing came for SEM_RESPOSTA_MS, else pinged when PING_MS passed since the last ping.
 */
export class VigiaLink {
  private ultimoSinal: number;
  private ultimoPing: number;

  constructor(agora = Date.now()) {
    this.ultimoSinal = agora;
    this.ultimoPing = agora;
  }

  sinal(agora = Date.now()): void {
    this.ultimoSinal = agora;
  }

  /** Milliseconds since the other side was last heard. */
  silencio(agora = Date.now()): number {
    return agora - this.ultimoSinal;
  }

  passo(agora = Date.now()): PassoVigia {
    if (this.silencio(agora) >= SEM_RESPOSTA_MS) return 'encerrar';
    if (agora - this.ultimoPing < PING_MS) return null;
    this.ultimoPing = agora;
    return 'ping';
  }
}

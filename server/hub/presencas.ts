import { logger } from '../logger';
import type { GerenciadorConexoesService, PresencaAgente } from '../services/gerenciadorConexoes';

/** How long heartbeats wait to be written together: well inside HEARTBEAT_VALIDADE_MS. */
export const INTERVALO_PRESENCAS_MS = 1000;

/**
 * The presences of this instance's agents, written to the database in groups: a thousand agents
 * heartbeating every 5 s are one statement a second, not 400 writes (each a commit holding a pool
 * connection the users' queries wait for). A new socket or a hello is written at once (with whatever
 * else is waiting); a heartbeat waits for the next group. At most one group is in flight.
 */
export class PresencasEmLote {
  private pendentes = new Map<number, () => PresencaAgente | null>();
  private emVoo: Promise<void> = Promise.resolve();
  private gravando = false;
  private agendada: NodeJS.Timeout | null = null;
  private urgente = false;
  private fechado = false;
  private remocoesNaFila = 0;

  constructor(
    private readonly conexoes: GerenciadorConexoesService,
    private readonly instancia: string,
    private readonly intervaloMs = INTERVALO_PRESENCAS_MS,
  ) {}

  /** The branch's presence as `ler` gives it at writing time (null: the agent left, nothing to write). */
  marcar(filialId: number, ler: () => PresencaAgente | null, urgente = false): void {
    if (this.fechado) return;
    this.pendentes.set(filialId, ler);
    if (urgente) this.urgente = true;
    this.agendar();
  }

  private agendar(): void {
    if (this.gravando || this.fechado || !this.pendentes.size) return;
    if (this.urgente) {
      if (this.agendada) clearTimeout(this.agendada);
      this.agendada = null;
      this.gravar();
    } else if (!this.agendada) {
      this.agendada = setTimeout(() => {
        this.agendada = null;
        this.gravar();
      }, this.intervaloMs);
      this.agendada.unref();
    }
  }

  private gravar(): void {
    const linhas = [...this.pendentes.values()].map((ler) => ler()).filter((p): p is PresencaAgente => p !== null);
    this.pendentes.clear();
    this.urgente = false;
    this.gravando = true;
    const escrever = async () => {
      try {
        if (linhas.length) await this.conexoes.registrarPresencas(this.instancia, linhas);
      } catch (error) {
        logger.warn({ err: error, agentes: linhas.length }, 'falha ao registrar a presença dos gerenciadores');
      } finally {
        this.gravando = false;
        this.agendar();
      }
    };
    // At once, or after the removals queued before it: rows reach the table in the order things happened.
    this.emVoo = this.remocoesNaFila ? this.emVoo.then(escrever) : escrever();
  }

  /**
   * The agent left: its pending presence is dropped, and its row goes after any group in flight and
   * before any later one (an agent that reconnects at once keeps the row its new socket writes).
   */
  remover(filialId: number): Promise<void> {
    this.pendentes.delete(filialId);
    this.remocoesNaFila++;
    const remocao = this.emVoo.then(() => this.conexoes.removerPresenca(filialId, this.instancia)).finally(() => this.remocoesNaFila--);
    this.emVoo = remocao.catch(() => undefined);
    return remocao;
  }

  /** Stops writing; resolves once the group in flight (if any) is written. */
  async encerrar(): Promise<void> {
    this.fechado = true;
    if (this.agendada) clearTimeout(this.agendada);
    this.agendada = null;
    this.pendentes.clear();
    await this.emVoo;
  }
}

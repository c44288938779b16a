import type { Dialeto } from './types';

/**
 * The manager's current ERP dialect, shared by the runs, the write-back and the workbench. A new
 * connection (the integrator saved another one, or a restart) replaces it at once for new work, while
 * the work already holding the old one keeps it: the old dialect closes when its last user ends.
 */
export class DialetoAtual {
  private dialeto: Dialeto | null = null;
  /** Users of each dialect still in use; a replaced one closes when its count reaches zero. */
  private emUso = new Map<Dialeto, number>();
  private aposentados = new Set<Dialeto>();

  /** Whether there is a dialect (the branch has an ERP connection the agent could open). */
  get aberto(): boolean {
    return this.dialeto !== null;
  }

  /** Replaces the current dialect (null: none); the previous one closes once nothing uses it. */
  trocar(novo: Dialeto | null): void {
    const anterior = this.dialeto;
    this.dialeto = novo;
    if (anterior && anterior !== novo) this.aposentar(anterior);
  }

  /** Runs `trabalho` with the current dialect, which stays open until it ends even if replaced meanwhile. */
  async com<T>(trabalho: (dialeto: Dialeto) => Promise<T>): Promise<T | undefined> {
    const dialeto = this.dialeto;
    if (!dialeto) return undefined;
    this.emUso.set(dialeto, (this.emUso.get(dialeto) ?? 0) + 1);
    try {
      return await trabalho(dialeto);
    } finally {
      const restantes = (this.emUso.get(dialeto) ?? 1) - 1;
      if (restantes > 0) this.emUso.set(dialeto, restantes);
      else {
        this.emUso.delete(dialeto);
        if (this.aposentados.delete(dialeto)) void dialeto.fechar().catch(() => undefined);
      }
    }
  }

  /** Closes the current dialect (the manager is stopping). */
  async fechar(): Promise<void> {
    const dialeto = this.dialeto;
    this.dialeto = null;
    await dialeto?.fechar();
  }

  private aposentar(dialeto: Dialeto): void {
    if (this.emUso.get(dialeto)) this.aposentados.add(dialeto);
    else void dialeto.fechar().catch(() => undefined);
  }
}

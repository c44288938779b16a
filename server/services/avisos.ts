import { logger } from '../logger';

/**
 * Work a request starts but does not wait for (an alert e-mail after an agent's report): it runs
 * apart, its failure is logged, and `ociosos` tells when everything started so far has finished
 * (tests wait on it instead of sleeping; a shutdown could too).
 */
export class Avisos {
  private emCurso = new Set<Promise<void>>();

  disparar(descricao: string, contexto: Record<string, unknown>, trabalho: () => Promise<void> | void): void {
    const p: Promise<void> = Promise.resolve()
      .then(trabalho)
      .catch((error: Error) => logger.error({ err: error, ...contexto }, descricao))
      .finally(() => this.emCurso.delete(p));
    this.emCurso.add(p);
  }

  async ociosos(): Promise<void> {
    while (this.emCurso.size) await Promise.all([...this.emCurso]);
  }
}

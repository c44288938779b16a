import { logger } from '../logger';
import type { Services } from '.';

/** How many checks go by between two purges of the run history. */
const VERIFICACOES_POR_PURGA = 60;

/**
 * The server's own clockwork: every `intervaloMs` the e-mail alerts check the agents and the record
 * queues, and about once an hour the run history loses its runs older than 30 days, the users'
 * known addresses those unused for 90 days, the webhook deliveries older than 30 days, and the devices their activations no seller logged in
 * on within a day. Returns the stop.
 * With several instances each runs it; the alerts' claims keep them from mailing twice.
 */
export function iniciarTarefasPeriodicas(
  services: Pick<Services, 'alertas' | 'historicoSincronizacao' | 'enderecosConhecidos' | 'dispositivos' | 'webhooks'>,
  intervaloMs: number,
): () => void {
  if (intervaloMs <= 0) return () => undefined;
  let vez = 0;
  let rodando = false;
  const timer = setInterval(() => {
    if (rodando) return;
    rodando = true;
    const purgar = vez++ % VERIFICACOES_POR_PURGA === 0;
    void (async () => {
      await services.alertas.verificar();
      if (purgar) {
        await services.historicoSincronizacao.purgar();
        await services.webhooks.purgar();
        await services.enderecosConhecidos.purgar();
        await services.dispositivos.expirarAtivacoes();
      }
    })()
      .catch((error: Error) => logger.error({ err: error }, 'falha nas tarefas periódicas'))
      .finally(() => {
        rodando = false;
      });
  }, intervaloMs);
  timer.unref();
  return () => clearInterval(timer);
}

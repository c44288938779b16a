import { EVENTOS } from '../../common/protocolo';
import type { CanalServidor } from '../sincronizacao/sincronizador';

/**
 * The server side of a sync kept in memory, for the agent's own tests: what the phones would pull
 * (identifier → record, removals applied) and the last status reported. Server integration tests
 * use the real hub instead.
 */
export class NuvemEmMemoria implements CanalServidor {
  registros = new Map<string, Record<string, unknown>>();
  enviados = 0;
  status: Record<string, unknown> = {};
  geracao = 0;

  async pedir<T>(type: string, payload: unknown): Promise<T> {
    const p = payload as Record<string, unknown>;
    if (type === EVENTOS.statusExecucao) Object.assign(this.status, p);
    if (type === EVENTOS.lote) {
      if (p.geracao === this.geracao) {
        for (const r of (p.registros ?? []) as { identificador: string; dados: Record<string, unknown> }[]) {
          this.registros.set(r.identificador, r.dados);
          this.enviados++;
        }
        for (const id of (p.removidos ?? []) as string[]) this.registros.delete(id);
      }
      return { geracao: this.geracao } as T;
    }
    return { ok: true } as T;
  }
}

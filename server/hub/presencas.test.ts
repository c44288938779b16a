import { describe, expect, it } from 'vitest';
import type { GerenciadorConexoesService, PresencaAgente } from '../services/gerenciadorConexoes';
import { PresencasEmLote } from './presencas';

/** A presence table in memory that records each statement the group writer sends. */
function tabela() {
  const linhas = new Map<number, PresencaAgente>();
  const escritas: number[][] = [];
  let liberar: (() => void) | null = null;
  const conexoes = {
    async registrarPresencas(_instancia: string, presencas: PresencaAgente[]) {
      escritas.push(presencas.map((p) => p.filialId));
      if (escritas.length === 1)
        await new Promise<void>((r) => {
          liberar = r;
        });
      for (const p of presencas) linhas.set(p.filialId, p);
    },
    async removerPresenca(filialId: number) {
      linhas.delete(filialId);
    },
  } as unknown as GerenciadorConexoesService;
  return { conexoes, linhas, escritas, liberarPrimeira: () => liberar?.() };
}

/** Lets the writer's timers and promises run until `condicao` holds (no fixed wait). */
async function ate(condicao: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !condicao(); i++) await new Promise((r) => setTimeout(r, 1));
}

const presenca = (filialId: number): PresencaAgente => ({ filialId, versao: '1.0.0', hostname: 'erp', ultimoContato: new Date().toISOString() });

describe('presenças gravadas em grupo', () => {
  it('a new socket is written at once; what arrives meanwhile goes in one statement after it', async () => {
    const t = tabela();
    const lote = new PresencasEmLote(t.conexoes, 'a', 60_000);
    lote.marcar(1, () => presenca(1), true);
    for (let i = 2; i <= 300; i++) lote.marcar(i, () => presenca(i), true);
    expect(t.escritas).toEqual([[1]]);
    t.liberarPrimeira();
    await ate(() => t.escritas.length === 2);
    await lote.encerrar();
    expect(t.escritas).toHaveLength(2);
    expect(t.escritas[1]).toHaveLength(299);
    expect(t.linhas.size).toBe(300);
  });

  it('an agent that left while its group was being written is not brought back', async () => {
    const t = tabela();
    const lote = new PresencasEmLote(t.conexoes, 'a', 60_000);
    lote.marcar(7, () => presenca(7), true);
    const removida = lote.remover(7);
    t.liberarPrimeira();
    await removida;
    await lote.encerrar();
    expect(t.linhas.has(7)).toBe(false);
  });

  it('an agent that reconnects while its old row is being removed keeps the row of its new socket', async () => {
    const t = tabela();
    const lote = new PresencasEmLote(t.conexoes, 'a', 60_000);
    lote.marcar(5, () => presenca(5), true); // the old socket's hello, held in flight
    const removida = lote.remover(5); // the old socket closes (an agent restarting)
    lote.marcar(5, () => presenca(5), true); // the new socket's hello
    t.liberarPrimeira();
    await removida;
    await ate(() => t.escritas.length === 2);
    await lote.encerrar();
    expect(t.linhas.has(5)).toBe(true);
  });

  it('a heartbeat waits for the group; an agent gone by then is left out of it', async () => {
    const t = tabela();
    t.escritas.push([]); // no first-write hold in this case
    const lote = new PresencasEmLote(t.conexoes, 'a', 0);
    let conectado = true;
    lote.marcar(3, () => (conectado ? presenca(3) : null));
    lote.marcar(4, () => presenca(4));
    conectado = false;
    await ate(() => t.escritas.length === 2);
    await lote.encerrar();
    expect(t.escritas.slice(1)).toEqual([[4]]);
  });
});

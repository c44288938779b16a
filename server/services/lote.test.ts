import { setImmediate as proximaVolta } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { FATIA_LOTE, MAX_LOTE, emLote } from './lote';

const ids = (n: number, desde = 1) => Array.from({ length: n }, (_, i) => desde + i);

/** Runs `trabalho` while counting the turns of the event loop that happen before it ends. */
async function voltasDurante<T>(trabalho: () => Promise<T>): Promise<{ voltas: number; resultado: T }> {
  let voltas = 0;
  let fim = false;
  const contar = async () => {
    while (!fim) {
      await proximaVolta();
      if (!fim) voltas++;
    }
  };
  const contador = contar();
  const resultado = await trabalho();
  fim = true;
  await contador;
  return { voltas, resultado };
}

describe('ações em lote', () => {
  it('works through the rows in slices, with a turn of the event loop between them', async () => {
    // Rows whose reads and actions are microtasks only, as SQLite's synchronous statements are.
    const { voltas, resultado } = await voltasDurante(() =>
      emLote(
        ids(MAX_LOTE),
        async (id) => ({ id }),
        () => '',
        async () => undefined,
      ),
    );
    expect(resultado.alterados).toHaveLength(MAX_LOTE);
    expect(voltas).toBeGreaterThanOrEqual(MAX_LOTE / FATIA_LOTE - 1);
  });

  it('lets work scheduled by others run before the bulk action ends', async () => {
    const ordem: string[] = [];
    const lote = emLote(
      ids(MAX_LOTE),
      async (id) => ({ id }),
      () => '',
      async () => undefined,
    ).then(() => ordem.push('lote'));
    setImmediate(() => ordem.push('outra requisição'));
    await lote;
    expect(ordem).toEqual(['outra requisição', 'lote']);
  });
});

import { describe, expect, it } from 'vitest';
import { emLotePorVolta, lotePorVolta } from './batchLoader';

/** A source whose every load is recorded, and whose values a test may change between turns. */
function fonte(valores: Map<number, string>) {
  const cargas: number[][] = [];
  const carregar = async (chaves: readonly number[]) => {
    cargas.push([...chaves]);
    return new Map(chaves.filter((c) => valores.has(c)).map((c) => [c, valores.get(c)!]));
  };
  return { cargas, carregar };
}

describe('lotePorVolta (look-ups of many requests in one statement)', () => {
  it('loads the keys asked during one turn together, each caller getting its own value', async () => {
    const f = fonte(
      new Map([
        [1, 'um'],
        [2, 'dois'],
        [3, 'três'],
      ]),
    );
    const ler = lotePorVolta(f.carregar);
    // Requests in one turn: asked synchronously and from microtasks before the turn ends.
    const respostas = Promise.all([ler(1), ler(2), Promise.resolve().then(() => ler(3)), ler(1), ler(9)]);
    expect(await respostas).toEqual(['um', 'dois', 'três', 'um', undefined]);
    expect(f.cargas.map((c) => [...c].sort())).toEqual([[1, 2, 3, 9]]);
  });

  it('keeps nothing between turns: a later turn reads the source again', async () => {
    const valores = new Map([[1, 'antes']]);
    const f = fonte(valores);
    const ler = lotePorVolta(f.carregar);
    expect(await ler(1)).toBe('antes');
    valores.set(1, 'depois');
    expect(await ler(1)).toBe('depois');
    expect(f.cargas).toEqual([[1], [1]]);
  });

  it('a failed load fails every caller of its turn, and the next turn loads again', async () => {
    let falhar = true;
    const ler = lotePorVolta(async (chaves: readonly number[]) => {
      if (falhar) throw new Error('banco fora do ar');
      return new Map(chaves.map((c) => [c, c * 10]));
    });
    const resultados = await Promise.allSettled([ler(1), ler(2)]);
    expect(resultados.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    falhar = false;
    expect(await Promise.all([ler(1), ler(2)])).toEqual([10, 20]);
  });
});

describe('emLotePorVolta (what many requests hand in, in one call)', () => {
  it('runs the entries of one turn together and answers each at its index', async () => {
    const chamadas: string[][] = [];
    const gravar = emLotePorVolta(async (entradas: string[]) => {
      chamadas.push(entradas);
      return entradas.map((e) => ({ status: 'fulfilled' as const, value: e.toUpperCase() }));
    });
    const respostas = Promise.all([gravar('a'), gravar('b'), Promise.resolve().then(() => gravar('a'))]);
    expect(await respostas).toEqual(['A', 'B', 'A']);
    // Repeated entries are each handed in: the call decides what a repeat means.
    expect(chamadas).toEqual([['a', 'b', 'a']]);
    expect(await gravar('c')).toBe('C');
    expect(chamadas).toHaveLength(2);
  });

  it("a failed call fails its turn's entries only; the next turn runs again; an entry may fail alone", async () => {
    let falhar = true;
    const gravar = emLotePorVolta(async (entradas: number[]) => {
      if (falhar) throw new Error('disco cheio');
      return Promise.allSettled(
        entradas.map(async (e) => {
          if (e < 0) throw new Error(`${e} não se grava`);
          return e + 1;
        }),
      );
    });
    const resultados = await Promise.allSettled([gravar(1), gravar(2)]);
    expect(resultados.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    falhar = false;
    expect(await Promise.all([gravar(1), gravar(5)])).toEqual([2, 6]);
    // An entry that fails alone fails its own caller only.
    const sozinhas = await Promise.allSettled([gravar(1), gravar(-1), gravar(2)]);
    expect(sozinhas.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))).toEqual([2, 'Error: -1 não se grava', 3]);
  });
});

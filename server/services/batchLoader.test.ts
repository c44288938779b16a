import { describe, expect, it } from 'vitest';
import { lotePorVolta } from './batchLoader';

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

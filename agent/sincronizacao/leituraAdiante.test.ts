import { describe, expect, it } from 'vitest';
import { paginasAdiante, type Leitor } from './leituraAdiante';

/** A read of `total` pages that records how far it got. */
function leitor(total: number, falharNa?: number) {
  const lidas: number[] = [];
  const ler: Leitor = async (aoPagina) => {
    for (let i = 1; i <= total; i++) {
      if (i === falharNa) throw new Error(`falhou na página ${i}`);
      lidas.push(i);
      if (!(await aoPagina([{ pagina: i }]))) return;
    }
  };
  return { ler, lidas };
}

describe('leitura adiante', () => {
  it('hands every page over in order, reading at most `limite` ahead of the one in hand', async () => {
    const { ler, lidas } = leitor(6);
    const vistas: number[] = [];
    for await (const pagina of paginasAdiante(ler, 2)) {
      vistas.push(pagina[0]!.pagina as number);
      await new Promise((r) => setTimeout(r, 5));
      expect(lidas.length).toBeLessThanOrEqual(vistas.length + 2);
    }
    expect(vistas).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('leaving early stops the read; a failed read comes out after the pages before it', async () => {
    const curto = leitor(100);
    for await (const pagina of paginasAdiante(curto.ler, 2)) if (pagina[0]!.pagina === 3) break;
    expect(curto.lidas.length).toBeLessThanOrEqual(6);

    const falho = leitor(5, 4);
    const vistas: number[] = [];
    await expect(async () => {
      for await (const pagina of paginasAdiante(falho.ler, 2)) vistas.push(pagina[0]!.pagina as number);
    }).rejects.toThrow('falhou na página 4');
    expect(vistas).toEqual([1, 2, 3]);
  });
});

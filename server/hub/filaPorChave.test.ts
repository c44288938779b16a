import { describe, expect, it } from 'vitest';
import { filaPorChave } from './filaPorChave';

/** A job that ends only when told to, so that the test decides the order in which jobs finish. */
function trabalhoControlado(ordem: string[], nome: string) {
  let terminar: (erro?: Error) => void = () => undefined;
  const trabalho = () => {
    ordem.push(`início ${nome}`);
    return new Promise<string>((resolve, reject) => {
      terminar = (erro) => (erro ? reject(erro) : resolve(nome));
    }).finally(() => ordem.push(`fim ${nome}`));
  };
  return { trabalho, terminar: (erro?: Error) => terminar(erro) };
}

const rodadaDeMicrotarefas = () => new Promise<void>((r) => setImmediate(r));

describe('filaPorChave', () => {
  it("starts a key's next job only after the one before it ended, and lets other keys run meanwhile", async () => {
    const fila = filaPorChave();
    const ordem: string[] = [];
    const a1 = trabalhoControlado(ordem, 'a1');
    const a2 = trabalhoControlado(ordem, 'a2');
    const b1 = trabalhoControlado(ordem, 'b1');
    const r1 = fila('a', a1.trabalho);
    const r2 = fila('a', a2.trabalho);
    const r3 = fila('b', b1.trabalho);
    await rodadaDeMicrotarefas();
    expect(ordem).toEqual(['início a1', 'início b1']);
    b1.terminar();
    await expect(r3).resolves.toBe('b1');
    expect(ordem).not.toContain('início a2');
    a1.terminar();
    await expect(r1).resolves.toBe('a1');
    await rodadaDeMicrotarefas();
    expect(ordem.slice(-2)).toEqual(['fim a1', 'início a2']);
    a2.terminar();
    await expect(r2).resolves.toBe('a2');
  });

  it('runs the next job of a key whose job failed, and gives each caller its own outcome', async () => {
    const fila = filaPorChave();
    const ordem: string[] = [];
    const falho = trabalhoControlado(ordem, 'falho');
    const seguinte = trabalhoControlado(ordem, 'seguinte');
    const r1 = fila('a', falho.trabalho);
    const r2 = fila('a', seguinte.trabalho);
    await rodadaDeMicrotarefas();
    falho.terminar(new Error('banco fora do ar'));
    await expect(r1).rejects.toThrow('banco fora do ar');
    await rodadaDeMicrotarefas();
    seguinte.terminar();
    await expect(r2).resolves.toBe('seguinte');
    expect(ordem).toEqual(['início falho', 'fim falho', 'início seguinte', 'fim seguinte']);
  });
});

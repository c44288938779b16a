import { describe, expect, it } from 'vitest';
import { FluxoAgente, LIMITES_FLUXO, type LimitesFluxo } from './fluxoAgente';

/** A socket that records whether it is being read. */
class SocketFalso {
  pausado = false;
  pausas = 0;
  pause() {
    this.pausado = true;
    this.pausas++;
  }
  resume() {
    this.pausado = false;
  }
}

/** Jobs that end when the test says so. */
function trabalhos() {
  let emCurso = 0;
  let maximo = 0;
  const soltar: (() => void)[] = [];
  const feitos: number[] = [];
  const novo = (n: number) => () => {
    emCurso++;
    maximo = Math.max(maximo, emCurso);
    return new Promise<void>((r) =>
      soltar.push(() => {
        emCurso--;
        feitos.push(n);
        r();
      }),
    );
  };
  return { novo, soltar, feitos, maximo: () => maximo, emCurso: () => emCurso };
}

const volta = () => new Promise((r) => setImmediate(r));
const limites = (l: Partial<LimitesFluxo>): LimitesFluxo => ({ ...LIMITES_FLUXO, ...l });

describe('flow control of an agent’s socket', () => {
  it('handles at most emVoo requests at once and the rest in the order they came', async () => {
    const socket = new SocketFalso();
    const fluxo = new FluxoAgente(socket, limites({ emVoo: 2 }));
    const t = trabalhos();
    for (let i = 0; i < 5; i++) expect(fluxo.entrar(t.novo(i), 10)).toBe(true);
    await volta();
    expect(t.emCurso()).toBe(2);
    while (t.feitos.length < 5) {
      t.soltar.shift()?.();
      await volta();
      await volta();
    }
    expect(t.feitos).toEqual([0, 1, 2, 3, 4]);
    expect(t.maximo()).toBe(2);
  });

  it('stops reading the socket while too many wait (by count or by bytes), and reads again once they drained', async () => {
    const socket = new SocketFalso();
    const fluxo = new FluxoAgente(socket, limites({ emVoo: 1, pausarCom: 3, retomarCom: 1, pausarComBytes: 1000, retomarComBytes: 100 }));
    const t = trabalhos();
    fluxo.entrar(t.novo(0), 1);
    fluxo.entrar(t.novo(1), 1);
    fluxo.entrar(t.novo(2), 1);
    expect(socket.pausado).toBe(false);
    fluxo.entrar(t.novo(3), 1);
    expect(socket.pausado).toBe(true);
    while (t.feitos.length < 3) {
      await volta();
      t.soltar.shift()?.();
      await volta();
    }
    expect(socket.pausado).toBe(false);

    const porBytes = new SocketFalso();
    const outro = new FluxoAgente(porBytes, limites({ emVoo: 1, pausarCom: 100, pausarComBytes: 1000, retomarComBytes: 100 }));
    outro.entrar(t.novo(10), 600);
    outro.entrar(t.novo(11), 600);
    outro.entrar(t.novo(12), 600);
    expect(porBytes.pausado).toBe(true);
  });

  it('refuses past maximoNaFila (the caller closes the socket) and drops what waits once closed', async () => {
    const fluxo = new FluxoAgente(new SocketFalso(), limites({ emVoo: 1, maximoNaFila: 3 }));
    const t = trabalhos();
    const aceitos = Array.from({ length: 6 }, (_, i) => fluxo.entrar(t.novo(i), 1));
    // One in flight, three waiting; the fifth and sixth are refused.
    expect(aceitos).toEqual([true, true, true, true, false, false]);
    await volta();
    fluxo.encerrar();
    expect(fluxo.aguardando).toBe(0);
    t.soltar.shift()?.();
    await volta();
    await volta();
    expect(t.feitos).toEqual([0]);
  });

  it('pauses reading past the rate of messages a second, until the second ends', () => {
    const socket = new SocketFalso();
    const fluxo = new FluxoAgente(socket, limites({ mensagensPorSegundo: 3 }));
    const inicio = 1_000_000;
    for (let i = 0; i < 3; i++) fluxo.contar(inicio + i);
    expect(socket.pausado).toBe(false);
    fluxo.contar(inicio + 10);
    expect(socket.pausado).toBe(true);
    expect(socket.pausas).toBe(1);
    fluxo.encerrar();
  });

  it('a request that fails does not stop the ones after it', async () => {
    const fluxo = new FluxoAgente(new SocketFalso(), limites({ emVoo: 1 }));
    const feitos: string[] = [];
    fluxo.entrar(async () => {
      throw new Error('falhou');
    }, 1);
    fluxo.entrar(async () => void feitos.push('depois'), 1);
    for (let i = 0; i < 5 && !feitos.length; i++) await volta();
    expect(feitos).toEqual(['depois']);
  });
});

import { describe, expect, it } from 'vitest';
import { agendaVazia, type Agenda } from '../common/catalogo';
import { Agendador, ESPERA_MAXIMA_MS } from './agendador';
import { RelogioFalso } from './testing/relogioFalso';

/** A Brasília wall-clock time (UTC-3) as an instant. 2025-05-14 is a Wednesday. */
const sp = (local: string) => new Date(`${local}-03:00`);
const MIN = 60_000;
const TODOS = [0, 1, 2, 3, 4, 5, 6];

function montar(inicio: string) {
  const relogio = new RelogioFalso(sp(inicio));
  const iniciadas: { tipo: string; em: number }[] = [];
  const contadas: { tipo: string; proxima: Date | null }[] = [];
  const agendador = new Agendador(
    (tipo) => iniciadas.push({ tipo, em: relogio.agora() }),
    (tipo, proxima) => contadas.push({ tipo, proxima }),
    relogio,
  );
  return { relogio, iniciadas, contadas, agendador };
}

describe('Agendador: the agent starts its automatic runs by the schedule, on a clock the test moves', () => {
  it('defers a run due outside "somente entre" to the window and starts it when the clock enters it', () => {
    const { relogio, iniciadas, contadas, agendador } = montar('2025-05-14T02:00:00');
    const madrugada: Agenda = { somenteEntre: [{ dias: TODOS, inicio: '03:00', fim: '04:00' }], naoEntre: [] };
    agendador.programar('configuracaoDadosProduto', madrugada, 30 * MIN, sp('2025-05-14T02:00:00').getTime());
    expect(contadas).toEqual([{ tipo: 'configuracaoDadosProduto', proxima: sp('2025-05-14T03:00:00') }]);
    expect(agendador.proxima('configuracaoDadosProduto')).toEqual(sp('2025-05-14T03:00:00'));
    // Due at 02:30, outside the window: nothing then, nor a second before it opens.
    relogio.avancarAte(sp('2025-05-14T02:59:59'));
    expect(iniciadas).toEqual([]);
    relogio.avancar(1000);
    expect(iniciadas).toEqual([{ tipo: 'configuracaoDadosProduto', em: sp('2025-05-14T03:00:00').getTime() }]);
    // Running: no next run until its end programs one.
    expect(contadas.at(-1)).toEqual({ tipo: 'configuracaoDadosProduto', proxima: null });
    expect(relogio.pendentes).toBe(0);
    // The wake-ups on the way told nothing new.
    expect(contadas).toHaveLength(2);
  });

  it('makes a run due during the ERP’s backup wait to its end', () => {
    const { relogio, iniciadas, agendador } = montar('2025-05-14T00:50:00');
    const backup: Agenda = { somenteEntre: [], naoEntre: [{ dias: TODOS, inicio: '01:00', fim: '03:00' }] };
    agendador.programar('configuracaoDadosCliente', backup, 30 * MIN, sp('2025-05-14T00:50:00').getTime());
    expect(agendador.proxima('configuracaoDadosCliente')).toEqual(sp('2025-05-14T03:00:00'));
    relogio.avancarAte(sp('2025-05-14T02:59:00'));
    expect(iniciadas).toEqual([]);
    relogio.avancarAte(sp('2025-05-14T03:00:00'));
    expect(iniciadas.map((i) => new Date(i.em))).toEqual([sp('2025-05-14T03:00:00')]);
  });

  it('with an empty schedule, starts the run one interval after the last ended, as before schedules', () => {
    const { relogio, iniciadas, agendador } = montar('2025-05-14T10:00:00');
    agendador.programar('configuracaoDadosProduto', agendaVazia(), 30 * MIN, sp('2025-05-14T10:00:00').getTime());
    relogio.avancar(30 * MIN - 1);
    expect(iniciadas).toEqual([]);
    relogio.avancar(1);
    expect(iniciadas.map((i) => new Date(i.em))).toEqual([sp('2025-05-14T10:30:00')]);
  });

  it('starts at once a run already due (a resumed one, or overdue after a restart) when the schedule allows', () => {
    const { iniciadas, agendador } = montar('2025-05-14T10:00:00');
    agendador.programar('configuracaoDadosProduto', agendaVazia(), 30 * MIN, null);
    agendador.programar('configuracaoDadosCliente', agendaVazia(), 30 * MIN, sp('2025-05-13T10:00:00').getTime());
    expect(iniciadas.map((i) => i.tipo)).toEqual(['configuracaoDadosProduto', 'configuracaoDadosCliente']);
  });

  it('replaces what was programmed when the schedule is saved again, and cancels it when the type stops', () => {
    const { relogio, iniciadas, contadas, agendador } = montar('2025-05-14T10:00:00');
    agendador.programar('configuracaoDadosProduto', agendaVazia(), 30 * MIN, sp('2025-05-14T10:00:00').getTime());
    const tarde: Agenda = { somenteEntre: [{ dias: TODOS, inicio: '14:00', fim: '15:00' }], naoEntre: [] };
    agendador.programar('configuracaoDadosProduto', tarde, 30 * MIN, sp('2025-05-14T10:00:00').getTime());
    relogio.avancarAte(sp('2025-05-14T13:59:00'));
    expect(iniciadas).toEqual([]);
    agendador.cancelar('configuracaoDadosProduto');
    relogio.avancarAte(sp('2025-05-15T00:00:00'));
    expect(iniciadas).toEqual([]);
    expect(relogio.pendentes).toBe(0);
    expect(contadas.map((c) => c.proxima)).toEqual([sp('2025-05-14T10:30:00'), sp('2025-05-14T14:00:00'), null]);
  });

  it('notices within a few minutes that the machine’s clock was set forward into the window', () => {
    const { relogio, iniciadas, agendador } = montar('2025-05-14T02:00:00');
    const madrugada: Agenda = { somenteEntre: [{ dias: TODOS, inicio: '03:00', fim: '04:00' }], naoEntre: [] };
    agendador.programar('configuracaoDadosProduto', madrugada, 30 * MIN, sp('2025-05-14T02:00:00').getTime());
    relogio.acertarRelogio(58 * MIN);
    relogio.avancar(ESPERA_MAXIMA_MS - 1);
    expect(iniciadas).toEqual([]);
    relogio.avancar(1);
    expect(iniciadas).toHaveLength(1);
    expect(new Date(iniciadas[0]!.em).getTime()).toBeGreaterThanOrEqual(sp('2025-05-14T03:00:00').getTime());
  });

  it('programs nothing, and says so, when the schedule never lets a run start', () => {
    const { relogio, iniciadas, contadas, agendador } = montar('2025-05-14T10:00:00');
    const nunca: Agenda = { somenteEntre: [{ dias: [1], inicio: '08:00', fim: '09:00' }], naoEntre: [{ dias: [1], inicio: '07:00', fim: '10:00' }] };
    agendador.programar('configuracaoDadosProduto', nunca, 30 * MIN, null);
    relogio.avancar(14 * 24 * 60 * MIN);
    expect(iniciadas).toEqual([]);
    expect(contadas).toEqual([{ tipo: 'configuracaoDadosProduto', proxima: null }]);
  });
});

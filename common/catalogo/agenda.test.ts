import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { horaLocal } from '../text/fusoHorario';
import { agendaDe, agendaVazia, FUSO_AGENDA, MAX_JANELAS_AGENDA, podeIniciarEm, quandoExecutar, validarAgenda, type Agenda, type JanelaAgenda } from './agenda';
import { validarConfiguracao } from './validacao';

/** A Brasília wall-clock time (UTC-3 since 2019) as an instant; the rule itself reads the IANA zone. */
const sp = (local: string) => new Date(`${local}-03:00`);
const MIN = 60_000;
const TODOS = [0, 1, 2, 3, 4, 5, 6];
const UTEIS = [1, 2, 3, 4, 5];
const janela = (inicio: string, fim: string, dias = TODOS): JanelaAgenda => ({ dias, inicio, fim });
const agenda = (a: Partial<Agenda>): Agenda => ({ ...agendaVazia(), ...a });
/** The next run of a run due at `devida` (the last one ended an interval before it), asked at `devida`. */
const proximaDevida = (a: Agenda, devida: string) => quandoExecutar(a, 30 * MIN, new Date(sp(devida).getTime() - 30 * MIN), sp(devida)).proxima;

// 2025-05-14 is a Wednesday.
describe('quandoExecutar: the automatic runs of a data type', () => {
  it('with an empty schedule, is what it always was: the last run’s end plus the interval', () => {
    const vazia = agendaVazia();
    expect(quandoExecutar(vazia, 30 * MIN, sp('2025-05-14T10:00:00'), sp('2025-05-14T10:10:00'))).toEqual({
      podeIniciar: false,
      proxima: sp('2025-05-14T10:30:00'),
    });
    expect(quandoExecutar(vazia, 30 * MIN, sp('2025-05-14T10:00:00'), sp('2025-05-14T10:30:00'))).toEqual({
      podeIniciar: true,
      proxima: sp('2025-05-14T10:30:00'),
    });
    // Overdue (the agent was off): now.
    expect(quandoExecutar(vazia, 30 * MIN, sp('2025-05-13T10:00:00'), sp('2025-05-14T10:10:00'))).toEqual({
      podeIniciar: true,
      proxima: sp('2025-05-14T10:10:00'),
    });
    // No last run (a run cut short and resumed): now.
    expect(quandoExecutar(vazia, 30 * MIN, null, sp('2025-05-14T10:10:00'))).toEqual({ podeIniciar: true, proxima: sp('2025-05-14T10:10:00') });
  });

  it('starts only inside "somente entre": a run due after hours waits for the next business morning', () => {
    const comercial = agenda({ somenteEntre: [janela('08:00', '18:00', UTEIS)] });
    expect(proximaDevida(comercial, '2025-05-14T09:00:00')).toEqual(sp('2025-05-14T09:00:00'));
    expect(proximaDevida(comercial, '2025-05-14T18:00:00')).toEqual(sp('2025-05-15T08:00:00'));
    expect(proximaDevida(comercial, '2025-05-14T07:59:59')).toEqual(sp('2025-05-14T08:00:00'));
    // Friday evening: Monday morning.
    expect(proximaDevida(comercial, '2025-05-16T18:20:00')).toEqual(sp('2025-05-19T08:00:00'));
    expect(quandoExecutar(comercial, 30 * MIN, sp('2025-05-14T17:50:00'), sp('2025-05-14T17:55:00'))).toEqual({
      podeIniciar: false,
      proxima: sp('2025-05-15T08:00:00'),
    });
  });

  it('reads a window crossing midnight as one that opens on its day and closes the next', () => {
    const noite = agenda({ somenteEntre: [janela('22:00', '02:00')] });
    expect(proximaDevida(noite, '2025-05-14T21:00:00')).toEqual(sp('2025-05-14T22:00:00'));
    expect(proximaDevida(noite, '2025-05-15T01:30:00')).toEqual(sp('2025-05-15T01:30:00'));
    // The end does not belong to the window.
    expect(proximaDevida(noite, '2025-05-15T02:00:00')).toEqual(sp('2025-05-15T22:00:00'));
    const sexta = agenda({ somenteEntre: [janela('22:00', '02:00', [5])] });
    expect(proximaDevida(sexta, '2025-05-17T01:00:00')).toEqual(sp('2025-05-17T01:00:00'));
    expect(proximaDevida(sexta, '2025-05-17T03:00:00')).toEqual(sp('2025-05-23T22:00:00'));
    // Saturday's night ends on Sunday: the week turns over.
    const sabado = agenda({ somenteEntre: [janela('22:00', '02:00', [6])] });
    expect(proximaDevida(sabado, '2025-05-18T01:59:00')).toEqual(sp('2025-05-18T01:59:00'));
    expect(proximaDevida(sabado, '2025-05-18T02:00:00')).toEqual(sp('2025-05-24T22:00:00'));
  });

  it('makes a run due inside a "não entre" (the ERP’s backup) wait to its end', () => {
    const backup = agenda({ naoEntre: [janela('01:00', '03:00')] });
    expect(proximaDevida(backup, '2025-05-14T01:15:00')).toEqual(sp('2025-05-14T03:00:00'));
    expect(proximaDevida(backup, '2025-05-14T00:59:00')).toEqual(sp('2025-05-14T00:59:00'));
    expect(proximaDevida(backup, '2025-05-14T03:00:00')).toEqual(sp('2025-05-14T03:00:00'));
    // To the second: due at 02:59:30, the run starts at 03:00:00.
    expect(proximaDevida(backup, '2025-05-14T02:59:30')).toEqual(sp('2025-05-14T03:00:00'));
    // Overdue while the agent was off, asked inside the backup: at its end, not now.
    expect(quandoExecutar(backup, 30 * MIN, sp('2025-05-13T20:00:00'), sp('2025-05-14T01:30:00'))).toEqual({
      podeIniciar: false,
      proxima: sp('2025-05-14T03:00:00'),
    });
  });

  it('keeps a "não entre" inside a "somente entre" out', () => {
    const almoco = agenda({ somenteEntre: [janela('08:00', '18:00', UTEIS)], naoEntre: [janela('12:00', '13:00', UTEIS)] });
    expect(proximaDevida(almoco, '2025-05-14T12:10:00')).toEqual(sp('2025-05-14T13:00:00'));
    expect(proximaDevida(almoco, '2025-05-14T11:59:00')).toEqual(sp('2025-05-14T11:59:00'));
    expect(proximaDevida(almoco, '2025-05-14T17:59:00')).toEqual(sp('2025-05-14T17:59:00'));
    expect(proximaDevida(almoco, '2025-05-14T18:00:00')).toEqual(sp('2025-05-15T08:00:00'));
  });

  it('takes the first of several windows, and adjacent "não entre" as one', () => {
    const duas = agenda({ somenteEntre: [janela('20:00', '22:00'), janela('06:00', '08:00')] });
    expect(proximaDevida(duas, '2025-05-14T09:00:00')).toEqual(sp('2025-05-14T20:00:00'));
    expect(proximaDevida(duas, '2025-05-14T22:30:00')).toEqual(sp('2025-05-15T06:00:00'));
    const seguidas = agenda({ naoEntre: [janela('01:00', '03:00'), janela('03:00', '04:00'), janela('02:00', '02:30')] });
    expect(proximaDevida(seguidas, '2025-05-14T01:30:00')).toEqual(sp('2025-05-14T04:00:00'));
  });

  it('reads equal start and end as the whole day', () => {
    const domingo = agenda({ naoEntre: [janela('00:00', '00:00', [0])] });
    expect(proximaDevida(domingo, '2025-05-18T10:00:00')).toEqual(sp('2025-05-19T00:00:00'));
    expect(proximaDevida(domingo, '2025-05-17T23:59:00')).toEqual(sp('2025-05-17T23:59:00'));
  });

  it('answers no next run when the schedule never lets one start, and the save refuses it', () => {
    const nunca = agenda({ somenteEntre: [janela('08:00', '10:00', [1])], naoEntre: [janela('07:00', '11:00', [1])] });
    expect(quandoExecutar(nunca, 30 * MIN, null, sp('2025-05-14T10:00:00'))).toEqual({ podeIniciar: false, proxima: null });
    expect(validarAgenda(nunca)).toEqual({ agenda: MSG.agendaSemHorario });
  });

  it('reads the windows in the IANA zone: in January 2019 Brasília kept summer time (UTC-2)', () => {
    const cedo = agenda({ somenteEntre: [janela('08:00', '09:00')] });
    expect(quandoExecutar(cedo, 30 * MIN, null, new Date('2019-01-15T05:00:00Z')).proxima).toEqual(new Date('2019-01-15T10:00:00Z'));
    expect(quandoExecutar(cedo, 30 * MIN, null, new Date('2025-01-15T05:00:00Z')).proxima).toEqual(new Date('2025-01-15T11:00:00Z'));
    expect(podeIniciarEm(cedo, new Date('2019-01-15T10:30:00Z'))).toBe(true);
    expect(podeIniciarEm(cedo, new Date('2025-01-15T10:30:00Z'))).toBe(false);
  });

  /** Whether a Brasília wall clock is inside a window, read straight from its definition. */
  function dentro(j: JanelaAgenda, instante: Date): boolean {
    const l = horaLocal(instante, FUSO_AGENDA);
    const minuto = l.hora * 60 + l.minuto;
    const [ih, im] = j.inicio.split(':').map(Number);
    const [fh, fm] = j.fim.split(':').map(Number);
    const inicio = ih! * 60 + im!;
    const fim = fh! * 60 + fm!;
    const ontem = (l.diaSemana + 6) % 7;
    if (fim > inicio) return j.dias.includes(l.diaSemana) && minuto >= inicio && minuto < fim;
    return (j.dias.includes(l.diaSemana) && minuto >= inicio) || (j.dias.includes(ontem) && minuto < fim);
  }
  const permitido = (a: Agenda, instante: Date) =>
    (!a.somenteEntre.length || a.somenteEntre.some((j) => dentro(j, instante))) && !a.naoEntre.some((j) => dentro(j, instante));

  it('for any schedule: the next run is allowed, not before it is due, and no earlier minute was allowed', () => {
    const horario = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const umaJanela = fc.record({ dias: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }), inicio: horario, fim: horario });
    const umaAgenda = fc.record({ somenteEntre: fc.array(umaJanela, { maxLength: 3 }), naoEntre: fc.array(umaJanela, { maxLength: 3 }) });
    const instante = fc.integer({ min: sp('2025-01-01T00:00:00').getTime(), max: sp('2026-12-31T00:00:00').getTime() }).map((t) => new Date(t));
    fc.assert(
      fc.property(umaAgenda, instante, fc.integer({ min: 1, max: 600 }), (a, agora, intervaloMin) => {
        const ultima = new Date(agora.getTime() - 45 * MIN);
        const { podeIniciar, proxima } = quandoExecutar(a, intervaloMin * MIN, ultima, agora);
        const devida = Math.max(agora.getTime(), ultima.getTime() + intervaloMin * MIN);
        if (proxima === null) {
          // Never: no minute of a whole week from then is allowed.
          for (let t = devida; t < devida + 7 * 24 * 60 * MIN; t += MIN) if (permitido(a, new Date(t))) return false;
          return !podeIniciar;
        }
        if (proxima.getTime() < devida || !permitido(a, proxima) || podeIniciar !== proxima.getTime() <= agora.getTime()) return false;
        // Every minute boundary between due and the answer is forbidden.
        for (let t = devida - (devida % MIN) + MIN; t < proxima.getTime(); t += MIN) if (permitido(a, new Date(t))) return false;
        return proxima.getTime() === devida || !permitido(a, new Date(devida));
      }),
      { numRuns: 60 },
    );
  });
});

describe('agenda in the configuration', () => {
  it('reads a configuration without a schedule (older than schedules) as the empty one', () => {
    expect(agendaDe({})).toEqual(agendaVazia());
    expect(agendaDe({ agenda: { somenteEntre: [janela('08:00', '18:00', [5, 1, 1])], naoEntre: 'x' } })).toEqual({
      somenteEntre: [janela('08:00', '18:00', [1, 5])],
      naoEntre: [],
    });
    expect(
      agendaDe({
        agenda: {
          somenteEntre: [
            { dias: [9], inicio: '08:00', fim: '18:00' },
            { dias: [1], inicio: '8h', fim: '18:00' },
          ],
        },
      }).somenteEntre,
    ).toEqual([]);
  });

  it('says what to fix in each window, in Portuguese', () => {
    expect(validarAgenda(undefined)).toEqual({});
    expect(validarAgenda({ somenteEntre: [janela('08:00', '18:00', UTEIS)], naoEntre: [janela('01:00', '03:00')] })).toEqual({});
    expect(validarAgenda('sempre')).toEqual({ agenda: MSG.agendaInvalida });
    expect(validarAgenda({ naoEntre: {} })).toEqual({ 'agenda.naoEntre': MSG.agendaInvalida });
    expect(validarAgenda({ somenteEntre: [{ dias: [], inicio: '24:00', fim: '8:00' }], naoEntre: [{ dias: [7], inicio: '01:00' }] })).toEqual({
      'agenda.somenteEntre.0.dias': MSG.janelaSemDias,
      'agenda.somenteEntre.0.inicio': MSG.horarioJanelaInvalido,
      'agenda.somenteEntre.0.fim': MSG.horarioJanelaInvalido,
      'agenda.naoEntre.0.dias': MSG.diaJanelaInvalido,
      'agenda.naoEntre.0.fim': MSG.horarioJanelaInvalido,
    });
    expect(validarAgenda({ naoEntre: Array.from({ length: MAX_JANELAS_AGENDA + 1 }, () => janela('01:00', '02:00')) })).toEqual({
      'agenda.naoEntre': MSG.janelasDemais(MAX_JANELAS_AGENDA),
    });
  });

  it('is checked with the rest of a read type’s configuration', () => {
    const dados = {
      tempoSincronizacao: '00:30',
      quantidadeRegistrosPaginar: 50,
      select: 'SELECT id, descricao FROM formas',
      agenda: { somenteEntre: [{ dias: [], inicio: '08:00', fim: '18:00' }], naoEntre: [] },
    };
    const mapeamento = {
      campos: { formaPagamentoIdentificador: 'id', descricao: 'descricao' },
      selectItens: {},
      selectFormaPagamentoCliente: {},
      camposPersonalizados: [],
    };
    expect(validarConfiguracao('configuracaoDadosFormaPagamento', dados, mapeamento)).toEqual({ 'agenda.somenteEntre.0.dias': MSG.janelaSemDias });
    expect(
      validarConfiguracao('configuracaoDadosFormaPagamento', { ...dados, agenda: { somenteEntre: [janela('08:00', '18:00')], naoEntre: [] } }, mapeamento),
    ).toEqual({});
  });
});

import { MSG } from '../messages';
import { horaLocal, instanteLocal } from '../text/fusoHorario';
import type { FieldErrors } from '../validation/usuario';
import type { TipoDados } from './types';

/**
 * The schedule of a data type's automatic runs (docs/guia-integrador.md, "Agenda das
 * sincronizações"): beside the interval, windows in Brasília time when a run may start
 * ("somente entre") and windows when none may ("não entre", such as the ERP's backup). Kept in the
 * type's dados as `agenda`; the page edits it, the server validates it with `validarAgenda` and the
 * agent starts its runs by `quandoExecutar`. Manual runs and the write-back of phone records ignore it.
 */

/** The zone the windows are read in: the IANA zone, so a change of Brazil's rules comes with the platform's data. */
export const FUSO_AGENDA = 'America/Sao_Paulo';

/** Days of the week as Date#getDay counts them: 0 domingo … 6 sábado. */
export const DIAS_SEMANA = [0, 1, 2, 3, 4, 5, 6] as const;

export const MAX_JANELAS_AGENDA = 20;

/**
 * A window that opens at `inicio` (HH:MM) on each of `dias` and closes at `fim`: on the next day
 * when `fim` is earlier (22:00–02:00 crosses midnight), 24 hours later when both are equal.
 * `inicio` belongs to it, `fim` does not.
 */
export interface JanelaAgenda {
  dias: number[];
  inicio: string;
  fim: string;
}

export interface Agenda {
  /** Runs start only inside one of these (none: at any time). */
  somenteEntre: JanelaAgenda[];
  /** Runs never start inside any of these, not even inside a "somente entre". */
  naoEntre: JanelaAgenda[];
}

export type ListaAgenda = keyof Agenda;
export const LISTAS_AGENDA: readonly ListaAgenda[] = ['somenteEntre', 'naoEntre'];

export const agendaVazia = (): Agenda => ({ somenteEntre: [], naoEntre: [] });

/** A new window as the page adds it: business hours to start in, the small hours to keep out. */
export function novaJanela(lista: ListaAgenda): JanelaAgenda {
  return lista === 'somenteEntre' ? { dias: [1, 2, 3, 4, 5], inicio: '08:00', fim: '18:00' } : { dias: [...DIAS_SEMANA], inicio: '01:00', fim: '03:00' };
}

/** Whether a data type has a schedule: only reads from the ERP run by themselves; phone records are written as they come. */
export const temAgenda = (def: Pick<TipoDados, 'direcao'>): boolean => def.direcao === 'erpParaNuvem';

const HORARIO = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minutosDe = (horario: string): number => {
  const m = HORARIO.exec(horario)!;
  return Number(m[1]) * 60 + Number(m[2]);
};

const ehJanela = (v: unknown): v is JanelaAgenda =>
  typeof v === 'object' &&
  v !== null &&
  Array.isArray((v as JanelaAgenda).dias) &&
  (v as JanelaAgenda).dias.every((d) => Number.isInteger(d) && d >= 0 && d <= 6) &&
  typeof (v as JanelaAgenda).inicio === 'string' &&
  HORARIO.test((v as JanelaAgenda).inicio) &&
  typeof (v as JanelaAgenda).fim === 'string' &&
  HORARIO.test((v as JanelaAgenda).fim);

/**
 * The schedule a configuration's dados hold, as the agent and the page read it: none saved (or a
 * configuration older than schedules) is the empty one, and a window that is not well formed is
 * left out (the server never saves one: `validarAgenda`).
 */
export function agendaDe(dados: Record<string, unknown> | null | undefined): Agenda {
  const salva = dados?.agenda as Partial<Record<ListaAgenda, unknown>> | undefined;
  const lista = (k: ListaAgenda) =>
    Array.isArray(salva?.[k])
      ? (salva[k] as unknown[]).filter(ehJanela).map((j) => ({ dias: [...new Set(j.dias)].sort((a, b) => a - b), inicio: j.inicio, fim: j.fim }))
      : [];
  return { somenteEntre: lista('somenteEntre'), naoEntre: lista('naoEntre') };
}

/** The saved schedule's problems, one message per input (`agenda.naoEntre.0.dias`…), in Portuguese. */
export function validarAgenda(agenda: unknown): FieldErrors {
  if (agenda === undefined || agenda === null) return {};
  if (typeof agenda !== 'object' || Array.isArray(agenda)) return { agenda: MSG.agendaInvalida };
  const errors: FieldErrors = {};
  for (const lista of LISTAS_AGENDA) {
    const janelas = (agenda as Record<string, unknown>)[lista];
    if (janelas === undefined) continue;
    if (!Array.isArray(janelas)) {
      errors[`agenda.${lista}`] = MSG.agendaInvalida;
      continue;
    }
    if (janelas.length > MAX_JANELAS_AGENDA) errors[`agenda.${lista}`] = MSG.janelasDemais(MAX_JANELAS_AGENDA);
    janelas.slice(0, MAX_JANELAS_AGENDA).forEach((j: Partial<Record<keyof JanelaAgenda, unknown>> | null, i) => {
      const campo = `agenda.${lista}.${i}`;
      const dias = j?.dias;
      if (!Array.isArray(dias) || !dias.length) errors[`${campo}.dias`] = MSG.janelaSemDias;
      else if (!dias.every((d) => Number.isInteger(d) && (d as number) >= 0 && (d as number) <= 6)) errors[`${campo}.dias`] = MSG.diaJanelaInvalido;
      for (const k of ['inicio', 'fim'] as const)
        if (typeof j?.[k] !== 'string' || !HORARIO.test(j[k] as string)) errors[`${campo}.${k}`] = MSG.horarioJanelaInvalido;
    });
  }
  if (!Object.keys(errors).length && minutosPermitidos(agendaDe({ agenda }))?.every((permitido) => !permitido)) errors.agenda = MSG.agendaSemHorario;
  return errors;
}

const MINUTOS_DIA = 24 * 60;
const MINUTOS_SEMANA = 7 * MINUTOS_DIA;

/** The minutes of the week (0 = Sunday 00:00) the windows cover, in wall-clock time. */
function marcar(janelas: JanelaAgenda[]): Uint8Array {
  const semana = new Uint8Array(MINUTOS_SEMANA);
  for (const j of janelas) {
    const inicio = minutosDe(j.inicio);
    const fim = minutosDe(j.fim);
    const duracao = fim > inicio ? fim - inicio : MINUTOS_DIA - inicio + fim;
    for (const dia of j.dias) {
      const abre = dia * MINUTOS_DIA + inicio;
      for (let m = 0; m < duracao; m++) semana[(abre + m) % MINUTOS_SEMANA] = 1;
    }
  }
  return semana;
}

const mascaras = new WeakMap<Agenda, Uint8Array | null>();

/**
 * The minutes of the week a run may start in, or null when the schedule is empty (any time).
 * Windows are whole minutes of a weekly wall clock, so one week of minutes says it all.
 */
function minutosPermitidos(agenda: Agenda): Uint8Array | null {
  if (mascaras.has(agenda)) return mascaras.get(agenda)!;
  let mascara: Uint8Array | null = null;
  if (agenda.somenteEntre.length || agenda.naoEntre.length) {
    const somente = agenda.somenteEntre.length ? marcar(agenda.somenteEntre) : new Uint8Array(MINUTOS_SEMANA).fill(1);
    const nao = marcar(agenda.naoEntre);
    mascara = somente.map((s, i) => (s && !nao[i] ? 1 : 0));
  }
  mascaras.set(agenda, mascara);
  return mascara;
}

const minutoDaSemana = (instante: Date): number => {
  const l = horaLocal(instante, FUSO_AGENDA);
  return l.diaSemana * MINUTOS_DIA + l.hora * 60 + l.minuto;
};

/** Whether the schedule lets a run start at `instante`. */
export function podeIniciarEm(agenda: Agenda, instante: Date): boolean {
  const mascara = minutosPermitidos(agenda);
  return !mascara || mascara[minutoDaSemana(instante)] === 1;
}

export interface QuandoExecutar {
  /** A run may start now. */
  podeIniciar: boolean;
  /** When the next automatic run starts (now, when it may); null when the schedule never lets one start. */
  proxima: Date | null;
}

/**
 * The rule of the automatic runs, written once: a run is due `intervaloMs` after the last one ended
 * (`ultimaExecucao`; null: due now, as a run cut short and resumed), and starts at the first instant
 * from then (or from now, if later) the schedule allows. A run due inside a "não entre" waits to its
 * end; one due outside every "somente entre" waits for the next to open. An empty schedule changes
 * nothing: the next run is the last one's end plus the interval.
 */
export function quandoExecutar(agenda: Agenda, intervaloMs: number, ultimaExecucao: Date | null, agora: Date): QuandoExecutar {
  const devida = ultimaExecucao ? Math.max(agora.getTime(), ultimaExecucao.getTime() + intervaloMs) : agora.getTime();
  const mascara = minutosPermitidos(agenda);
  const inicio = new Date(devida);
  if (!mascara || mascara[minutoDaSemana(inicio)]) return { podeIniciar: devida <= agora.getTime(), proxima: inicio };
  const l = horaLocal(inicio, FUSO_AGENDA);
  const m0 = l.diaSemana * MINUTOS_DIA + l.hora * 60 + l.minuto;
  for (let k = 1; k <= MINUTOS_SEMANA; k++) {
    if (!mascara[(m0 + k) % MINUTOS_SEMANA]) continue;
    // The wall clock k minutes on (Date.UTC carries minutes into hours and days), read back in the zone.
    const proxima = instanteLocal(l.ano, l.mes, l.dia, l.hora, l.minuto + k, FUSO_AGENDA);
    return { podeIniciar: false, proxima: proxima.getTime() > devida ? proxima : new Date(devida + k * 60_000) };
  }
  return { podeIniciar: false, proxima: null };
}

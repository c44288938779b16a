/**
 * Wall-clock time in a named IANA time zone (America/Sao_Paulo…), with the platform's Intl (the
 * browser's, Node's): the zone's rules, past changes of offset included, never a fixed offset.
 */

/** A wall-clock reading: month 1–12, weekday 0 (Sunday) – 6 (Saturday) as Date#getDay counts. */
export interface HoraLocal {
  ano: number;
  mes: number;
  dia: number;
  hora: number;
  minuto: number;
  segundo: number;
  diaSemana: number;
}

const formatos = new Map<string, Intl.DateTimeFormat>();

function formato(fuso: string): Intl.DateTimeFormat {
  let f = formatos.get(fuso);
  if (!f) {
    // h23: midnight is 00, never 24 (some engines write 24:00 with hour12: false).
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: fuso,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatos.set(fuso, f);
  }
  return f;
}

/** The wall clock of `fuso` at `instante`. */
export function horaLocal(instante: Date, fuso: string): HoraLocal {
  const p: Record<string, number> = {};
  for (const parte of formato(fuso).formatToParts(instante)) if (parte.type !== 'literal') p[parte.type] = Number(parte.value);
  const { year: ano, month: mes, day: dia, hour: hora, minute: minuto, second: segundo } = p as Record<string, number>;
  return { ano: ano!, mes: mes!, dia: dia!, hora: hora!, minuto: minuto!, segundo: segundo!, diaSemana: new Date(Date.UTC(ano!, mes! - 1, dia!)).getUTCDay() };
}

/** How far `fuso`'s wall clock is ahead of UTC at `instante`, in ms (Brasília: -3 h). */
function deslocamento(instante: number, fuso: string): number {
  const l = horaLocal(new Date(instante), fuso);
  return Date.UTC(l.ano, l.mes - 1, l.dia, l.hora, l.minuto, l.segundo) - (instante - (((instante % 1000) + 1000) % 1000));
}

/**
 * The instant `fuso`'s wall clock reads the given date and time (month 1–12; minutes past 59 and
 * days past the month's end carry over, as Date.UTC does). A time a change of offset skips reads
 * as the same time under the offset before it.
 */
export function instanteLocal(ano: number, mes: number, dia: number, hora: number, minuto: number, fuso: string): Date {
  const comoUtc = Date.UTC(ano, mes - 1, dia, hora, minuto);
  const palpite = comoUtc - deslocamento(comoUtc, fuso);
  // Near a change of offset the guess may fall on the other side of it: correct with the offset there.
  return new Date(comoUtc - deslocamento(palpite, fuso));
}

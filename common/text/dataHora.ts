import { horaLocal } from './fusoHorario';

const pad = (n: number) => String(n).padStart(2, '0');

/** docs/produto.md §9 date format: DD/MM/YYYY - HH:mm:ss, in the local time zone (the browser’s, or the server’s for its files); blank when absent or invalid. */
export function formatarDataHora(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} - ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * A date as the ERP's mapping writes it for the phones ('YYYY-MM-DD' or 'YYYY-MM-DD HH:MM:SS', no
 * time zone: the ERP's own wall clock) in the docs/produto.md §9 format, without moving it to any time zone;
 * blank when it is not such a date.
 */
export function formatarDataErp(texto: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(texto);
  if (!m) return '';
  const [, ano, mes, dia, h, min, s] = m;
  return `${dia}/${mes}/${ano}${h === undefined ? '' : ` - ${h}:${min}:${s}`}`;
}

/** Whether `timeZone` is one Intl knows (a time zone sent by a browser is checked before use). */
export function fusoValido(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('pt-BR', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `timeZone` at `iso` as DD/MM/YYYY, separator, HH:mm:ss; blank when absent or invalid. */
function noFuso(iso: string | null | undefined, timeZone: string, separador: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const l = horaLocal(d, timeZone);
  return `${pad(l.dia)}/${pad(l.mes)}/${l.ano}${separador}${pad(l.hora)}:${pad(l.minuto)}:${pad(l.segundo)}`;
}

/**
 * The date of a spreadsheet cell: DD/MM/YYYY HH:mm:ss in `timeZone` (the user's browser's, so the
 * file shows the times the list shows); blank when absent or invalid.
 */
export const formatarDataHoraPlanilha = (iso: string | null | undefined, timeZone: string): string => noFuso(iso, timeZone, ' ');

/**
 * docs/produto.md §9's DD/MM/YYYY - HH:mm:ss in a given zone, whatever the browser's: a schedule's next run in
 * Brasília time, as its windows are written (common/catalogo/agenda); blank when absent or invalid.
 */
export const formatarDataHoraNoFuso = (iso: string | null | undefined, timeZone: string): string => noFuso(iso, timeZone, ' - ');

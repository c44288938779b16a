import type { TipoValor } from '../../../common/catalogo';
import { formatarDataErp } from '../../../common/text/dataHora';

/** The words a value is printed with: a list by its size, a logical value as Sim or Não. */
export interface Rotulos {
  itens: (n: number) => string;
  sim: string;
  nao: string;
}

/**
 * A value of a mapped record as the pages print it, as the phone shows it: Sim/Não, dates in
 * DD/MM/YYYY (the field's type says which text is a date), lists by their size, nothing as a dash.
 */
export function valorExibido(valor: unknown, rotulos: Rotulos, tipo?: TipoValor): string {
  if (valor === null || valor === undefined || valor === '') return '—';
  if (Array.isArray(valor)) return rotulos.itens(valor.length);
  if (typeof valor === 'boolean') return valor ? rotulos.sim : rotulos.nao;
  if ((tipo === 'data' || tipo === 'dataHora') && typeof valor === 'string') return formatarDataErp(valor) || valor;
  if (typeof valor === 'object') return JSON.stringify(valor);
  return String(valor);
}

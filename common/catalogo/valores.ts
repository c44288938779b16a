import type { TipoValor } from './types';

/** A value read from the ERP or sent by a phone, converted to its catalogue type, or why it cannot be. */
export type Conversao = { ok: true; valor: string | number | boolean | null } | { ok: false; erro: string };

const VERDADEIRO = new Set(['1', 's', 'sim', 't', 'true', 'y', 'yes', 'v', 'verdadeiro']);
const FALSO = new Set(['0', 'n', 'nao', 'não', 'f', 'false', 'no', 'falso', '']);

const pad = (n: number) => String(n).padStart(2, '0');

/** Dates as the ERP wrote them, without a time-zone shift: 'YYYY-MM-DD' or 'YYYY-MM-DD HH:MM:SS'. */
function dataTexto(valor: unknown, comHora: boolean): string | null {
  if (valor instanceof Date) {
    if (Number.isNaN(valor.getTime())) return null;
    const dia = `${valor.getFullYear()}-${pad(valor.getMonth() + 1)}-${pad(valor.getDate())}`;
    return comHora ? `${dia} ${pad(valor.getHours())}:${pad(valor.getMinutes())}:${pad(valor.getSeconds())}` : dia;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(String(valor).trim());
  if (!m) return null;
  const [, a, mes, d, h = '00', min = '00', s = '00'] = m;
  const data = new Date(Number(a), Number(mes) - 1, Number(d));
  if (data.getMonth() !== Number(mes) - 1 || data.getDate() !== Number(d)) return null;
  return comHora ? `${a}-${mes}-${d} ${h}:${min}:${s}` : `${a}-${mes}-${d}`;
}

/** Converts `valor` to `tipo`; null and undefined stay null (whether that is allowed is the caller's rule). */
export function converterValor(tipo: TipoValor, valor: unknown): Conversao {
  if (valor === null || valor === undefined) return { ok: true, valor: null };
  switch (tipo) {
    case 'texto':
      return {
        ok: true,
        valor: valor instanceof Date ? (dataTexto(valor, true) ?? '') : valor instanceof Uint8Array ? new TextDecoder().decode(valor) : String(valor),
      };
    case 'inteiro': {
      const n = typeof valor === 'number' ? valor : Number(String(valor).trim());
      return Number.isInteger(n) && String(valor).trim() !== '' ? { ok: true, valor: n } : { ok: false, erro: 'não é um número inteiro' };
    }
    case 'decimal': {
      const texto = typeof valor === 'number' ? String(valor) : String(valor).trim();
      const n = Number(texto);
      return texto !== '' && Number.isFinite(n) ? { ok: true, valor: n } : { ok: false, erro: 'não é um número decimal' };
    }
    case 'booleano': {
      if (typeof valor === 'boolean') return { ok: true, valor };
      const texto = String(valor).trim().toLowerCase();
      if (VERDADEIRO.has(texto)) return { ok: true, valor: true };
      if (FALSO.has(texto)) return { ok: true, valor: false };
      return { ok: false, erro: 'não é um valor lógico (use 1/0, S/N ou true/false)' };
    }
    case 'data':
    case 'dataHora': {
      const texto = dataTexto(valor, tipo === 'dataHora');
      return texto ? { ok: true, valor: texto } : { ok: false, erro: tipo === 'data' ? 'não é uma data válida' : 'não é uma data e hora válida' };
    }
  }
}

/** Whether a converted value counts as "given" for a required field. */
export const valorPreenchido = (valor: unknown) => valor !== null && valor !== undefined && valor !== '';

import { onlyDigits } from './normalize';
import { phoneMask } from '../validation/contact';
import { cleanCnpj } from '../validation/documents';

/** Writes the characters of `value` into a pattern's 0 slots ('(00) 0000-0000'); leftovers are appended. */
function applyPattern(value: string, pattern: string): string {
  let i = 0;
  let out = '';
  for (const slot of pattern) {
    if (i >= value.length) break;
    out += slot === '0' ? value[i++] : slot;
  }
  return out + value.slice(i);
}

export function formatPhone(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  return digits.length >= 10 ? applyPattern(digits, phoneMask(digits)) : (value ?? '');
}

/** CPF 000.000.000-00 or CNPJ 00.000.000/0000-00 (letters included) by its length. */
export function formatDocFederal(value: string | null | undefined): string {
  const clean = cleanCnpj(value ?? '');
  if (clean.length === 11) return applyPattern(clean, '000.000.000-00');
  if (clean.length === 14) return applyPattern(clean, '00.000.000/0000-00');
  return value ?? '';
}

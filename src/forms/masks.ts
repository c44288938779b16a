import type { MaskedDynamic } from 'imask';
import { onlyDigits } from '../../common/text/normalize';
import { phoneMask } from '../../common/validation/contact';

/** The options react-imask takes for one input (typed loosely: imask's option types are a union maze). */
export type MaskOptions = Record<string, unknown>;

const upper = (chars: string) => chars.toUpperCase();

export const CEP_MASK: MaskOptions = { mask: '00000-000' };

export const CPF_MASK: MaskOptions = { mask: '000.000.000-00' };

/** Numeric and alphanumeric CNPJ: 12 characters 0-9/A-Z and two numeric check digits, letters upper-cased. */
export const CNPJ_MASK: MaskOptions = {
  mask: 'XX.XXX.XXX/XXXX-00',
  definitions: { X: /[0-9A-Z]/ },
  prepareChar: upper,
};

/** Before the person type is chosen: up to 14 letters or digits, no punctuation. */
export const ANY_DOCUMENT_MASK: MaskOptions = { mask: /^[0-9A-Z]{0,14}$/, prepareChar: upper };

export function docFederalMask(tipo: string | null | undefined): MaskOptions {
  if (tipo === 'F') return CPF_MASK;
  if (tipo === 'J') return CNPJ_MASK;
  return ANY_DOCUMENT_MASK;
}

/** docs/produto.md §4 Phone mask: 10 digits, or 11 when the digit after the area code is 9 (common/validation picks). */
export const PHONE_MASK: MaskOptions = {
  mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
  dispatch: (appended: string, dynamic: MaskedDynamic) => {
    const wanted = phoneMask(onlyDigits(dynamic.value + appended));
    return dynamic.compiledMasks.find((m) => m.mask === wanted) ?? dynamic.compiledMasks[0];
  },
};

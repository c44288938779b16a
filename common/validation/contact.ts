import { onlyDigits } from '../text/normalize';

/** 10 digits, or 11 when the digit after the area code is 9 (mobile). */
export function isValidPhone(value: string | null | undefined): boolean {
  const digits = onlyDigits(value);
  if (digits.length < 10) return false;
  return digits[2] === '9' ? digits.length === 11 : digits.length === 10;
}

/** The phone mask for what was typed so far: (00) 0000-0000 or (00) 00000-0000. */
export function phoneMask(value: string | null | undefined): string {
  return onlyDigits(value)[2] === '9' ? '(00) 00000-0000' : '(00) 0000-0000';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string | null | undefined): boolean {
  return EMAIL.test((value ?? '').trim());
}

export function isValidCep(value: string | null | undefined): boolean {
  return onlyDigits(value).length === 8;
}

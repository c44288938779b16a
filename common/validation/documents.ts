import { onlyDigits } from '../text/normalize';

const repeated = (value: string) => /^(.)\1*$/.test(value);

/** CPF: 11 digits with two mod-11 check digits. */
export function isValidCpf(value: string): boolean {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || repeated(cpf)) return false;
  const digit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(cpf[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return digit(9) === Number(cpf[9]) && digit(10) === Number(cpf[10]);
}

/** Keeps what a CNPJ may hold: digits and, since July 2026, upper-case letters in the first 12 places. */
export function cleanCnpj(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/**
 * CNPJ, numeric or alphanumeric (Receita Federal, IN RFB 2.229/2024): 12 characters [0-9A-Z] and two
 * numeric check digits; each character weighs its ASCII code minus 48, weights 2..9 from the right.
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = cleanCnpj(value);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || repeated(cnpj)) return false;
  const digit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += (cnpj.charCodeAt(length - 1 - i) - 48) * ((i % 8) + 2);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return digit(12) === Number(cnpj[12]) && digit(13) === Number(cnpj[13]);
}

export type TipoPessoa = 'F' | 'J';

/** The document of a person type: CPF for F, CNPJ for J. */
export function isValidDocFederal(tipo: TipoPessoa | string | null | undefined, value: string): boolean {
  if (tipo === 'F') return isValidCpf(value);
  if (tipo === 'J') return isValidCnpj(value);
  return false;
}

/** Stored form of a document: digits for a CPF, upper-case alphanumerics for a CNPJ. */
export function cleanDocFederal(tipo: string | null | undefined, value: string): string {
  return tipo === 'F' ? onlyDigits(value) : cleanCnpj(value);
}

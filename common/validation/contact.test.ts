import { describe, expect, it } from 'vitest';
import { isValidCep, isValidEmail, isValidPhone, phoneMask } from './contact';

describe('isValidPhone', () => {
  it('takes 10 digits for landlines and 11 when the digit after the area code is 9', () => {
    expect(isValidPhone('(11) 3456-7890')).toBe(true);
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('(11) 9876-5432')).toBe(false);
    expect(isValidPhone('(11) 345-6789')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
  it('picks the mask from the digit after the area code', () => {
    expect(phoneMask('119')).toBe('(00) 00000-0000');
    expect(phoneMask('113')).toBe('(00) 0000-0000');
  });
});

describe('isValidEmail and isValidCep', () => {
  it('checks a standard e-mail shape', () => {
    expect(isValidEmail('ana@empresa.com.br')).toBe(true);
    expect(isValidEmail('ana@empresa')).toBe(false);
    expect(isValidEmail('ana empresa@x.com')).toBe(false);
  });
  it('needs 8 digits in a CEP', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('0131010')).toBe(false);
  });
});

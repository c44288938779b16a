import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { emailError, passwordError } from './validateLogin';

describe('login validation', () => {
  it('requires an e-mail with a standard pattern', () => {
    expect(emailError('')).toBe(MSG.emailRequerido);
    expect(emailError('   ')).toBe(MSG.emailRequerido);
    expect(emailError('fulano@')).toBe(MSG.emailInvalido);
    expect(emailError('fulano@empresa')).toBe(MSG.emailInvalido);
    expect(emailError('fulano@empresa.com.br')).toBeNull();
  });

  it('requires a password', () => {
    expect(passwordError('')).toBe(MSG.senhaRequerida);
    expect(passwordError('x')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { validateNovaSenha } from './validateNovaSenha';

describe('new password validation (SPEC §5 "Password change")', () => {
  it('requires both fields', () => {
    expect(validateNovaSenha({ novaSenha: '', confirmacao: '' })).toEqual({ novaSenha: MSG.novaSenhaRequerida, confirmacao: MSG.confirmacaoNovaSenhaRequerida });
  });

  it('requires the confirmation to equal the password', () => {
    expect(validateNovaSenha({ novaSenha: 'Nova#1', confirmacao: 'Nova#2' })).toEqual({ confirmacao: MSG.confirmacaoSenhaDiferente });
    expect(validateNovaSenha({ novaSenha: '', confirmacao: 'Nova#1' })).toEqual({ novaSenha: MSG.novaSenhaRequerida, confirmacao: MSG.confirmacaoSenhaDiferente });
  });

  it('accepts a password confirmed exactly', () => {
    expect(validateNovaSenha({ novaSenha: 'Nova#1', confirmacao: 'Nova#1' })).toEqual({});
  });
});

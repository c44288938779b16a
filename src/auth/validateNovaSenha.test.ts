import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { validateNovaSenha } from './validateNovaSenha';

const EMAIL = 'ana@forca.com.br';

describe('new password validation (docs/produto.md §5 "Login, recuperação e troca de senha")', () => {
  it('requires both fields', () => {
    expect(validateNovaSenha({ novaSenha: '', confirmacao: '' }, EMAIL)).toEqual({
      novaSenha: MSG.novaSenhaRequerida,
      confirmacao: MSG.confirmacaoNovaSenhaRequerida,
    });
  });

  it('requires the confirmation to equal the password', () => {
    expect(validateNovaSenha({ novaSenha: 'Nova#Senha1', confirmacao: 'Nova#Senha2' }, EMAIL)).toEqual({ confirmacao: MSG.confirmacaoSenhaDiferente });
    expect(validateNovaSenha({ novaSenha: '', confirmacao: 'Nova#Senha1' }, EMAIL)).toEqual({
      novaSenha: MSG.novaSenhaRequerida,
      confirmacao: MSG.confirmacaoSenhaDiferente,
    });
  });

  it('applies the password rule: 8 characters at least, not the e-mail', () => {
    expect(validateNovaSenha({ novaSenha: 'Nova#1', confirmacao: 'Nova#1' }, EMAIL)).toEqual({ novaSenha: 'A senha deve ter pelo menos 8 caracteres.' });
    expect(validateNovaSenha({ novaSenha: 'ANA@forca.com.br', confirmacao: 'ANA@forca.com.br' }, EMAIL)).toEqual({
      novaSenha: 'A senha não pode ser igual ao e-mail.',
    });
  });

  it('accepts a password confirmed exactly', () => {
    expect(validateNovaSenha({ novaSenha: 'Nova#Senha1', confirmacao: 'Nova#Senha1' }, EMAIL)).toEqual({});
  });
});

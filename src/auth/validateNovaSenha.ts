import { MSG } from '../../common/messages';
import { erroSenha } from '../../common/validation/senha';

export interface NovaSenhaValues {
  novaSenha: string;
  confirmacao: string;
}

/**
 * docs/produto.md §5 "Login, recuperação e troca de senha": the new password and its confirmation (also used by /recuperarsenha),
 * with the password rule of common/validation/senha (the server checks the same).
 */
export function validateNovaSenha(
  { novaSenha, confirmacao }: NovaSenhaValues,
  email: string | null | undefined,
): Partial<Record<keyof NovaSenhaValues, string>> {
  const errors: Partial<Record<keyof NovaSenhaValues, string>> = {};
  const regra = erroSenha(novaSenha, email);
  if (!novaSenha) errors.novaSenha = MSG.novaSenhaRequerida;
  else if (regra) errors.novaSenha = regra;
  if (!confirmacao) errors.confirmacao = MSG.confirmacaoNovaSenhaRequerida;
  else if (confirmacao !== novaSenha) errors.confirmacao = MSG.confirmacaoSenhaDiferente;
  return errors;
}

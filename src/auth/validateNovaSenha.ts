import { MSG } from '../../common/messages';

export interface NovaSenhaValues {
  novaSenha: string;
  confirmacao: string;
}

/** SPEC §5 "Password change": the new password and its confirmation (also used by /recuperarsenha). */
export function validateNovaSenha({ novaSenha, confirmacao }: NovaSenhaValues): Partial<Record<keyof NovaSenhaValues, string>> {
  const errors: Partial<Record<keyof NovaSenhaValues, string>> = {};
  if (!novaSenha) errors.novaSenha = MSG.novaSenhaRequerida;
  if (!confirmacao) errors.confirmacao = MSG.confirmacaoNovaSenhaRequerida;
  else if (confirmacao !== novaSenha) errors.confirmacao = MSG.confirmacaoSenhaDiferente;
  return errors;
}

import { MSG } from '../../common/messages';
import { isValidEmail } from '../../common/validation/contact';

/** docs/produto.md §5 "Login, recuperação e troca de senha": the e-mail field's own message, or null. */
export function emailError(email: string): string | null {
  if (!email.trim()) return MSG.emailRequerido;
  if (!isValidEmail(email)) return MSG.emailInvalido;
  return null;
}

export function passwordError(password: string): string | null {
  return password ? null : MSG.senhaRequerida;
}

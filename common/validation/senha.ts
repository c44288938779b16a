import { MSG } from '../messages';

/** The fewest characters a back-office password may have. */
export const SENHA_MINIMA = 8;

/**
 * The rule for every password a person chooses in the back-office (a new user, the profile's change,
 * the recovery page), the same in the browser and on the server: at least SENHA_MINIMA characters and
 * not the account's own e-mail. Undefined when the password is acceptable; an empty one is left to
 * each form's own "required" message.
 */
export function erroSenha(senha: string | null | undefined, email: string | null | undefined): string | undefined {
  if (!senha) return undefined;
  if ([...senha].length < SENHA_MINIMA) return MSG.senhaCurta(SENHA_MINIMA);
  if (email && senha.trim().toLowerCase() === email.trim().toLowerCase()) return MSG.senhaIgualEmail;
  return undefined;
}

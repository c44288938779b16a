import { MSG } from '../../common/messages';
import { isValidEmail, isValidPhone } from '../../common/validation/contact';
import type { FieldErrors } from '../../common/validation/usuario';

/** The device's editable contact data: optional, but well-formed when given (as the server checks). */
export function validateDispositivo(values: { email?: string | null; telefone?: string | null }): FieldErrors {
  const errors: FieldErrors = {};
  if (values.email && !isValidEmail(values.email)) errors.email = MSG.emailInvalido;
  if (values.telefone && !isValidPhone(values.telefone)) errors.telefone = MSG.telefoneInvalido;
  return errors;
}

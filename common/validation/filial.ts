import type { MobileFilialInput } from '../graphql/tipos';
import { MSG } from '../messages';
import { isValidEmail, isValidPhone } from './contact';
import { isValidDocFederal } from './documents';
import type { FieldErrors } from './usuario';

/** The fields the rules read, as the SDL declares them (common/graphql/tipos.ts). */
export type FilialFields = Pick<MobileFilialInput, 'tipoDocFederal' | 'docFederal' | 'nome' | 'telefone' | 'email' | 'numeroDispositivos'>;

/** docs/produto.md §5 Branch. */
export function validateFilial(input: FilialFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.tipoDocFederal || !['F', 'J'].includes(input.tipoDocFederal)) errors.tipoDocFederal = MSG.tipoIntegracaoRequerido;
  if (!input.docFederal?.trim()) errors.docFederal = MSG.docFederalRequerido;
  else if (!isValidDocFederal(input.tipoDocFederal, input.docFederal)) errors.docFederal = MSG.docFederalInvalido;
  if (!input.nome?.trim()) errors.nome = MSG.nomeRequerido;
  if (input.telefone && !isValidPhone(input.telefone)) errors.telefone = MSG.telefoneInvalido;
  if (input.email && !isValidEmail(input.email)) errors.email = MSG.emailInvalido;
  if (input.numeroDispositivos != null && Number(input.numeroDispositivos) < 1) errors.numeroDispositivos = MSG.valorMinimo1;
  return errors;
}

import type { ContratanteInput } from '../graphql/tipos';
import { MSG } from '../messages';
import { isValidEmail, isValidPhone } from './contact';
import { isValidDocFederal } from './documents';
import type { FieldErrors } from './usuario';

/** The fields the rules read, as the SDL declares them (common/graphql/tipos.ts). */
export type ContratanteFields = Pick<
  ContratanteInput,
  'tipoEmpresa' | 'docFederal' | 'nome' | 'email' | 'telefone' | 'cidadeId' | 'maxDipositivos' | 'maxFiliais'
>;

/**
 * docs/produto.md §5 Contratante. The original specification misspelled the e-mail rule, so it was not enforced;
 * we build the intended behaviour: the e-mail is required and must be valid.
 */
export function validateContratante(input: ContratanteFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.tipoEmpresa || !['F', 'J'].includes(input.tipoEmpresa)) errors.tipoEmpresa = MSG.tipoEmpresaRequerido;
  if (!input.docFederal?.trim()) errors.docFederal = MSG.docFederalRequerido;
  else if (!isValidDocFederal(input.tipoEmpresa, input.docFederal)) errors.docFederal = MSG.docFederalInvalido;
  if (!input.nome?.trim()) errors.nome = MSG.nomeRazaoRequerido;
  if (!input.email?.trim()) errors.email = MSG.emailRequerido;
  else if (!isValidEmail(input.email)) errors.email = MSG.emailInvalido;
  if (!input.telefone?.trim()) errors.telefone = MSG.telefoneRequerido;
  else if (!isValidPhone(input.telefone)) errors.telefone = MSG.telefoneInvalido;
  if (!input.cidadeId) errors.cidadeId = MSG.cidadeRequerida;
  for (const field of ['maxDipositivos', 'maxFiliais'] as const) {
    const value = input[field];
    if (value !== null && value !== undefined && Number(value) < 1) errors[field] = MSG.valorMinimo1;
  }
  return errors;
}

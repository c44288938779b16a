import type { UsuarioInput } from '../graphql/tipos';
import { MSG } from '../messages';
import { isValidEmail, isValidPhone } from './contact';
import { erroSenha } from './senha';

/** The fields the rules read, as the SDL declares them (common/graphql/tipos.ts). */
export type UsuarioFields = Pick<UsuarioInput, 'nome' | 'email' | 'telefone' | 'password' | 'passwordConfirmacao'>;

export type FieldErrors = Record<string, string>;

/** docs/produto.md §5 User. The password and its confirmation (required, then equal) are asked only on creation. */
export function validateUsuario(input: UsuarioFields, creating: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.nome?.trim()) errors.nome = MSG.nomeRequerido;
  if (creating) {
    if (!input.email?.trim()) errors.email = MSG.emailRequerido;
    else if (!isValidEmail(input.email)) errors.email = MSG.emailInvalido;
    if (!input.password) errors.password = MSG.senhaCampoRequerido;
    else {
      const senha = erroSenha(input.password, input.email);
      if (senha) errors.password = senha;
    }
    // An empty confirmation is a missing field, not a mismatch (an empty form shows the required messages).
    if (!input.passwordConfirmacao) errors.passwordConfirmacao = MSG.campoRequerido;
    else if (input.passwordConfirmacao !== input.password) errors.passwordConfirmacao = MSG.confirmacaoSenhaDiferente;
  }
  if (input.telefone && !isValidPhone(input.telefone)) errors.telefone = MSG.telefoneInvalido;
  return errors;
}

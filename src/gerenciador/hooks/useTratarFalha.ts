import { useCallback, useEffect, useRef } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { falhaDe, type FalhaRequisicao } from '../api/falhaRequisicao';
import type { ResultadoGerenciador } from '../api/types';

/**
 * A failed call: 401 ends the session ('Sessão expirada!'); anything else is shown as a notification.
 * The callback stays the same across navigation (react-admin's helpers change with the location),
 * so effects that load data do not run again because of it.
 */
export function useTratarFalha() {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const atuais = useRef({ notify, logoutIfAccessDenied });
  useEffect(() => {
    atuais.current = { notify, logoutIfAccessDenied };
  });
  return useCallback(async (error: unknown, mensagem?: string): Promise<FalhaRequisicao> => {
    const falha = falhaDe(error);
    const { notify: notificar, logoutIfAccessDenied: sairSeNegado } = atuais.current;
    if (falha.status === 401) await sairSeNegado(falha);
    // Field errors are shown by their inputs: the notification only says what failed.
    else if (mensagem && Object.keys(falha.fields).length) notificar(mensagem, { type: 'error' });
    else notificar([mensagem, falha.message].filter(Boolean).join(': '), { type: 'error' });
    return falha;
  }, []);
}

/** docs/produto.md §8 "Testes": an erro or no status is a failure; otherwise the message is shown. */
export const resultadoOk = (r: ResultadoGerenciador) => Boolean(r.status) && !r.erro;

/** The message of an answer; a failure adds its reason unless it only repeats the message. */
export const mensagemResultado = (r: ResultadoGerenciador) => (resultadoOk(r) ? (r.msg ?? '') : [...new Set([r.msg, r.erro].filter(Boolean))].join(': '));

/** Shows a manager call's answer as a success or an error notification. */
export function useNotificarResultado() {
  const notify = useNotify();
  return useCallback((r: ResultadoGerenciador) => notify(mensagemResultado(r), { type: resultadoOk(r) ? 'success' : 'error' }), [notify]);
}

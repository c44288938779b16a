import { useCallback, useEffect, useRef } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { falhaDe } from '../api/falhaRequisicao';

/**
 * For calls whose other failures stay quiet (polls, extras): a 401 still ends the session with
 * 'Sessão expirada!' and the login page, as every other call does. Resolves true when it did.
 * The callback stays the same across navigation, so polls and effects do not restart because of it.
 */
export function useSessaoExpirada(): (error: unknown) => Promise<boolean> {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const atual = useRef(logoutIfAccessDenied);
  useEffect(() => {
    atual.current = logoutIfAccessDenied;
  });
  return useCallback(async (error: unknown) => falhaDe(error).status === 401 && atual.current(falhaDe(error)), []);
}

import { useCallback, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { MSG } from '../../common/messages';

/**
 * A lookup that failed: a 401 ends the session as everywhere else; any other failure is said once,
 * quietly, beside the field (`aviso`, its helper text; never a toast) and the form stays as it was,
 * to be filled by hand (docs/produto.md §5; CNPJ_LOOKUP_URL and CEP_LOOKUP_URL in the README). A new failure replaces the note; `limpar`
 * takes it away (the next lookup that works).
 */
export function useLookupFailure(fallback: string) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [aviso, setAviso] = useState<string>();
  const falhou = useCallback(
    async (error: unknown) => {
      if (await logoutIfAccessDenied(error)) return;
      setAviso(error instanceof Error && error.message && error.message !== MSG.erroInesperado ? error.message : fallback);
    },
    [fallback, logoutIfAccessDenied],
  );
  const limpar = useCallback(() => setAviso(undefined), []);
  return { aviso, falhou, limpar };
}

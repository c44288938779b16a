import { useCallback } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { MSG } from '../../common/messages';

/**
 * A lookup that failed: a 401 ends the session as everywhere else; any other failure is said in a
 * warning and the form stays as it was, to be filled by hand (SPEC §5, ARCHITECTURE lookups).
 */
export function useLookupFailure(fallback: string) {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async (error: unknown) => {
      if (await logoutIfAccessDenied(error)) return;
      const message = error instanceof Error && error.message && error.message !== MSG.erroInesperado ? error.message : fallback;
      notify(message, { type: 'warning' });
    },
    [fallback, logoutIfAccessDenied, notify],
  );
}

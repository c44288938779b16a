import { useEffect, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';

export type Carga<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; value: T };

/**
 * What `carregar` answers, loaded again when `chave` changes (a filter); a 401 ends the session like
 * any other call, another failure shows its Portuguese message (or `falha`).
 */
export function useCarga<T>(carregar: () => Promise<T>, chave: string, falha: string): Carga<T> {
  const [result, setResult] = useState<Carga<T>>({ state: 'loading' });
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    let current = true;
    carregar()
      .then((value) => current && setResult({ state: 'done', value }))
      .catch(async (error: unknown) => {
        if (!current || (await logoutIfAccessDenied(error))) return;
        setResult({ state: 'error', message: error instanceof Error && error.message ? error.message : falha });
      });
    return () => {
      current = false;
    };
    // `carregar` is a new function on every render; `chave` says when what it loads changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chave, logoutIfAccessDenied]);
  return result;
}

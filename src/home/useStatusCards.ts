import { useEffect, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { MSG } from '../../common/messages';
import { fetchStatusCards, type StatusCard } from './statusApi';

export type StatusCardsState = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; cards: StatusCard[] };

/** The home cards, loaded once per visit; a 401 ends the session like any other call. */
export function useStatusCards(): StatusCardsState {
  const [result, setResult] = useState<StatusCardsState>({ state: 'loading' });
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    let current = true;
    fetchStatusCards()
      .then((cards) => current && setResult({ state: 'done', cards }))
      .catch(async (error: unknown) => {
        if (!current || (await logoutIfAccessDenied(error))) return;
        setResult({ state: 'error', message: error instanceof Error ? error.message : MSG.erroCarregarStatus });
      });
    return () => {
      current = false;
    };
  }, [logoutIfAccessDenied]);
  return result;
}

import { useEffect, useState, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { LoadingScreen } from '../auth/LoadingScreen';
import { handoffSupported, requestSession } from '../session/handoff';
import { saveSession, useSession } from '../session/sessionStore';
import type { Session } from '../session/types';
import { isAdmin, LOGIN_PATH, returnPath, routeDecision } from './routeDecision';

/** One request per page load (an effect may run twice; the offer it answers is single-use). */
let request: Promise<Session | null> | null = null;
const askOnce = (path: string) => (request ??= requestSession(path));

/**
 * Applies the docs/produto.md §2 route rules before any page renders. A back-office page opened without a
 * session first asks the tab that opened it for its session (the 'Gerenciador' link); failing
 * that, /login remembers the page and goes there after logging in.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const query = useSearch();
  const state = useHistoryState();
  const session = useSession();
  const [asking, setAsking] = useState(() => !session && isAdmin(pathname) && handoffSupported());
  const decision = routeDecision(pathname, session, returnPath(state));
  const leaveTo = decision.kind === 'leave' ? decision.to : null;

  useEffect(() => {
    // '/' is a separate static page served by the server: a full navigation, not a route.
    if (leaveTo) window.location.assign(leaveTo);
  }, [leaveTo]);

  useEffect(() => {
    if (!asking) return;
    void askOnce(pathname).then((handed) => {
      if (handed) saveSession(handed, false);
      setAsking(false);
    });
    // Asked once, for the page this tab was opened on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asking]);

  if (asking && !session) return <LoadingScreen />;
  if (decision.kind === 'navigate') {
    const retorno = decision.to === LOGIN_PATH && isAdmin(pathname) ? { retorno: query ? `${pathname}?${query}` : pathname } : null;
    return <Redirect key={decision.to} to={decision.to} replace state={retorno} />;
  }
  if (decision.kind === 'leave') return null;
  return <>{children}</>;
}

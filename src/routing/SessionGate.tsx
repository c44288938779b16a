import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/sessionStore';
import { routeDecision } from './routeDecision';

/** Applies the SPEC §2 route rules before any page renders. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useSession();
  const decision = routeDecision(pathname, session);
  const leaveTo = decision.kind === 'leave' ? decision.to : null;

  useEffect(() => {
    // '/' is a separate static page served by the server: a full navigation, not a route.
    if (leaveTo) window.location.assign(leaveTo);
  }, [leaveTo]);

  if (decision.kind === 'navigate') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'leave') return null;
  return <>{children}</>;
}

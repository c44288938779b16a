import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { RedirectTo } from '../admin/RedirectTo';

/**
 * A custom page shown only to users who hold one of its docs/produto.md §6 actions (routeKey of
 * ROUTE_REQUIREMENTS); others land on react-admin's access-denied page, as its own views do.
 */
export function RequireRoute({ routeKey, children }: { routeKey: string; children: ReactNode }) {
  return (
    <CanAccess action="list" resource={routeKey} accessDenied={<RedirectTo path="access-denied" />}>
      {children}
    </CanAccess>
  );
}

import { Navigate } from 'react-router-dom';
import { useBasename } from 'react-admin';

/** Sends a react-admin path (e.g. a resource's own list URL) to the docs/produto.md §2 route. */
export function RedirectTo({ path }: { path: string }) {
  const basename = useBasename();
  return <Navigate to={`${basename}/${path}`} replace />;
}

/** The admin index (/admin) is /admin/home. */
export const RedirectToHome = () => <RedirectTo path="home" />;

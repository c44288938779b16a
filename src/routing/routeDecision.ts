import { ACAO_RECUPERAR_SENHA, type Session } from '../session/types';

export const HOME_PATH = '/admin/home';
export const LOGIN_PATH = '/login';
export const RECUPERAR_SENHA_PATH = '/recuperarsenha';

/** What to do with a location: show it, move inside the SPA, or leave for the server's landing page. */
export type RouteDecision = { kind: 'render' } | { kind: 'navigate'; to: string } | { kind: 'leave'; to: string };

const render: RouteDecision = { kind: 'render' };
const navigate = (to: string): RouteDecision => ({ kind: 'navigate', to });

const PUBLIC_PATHS = ['/esqueciminhasenha'];
const isAutoLogin = (path: string) => /^\/autologin\/[^/]+\/?$/.test(path);
export const isAdmin = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * Where /login sends after logging in: the back-office page that was asked for before the login
 * (kept in the router state), when it is one; otherwise /admin/home.
 */
export function returnPath(state: unknown): string | null {
  const retorno = (state as { retorno?: unknown } | null)?.retorno;
  if (typeof retorno !== 'string' || !retorno.startsWith('/admin/') || retorno.startsWith('//')) return null;
  return retorno;
}

/** docs/produto.md §2 route rules, as one pure function of the path, the stored session and the page asked for before /login. */
export function routeDecision(pathname: string, session: Session | null, retorno: string | null = null): RouteDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (session?.acao === ACAO_RECUPERAR_SENHA) return path === RECUPERAR_SENHA_PATH ? render : navigate(RECUPERAR_SENHA_PATH);
  // Only a recovery link's session sets a password without the current one; anyone else goes home or to /login.
  if (path === RECUPERAR_SENHA_PATH) return navigate(session ? HOME_PATH : LOGIN_PATH);
  if (path === LOGIN_PATH) return session ? navigate(retorno ?? HOME_PATH) : render;
  if (path === '/admin') return navigate(session ? HOME_PATH : LOGIN_PATH);
  if (isAdmin(path)) return session ? render : navigate(LOGIN_PATH);
  if (PUBLIC_PATHS.includes(path) || isAutoLogin(path)) return render;
  // '/' is the landing page served by the server; it reaches the SPA only under `vite dev`.
  if (path === '/') return navigate(session ? HOME_PATH : LOGIN_PATH);
  return session ? navigate(HOME_PATH) : { kind: 'leave', to: '/' };
}

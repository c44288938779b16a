import type { AuthProvider } from 'react-admin';
import { MSG } from '../../common/messages';
import { parseRules } from '../../common/permissions';
import { login, type LoginParams } from '../session/authApi';
import { setFlash } from '../session/flash';
import { encerrarSessao } from '../session/logout';
import { endSession, getSession } from '../session/sessionStore';
import { LOGIN_PATH } from '../routing/routeDecision';
import { canAccess } from './canAccess';
import { statusOf } from './httpErrors';

const rules = () => parseRules(getSession()?.usuario.permissoes);

/** Session and permissions for react-admin; the login itself happens on the light /login page. */
export const authProvider: AuthProvider = {
  login: async (params: LoginParams) => {
    await login(params);
  },
  logout: async () => {
    await encerrarSessao();
    return LOGIN_PATH;
  },
  checkAuth: async () => {
    if (!getSession()) throw { redirectTo: LOGIN_PATH, message: false };
  },
  /**
   * 401: the session is over ('Sessão expirada!' shown on /login through a flash message, since
   * /login is outside react-admin). A 403 is not rejected here: react-admin would then treat the
   * failed call as a success; the caller's own notification shows the server's message instead.
   */
  checkError: async (error: unknown) => {
    if (statusOf(error) !== 401) return;
    // The first refused call ends the session; the others still in flight must not leave the
    // message behind once /login has shown it.
    if (getSession()) {
      setFlash(MSG.sessaoExpirada);
      endSession();
    }
    throw { message: MSG.sessaoExpirada, redirectTo: LOGIN_PATH };
  },
  getIdentity: async () => {
    const session = getSession();
    if (!session) throw new Error(MSG.sessaoExpirada);
    const { id, nome, email, contratanteId } = session.usuario;
    return { id, fullName: nome, email, contratanteId };
  },
  getPermissions: async () => rules(),
  canAccess: async ({ action, resource }) => canAccess(rules(), { action, resource }),
};

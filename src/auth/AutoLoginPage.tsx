import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { MSG } from '../../common/messages';
import { loadAdmin } from '../admin/loadAdmin';
import { HOME_PATH, LOGIN_PATH, RECUPERAR_SENHA_PATH } from '../routing/routeDecision';
import { startSession } from '../session/authApi';
import { setFlash } from '../session/flash';
import { ACAO_RECUPERAR_SENHA, type AuthPayload } from '../session/types';
import { AuthAlerts } from './AuthAlerts';
import { AuthPageShell } from './AuthPageShell';
import { exchangeLinkToken } from './recoveryApi';
import { TXT } from './strings';
import { isServerRefusal, userMessage } from './userMessage';

/** One request per link even when React mounts the page twice: a link works only once. */
const exchanges = new Map<string, Promise<AuthPayload>>();
function exchangeOnce(token: string): Promise<AuthPayload> {
  let exchange = exchanges.get(token);
  if (!exchange) {
    exchange = exchangeLinkToken(token);
    exchanges.set(token, exchange);
  }
  return exchange;
}

/**
 * /autologin/{token} (docs/produto.md §2): trades the link for a session, then /recuperarsenha (acao
 * RECUPERAR_SENHA) or /admin. A refused link goes to /login with 'Token não é válido…'; a network
 * failure stays here with a retry, since the link may still be unused.
 */
export function AutoLoginPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    exchangeOnce(token).then(
      async (payload) => {
        const recovery = payload.acao === ACAO_RECUPERAR_SENHA;
        if (!recovery) await loadAdmin().catch(() => undefined);
        if (!active) return;
        startSession(payload, false);
        navigate(recovery ? RECUPERAR_SENHA_PATH : HOME_PATH, { replace: true });
      },
      (error: unknown) => {
        exchanges.delete(token);
        if (!active) return;
        if (isServerRefusal(error)) {
          setFlash(MSG.tokenInvalido);
          navigate(LOGIN_PATH, { replace: true });
        } else {
          setFailure(userMessage(error, MSG.erroInesperado));
        }
      },
    );
    return () => {
      active = false;
    };
  }, [token, attempt, navigate]);

  return (
    <AuthPageShell title={TXT.autoLogin} titleId="autologin-titulo">
      <AuthAlerts error={failure} />
      {failure ? (
        <div className="auth-actions">
          <Link className="auth-button auth-button-secondary" href={LOGIN_PATH}>
            {TXT.voltarLogin}
          </Link>
          <button
            type="button"
            className="auth-button"
            onClick={() => {
              setFailure(null);
              setAttempt((n) => n + 1);
            }}
          >
            {TXT.tentarNovamente}
          </button>
        </div>
      ) : (
        <p role="status">{TXT.validandoLink}</p>
      )}
    </AuthPageShell>
  );
}

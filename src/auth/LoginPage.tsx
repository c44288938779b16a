import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { MSG } from '../../common/messages';
import { loadAdmin } from '../admin/loadAdmin';
import { HOME_PATH, returnPath } from '../routing/routeDecision';
import { requestToken, startSession } from '../session/authApi';
import { clearFlash, peekFlash } from '../session/flash';
import { AuthAlerts, type AuthStatus } from './AuthAlerts';
import { AuthPageShell } from './AuthPageShell';
import { EmailField } from './EmailField';
import { FormField } from './FormField';
import { TXT } from './strings';
import { useEmailCheck } from './useEmailCheck';
import { userMessage } from './userMessage';
import { emailError, passwordError } from './validateLogin';

/** /login: plain React, no react-admin, so that this page stays light (docs/produto.md §2, §4 "Login"). */
export function LoginPage() {
  const [, navigate] = useLocation();
  const retorno = returnPath(useHistoryState());
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [permaneceLogado, setPermaneceLogado] = useState(false);
  const [touched, setTouched] = useState({ email: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<AuthStatus>(() => {
    const flash = peekFlash();
    return flash ? { kind: 'error', text: flash } : null;
  });
  const check = useEmailCheck(email);
  const emailKnown = check.state === 'exists';

  useEffect(() => clearFlash(), []);
  useEffect(() => {
    if (emailKnown) void loadAdmin().catch(() => undefined);
  }, [emailKnown]);

  const emailMessage = (touched.email && emailError(email)) || (check.state === 'missing' ? MSG.emailNaoCadastrado : null);
  const passwordMessage = touched.password && emailKnown ? passwordError(password) : null;
  const alertText = status?.kind === 'error' ? status.text : check.state === 'failed' ? check.error : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (emailError(email) || !emailKnown || passwordError(password)) return;
    setSubmitting(true);
    setStatus(null);
    try {
      const payload = await requestToken({ email, password, permaneceLogado });
      setStatus({ kind: 'success', text: MSG.autenticado });
      await loadAdmin().catch(() => undefined);
      startSession(payload, permaneceLogado);
      navigate(retorno ?? HOME_PATH, { replace: true });
    } catch (error) {
      setStatus({ kind: 'error', text: userMessage(error, MSG.erroInesperado) });
      setSubmitting(false);
    }
  }

  return (
    <AuthPageShell title={TXT.areaParceiro} titleId="login-titulo">
      <AuthAlerts error={alertText} success={status?.kind === 'success' ? status.text : null} />
      <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <EmailField
          id="login-email"
          value={email}
          error={emailMessage}
          checking={check.state === 'checking'}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, email: true }))}
        />
        <FormField
          id="login-senha"
          label={TXT.senha}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          disabled={!emailKnown}
          value={password}
          error={passwordMessage}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        />
        <div className="auth-check">
          <input
            id="login-permanecer"
            type="checkbox"
            disabled={!emailKnown}
            checked={permaneceLogado}
            onChange={(e) => setPermaneceLogado(e.target.checked)}
          />
          <label htmlFor="login-permanecer">{TXT.permanecerLogado}</label>
        </div>
        <button type="submit" className="auth-button" disabled={submitting}>
          {TXT.entrar}
        </button>
      </form>
      <p className="auth-links">
        <Link className="auth-link" href="/esqueciminhasenha">
          {TXT.esqueciSenha}
        </Link>
      </p>
    </AuthPageShell>
  );
}

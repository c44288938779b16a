import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { MSG } from '../../common/messages';
import { loadAdmin } from '../admin/loadAdmin';
import { HOME_PATH, LOGIN_PATH } from '../routing/routeDecision';
import { startSession } from '../session/authApi';
import { setFlash } from '../session/flash';
import { encerrarSessao } from '../session/logout';
import { endSession, useSession } from '../session/sessionStore';
import { AuthAlerts, type AuthStatus } from './AuthAlerts';
import { AuthPageShell } from './AuthPageShell';
import { FormField } from './FormField';
import { saveRecoveredPassword } from './recoveryApi';
import { TXT } from './strings';
import { userMessage } from './userMessage';
import { validateNovaSenha, type NovaSenhaValues } from './validateNovaSenha';

/**
 * /recuperarsenha (docs/produto.md §2): reached only with the session of a recovery link (routing/routeDecision).
 * Saving sets the password, ends every other session and opens an ordinary one; cancelling logs out.
 */
export function RecuperarSenhaPage() {
  const session = useSession();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<NovaSenhaValues>({ novaSenha: '', confirmacao: '' });
  const [touched, setTouched] = useState({ novaSenha: false, confirmacao: false });
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<AuthStatus>(null);
  const errors = validateNovaSenha(values, session?.usuario.email);

  const change = (field: keyof NovaSenhaValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const blur = (field: keyof NovaSenhaValues) => () => setTouched((t) => ({ ...t, [field]: true }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({ novaSenha: true, confirmacao: true });
    if (errors.novaSenha || errors.confirmacao || !session) return;
    setSubmitting(true);
    setStatus(null);
    try {
      const payload = await saveRecoveredPassword(values.novaSenha, session.token);
      setStatus({ kind: 'success', text: MSG.senhaAlterada });
      await loadAdmin().catch(() => undefined);
      startSession(payload, false);
      navigate(HOME_PATH, { replace: true });
    } catch (error) {
      if ((error as { status?: number }).status === 401) {
        // The recovery session ran out: the route gate takes the user to /login, which says so.
        setFlash(MSG.sessaoExpirada);
        endSession();
        return;
      }
      setStatus({ kind: 'error', text: userMessage(error, MSG.erroAtualizarSenha) });
      setSubmitting(false);
    }
  }

  function onCancel() {
    void encerrarSessao();
    navigate(LOGIN_PATH, { replace: true });
  }

  return (
    <AuthPageShell title={TXT.recuperarSenha} titleId="recuperar-titulo">
      <AuthAlerts error={status?.kind === 'error' ? status.text : null} success={status?.kind === 'success' ? status.text : null} />
      <p className="auth-intro">{TXT.recuperarSenhaInstrucao}</p>
      <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
        {/* Lets a password manager store the new password under the right account. */}
        {session && <input type="email" name="email" autoComplete="username" value={session.usuario.email} readOnly hidden />}
        <FormField
          id="recuperar-nova-senha"
          label={TXT.novaSenha}
          type="password"
          name="novaSenha"
          autoComplete="new-password"
          required
          value={values.novaSenha}
          error={touched.novaSenha ? errors.novaSenha : null}
          onChange={change('novaSenha')}
          onBlur={blur('novaSenha')}
        />
        <FormField
          id="recuperar-confirmacao"
          label={TXT.confirmacaoNovaSenha}
          type="password"
          name="confirmacao"
          autoComplete="new-password"
          required
          value={values.confirmacao}
          error={touched.confirmacao ? errors.confirmacao : null}
          onChange={change('confirmacao')}
          onBlur={blur('confirmacao')}
        />
        <div className="auth-actions">
          <button type="button" className="auth-button auth-button-secondary" onClick={onCancel} disabled={submitting}>
            {TXT.cancelar}
          </button>
          <button type="submit" className="auth-button" disabled={submitting}>
            {TXT.salvar}
          </button>
        </div>
      </form>
    </AuthPageShell>
  );
}

import { useState, type FormEvent } from 'react';
import { MSG } from '../../common/messages';
import { AuthAlerts, type AuthStatus } from './AuthAlerts';
import { AuthPageShell } from './AuthPageShell';
import { EmailField } from './EmailField';
import { requestRecoveryLink } from './recoveryApi';
import { TXT } from './strings';
import { useEmailCheck } from './useEmailCheck';
import { userMessage } from './userMessage';
import { emailError } from './validateLogin';

/**
 * /esqueciminhasenha (docs/produto.md §2): the e-mail, checked with the login rules, and a back button to /.
 * A success shows only its own message: the generic error no longer follows it (a defect of the original specification, docs/produto.md §8).
 */
export function EsqueciSenhaPage() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<AuthStatus>(null);
  const check = useEmailCheck(email);

  const emailMessage = (touched && emailError(email)) || (check.state === 'missing' ? MSG.emailNaoCadastrado : null);
  const alertText = status?.kind === 'error' ? status.text : check.state === 'failed' ? check.error : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (emailError(email) || check.state === 'missing') return;
    setSubmitting(true);
    setStatus(null);
    try {
      await requestRecoveryLink(email);
      setStatus({ kind: 'success', text: MSG.recuperacaoEnviada });
    } catch (error) {
      setStatus({ kind: 'error', text: userMessage(error, MSG.erroInesperado) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthPageShell title={TXT.esqueciSenha} titleId="esqueci-titulo">
      <AuthAlerts error={alertText} success={status?.kind === 'success' ? status.text : null} />
      <p className="auth-intro">{TXT.esqueciSenhaInstrucao}</p>
      <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <EmailField
          id="esqueci-email"
          value={email}
          error={emailMessage}
          checking={check.state === 'checking'}
          onChange={(e) => {
            setEmail(e.target.value);
            setStatus(null);
          }}
          onBlur={() => setTouched(true)}
        />
        <div className="auth-actions">
          <a className="auth-button auth-button-secondary" href="/">
            {TXT.voltar}
          </a>
          <button type="submit" className="auth-button" disabled={submitting}>
            {submitting ? TXT.enviando : TXT.enviar}
          </button>
        </div>
      </form>
    </AuthPageShell>
  );
}

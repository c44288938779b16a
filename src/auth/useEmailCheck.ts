import { useEffect, useState } from 'react';
import { emailExists } from '../session/authApi';
import { emailError } from './validateLogin';

/** docs/produto.md §9: the e-mail is checked 300 ms after the user stops typing. */
export const EMAIL_CHECK_DEBOUNCE_MS = 300;

export type EmailCheckState = 'idle' | 'checking' | 'exists' | 'missing' | 'failed';

interface CheckResult {
  email: string;
  exists?: boolean;
  error?: string;
}

/**
 * Asks the server, debounced, whether a well-formed e-mail is registered. The state is derived
 * from the last answer and the e-mail it was for, so a stale answer never shows.
 */
export function useEmailCheck(email: string): { state: EmailCheckState; error?: string } {
  const [result, setResult] = useState<CheckResult | null>(null);
  const candidate = email.trim();
  const wellFormed = emailError(candidate) === null;

  useEffect(() => {
    if (!wellFormed) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      emailExists(candidate).then(
        (exists) => !cancelled && setResult({ email: candidate, exists }),
        (error: Error) => !cancelled && setResult({ email: candidate, error: error.message }),
      );
    }, EMAIL_CHECK_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [candidate, wellFormed]);

  if (!wellFormed) return { state: 'idle' };
  if (result?.email !== candidate) return { state: 'checking' };
  if (result.error) return { state: 'failed', error: result.error };
  return { state: result.exists ? 'exists' : 'missing' };
}

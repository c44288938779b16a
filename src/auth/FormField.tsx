import type { InputHTMLAttributes } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | null;
  hint?: string | null;
}

/** A labelled input whose message (error or hint) is tied to it by aria-describedby. */
export function FormField({ id, label, error, hint, ...input }: FormFieldProps) {
  const messageId = `${id}-mensagem`;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={messageId} {...input} />
      <p id={messageId} className={error ? 'auth-field-error' : 'auth-field-hint'} aria-live="polite">
        {error ?? hint ?? ''}
      </p>
    </div>
  );
}

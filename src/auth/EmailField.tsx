import type { InputHTMLAttributes } from 'react';
import { FormField } from './FormField';
import { TXT } from './strings';

interface EmailFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'onBlur'> {
  id: string;
  value: string;
  error: string | null;
  /** The e-mail is being looked up (usuarioEmailExiste): shows the hint while it lasts. */
  checking: boolean;
}

/** The account e-mail of the login and recovery pages: one input, the same rules and hint on both. */
export function EmailField({ id, value, error, checking, onChange, onBlur }: EmailFieldProps) {
  return (
    <FormField
      id={id}
      label={TXT.email}
      type="email"
      name="email"
      autoComplete="username"
      inputMode="email"
      required
      value={value}
      error={error}
      hint={checking ? TXT.verificandoEmail : null}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}

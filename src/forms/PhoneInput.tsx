import type { TextInputProps } from 'react-admin';
import { PHONE_MASK } from './masks';
import { MaskedTextInput } from './MaskedTextInput';

/** Telefone with (00) 0000-0000 or (00) 00000-0000, chosen by the digit after the area code. */
export function PhoneInput(props: Omit<TextInputProps, 'source'> & { source?: string }) {
  return <MaskedTextInput source="telefone" {...props} mask={PHONE_MASK} type="tel" />;
}

import { forwardRef, type ChangeEvent, type ComponentType } from 'react';
import { IMaskInput } from 'react-imask';
import { TextInput, type TextInputProps } from 'react-admin';
import type { MaskOptions } from './masks';

interface AdapterProps {
  name: string;
  value?: string | null;
  onChange: (event: Pick<ChangeEvent<HTMLInputElement>, 'target'>) => void;
  maskOptions: MaskOptions;
}

const Input = IMaskInput as unknown as ComponentType<Record<string, unknown>>;

/**
 * MUI's inputComponent over react-imask: the form keeps the unmasked value (digits, or CNPJ
 * characters). imask also accepts while mounting or when the mask changes (e.g. CPF → CNPJ); such
 * changes reach the form after React's commit, when react-admin's handlers may be called.
 */
const MaskAdapter = forwardRef<HTMLInputElement, AdapterProps>(function MaskAdapter({ onChange, maskOptions, name, value, ...other }, ref) {
  const accept = (next: string, _mask: unknown, event?: Event) => {
    const send = () => onChange({ target: { name, value: next } as HTMLInputElement });
    if (event) send();
    else if (next !== (value ?? '')) queueMicrotask(send);
  };
  return <Input {...other} {...maskOptions} value={value ?? ''} name={name} inputRef={ref} unmask onAccept={accept} />;
});

export interface MaskedTextInputProps extends TextInputProps {
  mask: MaskOptions;
}

/** A react-admin TextInput with a mask (phone, CEP, CPF, CNPJ); everything else as TextInput. */
export function MaskedTextInput({ mask, slotProps, ...props }: MaskedTextInputProps) {
  return (
    <TextInput
      {...props}
      slotProps={{
        ...slotProps,
        input: { ...(slotProps?.input as object), inputComponent: MaskAdapter as never },
        htmlInput: { ...(slotProps?.htmlInput as object), maskOptions: mask },
      }}
    />
  );
}
